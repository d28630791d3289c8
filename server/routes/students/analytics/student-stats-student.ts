/**
 * One student's figures: GET /students/{id}/stats (all time), /analytics?period= (trend and
 * subjects of the period) and /performance (per subject, with the rank among the students of the
 * student's current class). All aggregates run in the database; attendance counts the marks on
 * school days with THE rate (server/lib/figures/attendance-rate.ts).
 */
import { sql } from 'drizzle-orm';
import type { DashboardPeriodName } from '@/contract/student-analytics';
import {
  SUBJECT_TREND_THRESHOLD,
  type StudentPerformance,
  type StudentRecordAnalytics,
  type StudentStats,
} from '@/contract/student-records';
import type { DbOrTx } from '../../../db/connection';
import { attendance, grades, payments, studentEvents, students, subjects } from '../../../db/schema';
import { oneDecimal, periodRange, pointLabel, pointStarts, pointStartSql, trendUnit } from '../../../lib/figures/analytics-period';
import { countedMarkSql } from '../../../lib/figures/attendance-rate';
import { studentCalendar } from '../student-calendar';
import type { VisibleStudent } from '../student-stats-lookup';
import {
  attendanceCountsSql,
  gradePercentSql,
  paymentSumsSql,
  queryRows,
  toAttendanceSummary,
  toPaymentSummary,
  type AttendanceCounts,
  type PaymentSums,
} from '../../../lib/figures/stats-sql';

export async function studentStats(db: DbOrTx, studentId: number): Promise<StudentStats> {
  const calendar = await studentCalendar(db, studentId);
  const [[marks], [gradeRow], [paymentRow], [eventRow]] = await Promise.all([
    queryRows<AttendanceCounts>(
      db,
      sql`select ${attendanceCountsSql} from ${attendance} where ${attendance.studentId} = ${studentId} and ${countedMarkSql(calendar)}`,
    ),
    queryRows<{ average: number | null; count: number }>(
      db,
      sql`select avg(${gradePercentSql})::float8 as average, count(*)::int as count
          from ${grades} where ${grades.studentId} = ${studentId} and ${grades.deletedAt} is null`,
    ),
    queryRows<PaymentSums>(
      db,
      sql`select ${paymentSumsSql} from ${payments} where ${payments.studentId} = ${studentId} and ${payments.deletedAt} is null`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${studentEvents} where ${studentEvents.studentId} = ${studentId}`),
  ]);
  const summary = toAttendanceSummary(marks);
  return {
    studentId,
    attendance: summary,
    attendanceRate: summary.rate,
    averageGrade: oneDecimal(gradeRow?.average),
    gradeCount: Number(gradeRow?.count ?? 0),
    payments: toPaymentSummary(paymentRow),
    eventCount: Number(eventRow?.count ?? 0),
    computedAt: new Date().toISOString(),
  };
}

export async function studentRecordAnalytics(
  db: DbOrTx,
  studentId: number,
  period: DashboardPeriodName,
  today?: string,
): Promise<StudentRecordAnalytics> {
  const range = periodRange(period, today);
  const unit = trendUnit(period);
  const calendar = await studentCalendar(db, studentId);
  const inRange = (column: typeof grades.gradedOn | typeof attendance.date) => sql`${column} between ${range.from}::date and ${range.to}::date`;
  const [gradeRows, markRows] = await Promise.all([
    queryRows<{ g_subject: number; g_point: number; subject_id: number | null; subject: string | null; point: string | null; average: number | null; count: number }>(
      db,
      sql`select grouping(subject_id, subject) as g_subject, grouping(point) as g_point, subject_id, subject, point,
            avg(percentage)::float8 as average, count(percentage)::int as count
          from (
            select ${grades.subjectId} as subject_id, ${subjects.name} as subject, ${pointStartSql(unit, grades.gradedOn)} as point,
              ${gradePercentSql} as percentage
            from ${grades} join ${subjects} on ${subjects.id} = ${grades.subjectId}
            where ${grades.studentId} = ${studentId} and ${grades.deletedAt} is null and ${inRange(grades.gradedOn)}
          ) as period_grades
          group by grouping sets ((), (subject_id, subject), (point))`,
    ),
    queryRows<AttendanceCounts & { g_point: number; point: string | null }>(
      db,
      sql`select grouping(${pointStartSql(unit, attendance.date)}) as g_point, ${pointStartSql(unit, attendance.date)} as point, ${attendanceCountsSql}
          from ${attendance}
          where ${attendance.studentId} = ${studentId} and ${countedMarkSql(calendar)} and ${inRange(attendance.date)}
          group by grouping sets ((), (${pointStartSql(unit, attendance.date)}))`,
    ),
  ]);
  // grouping() of two columns is a bit mask: 3 when neither is grouped on.
  const gradeTotal = gradeRows.find((row) => Number(row.g_subject) !== 0 && Number(row.g_point) !== 0);
  const markTotal = markRows.find((row) => Number(row.g_point) === 1);
  const trend = pointStarts(unit, range).map((start) => {
    const gradeRow = gradeRows.find((row) => Number(row.g_point) === 0 && row.point === start);
    const markRow = markRows.find((row) => Number(row.g_point) === 0 && row.point === start);
    const marks = toAttendanceSummary(markRow);
    return { label: pointLabel(unit, start), averageGrade: oneDecimal(gradeRow?.average), gradeCount: Number(gradeRow?.count ?? 0), attendanceRate: marks.rate, markCount: marks.total };
  });
  const subjectRows = gradeRows
    .filter((row) => Number(row.g_subject) === 0 && row.subject_id !== null)
    .map((row) => ({ subjectId: Number(row.subject_id), subject: row.subject ?? '', averageGrade: oneDecimal(row.average), gradeCount: Number(row.count) }))
    .sort((a, b) => a.subject.localeCompare(b.subject));
  return {
    studentId,
    period,
    from: range.from,
    to: range.to,
    averageGrade: oneDecimal(gradeTotal?.average),
    gradeCount: Number(gradeTotal?.count ?? 0),
    attendance: toAttendanceSummary(markTotal),
    trend,
    subjects: subjectRows,
  };
}

type SubjectRow = { subject_id: number; subject: string; average: number; best: number; last: number; last_on: string; count: number; total: number };
type RankRow = { subject_id: number | null; rank: number; ranked_of: number };

export async function studentPerformance(db: DbOrTx, student: VisibleStudent): Promise<StudentPerformance> {
  const [subjectRows, rankRows] = await Promise.all([
    queryRows<SubjectRow>(
      db,
      sql`select subject_id, subject, avg(percentage)::float8 as average, max(percentage)::float8 as best,
            (array_agg(percentage order by graded_on desc, id desc))[1]::float8 as last,
            to_char((array_agg(graded_on order by graded_on desc, id desc))[1], 'YYYY-MM-DD') as last_on,
            count(*)::int as count, sum(percentage)::float8 as total
          from (
            select ${grades.id} as id, ${grades.subjectId} as subject_id, ${subjects.name} as subject, ${grades.gradedOn} as graded_on,
              ${gradePercentSql} as percentage
            from ${grades} join ${subjects} on ${subjects.id} = ${grades.subjectId}
            where ${grades.studentId} = ${student.id} and ${grades.deletedAt} is null and ${grades.maxScore} > 0
          ) as own_grades
          group by subject_id, subject
          order by subject`,
    ),
    student.classId === null ? Promise.resolve([] as RankRow[]) : classRanks(db, student),
  ]);
  const rankOf = (subjectId: number | null) => rankRows.find((row) => (row.subject_id === null ? null : Number(row.subject_id)) === subjectId);
  const overall = rankOf(null);
  const count = subjectRows.reduce((sum, row) => sum + Number(row.count), 0);
  const total = subjectRows.reduce((sum, row) => sum + Number(row.total), 0);
  return {
    studentId: student.id,
    classId: student.classId,
    className: student.className,
    overallAverage: count > 0 ? oneDecimal(total / count) : 0,
    overallRankInClass: overall ? Number(overall.rank) : null,
    rankedOf: overall ? Number(overall.ranked_of) : null,
    subjects: subjectRows.map((row) => {
      const rank = rankOf(Number(row.subject_id));
      const n = Number(row.count);
      const earlierMean = n > 1 ? (Number(row.total) - Number(row.last)) / (n - 1) : null;
      const delta = earlierMean === null ? 0 : Number(row.last) - earlierMean;
      return {
        subjectId: Number(row.subject_id),
        subject: row.subject,
        average: oneDecimal(row.average),
        best: oneDecimal(row.best),
        last: oneDecimal(row.last),
        lastGradedOn: row.last_on,
        gradeCount: n,
        trend: delta >= SUBJECT_TREND_THRESHOLD ? 'up' : delta <= -SUBJECT_TREND_THRESHOLD ? 'down' : 'steady',
        rankInClass: rank ? Number(rank.rank) : null,
        rankedOf: rank ? Number(rank.ranked_of) : null,
      };
    }),
  };
}

/**
 * The student's rank per subject and overall (subject_id null) among the students now in the
 * same class, by the mean of all their grades; equal means share a rank (1, 1, 3).
 */
async function classRanks(db: DbOrTx, student: VisibleStudent): Promise<RankRow[]> {
  return queryRows<RankRow>(
    db,
    sql`with class_averages as (
          select ${grades.studentId} as student_id, ${grades.subjectId} as subject_id, avg(${gradePercentSql}) as average
          from ${grades} join ${students} on ${students.id} = ${grades.studentId}
          where ${students.classId} = ${student.classId} and ${students.schoolId} = ${student.schoolId}
            and ${students.deletedAt} is null and ${grades.deletedAt} is null and ${grades.maxScore} > 0
          group by grouping sets ((${grades.studentId}, ${grades.subjectId}), (${grades.studentId}))
        ), ranked as (
          select student_id, subject_id,
            rank() over (partition by subject_id order by average desc)::int as rank,
            count(*) over (partition by subject_id)::int as ranked_of
          from class_averages
        )
        select subject_id, rank, ranked_of from ranked where student_id = ${student.id}`,
  );
}
