/**
 * GET /payments (spec part 2 §7.4): live payments of the schools in scope, filtered by date range,
 * status, method, type, student and a search over the receipt number, remarks and the student's
 * name and admission number; a page of them, the count and the exact sum of `total` over every
 * match (SQL numeric, sent as a number).
 *
 * Reads payments alone: the search finds the matching students first (their numbers and their
 * user's names, phone and email, through the students list's trigram indexes) and keeps the
 * payments of those students, or whose receipt number starts with the text, or whose remarks
 * contain it (payments_search_trgm_idx). With no join, the count and sum are one pass over the
 * matching payments (the status filter reads payments_school_status_date_idx).
 */
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { moneyNumber, type PaymentListAnswer, type PaymentListQuery } from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';
import { payments, students } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { studentSearchMatches } from '../students/public';
import { toPaymentDtos } from './payment-dto';

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
