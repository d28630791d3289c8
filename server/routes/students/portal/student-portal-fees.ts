/**
 * A child's fees for the portal (spec part 2 §2.5, §3.9, §9), read from the finance payments:
 * current fees are PENDING, UNPAID (shown PENDING), OVERDUE and PARTIALLY_PAID (shown PARTIAL),
 * oldest due first; the history is PAID, newest first. Other statuses (cancelled, refunded,
 * failed, ...) are no fee to pay. The summary covers both lists and is summed by the database in
 * exact decimals: pending = PENDING + OVERDUE amounts, paid = what was paid, total = every amount.
 * A payment has no due date of its own: an open fee's date is its due date, a paid one's its
 * paid date. PARTIALLY_PAID payments carry amount = total, so their paidAmount is that amount.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FINANCE_STATS_COUNTED } from '@/contract/finance';
import {
  CURRENT_FEE_PAYMENT_STATUSES,
  FEE_STATUS_OF_PAYMENT,
  PAID_FEE_PAYMENT_STATUSES,
  type Fee,
  type FeeSummary,
} from '@/contract/student-portal-records';
import type { DbOrTx } from '../../../db/connection';
import { payments } from '../../../db/schema';

const FEE_PAYMENT_STATUSES = [...CURRENT_FEE_PAYMENT_STATUSES, ...PAID_FEE_PAYMENT_STATUSES];
// What counts as paid is the one rule every money figure follows.
const PAID_STATUSES: readonly string[] = FINANCE_STATS_COUNTED.paymentStatuses;

function feeRows(db: DbOrTx, studentId: number, statuses: readonly string[], newestFirst: boolean) {
  return db
    .select({ id: payments.id, type: payments.type, amount: payments.amount, date: payments.paymentDate, status: payments.status, method: payments.method })
    .from(payments)
    .where(and(eq(payments.studentId, studentId), isNull(payments.deletedAt), inArray(payments.status, [...statuses])))
    .orderBy(newestFirst ? desc(payments.paymentDate) : asc(payments.paymentDate), newestFirst ? desc(payments.id) : asc(payments.id));
}

function toFee(row: Awaited<ReturnType<typeof feeRows>>[number]): Fee {
  const amount = Number(row.amount);
  const paid = row.status === 'PAID';
  return {
    id: row.id,
    type: row.type,
    amount,
    paidAmount: PAID_STATUSES.includes(row.status) ? amount : 0,
    dueDate: paid ? null : row.date,
    paidDate: paid ? row.date : null,
    status: FEE_STATUS_OF_PAYMENT[row.status] ?? 'PENDING',
    paymentMethod: row.method,
  };
}

export async function currentFees(db: DbOrTx, studentId: number): Promise<Fee[]> {
  return (await feeRows(db, studentId, CURRENT_FEE_PAYMENT_STATUSES, false)).map(toFee);
}

export async function feeHistory(db: DbOrTx, studentId: number): Promise<Fee[]> {
  return (await feeRows(db, studentId, PAID_FEE_PAYMENT_STATUSES, true)).map(toFee);
}

export async function feeSummary(db: DbOrTx, studentId: number): Promise<FeeSummary> {
  const amountWhere = (statuses: readonly string[]) =>
    sql<string>`coalesce(sum(${payments.amount}) filter (where ${inArray(payments.status, [...statuses])}), 0)::text`;
  const [row] = await db
    .select({
      pending: amountWhere(['PENDING', 'UNPAID', 'OVERDUE']),
      paid: amountWhere(PAID_STATUSES),
      total: sql<string>`coalesce(sum(${payments.amount}), 0)::text`,
    })
    .from(payments)
    .where(and(eq(payments.studentId, studentId), isNull(payments.deletedAt), inArray(payments.status, FEE_PAYMENT_STATUSES)));
  return { pending: Number(row?.pending ?? 0), paid: Number(row?.paid ?? 0), total: Number(row?.total ?? 0) };
}
