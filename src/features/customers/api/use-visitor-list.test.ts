import { describe, expect, it } from 'vitest';
import type { Customer } from '@/contract/customers';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { withPendingWrites } from '@/features/customers/api/use-visitor-list';
import type { LocalCustomerPage } from '@/lib/offline/local-records/local-customers';
import { NO_PENDING_CUSTOMER_WRITES, type PendingCustomerWrites } from '@/features/customers/offline/pending-customer-writes';
import { makeCustomer } from '@/lib/testing/customer-fixture';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();

// A registration not on the server yet has no serial number.
const pendingCreate = (overrides: Partial<Customer>) => makeCustomer({ serialNumber: '', ...overrides });

function pendingWrites(created: Customer[], edits: Record<string, Partial<Customer>> = {}): PendingCustomerWrites {
  const states = new Map<string, OutboxState>();
  for (const customer of created) states.set(customer.id, 'queued');
  for (const id of Object.keys(edits)) states.set(id, 'queued');
  return { created, edits: new Map(Object.entries(edits)), states };
}

const names = (page: LocalCustomerPage) => page.customers.map((customer) => customer.name);

describe('withPendingWrites', () => {
  const keptA = makeCustomer({ name: 'Zahra Ahmadi', phone: '0700 555 111', createdAt: at(2) });
  const keptB = makeCustomer({ name: 'Omid Sharifi', phone: '0788 222 333', createdAt: at(1) });
  const kept: LocalCustomerPage = { customers: [keptA, keptB], total: 2 };

  it('gives the kept page as it is with nothing pending', () => {
    expect(withPendingWrites(kept, NO_PENDING_CUSTOMER_WRITES, '', 50)).toBe(kept);
  });

  it('shows the pending registrations first, newest first, and counts them in the total', () => {
    const newer = pendingCreate({ name: 'Karim Karimi', createdAt: at(5) });
    const older = pendingCreate({ name: 'Gul Ahmad', createdAt: at(4) });
    const page = withPendingWrites(kept, pendingWrites([newer, older]), '', 50);
    expect(names(page)).toEqual(['Karim Karimi', 'Gul Ahmad', 'Zahra Ahmadi', 'Omid Sharifi']);
    expect(page.total).toBe(4);
  });

  it('shows a pending registration only when it matches the search', () => {
    const karim = pendingCreate({ name: 'Karim Karimi', phone: '0799 123 456', mobile: null });
    const pending = pendingWrites([karim]);

    const byName = withPendingWrites({ customers: [], total: 0 }, pending, 'karim', 50);
    expect(names(byName)).toEqual(['Karim Karimi']);
    expect(byName.total).toBe(1);
    expect(names(withPendingWrites({ customers: [], total: 0 }, pending, '+93 799 123', 50))).toEqual(['Karim Karimi']);

    const other = withPendingWrites({ customers: [keptA], total: 1 }, pending, 'zahra', 50);
    expect(names(other)).toEqual(['Zahra Ahmadi']);
    expect(other.total).toBe(1);
  });

  it('does not show a registration twice when the kept page already has it', () => {
    const karim = pendingCreate({ name: 'Karim Karimi', createdAt: at(5) });
    const keptKarim = { ...karim, serialNumber: 'V-2026-000321' };
    const page = withPendingWrites({ customers: [keptKarim, keptA], total: 2 }, pendingWrites([karim]), '', 50);
    expect(page.customers.map((customer) => customer.id)).toEqual([karim.id, keptA.id]);
    expect(page.total).toBe(2);
  });

  it('lays unsent edits over the kept fields', () => {
    const page = withPendingWrites(kept, pendingWrites([], { [keptB.id]: { name: 'Omid Sharifi Jr', phone: '0700 000 000' } }), '', 50);
    expect(page.customers[1]).toEqual({ ...keptB, name: 'Omid Sharifi Jr', phone: '0700 000 000' });
    expect(page.customers[0]).toBe(keptA);
    expect(page.total).toBe(2);
  });

  it('keeps to the limit, still counting every match in the total', () => {
    const created = [5, 4, 3].map((day) => pendingCreate({ name: `Pending ${day}`, createdAt: at(day) }));
    const page = withPendingWrites(kept, pendingWrites(created), '', 2);
    expect(names(page)).toEqual(['Pending 5', 'Pending 4']);
    expect(page.total).toBe(5);

    const mixed = withPendingWrites(kept, pendingWrites(created.slice(0, 1)), '', 2);
    expect(names(mixed)).toEqual(['Pending 5', 'Zahra Ahmadi']);
    expect(mixed.total).toBe(3);
  });
});
