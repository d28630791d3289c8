/**
 * FEES report: the payments of a range (any status unless one is chosen; deleted ones never),
 * optionally of the students now in one class, oldest first. The summary's sums are SQL numeric
 * over exactly these payments: every amount, the paid ones (the overview's rule,
 * FINANCE_STATS_COUNTED) and the outstanding ones (the analytics' rule), so they agree with the
 * Finance screen. (server/routes/finance/finance-report-data.ts has the same register for every
 * school in the user's scope, without status or class filters and with a 10 000-row limit, so it
 * is not reused as is.)
 */
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { FeesReportParameters } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { classes, payments, students, users } from '../../db/schema';
import { studentNameSql } from '../attendance/public';
import { outstandingPayment, paidPayment } from '../finance/public';
import { findOptionalReportClass } from './report-filters';
import { checkedRowCount, codeWords, money, ROW_READ_LIMIT, type BuiltReport } from './report-table';

export async function buildFeesReport(db: DbOrTx, schoolId: number, parameters: FeesReportParameters): Promise<BuiltReport> {
  const { startDate, endDate, status } = parameters;
  const klass = await findOptionalReportClass(db, schoolId, parameters.classId);
  const where = and(
    eq(payments.schoolId, schoolId),
    isNull(payments.deletedAt),
    between(payments.paymentDate, startDate, endDate),
    status === undefined ? undefined : eq(payments.status, status),
    klass ? eq(students.classId, klass.id) : undefined,
  );
  const found = await db
    .select({
      receiptNumber: payments.receiptNumber,
      paymentDate: payments.paymentDate,
      student: studentNameSql,
      admissionNo: students.admissionNo,
      className: classes.name,
      type: payments.type,
      method: payments.method,
      status: payments.status,
      amount: sql<string>`${payments.total}::text`,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(where)
    .orderBy(asc(payments.paymentDate), asc(payments.id))
    .limit(ROW_READ_LIMIT);
  const rows = checkedRowCount(found);

  const [totals] = await db
    .select({
      total: sql<string>`coalesce(sum(${payments.total}), 0)::text`,
      paid: sql<string>`coalesce(sum(${payments.total}) filter (where ${paidPayment}), 0)::text`,
      outstanding: sql<string>`coalesce(sum(${payments.total}) filter (where ${outstandingPayment}), 0)::text`,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .where(where);

  const filters = [klass?.name, status === undefined ? undefined : codeWords(status)].filter(Boolean);
  return {
    title: `Fees report: ${filters.length > 0 ? `${filters.join(', ')}, ` : ''}${startDate} to ${endDate}`,
    columns: ['Receipt No', 'Date', 'Student', 'Admission No', 'Class', 'Type', 'Method', 'Status', 'Amount'],
    rows: rows.map((row) => [
      row.receiptNumber,
      row.paymentDate,
      row.student,
      row.admissionNo,
      row.className,
      codeWords(row.type),
      codeWords(row.method),
      codeWords(row.status),
      money(row.amount),
    ]),
    summary: {
      payments: rows.length,
      totalAmount: money(totals.total),
      paidAmount: money(totals.paid),
      outstandingAmount: money(totals.outstanding),
    },
  };
}
