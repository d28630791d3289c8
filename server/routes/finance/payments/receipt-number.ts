/**
 * Sequential receipt numbers per school (RCP-000001, RCP-000002, ...), from `receipt_counters`.
 * One `insert … on conflict do update … returning` takes the next value and locks the school's
 * counter row until the caller's transaction ends, so concurrent creates wait for each other and
 * get distinct, consecutive numbers; a create that rolls back rolls its number back too (no gaps).
 * A number already used by some payment (e.g. typed in by an import) is skipped.
 */
import { and, eq, sql } from 'drizzle-orm';
import { RECEIPT_NUMBER_DIGITS, RECEIPT_NUMBER_PREFIX } from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { payments, receiptCounters } from '../../../db/schema';

export type ReceiptKind = 'payment';

export function formatReceiptNumber(value: number): string {
  return `${RECEIPT_NUMBER_PREFIX}${String(value).padStart(RECEIPT_NUMBER_DIGITS, '0')}`;
}

async function takeNextValue(tx: DbOrTx, schoolId: number, kind: ReceiptKind): Promise<number> {
  // next_value is the number the next create gets: a new counter hands out 1 and keeps 2.
  const [row] = await tx
    .insert(receiptCounters)
    .values({ schoolId, kind, nextValue: 2 })
    .onConflictDoUpdate({
      target: [receiptCounters.schoolId, receiptCounters.kind],
      set: { nextValue: sql`${receiptCounters.nextValue} + 1` },
    })
    .returning({ nextValue: receiptCounters.nextValue });
  return row.nextValue - 1;
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
