import { describe, expect, it } from 'vitest';
import { localDatabase } from '@/lib/offline/local-database';
import { customerSearchFields } from '@/contract/customer-text-search';
import { forgetCustomersMissingFromPage, keptCustomerIds, removeLocalCustomers, saveLocalCustomers, searchLocalCustomers } from '@/lib/offline/local-records/local-customers';
import { makeCustomer } from '@/lib/testing/customer-fixture';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();
const names = async (search: string, limit = 50) => (await searchLocalCustomers({ search, limit })).customers.map((c) => c.name);

describe('local customers', () => {
  it('finds kept customers as the server would: name, Dari name, email, phone digits, serial number', async () => {
    const karim = makeCustomer({ name: 'Karim Karimi', dariName: 'کریم کریمی', email: 'k.karimi@example.af', phone: '+93 799 123 456', mobile: null, createdAt: at(1) });
    const zahra = makeCustomer({ name: 'Zahra Ahmadi', email: 'zahra@example.af', phone: '0700 555 111', mobile: '0788 222 333', createdAt: at(2) });
    await saveLocalCustomers([karim, zahra]);

    expect(await names('KARIM')).toEqual(['Karim Karimi']);
    expect(await names('کریم')).toEqual(['Karim Karimi']);
    expect(await names('example.af')).toEqual(['Zahra Ahmadi', 'Karim Karimi']);
    expect(await names('0799 123')).toEqual(['Karim Karimi']);
    expect(await names('+93 788-222')).toEqual(['Zahra Ahmadi']);
    expect(await names(zahra.serialNumber.toLowerCase())).toEqual(['Zahra Ahmadi']);
    expect(await names('nobody')).toEqual([]);
  });

  it('lists newest first, a page at a time, with the count of every match', async () => {
    await saveLocalCustomers(Array.from({ length: 7 }, (_, i) => makeCustomer({ name: `Visitor ${i}`, createdAt: at(i + 1) })));
    const page = await searchLocalCustomers({ search: 'visitor', limit: 3 });
    expect(page.customers.map((c) => c.name)).toEqual(['Visitor 6', 'Visitor 5', 'Visitor 4']);
    expect(page.total).toBe(7);
    expect((await searchLocalCustomers({ limit: 50 })).total).toBe(7);
  });

  it('keeps the latest answer for a customer, and forgets deleted ones', async () => {
    const customer = makeCustomer({ name: 'Gul Ahmad', createdAt: at(3) });
    await saveLocalCustomers([customer]);
    expect(await names('gul')).toEqual(['Gul Ahmad']); // the memory copy is built here
    await saveLocalCustomers([{ ...customer, name: 'Gul Ahmad Zadran' }]);
    expect(await names('zadran')).toEqual(['Gul Ahmad Zadran']);
    await saveLocalCustomers([{ ...customer, deletedAt: at(4) }]);
    expect(await names('gul')).toEqual([]);

    const other = makeCustomer({ name: 'Nasima', createdAt: at(5) });
    await saveLocalCustomers([other]);
    await removeLocalCustomers([other.id]);
    expect(await names('nasima')).toEqual([]);
    expect(await localDatabase().customers.count()).toBe(0);
  });

  it("sees another tab's writes (the stored revision moved on)", async () => {
    await saveLocalCustomers([makeCustomer({ name: 'First', createdAt: at(1) })]);
    expect(await names('')).toEqual(['First']);
    // Another tab writes the same database: rows and a new revision, not this tab's memory.
    const elsewhere = makeCustomer({ name: 'From another tab', createdAt: at(2) });
    const db = localDatabase();
    await db.customers.put(elsewhere);
    await db.customerSearch.put({ id: elsewhere.id, createdAt: elsewhere.createdAt, ...customerSearchFields(elsewhere) });
    const revision = (await db.meta.get('customers'))!.value;
    await db.meta.put({ key: 'customers', value: revision + 1 });
    expect(await names('')).toEqual(['From another tab', 'First']);
  });
});

describe('forgetCustomersMissingFromPage', () => {
  it('forgets kept matches the server page should have held, and keeps older ones beyond it', async () => {
    const [old, gone, shown] = [1, 2, 3].map((day) => makeCustomer({ name: `Rahimi ${day}`, createdAt: at(day) }));
    const unrelated = makeCustomer({ name: 'Other', createdAt: at(4) });
    await saveLocalCustomers([old, gone, shown, unrelated]);

    // The server's first page (limit 1, more to come) holds only the newest: day 2 is beyond it.
    await forgetCustomersMissingFromPage('rahimi', [shown], false, await keptCustomerIds());
    expect(await names('')).toEqual(['Other', 'Rahimi 3', 'Rahimi 2', 'Rahimi 1']);

    // A complete answer without day 2: deleted on the server.
    await forgetCustomersMissingFromPage('rahimi', [shown, old], true, await keptCustomerIds());
    expect(await names('')).toEqual(['Other', 'Rahimi 3', 'Rahimi 1']);
  });

  it('keeps a customer kept after the page was asked for (a replayed registration), which the answer cannot hold', async () => {
    const shown = makeCustomer({ name: 'Rahimi 1', createdAt: at(1) });
    await saveLocalCustomers([shown]);
    const keptBefore = await keptCustomerIds();
    // While the page is on its way, the service worker replays a registration and keeps its answer.
    const replayed = makeCustomer({ name: 'Rahimi 2', createdAt: at(2) });
    await saveLocalCustomers([replayed]);

    await forgetCustomersMissingFromPage('rahimi', [shown], true, keptBefore);
    expect(await names('')).toEqual(['Rahimi 2', 'Rahimi 1']);
  });
});
