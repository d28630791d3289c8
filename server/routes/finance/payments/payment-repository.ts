/**
 * The payments' reads and writes (spec part 2 §3.5, §5, §7.4).
 *
 * GET /payments: live payments of the schools in scope, filtered by date range, status, method,
 * type, student and a search over the receipt number, remarks and the student's name and
 * admission number; a page of them, the count and the exact sum of `total` over every match (SQL
 * numeric, sent as a number). It reads payments alone: the search finds the matching students
 * first (their numbers and their user's names, phone and email, through the students list's
 * trigram indexes) and keeps the payments of those students, or whose receipt number starts with
 * the text, or whose remarks contain it (payments_search_trgm_idx). With no join, the count and
 * sum are one pass over the matching payments (the status filter reads
 * payments_school_status_date_idx).
 *
 * Recording, editing and soft-deleting a payment run inside the route's write transaction, each
 * with its audit row (finance-audit.ts) in that same transaction. Rules: the student must be a
 * live student of a school in the actor's scope (else 404, so other schools' ids are not
 * revealed); the payment belongs to the student's school; total equals amount; the receipt
 * number is the school's next (receipt-number.ts) and never changes. A payment of another school
 * answers 404.
 */
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  FINANCE_MESSAGES,
  moneyNumber,
  type PaymentCreateBody,
  type PaymentListAnswer,
  type PaymentListQuery,
  type PaymentUpdateBody,
} from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { payments, students, users } from '../../../db/schema';
import { httpError } from '../../../lib/http-error';
import { likePattern } from '../../../lib/lookup-query';
import { paginationMeta } from '../../../lib/pagination';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { studentSearchMatches } from '../../students/public';
import { recordFinanceAudit } from '../finance-audit';
import type { Ledger } from '../ledger/ledger-repository';
import { toPaymentDtos, type PaymentRow } from './payment-dto';
import { nextReceiptNumber } from './receipt-number';

/** `text%` escaped: likePattern's `%text%` without its leading wildcard. */
const prefixPattern = (text: string) => likePattern(text).slice(1);

/** The payments whose student, receipt number (prefix) or remarks match the text. */
function paymentSearchCondition(user: AuthUser, text: string): SQL | undefined {
  const matchingStudents = studentSearchMatches(text, sql`${students.id}`, schoolScopeCondition(user, students.schoolId) ?? sql`true`);
  return or(
    // `= any(array(…))` (not `in (select …)`) lets the OR be a BitmapOr of three index scans:
    // payments_student_date_idx for the students, payments_search_trgm_idx for the rest.
    sql`${payments.studentId} = any(array(${matchingStudents}))`,
    ilike(payments.receiptNumber, prefixPattern(text)),
    ilike(payments.remarks, likePattern(text)),
  );
}

export function paymentListCondition(user: AuthUser, query: Omit<PaymentListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>): SQL | undefined {
  return and(
    isNull(payments.deletedAt),
    schoolScopeCondition(user, payments.schoolId),
    query.startDate ? gte(payments.paymentDate, query.startDate) : undefined,
    query.endDate ? lte(payments.paymentDate, query.endDate) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.type ? eq(payments.type, query.type) : undefined,
    query.studentId ? eq(payments.studentId, query.studentId) : undefined,
    query.search ? paymentSearchCondition(user, query.search) : undefined,
  );
}

const sortColumns = {
  paymentDate: payments.paymentDate,
  amount: payments.total,
  status: payments.status,
  receiptNumber: payments.receiptNumber,
  createdAt: payments.createdAt,
} as const;

export async function readPaymentList(db: DbOrTx, user: AuthUser, query: PaymentListQuery): Promise<PaymentListAnswer> {
  const where = paymentListCondition(user, query);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ payment: payments })
      .from(payments)
      .where(where)
      .orderBy(direction(sortColumns[query.sortBy]), direction(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${payments.total}), 0)::text` })
      .from(payments)
      .where(where),
  ]);
  const data = await toPaymentDtos(
    db,
    rows.map((row) => row.payment),
  );
  return {
    success: true,
    data,
    meta: { total: totals.count, totalAmount: moneyNumber(totals.sum), pagination: paginationMeta(query.page, query.limit, totals.count) },
  };
}

/** The payments ledger, for the shared restore route (ledger-routes.ts). */
export const paymentLedger: Ledger<typeof payments> = { table: payments, entity: 'payment' };

export type PaymentWriteContext = { tx: DbOrTx; actor: AuthUser; now: Date };

const studentNotFound = () => httpError(404, FINANCE_MESSAGES.studentNotFound, { studentId: FINANCE_MESSAGES.studentNotFound });
const parentNotFound = () => httpError(404, 'Parent not found', { parentId: 'Parent not found' });

async function findStudentInScope(tx: DbOrTx, actor: AuthUser, studentId: number) {
  const [student] = await tx
    .select({ id: students.id, schoolId: students.schoolId, parentUserId: students.parentUserId })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.deletedAt), schoolScopeCondition(actor, students.schoolId)));
  return student ?? null;
}

/** The parent's user must belong to the payment's school. */
async function checkParent(tx: DbOrTx, schoolId: number, parentId: number) {
  const [parent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, parentId), eq(users.schoolId, schoolId)));
  if (!parent) throw parentNotFound();
}

export async function findPaymentInScope(tx: DbOrTx, actor: AuthUser, id: number): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), isNull(payments.deletedAt), schoolScopeCondition(actor, payments.schoolId)));
  return row ?? null;
}

export async function createPayment({ tx, actor, now }: PaymentWriteContext, input: PaymentCreateBody): Promise<PaymentRow> {
  const student = await findStudentInScope(tx, actor, input.studentId);
  if (!student) throw studentNotFound();
  if (input.parentId !== undefined) await checkParent(tx, student.schoolId, input.parentId);
  const receiptNumber = await nextReceiptNumber(tx, student.schoolId);
  const [row] = await tx
    .insert(payments)
    .values({
      schoolId: student.schoolId,
      studentId: student.id,
      parentUserId: input.parentId ?? student.parentUserId,
      amount: input.amount,
      total: input.amount,
      paymentDate: input.paymentDate,
      status: input.status,
      method: input.method,
      type: input.type,
      remarks: input.remarks ?? null,
      receiptNumber,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payment', entityId: row.id, action: 'create', userId: actor.id, before: null, after: row });
  return row;
}

export async function updatePayment({ tx, actor, now }: PaymentWriteContext, id: number, input: PaymentUpdateBody): Promise<PaymentRow | null> {
  const current = await findPaymentInScope(tx, actor, id);
  if (!current) return null;
  if (input.studentId !== undefined && input.studentId !== current.studentId) {
    const student = await findStudentInScope(tx, actor, input.studentId);
    // A payment stays in its school: another school's student is "not found" here.
    if (!student || student.schoolId !== current.schoolId) throw studentNotFound();
  }
  if (input.parentId !== undefined && input.parentId !== null) await checkParent(tx, current.schoolId, input.parentId);
  const [row] = await tx
    .update(payments)
    .set({
      studentId: input.studentId,
      parentUserId: input.parentId,
      amount: input.amount,
      total: input.amount,
      paymentDate: input.paymentDate,
      status: input.status,
      method: input.method,
      type: input.type,
      remarks: input.remarks,
      updatedAt: now,
    })
    .where(eq(payments.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payment', entityId: row.id, action: 'update', userId: actor.id, before: current, after: row });
  return row;
}

export async function softDeletePayment({ tx, actor, now }: PaymentWriteContext, id: number): Promise<PaymentRow | null> {
  const current = await findPaymentInScope(tx, actor, id);
  if (!current) return null;
  const [row] = await tx.update(payments).set({ deletedAt: now, updatedAt: now }).where(eq(payments.id, id)).returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'payment', entityId: row.id, action: 'delete', userId: actor.id, before: current, after: row });
  return row;
}
