/**
 * The figures of one class (GET /classes/{id}/stats, /analytics, /classes/performance/{id}), in
 * SQL over its live rows. A grade counts as score/maxScore in percent and averages are means of
 * those, one decimal (as the students dashboard). Grades and attendance marks count for the class
 * they were given in (grades.class_id, attendance.class_id), so a student who changed class takes
 * nothing of the old class's record into the new one. Attendance rates are THE rate
 * (server/lib/figures/attendance-rate.ts) over the marks on the school's school days.
 */
import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { ClassAnalytics, ClassPerformance, ClassStats } from '@/contract/classes';
import { GRADE_SCALE, gradeLabel, type GradeLabel } from '@/contract/student-analytics';
import { STUDENT_STATUSES } from '@/contract/students';
import type { DbOrTx } from '../../db/connection';
import { attendance, attendanceDayCounts, grades, students, subjects, users } from '../../db/schema';
import { attendanceRate, countedMarkSql } from '../../lib/figures/attendance-rate';
import { schoolDaySql } from '../../lib/figures/school-days';
import { addDays, kabulDay, startOfWeek } from '../../lib/kabul-time';
import { readSchoolCalendar } from '../settings/public';
import { dayCountSums, markCounts, withRate } from '../attendance/public';
import type { ClassRow } from './class-repository';

/** Days the stats' attendance covers, today included. */
export const STATS_ATTENDANCE_DAYS = 30;

const gradePercent = sql<number>`(${grades.score} * 100.0 / nullif(${grades.maxScore}, 0))`;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const liveGradesOf = (classRow: ClassRow) => and(eq(grades.classId, classRow.id), eq(grades.schoolId, classRow.schoolId), isNull(grades.deletedAt));
const liveStudentsOf = (classRow: ClassRow) => and(eq(students.classId, classRow.id), isNull(students.deletedAt));

export async function classStats(db: DbOrTx, classRow: ClassRow, today = kabulDay()): Promise<ClassStats> {
  const byStatusRows = await db.select({ status: students.status, value: count() }).from(students).where(liveStudentsOf(classRow)).groupBy(students.status);
  const byStatus = Object.fromEntries(STUDENT_STATUSES.map((status) => [status, 0])) as ClassStats['byStatus'];
  for (const row of byStatusRows) if (row.status in byStatus) byStatus[row.status as keyof typeof byStatus] = Number(row.value);

  const gender = sql<string>`coalesce(nullif(trim(${users.gender}), ''), 'Unknown')`;
  const byGenderRows = await db
    .select({ gender, value: count() })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(liveStudentsOf(classRow))
    .groupBy(gender);
  const byGender = Object.fromEntries(byGenderRows.map((row) => [row.gender, Number(row.value)]));

  const from = addDays(today, -(STATS_ATTENDANCE_DAYS - 1));
  const [marks] = await db
    .select(dayCountSums)
    .from(attendanceDayCounts)
    .where(
      and(
        eq(attendanceDayCounts.schoolId, classRow.schoolId),
        eq(attendanceDayCounts.classId, classRow.id),
        gte(attendanceDayCounts.date, from),
        lte(attendanceDayCounts.date, today),
        schoolDaySql(attendanceDayCounts.date, await readSchoolCalendar(db, classRow.schoolId)),
      ),
    );

  const [average] = await db.select({ value: sql<string | null>`avg(${gradePercent})` }).from(grades).where(liveGradesOf(classRow));

  return {
    classId: classRow.id,
    studentCount: byStatusRows.reduce((sum, row) => sum + Number(row.value), 0),
    capacity: classRow.capacity,
    byGender,
    byStatus,
    attendance: { ...withRate(marks), from, to: today },
    averageGrade: average?.value === null || average?.value === undefined ? null : oneDecimal(Number(average.value)),
  };
}

/** Each live student's mean grade percent in this class (students without grades absent). */
async function studentAverages(db: DbOrTx, classRow: ClassRow): Promise<Map<number, { average: number; gradeCount: number }>> {
  const rows = await db
    .select({ studentId: grades.studentId, average: sql<string>`avg(${gradePercent})`, gradeCount: count() })
    .from(grades)
    .innerJoin(students, eq(students.id, grades.studentId))
    .where(and(liveGradesOf(classRow), liveStudentsOf(classRow), sql`${grades.maxScore} > 0`))
    .groupBy(grades.studentId);
  return new Map(rows.map((row) => [row.studentId, { average: oneDecimal(Number(row.average)), gradeCount: Number(row.gradeCount) }]));
}

export async function classAnalytics(db: DbOrTx, classRow: ClassRow, weeks: number, today = kabulDay()): Promise<ClassAnalytics> {
  const subjectRows = await db
    .select({ id: subjects.id, name: subjects.name, code: subjects.code, average: sql<string>`avg(${gradePercent})`, gradeCount: count() })
    .from(grades)
    .innerJoin(subjects, eq(subjects.id, grades.subjectId))
    .where(and(liveGradesOf(classRow), sql`${grades.maxScore} > 0`))
    .groupBy(subjects.id, subjects.name, subjects.code)
    .orderBy(asc(subjects.name), asc(subjects.id));

  const weekStarts = Array.from({ length: weeks }, (_, index) => addDays(startOfWeek(today), -7 * (weeks - 1 - index)));
  const dayRows = await db
    .select({ date: attendanceDayCounts.date, ...dayCountSums })
    .from(attendanceDayCounts)
    .where(
      and(
        eq(attendanceDayCounts.schoolId, classRow.schoolId),
        eq(attendanceDayCounts.classId, classRow.id),
        gte(attendanceDayCounts.date, weekStarts[0]),
        lte(attendanceDayCounts.date, today),
        schoolDaySql(attendanceDayCounts.date, await readSchoolCalendar(db, classRow.schoolId)),
      ),
    )
    .groupBy(attendanceDayCounts.date);
  const byWeek = new Map(weekStarts.map((start) => [start, { present: 0, absent: 0, late: 0, excused: 0, marks: 0 }]));
  for (const row of dayRows) {
    const week = byWeek.get(startOfWeek(String(row.date)));
    if (!week) continue;
    week.present += Number(row.present);
    week.absent += Number(row.absent);
    week.late += Number(row.late);
    week.excused += Number(row.excused);
    week.marks += Number(row.marks);
  }

  const gradeDistribution = Object.fromEntries(GRADE_SCALE.map((label) => [label, 0])) as Record<GradeLabel, number>;
  for (const { average } of (await studentAverages(db, classRow)).values()) gradeDistribution[gradeLabel(average)] += 1;

  return {
    classId: classRow.id,
    subjectAverages: subjectRows.map((row) => ({ id: row.id, name: row.name, code: row.code, average: oneDecimal(Number(row.average)), gradeCount: Number(row.gradeCount) })),
    attendanceTrend: weekStarts.map((weekStart) => ({ weekStart, ...withRate(byWeek.get(weekStart)) })),
    gradeDistribution,
  };
}

export async function classPerformance(db: DbOrTx, classRow: ClassRow): Promise<ClassPerformance> {
  const name = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  const studentRows = await db
    .select({ studentId: students.id, name, admissionNo: students.admissionNo })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(liveStudentsOf(classRow));
  const averages = await studentAverages(db, classRow);
  const markRows = await db
    .select({ studentId: attendance.studentId, present: markCounts.present, late: markCounts.late, marks: markCounts.marks })
    .from(attendance)
    .where(and(eq(attendance.classId, classRow.id), eq(attendance.schoolId, classRow.schoolId), countedMarkSql(await readSchoolCalendar(db, classRow.schoolId))))
    .groupBy(attendance.studentId);
  const marksByStudent = new Map(markRows.map((row) => [row.studentId, { present: Number(row.present), late: Number(row.late), marks: Number(row.marks) }]));

  const rows = studentRows.map((student) => {
    const graded = averages.get(student.studentId);
    const marks = marksByStudent.get(student.studentId) ?? { present: 0, late: 0, marks: 0 };
    return {
      studentId: student.studentId,
      name: student.name,
      admissionNo: student.admissionNo,
      average: graded?.average ?? null,
      gradeLabel: graded ? gradeLabel(graded.average) : null,
      gradeCount: graded?.gradeCount ?? 0,
      attendanceRate: attendanceRate(marks),
      attendanceMarks: marks.marks,
    };
  });
  // Best average first; ties by name. Students without grades come last, unranked.
  rows.sort((a, b) => (b.average ?? -1) - (a.average ?? -1) || a.name.localeCompare(b.name) || a.studentId - b.studentId);
  let rank = 0;
  const ranked = rows.map((row, index) => {
    // Equal averages share a rank (1, 1, 3).
    if (row.average !== null && (index === 0 || rows[index - 1].average !== row.average)) rank = index + 1;
    return { rank: row.average === null ? null : rank, ...row };
  });
  return { classId: classRow.id, students: ranked };
}
