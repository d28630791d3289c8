/**
 * ATTENDANCE report: one row per student over a range of days, with their PRESENT, ABSENT, LATE
 * and EXCUSED marks and THE rate (server/lib/figures/attendance-rate.ts: PRESENT and LATE over all
 * marks), counting the marks on the school's school days only (a weekend day or holiday is left out).
 * The students are those with marks in the range, plus the active students with none (so a
 * register nobody filled shows). With a class: only marks made in that class count (as the
 * monthly matrix counts them), and its active students without marks are listed.
 */
import { and, between, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AttendanceReportParameters } from '@/contract/reports';
import type { DbOrTx } from '../../db/connection';
import { attendance, classes, students, users } from '../../db/schema';
import { attendanceRate, countedMarkSql } from '../../lib/figures/attendance-rate';
import { studentNameSql } from '../attendance/public';
import { readSchoolCalendar } from '../settings/public';
import { findOptionalReportClass } from './report-filters';
import { checkedRowCount, compareRoster, ROW_READ_LIMIT, type BuiltReport } from './report-table';

const countOf = (status: string, name: string) => sql<number>`(count(*) filter (where ${attendance.status} = ${status}))::int`.as(name);

export async function buildAttendanceReport(db: DbOrTx, schoolId: number, parameters: AttendanceReportParameters): Promise<BuiltReport> {
  const { startDate, endDate } = parameters;
  const klass = await findOptionalReportClass(db, schoolId, parameters.classId);
  const marks = db
    .select({
      studentId: attendance.studentId,
      present: countOf('PRESENT', 'present'),
      absent: countOf('ABSENT', 'absent'),
      late: countOf('LATE', 'late'),
      excused: countOf('EXCUSED', 'excused'),
      total: sql<number>`count(*)::int`.as('total'),
    })
    .from(attendance)
    .where(
      and(
        eq(attendance.schoolId, schoolId),
        countedMarkSql(await readSchoolCalendar(db, schoolId)),
        between(attendance.date, startDate, endDate),
        klass ? eq(attendance.classId, klass.id) : undefined,
      ),
    )
    .groupBy(attendance.studentId)
    .as('marks');

  const found = await db
    .select({
      className: classes.name,
      rollNo: students.rollNo,
      name: studentNameSql,
      admissionNo: students.admissionNo,
      present: marks.present,
      absent: marks.absent,
      late: marks.late,
      excused: marks.excused,
      total: marks.total,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(marks, eq(marks.studentId, students.id))
    .where(
      and(
        eq(students.schoolId, schoolId),
        isNull(students.deletedAt),
        or(isNotNull(marks.studentId), and(eq(students.status, 'ACTIVE'), klass ? eq(students.classId, klass.id) : undefined)),
      ),
    )
    .limit(ROW_READ_LIMIT);
  const rows = checkedRowCount(found)
    .map((row) => ({ ...row, present: row.present ?? 0, absent: row.absent ?? 0, late: row.late ?? 0, excused: row.excused ?? 0, total: row.total ?? 0 }))
    .sort(compareRoster);

  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const present = sum((row) => row.present);
  const total = sum((row) => row.total);
  return {
    title: `Attendance report: ${klass ? `${klass.name}, ` : ''}${startDate} to ${endDate}`,
    columns: ['Class', 'Roll No', 'Student', 'Admission No', 'Present', 'Absent', 'Late', 'Excused', 'Marks', 'Rate %'],
    rows: rows.map((row) => [
      row.className,
      row.rollNo,
      row.name,
      row.admissionNo,
      row.present,
      row.absent,
      row.late,
      row.excused,
      row.total,
      attendanceRate({ ...row, marks: row.total }),
    ]),
    summary: {
      students: rows.length,
      marks: total,
      present,
      absent: sum((row) => row.absent),
      late: sum((row) => row.late),
      excused: sum((row) => row.excused),
      attendanceRate: attendanceRate({ present, late: sum((row) => row.late), marks: total }),
    },
  };
}
