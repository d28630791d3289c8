import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { customerSchema } from '@/contract/customers';
import { normalizePhoneNumber } from '@/contract/phone-number';
import { loadConfig } from '../config';
import { toCustomerDto } from '../routes/customers/customer-dto';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { customerEvents, customerSerials, customers, schools, users } from './schema';
import { seedDatabase } from './seed';
import { generateVisitors, seedVisitors } from './seed-visitors';

let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

async function freshDb(): Promise<DatabaseHandle> {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  return opened.database;
}

const NOW = new Date('2026-11-20T10:00:00Z');

describe('generateVisitors', () => {
  it('is reproducible: the same seed and time give the same visitors', () => {
    const a = generateVisitors({ schoolId: 1, createdBy: 1, count: 50, now: NOW });
    const b = generateVisitors({ schoolId: 1, createdBy: 1, count: 50, now: NOW });
    expect(b).toEqual(a);
    expect(generateVisitors({ schoolId: 1, createdBy: 1, count: 50, now: NOW, seed: 2 })).not.toEqual(a);
  });

  it('makes realistic visitors: Latin and Dari names, +93 mobiles, mostly students, within the last months in opening hours', () => {
    const rows = generateVisitors({ schoolId: 1, createdBy: 1, count: 300, now: NOW });
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      expect(row.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)+$/);
      expect(row.dariName).toMatch(/^[\u0600-\u06FF\u200C]+( [\u0600-\u06FF\u200C]+)+$/);
      expect(row.phone).toMatch(/^\+937\d{8}$/);
      // Already in the one phone rule's stored form (issue 23).
      expect(normalizePhoneNumber(row.phone ?? '')).toBe(row.phone);
      const age = NOW.getTime() - row.createdAt.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(121 * 86_400_000);
      const kabulMinutes = (row.createdAt.getUTCHours() * 60 + row.createdAt.getUTCMinutes() + 270) % 1440;
      expect(kabulMinutes).toBeGreaterThanOrEqual(8 * 60);
      expect(kabulMinutes).toBeLessThan(16 * 60);
    }
    const share = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length / rows.length;
    expect(share((row) => row.type === 'STUDENT')).toBeGreaterThan(0.4);
    expect(share((row) => row.source === 'WALK_IN')).toBeGreaterThan(0.4);
    expect(share((row) => row.email !== null)).toBeGreaterThan(0.1);
    expect(share((row) => row.remarks !== null)).toBeGreaterThan(0.1);
    expect(share((row) => Object.keys(row.metadata ?? {}).length > 0)).toBeGreaterThan(0.1);
    expect(rows.some((row) => row.metadata?.['Grade applying for'] !== undefined)).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['NEW', 'CONTACTED', 'QUALIFIED', 'LOST']));
    expect(new Set(rows.map((row) => row.id)).size).toBe(300);
  });
});

describe('seedVisitors', () => {
  it('inserts the visitors with consecutive serial numbers per year and CREATED events, readable by the API', async () => {
    const { db } = await freshDb();
    await db.insert(schools).values({ id: 1, name: 'Noor' });
    const [user] = await db.insert(users).values({ schoolId: 1, username: 'desk', passwordHash: 'x', role: 'TEACHER' }).returning();

    expect(await db.transaction((tx) => seedVisitors(tx, { schoolId: 1, createdBy: user.id, count: 120, now: NOW }))).toBe(120);
    const rows = await db.select().from(customers).orderBy(customers.createdAt);
    expect(rows).toHaveLength(120);
    expect(rows.map((row) => row.serialNumber)).toEqual(rows.map((_, i) => `V-2026-${String(i + 1).padStart(6, '0')}`));
    expect(rows.every((row) => row.createdBy === user.id && row.schoolId === 1)).toBe(true);
    for (const row of rows) expect(customerSchema.safeParse(toCustomerDto(row)).success).toBe(true);

    const [created] = await db.select({ value: count() }).from(customerEvents).where(eq(customerEvents.type, 'CREATED'));
    expect(Number(created.value)).toBe(120);
    const [changed] = await db.select({ value: count() }).from(customerEvents).where(eq(customerEvents.type, 'STATUS_CHANGED'));
    expect(Number(changed.value)).toBe(rows.filter((row) => row.status !== 'NEW').length);
    expect(await db.select().from(customerSerials)).toEqual([{ schoolId: 1, year: 2026, lastValue: 120 }]);
  });

  it('numbers each Kabul year on its own when the visits cross New Year', async () => {
    const { db } = await freshDb();
    await db.insert(schools).values({ id: 1, name: 'Noor' });
    await db.transaction((tx) => seedVisitors(tx, { schoolId: 1, createdBy: null, count: 200, now: new Date('2027-02-01T06:00:00Z') }));
    const serials = await db.select().from(customerSerials).orderBy(customerSerials.year);
    expect(serials.map((row) => row.year)).toEqual([2026, 2027]);
    expect(serials.reduce((sum, row) => sum + row.lastValue, 0)).toBe(200);
    const [mismatched] = (
      (await db.execute(
        sql`select count(*)::int as value from customers where substring(serial_number from 3 for 4)::int <> extract(year from created_at at time zone 'Asia/Kabul')`,
      )) as unknown as { rows: { value: number }[] }
    ).rows;
    expect(mismatched.value).toBe(0);
  });

  it('the demo seed holds 300 visitors of the demo school, registered by frontdesk', async () => {
    const { db } = await freshDb();
    await seedDatabase(db, { ...loadConfig({}), seed: 'demo' });
    const [frontdesk] = await db.select().from(users).where(eq(users.username, 'frontdesk'));
    const [total] = await db.select({ value: count() }).from(customers).where(eq(customers.createdBy, frontdesk.id));
    expect(Number(total.value)).toBe(300);
  });
});
