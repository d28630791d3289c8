/**
 * One student's records as lists: attendance (with its summary), grades (with percentage and
 * grade label), payments (with sums made by the database) and events (paged), newest first.
 */
import { and, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { gradeLabel } from '@/contract/student-analytics';
import type { StudentAttendance, StudentEvent, StudentGrades, StudentPayments } from '@/contract/student-records';
import type { DbOrTx } from '../../../db/connection';
import { attendance, classes, exams, grades, payments, studentEvents, subjects, users } from '../../../db/schema';
import { oneDecimal } from '../../../lib/figures/analytics-period';
import { schoolDaySql } from '../../../lib/figures/school-days';
import { studentCalendar } from '../student-calendar';
import {
  attendanceCountsSql,
  gradePercentSql,
  paymentSumsSql,
  personName,
  queryRows,
  toAttendanceSummary,
  toPaymentSummary,
  type AttendanceCounts,
  type PaymentSums,
} from '../../../lib/figures/stats-sql';

export type AttendanceFilter = { startDate?: string; endDate?: string; classId?: number };

export async function studentAttendance(db: DbOrTx, studentId: number, filter: AttendanceFilter): Promise<StudentAttendance> {
  const where = and(
    eq(attendance.studentId, studentId),
    isNull(attendance.deletedAt),
    filter.startDate ? gte(attendance.date, filter.startDate) : undefined,
    filter.endDate ? lte(attendance.date, filter.endDate) : undefined,
    filter.classId ? eq(attendance.classId, filter.classId) : undefined,
  ) as SQL;
  const calendar = await studentCalendar(db, studentId);
  const [records, [counts]] = await Promise.all([
    db
      .select({
        id: attendance.id,
        date: attendance.date,
        status: attendance.status,
        classId: attendance.classId,
        className: classes.name,
        inTime: attendance.inTime,
        outTime: attendance.outTime,
        remarks: attendance.remarks,
      })
      .from(attendance)
      .leftJoin(classes, eq(classes.id, attendance.classId))
      .where(where)
      .orderBy(desc(attendance.date), desc(attendance.id)),
    // The summary counts the marks on school days only (THE rate's rule); the list shows them all.
    queryRows<AttendanceCounts>(db, sql`select ${attendanceCountsSql} from ${attendance} where ${where} and ${schoolDaySql(attendance.date, calendar)}`),
  ]);
  return { studentId, records, summary: toAttendanceSummary(counts) };
}

export type GradeFilter = { subjectId?: number; examId?: number; academicYear?: string };

export async function studentGrades(db: DbOrTx, studentId: number, filter: GradeFilter): Promise<StudentGrades> {
  const rows = await db
    .select({
      id: grades.id,
      subjectId: grades.subjectId,
      subject: subjects.name,
      subjectDariName: subjects.dariName,
      subjectPashtoName: subjects.pashtoName,
      examId: grades.examId,
      examName: exams.name,
      examDariName: exams.dariName,
      examPashtoName: exams.pashtoName,
      score: grades.score,
      maxScore: grades.maxScore,
      percentage: sql<string | null>`(${gradePercentSql})::text`,
      gradedOn: grades.gradedOn,
      academicYear: grades.academicYear,
      remarks: grades.remarks,
    })
    .from(grades)
    .innerJoin(subjects, eq(subjects.id, grades.subjectId))
    .leftJoin(exams, eq(exams.id, grades.examId))
    .where(
      and(
        eq(grades.studentId, studentId),
        isNull(grades.deletedAt),
        filter.subjectId ? eq(grades.subjectId, filter.subjectId) : undefined,
        filter.examId ? eq(grades.examId, filter.examId) : undefined,
        filter.academicYear ? eq(grades.academicYear, filter.academicYear) : undefined,
      ),
    )
    .orderBy(desc(grades.gradedOn), desc(grades.id));
  const exact = rows.map((row) => Number(row.percentage ?? 0));
  const list = rows.map((row, index) => {
    const percentage = oneDecimal(exact[index]);
    return { ...row, score: Number(row.score), maxScore: Number(row.maxScore), percentage, grade: gradeLabel(exact[index]) };
  });
  const average = exact.length > 0 ? exact.reduce((sum, value) => sum + value, 0) / exact.length : 0;
  return { studentId, grades: list, summary: { count: list.length, averagePercentage: oneDecimal(average) } };
}

export type PaymentFilter = { status?: string; startDate?: string; endDate?: string };

export async function studentPayments(db: DbOrTx, studentId: number, filter: PaymentFilter): Promise<StudentPayments> {
  const where = and(
    eq(payments.studentId, studentId),
    isNull(payments.deletedAt),
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.startDate ? gte(payments.paymentDate, filter.startDate) : undefined,
    filter.endDate ? lte(payments.paymentDate, filter.endDate) : undefined,
  ) as SQL;
  const [rows, [sums]] = await Promise.all([
    db
      .select({
        id: payments.id,
        receiptNumber: payments.receiptNumber,
        amount: payments.amount,
        total: payments.total,
        paymentDate: payments.paymentDate,
        status: payments.status,
        method: payments.method,
        type: payments.type,
        remarks: payments.remarks,
      })
      .from(payments)
      .where(where)
      .orderBy(desc(payments.paymentDate), desc(payments.id)),
    queryRows<PaymentSums>(db, sql`select ${paymentSumsSql} from ${payments} where ${where}`),
  ]);
  return {
    studentId,
    payments: rows.map((row) => ({ ...row, amount: Number(row.amount), total: Number(row.total) })),
    summary: toPaymentSummary(sums),
  };
}

export async function studentEventPage(db: DbOrTx, studentId: number, page: number, limit: number): Promise<{ items: StudentEvent[]; totalCount: number }> {
  const where = eq(studentEvents.studentId, studentId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: studentEvents, firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(studentEvents)
      .leftJoin(users, eq(users.id, studentEvents.userId))
      .where(where)
      .orderBy(desc(studentEvents.createdAt), desc(studentEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(studentEvents).where(where),
  ]);
  return {
    items: rows.map(({ event, firstName, lastName, username }) => ({
      id: event.id,
      type: event.type,
      description: event.description,
      data: event.data ?? null,
      userId: event.userId,
      userName: username ? personName(firstName, lastName, username) : null,
      createdAt: event.createdAt.toISOString(),
    })),
    totalCount: Number(total?.value ?? 0),
  };
}
