/**
 * The repository on its own, on a few thousand visitors. Whether the planner picks the trigram
 * indexes depends on the table's size (on 100 000 rows it does: bench/customer-search.bench.ts
 * checks the plans); here, with scans switched off, the plan shows that the search expressions
 * match the indexes at all (the digit expressions must be written exactly as indexed).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListQuerySchema } from '@/contract/customers';
import { bulkInsert } from '../../db/bulk-insert';
import type { DatabaseHandle } from '../../db/connection';
import { customers, schools, users } from '../../db/schema';
import { assignSerialNumbers, generateVisitors } from '../../db/seed-visitors';
import { openTestDatabase } from '../../test-support/test-database';
import type { AuthUser } from '../../types';
import { customerSearchFields, customerSearchMatcher, phoneSearchDigits } from '@/contract/customer-text-search';
import { COUNT_CAP, createCustomerRepository, customerListStatement, listedCustomers, phoneOwnerStatement } from './customer-repository';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let user: AuthUser;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  const { db } = database;
  await db.insert(schools).values([{ id: 1, name: 'Kabul' }, { id: 2, name: 'Herat' }]);
  const [row] = await db.insert(users).values({ schoolId: 1, username: 'desk', passwordHash: 'x', role: 'TEACHER' }).returning();
  user = { id: row.id, username: 'desk', role: 'TEACHER', schoolId: 1, permissions: {}, dataScopes: [], tokenId: 't', tokenExpiresAt: new Date(), sessionVersion: 0 };
  const now = new Date();
  for (const schoolId of [1, 2]) {
    const generated = generateVisitors({ schoolId, createdBy: null, count: 3000, now, days: 365, seed: schoolId });
    const rows = await assignSerialNumbers(db, schoolId, generated);
    for (let start = 0; start < rows.length; start += 1000) await bulkInsert(db, customers, rows.slice(start, start + 1000));
  }
  await database.exec('ANALYZE customers');
});
afterAll(async () => {
  await dispose?.();
});

async function listWithItems(repository: ReturnType<typeof createCustomerRepository>, ...args: Parameters<ReturnType<typeof createCustomerRepository>['list']>) {
  const result = await repository.list(...args);
  return { ...result, items: listedCustomers(result) };
}

const filters = (query: Record<string, string>) => customerListQuerySchema.parse({ limit: '50', ...query });

async function plan(query: Record<string, string>): Promise<string> {
  // Every school (scope *): no school_id condition whose index could stand in.
  const { statement } = customerListStatement(filters(query), { ...user, dataScopes: ['*'] });
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const result = await tx.execute(sql`explain ${statement}`);
    return (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('customer search can use the trigram indexes', () => {
  it('a name, Dari name or email fragment reads the search-text index', async () => {
    for (const search of ['Paktiawal', 'کریم', 'gmail.com']) {
      expect(await plan({ search }), search).toMatch(/customers_search_text_trgm_idx/);
    }
  });

  it('a phone fragment reads the phone-digit indexes, however it is typed', async () => {
    for (const search of ['0799 123 45', '+93 786 424', '5551234']) {
      const text = await plan({ search });
      expect(text, search).toMatch(/customers_phone_digits_trgm_idx/);
      expect(text, search).toMatch(/customers_mobile_digits_trgm_idx/);
    }
  });
});

describe('the duplicate-phone check', () => {
  it('reads the phone-digit indexes of the school, not every visitor (planner left free)', async () => {
    const statement = phoneOwnerStatement(database.db, ['+93799123456'], 1, '00000000-0000-4000-8000-000000000000');
    const result = await database.db.execute(sql`explain ${statement!.getSQL()}`);
    const text = (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/customers_school_phone_digits_idx/);
    expect(text).toMatch(/customers_school_mobile_digits_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe('list', () => {
  it('finds by fragments and counts every match, only in the own school', async () => {
    const repository = createCustomerRepository(database.db);
    const [sample] = await database.db.select().from(customers).where(sql`school_id = 1 and email is not null`).limit(1);
    const digits = phoneSearchDigits(`0${sample.phone!.slice(3, 10)}`)!;
    const byPhone = await listWithItems(repository, filters({ search: `0${sample.phone!.slice(3, 10)}` }), user);
    expect(byPhone.items.map((item) => item.id)).toContain(sample.id);
    expect(byPhone.items.every((item) => item.phone!.replace(/\D/g, '').includes(digits) && item.schoolId === 1)).toBe(true);

    const byName = await listWithItems(repository, filters({ search: sample.lastName!.slice(1).toUpperCase(), limit: '10' }), user);
    expect(byName.items).toHaveLength(10);
    const counted = await database.db.execute(sql`select count(*)::int as value from customers where school_id = 1 and (name ilike ${`%${sample.lastName!.slice(1)}%`} or email ilike ${`%${sample.lastName!.slice(1)}%`} or dari_name ilike ${`%${sample.lastName!.slice(1)}%`})`);
    const [{ value }] = (counted as { rows: { value: number }[] }).rows;
    expect(byName.totalCount).toBe(value);
    expect(byName.items.every((item) => item.schoolId === 1)).toBe(true);

    const byEmail = await listWithItems(repository, filters({ search: sample.email!.split('@')[0] }), user);
    expect(byEmail.items.map((item) => item.id)).toContain(sample.id);
  });
});

describe('list pages and counts', () => {
  const directIds = async (where: ReturnType<typeof sql>, limit: number, offset = 0) => {
    const result = await database.db.execute(
      sql`select id from customers where school_id = 1 and deleted_at is null and ${where} order by created_at desc, id desc limit ${limit} offset ${offset}`,
    );
    return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
  };

  it('counts up to the cap and says so when more match; a page further on counts up to its end', async () => {
    const repository = createCustomerRepository(database.db);
    const first = await listWithItems(repository, filters({}), user);
    expect(first).toMatchObject({ totalCount: COUNT_CAP, totalCountCapped: true });
    expect(first.items.map((item) => item.id)).toEqual(await directIds(sql`true`, 50));

    const far = await listWithItems(repository, filters({ page: '30' }), user);
    expect(far).toMatchObject({ totalCount: 1500, totalCountCapped: true });
    expect(far.items.map((item) => item.id)).toEqual(await directIds(sql`true`, 50, 1450));

    const all = await listWithItems(repository, filters({ limit: '200', page: '15' }), user);
    expect(all).toMatchObject({ totalCount: 3000, totalCountCapped: false });
    expect(all.items).toHaveLength(200);
    expect((await listWithItems(repository, filters({ limit: '200', page: '16' }), user)).items).toEqual([]);
  });

  it('finds the same page however it is found: sorted from few matches, walked or sorted from many', async () => {
    const repository = createCustomerRepository(database.db);
    const [{ cutoff }] = ((await database.db.execute(
      sql`select to_char((created_at at time zone 'Asia/Kabul')::date, 'YYYY-MM-DD') as cutoff from customers where school_id = 1 order by created_at asc offset 1100 limit 1`,
    )) as { rows: { cutoff: string }[] }).rows;
    const cases: { query: Record<string, string>; where: ReturnType<typeof sql>; order?: ReturnType<typeof sql> }[] = [
      // Many matches, near the top of the order: the walk finds the page.
      { query: { search: 'a', limit: '20', page: '3' }, where: sql`search_text like '%a%'` },
      // Many matches (over the cap) but none among the newest rows: the walk gives up, all are sorted.
      { query: { to: cutoff, limit: '10', page: '2' }, where: sql`created_at < ((${cutoff}::date + 1)::timestamp at time zone 'Asia/Kabul')` },
      // Another order: the planner's choice.
      { query: { sortBy: 'name', sortOrder: 'asc', limit: '25', page: '2' }, where: sql`true`, order: sql`name asc, created_at desc, id asc` },
    ];
    for (const { query, where, order } of cases) {
      const result = await listWithItems(repository, filters(query), user);
      const limit = Number(query.limit);
      const offset = (Number(query.page) - 1) * limit;
      const direct = await database.db.execute(
        sql`select id from customers where school_id = 1 and deleted_at is null and ${where} order by ${order ?? sql`created_at desc, id desc`} limit ${limit} offset ${offset}`,
      );
      expect(result.items.map((item) => item.id), JSON.stringify(query)).toEqual((direct as { rows: { id: string }[] }).rows.map((row) => row.id));
      expect(result.totalCountCapped, JSON.stringify(query)).toBe(true);
    }
  });

  it('few matches are counted exactly and paged in the same order as many', async () => {
    const repository = createCustomerRepository(database.db);
    const condition = sql`type = 'TEACHER' and source = 'WEBSITE'`;
    const page = await listWithItems(repository, filters({ type: 'teacher', source: 'website', limit: '20', page: '2' }), user);
    const [{ value }] = ((await database.db.execute(sql`select count(*)::int as value from customers where school_id = 1 and ${condition}`)) as { rows: { value: number }[] }).rows;
    expect(value).toBeLessThan(COUNT_CAP);
    expect(page).toMatchObject({ totalCount: value, totalCountCapped: false });
    expect(page.items.map((item) => item.id)).toEqual(await directIds(condition, 20, 20));
  });
});

describe('the offline search twin', () => {
  it('finds exactly what the server finds (src/contract/customer-text-search.ts)', async () => {
    const repository = createCustomerRepository(database.db);
    const rows = await database.db.select().from(customers).where(sql`school_id = 1 and deleted_at is null`);
    const [sample] = rows.filter((row) => row.email && row.dariName && row.phone);
    const searches = [
      sample.name.slice(2, 7), sample.name.toUpperCase(), sample.dariName!.slice(1, 4), sample.email!.slice(0, 6),
      sample.serialNumber.toLowerCase(), `0${sample.phone!.replace(/\D/g, '').slice(2, 7)}`, sample.phone!.slice(0, 8),
      '+', '7', 'zzz-no-such', 'a',
      // Typed on a Dari or an Arabic keyboard (src/contract/search-term.ts).
      `۰${sample.phone!.replace(/\D/g, '').slice(2, 7)}`.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit))),
      sample.dariName!.replaceAll('ی', 'ي').replaceAll('ک', 'ك'),
    ];
    for (const search of searches) {
      const matches = customerSearchMatcher(search);
      const expected = rows.filter((row) => matches(customerSearchFields(row))).map((row) => row.id).sort();
      const found: string[] = [];
      for (let page = 1; ; page++) {
        const result = await listWithItems(repository, filters({ search, limit: '200', page: String(page) }), user);
        found.push(...result.items.map((item) => item.id));
        if (result.items.length < 200) break;
      }
      expect(found.sort(), search).toEqual(expected);
    }
  });
});

describe('phoneSearchDigits', () => {
  it('drops the country code or the local 0, keeps other digits', () => {
    expect(phoneSearchDigits('0799 123')).toBe('799123');
    expect(phoneSearchDigits('+93 799-123')).toBe('799123');
    expect(phoneSearchDigits('0093799123')).toBe('799123');
    expect(phoneSearchDigits('123 456')).toBe('123456');
    expect(phoneSearchDigits('+93')).toBeNull();
    expect(phoneSearchDigits('Ahmad')).toBeNull();
  });
});
