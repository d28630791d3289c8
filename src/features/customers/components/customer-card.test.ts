/**
 * A visitor's card is rendered again only when what it shows changed (customer-card.tsx): the
 * list hands it a new object with the same fields after every change of the device's store.
 */
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/lib/testing/customer-fixture';
import { sameCard, type CustomerCardProps } from '@/features/customers/components/customer-card';

const actions = { onGenerateToken: () => {}, onEdit: () => {}, onViewDetails: () => {} };
const visitor = makeCustomer({ name: 'Ahmad Karimi' });
const props = (overrides: Partial<CustomerCardProps> = {}): CustomerCardProps => ({
  customer: structuredClone(visitor),
  pendingState: 'queued',
  canEdit: true,
  ...actions,
  ...overrides,
});

describe('sameCard', () => {
  it('takes the same visitor read again (a new object) as the same card', () => {
    expect(sameCard(props(), props())).toBe(true);
  });

  it('renders again when a field, the pending state, the permission or an action changed', () => {
    expect(sameCard(props(), props({ customer: { ...visitor, serialNumber: 'V-0042' } }))).toBe(false);
    expect(sameCard(props(), props({ pendingState: undefined }))).toBe(false);
    expect(sameCard(props(), props({ canEdit: false }))).toBe(false);
    expect(sameCard(props(), props({ onEdit: () => {} }))).toBe(false);
  });
});
