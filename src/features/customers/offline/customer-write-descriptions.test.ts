import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { describeKeptWrite } from '@/lib/offline/outbox/kept-write';
import { makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { OFFLINE_WRITES } from '@/contract/endpoints/offline-writes';

const write = (method: OutboxItem['method'], url: string): OutboxItem => makeOutboxWrite('req-1', { method, url });

const CUSTOMER_ID = '00000000-0000-4000-8000-000000000042';

/** The description as the outbox panel shows it, in English. */
function shown(item: OutboxItem, body: unknown): string | null {
  const description = describeKeptWrite(OFFLINE_WRITES, item, body);
  return description ? i18n.t(description.key, description.values) : null;
}

describe('the customer endpoints\' descriptions of kept writes', () => {
  it('names a queued registration and a queued edit by the visitor', () => {
    expect(shown(write('POST', '/api/customers'), { name: ' Ahmad Karimi ' })).toBe('New visitor: Ahmad Karimi');
    expect(shown(write('PUT', `/api/customers/${CUSTOMER_ID}`), { name: 'Zahra Ahmadi' })).toBe('Changes to visitor: Zahra Ahmadi');
    expect(describeKeptWrite(OFFLINE_WRITES, write('PATCH', `/api/customers/${CUSTOMER_ID}`), { name: 'Zahra' })).toEqual({
      key: 'customers.pending.edit',
      values: { name: 'Zahra' },
    });
  });

  it('says so when the body has no name (blank, missing, not text, or unreadable)', () => {
    expect(shown(write('POST', '/api/customers'), { name: '   ' })).toBe('New visitor (no name)');
    expect(shown(write('POST', '/api/customers'), undefined)).toBe('New visitor (no name)');
    expect(shown(write('PUT', `/api/customers/${CUSTOMER_ID}`), { name: 7 })).toBe('Changes to a visitor');
    expect(shown(write('PUT', `/api/customers/${CUSTOMER_ID}`), null)).toBe('Changes to a visitor');
  });

  it('is null for writes no definition keeps', () => {
    expect(describeKeptWrite(OFFLINE_WRITES, write('POST', '/api/tokens'), { name: 'Ahmad' })).toBeNull();
    expect(describeKeptWrite(OFFLINE_WRITES, write('POST', `/api/customers/${CUSTOMER_ID}/convert`), { name: 'Ahmad' })).toBeNull();
    expect(describeKeptWrite(OFFLINE_WRITES, write('POST', '/api/customers-import'), { name: 'Ahmad' })).toBeNull();
  });
});
