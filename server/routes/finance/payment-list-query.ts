/**
 * GET /payments (spec part 2 §7.4): live payments of the schools in scope, filtered by date range,
 * status, method, type, student and a search over the receipt number, remarks and the student's
 * name and admission number; a page of them, the count and the exact sum of `total` over every
 * match (SQL numeric, sent as a number).
 */
import { and, asc, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { moneyNumber, type PaymentListAnswer, type PaymentListQuery } from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';
import { payments, students, users } from '../../db/schema';
import { paginationMeta } from '../../lib/pagination';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { toPaymentDtos } from './payment-dto';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function paymentListCondition(user: AuthUser, query: Omit<PaymentListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>): SQL | undefined {
  const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
  return and(
    isNull(payments.deletedAt),
    schoolScopeCondition(user, payments.schoolId),
    query.startDate ? gte(payments.paymentDate, query.startDate) : undefined,
    query.endDate ? lte(payments.paymentDate, query.endDate) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.type ? eq(payments.type, query.type) : undefined,
    query.studentId ? eq(payments.studentId, query.studentId) : undefined,
    search
      ? or(
          ilike(payments.receiptNumber, search),
          ilike(payments.remarks, search),
          ilike(students.admissionNo, search),
          ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, search),
        )
      : undefined,
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
      .innerJoin(students, eq(students.id, payments.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(where)
      .orderBy(direction(sortColumns[query.sortBy]), direction(payments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${payments.total}), 0)::text` })
      .from(payments)
      .innerJoin(students, eq(students.id, payments.studentId))
      .innerJoin(users, eq(users.id, students.userId))
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
