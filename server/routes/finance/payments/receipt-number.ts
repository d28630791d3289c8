/**
 * Sequential receipt numbers per school (RCP-000001, RCP-000002, ...), from `receipt_counters`.
 * One `insert … on conflict do update … returning` takes the next value and locks the school's
 * counter row until the caller's transaction ends, so concurrent creates wait for each other and
 * get distinct, consecutive numbers; a create that rolls back rolls its number back too (no gaps).
 * A number already used by some payment (e.g. typed in by an import) is skipped.
 * Every receipt the school issues takes its number here, the demo seed's too (withReceiptNumbers),
 * so there is one format and one sequence, and the API's next payment continues the seed's run.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { RECEIPT_NUMBER_DIGITS, RECEIPT_NUMBER_PREFIX } from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { payments, receiptCounters } from '../../../db/schema';

export type ReceiptKind = 'payment';

export function formatReceiptNumber(value: number): string {
  return `${RECEIPT_NUMBER_PREFIX}${String(value).padStart(RECEIPT_NUMBER_DIGITS, '0')}`;
}

/** The first of `count` consecutive values, taken from the school's counter in one statement. */
async function takeNextValues(tx: DbOrTx, schoolId: number, kind: ReceiptKind, count: number): Promise<number> {
  // next_value is the number the next create gets: a new counter hands out 1 and keeps 2.
  const [row] = await tx
    .insert(receiptCounters)
    .values({ schoolId, kind, nextValue: count + 1 })
    .onConflictDoUpdate({
      target: [receiptCounters.schoolId, receiptCounters.kind],
      set: { nextValue: sql`${receiptCounters.nextValue} + ${count}` },
    })
    .returning({ nextValue: receiptCounters.nextValue });
  return row.nextValue - count;
}

async function takeNextValue(tx: DbOrTx, schoolId: number, kind: ReceiptKind): Promise<number> {
  return takeNextValues(tx, schoolId, kind, 1);
}

/** The school's next free payment receipt number; call inside the write transaction. */
export async function nextReceiptNumber(tx: DbOrTx, schoolId: number, kind: ReceiptKind = 'payment'): Promise<string> {
  for (;;) {
    const receiptNumber = formatReceiptNumber(await takeNextValue(tx, schoolId, kind));
    const [taken] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.schoolId, schoolId), eq(payments.receiptNumber, receiptNumber)))
      .limit(1);
    if (!taken) return receiptNumber;
  }
}

/**
 * Rows for a bulk insert (the demo seed) with the school's next receipt numbers, in the rows'
 * order, from the same counter and format as a payment made through the API; a number some
 * payment already holds is skipped, as nextReceiptNumber does. Call inside the write transaction.
 */
export async function withReceiptNumbers<Row>(
  tx: DbOrTx,
  schoolId: number,
  rows: readonly Row[],
  kind: ReceiptKind = 'payment',
): Promise<(Row & { receiptNumber: string })[]> {
  const numbers: string[] = [];
  while (numbers.length < rows.length) {
    const wanted = rows.length - numbers.length;
    const first = await takeNextValues(tx, schoolId, kind, wanted);
    const candidates = Array.from({ length: wanted }, (_, index) => formatReceiptNumber(first + index));
    const taken = await tx
      .select({ receiptNumber: payments.receiptNumber })
      .from(payments)
      .where(and(eq(payments.schoolId, schoolId), inArray(payments.receiptNumber, candidates)));
    const used = new Set(taken.map((row) => row.receiptNumber));
    numbers.push(...candidates.filter((candidate) => !used.has(candidate)));
  }
  return rows.map((row, index) => ({ ...row, receiptNumber: numbers[index] }));
}
