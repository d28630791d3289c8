/**
 * Payments with their students (src/contract/finance-analytics.ts): the top paying students of a
 * range (paid payments, largest sum first) and the most recent payments with student and class.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { moneyNumber } from '@/contract/finance';
import type { AnalyticsRange, RecentPayment, TopPayingStudent } from '@/contract/finance-analytics';
import type { DbOrTx } from '../../../db/connection';
import { classes, payments, students, users } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { paidPayment, paymentsInRange } from './finance-analytics-filters';

const studentName = sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`;

export async function readTopPayingStudents(db: DbOrTx, user: AuthUser, range: AnalyticsRange, top: number): Promise<TopPayingStudent[]> {
  const total = sql`sum(${payments.total})`;
  const rows = await db
    .select({
      studentId: students.id,
      name: studentName,
      admissionNo: students.admissionNo,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      count: sql<number>`count(*)::int`,
      total: sql<string>`${total}::text`,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(paymentsInRange(user, range), paidPayment))
    .groupBy(students.id, users.firstName, users.lastName, classes.name, classes.dariName, classes.pashtoName)
    .orderBy(sql`${total} desc`, students.id)
    .limit(top);
  return rows.map((row) => ({ ...row, count: Number(row.count), total: moneyNumber(row.total) }));
}

/** The last `limit` payments (latest payment date first, then the latest recorded), any status. */
export async function readRecentPayments(db: DbOrTx, user: AuthUser, limit: number): Promise<RecentPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      receiptNumber: payments.receiptNumber,
      studentId: students.id,
      studentName,
      admissionNo: students.admissionNo,
      className: classes.name,
      classDariName: classes.dariName,
      classPashtoName: classes.pashtoName,
      amount: payments.total,
      paymentDate: payments.paymentDate,
      status: payments.status,
      method: payments.method,
      type: payments.type,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(and(schoolScopeCondition(user, payments.schoolId), isNull(payments.deletedAt)))
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, amount: moneyNumber(row.amount), createdAt: row.createdAt.toISOString() }));
}
