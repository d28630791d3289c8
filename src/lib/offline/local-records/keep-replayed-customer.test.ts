import { describe, expect, it } from 'vitest';
import { localDatabase } from '@/lib/offline/local-database';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { keepReplayedCustomers } from '@/lib/offline/local-records/keep-replayed-customer';

/** One replayed write at a time, as the worker passes them in a batch of one. */
const keepReplayedCustomer = (item: Parameters<typeof keepReplayedCustomers>[0][number]['item'], answer: unknown) =>
  keepReplayedCustomers([{ item, answer }]);
import { searchLocalCustomers } from '@/lib/offline/local-records/local-customers';
import { makeCustomer } from '@/lib/testing/customer-fixture';
import { makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';

const replayed = (overrides: Partial<OutboxItem> = {}): OutboxItem => ({ seq: 1, ...makeOutboxWrite('req-1'), ...overrides });

const kept = async (search = '') => (await searchLocalCustomers({ search, limit: 50 })).customers;

describe('keepReplayedCustomers', () => {
  it("keeps the server's answer to a replayed registration, serial number and all", async () => {
    const created = makeCustomer({ name: 'Karim Karimi', serialNumber: 'V-2026-000123' });
    await keepReplayedCustomer(replayed(), { success: true, data: created });
    expect(await kept('karim')).toEqual([created]);
    expect(await kept('V-2026-000123')).toEqual([created]);
  });

  it("replaces the kept copy with the server's answer to a replayed edit", async () => {
    const before = makeCustomer({ name: 'Zahra Ahmadi' });
    await keepReplayedCustomer(replayed(), { success: true, data: before });
    const after = { ...before, name: 'Zahra Ahmadi Rahimi', updatedAt: '2026-11-03T10:00:00.000Z' };
    await keepReplayedCustomer(replayed({ method: 'PUT', url: `/api/customers/${before.id}?_t=1` }), { success: true, data: after });
    expect(await kept()).toEqual([after]);
  });

  it('saves nothing for a write that is not a customer create or edit', async () => {
    const customer = makeCustomer({ name: 'Not Kept' });
    await keepReplayedCustomer(replayed({ url: '/api/tokens' }), { success: true, data: customer });
    await keepReplayedCustomer(replayed({ url: `/api/customers/${customer.id}/convert` }), { success: true, data: customer });
    expect(await kept()).toEqual([]);
    expect(await localDatabase().customers.count()).toBe(0);
  });

  it('saves nothing when the answer holds no valid customer', async () => {
    const customer = makeCustomer({ name: 'Half A Customer' });
    const { serialNumber: _serial, ...withoutSerial } = customer;
    for (const answer of [null, undefined, 'ok', { success: true }, { success: true, data: null }, { success: true, data: withoutSerial }, customer]) {
      await keepReplayedCustomer(replayed(), answer);
    }
    expect(await localDatabase().customers.count()).toBe(0);
  });
});
