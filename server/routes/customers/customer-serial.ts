/**
 * Readable serial numbers of customers: V-<year>-<6 digits>, unique per school, counted per
 * school and year (Asia/Kabul calendar year) in customer_serials. The counter is bumped with one
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING inside the create transaction: the row lock makes
 * concurrent creates on PostgreSQL wait for one another, so no number is handed out twice, and a
 * rolled-back create gives its number back. The last number handed out can be read without
 * reserving one (the preview of the next serial number).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { customerSerials } from '../../db/schema';

export const SCHOOL_TIME_ZONE = 'Asia/Kabul';

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric' });

/** The calendar year at the school (Asia/Kabul) at `instant`. */
export function schoolYear(instant: Date): number {
  return Number(yearFormat.format(instant));
}

export function formatSerialNumber(year: number, value: number): string {
  return `V-${year}-${String(value).padStart(6, '0')}`;
}

/**
 * Reserves `count` consecutive numbers of the school's counter for `year` and returns the first.
 * (The demo seed takes a block at once; a create takes one.)
 */
export async function reserveSerialValues(tx: DbOrTx, schoolId: number, year: number, count: number): Promise<number> {
  const [row] = await tx
    .insert(customerSerials)
    .values({ schoolId, year, lastValue: count })
    .onConflictDoUpdate({
      target: [customerSerials.schoolId, customerSerials.year],
      set: { lastValue: sql`${customerSerials.lastValue} + ${count}` },
    })
    .returning({ lastValue: customerSerials.lastValue });
  return row.lastValue - count + 1;
}

/** The next serial number of the school, e.g. 'V-2026-000123'. Call inside the create transaction. */
export async function nextSerialNumber(tx: DbOrTx, schoolId: number, now: Date = new Date()): Promise<string> {
  const year = schoolYear(now);
  return formatSerialNumber(year, await reserveSerialValues(tx, schoolId, year, 1));
}

/**
 * Gives back the number `nextSerialNumber(tx, schoolId, now)` just reserved, when the create
 * inserted nothing after all (its id was already there). The transaction still holds the
 * counter's row, so that number is still the last one handed out: no gap is left.
 */
export async function giveBackSerialNumber(tx: DbOrTx, schoolId: number, now: Date): Promise<void> {
  await tx
    .update(customerSerials)
    .set({ lastValue: sql`${customerSerials.lastValue} - 1` })
    .where(and(eq(customerSerials.schoolId, schoolId), eq(customerSerials.year, schoolYear(now))));
}

/** The last value handed out of the school's counter for `year` (0 before the first). Reserves nothing. */
export async function lastSerialValue(db: DbOrTx, schoolId: number, year: number): Promise<number> {
  const [counter] = await db
    .select({ lastValue: customerSerials.lastValue })
    .from(customerSerials)
    .where(and(eq(customerSerials.schoolId, schoolId), eq(customerSerials.year, year)));
  return counter?.lastValue ?? 0;
}
