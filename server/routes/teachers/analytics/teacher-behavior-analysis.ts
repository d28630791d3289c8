/**
 * GET /teachers/{id}/analysis/behavioral: patterns in the teacher's own data for a period.
 * - Grading consistency: the population standard deviation of the percentages of the grades
 *   they gave (their classes and subjects); under 10 points reads "consistent", under 20
 *   "moderate", else "varied". A wide spread is not bad in itself: it says how differently the
 *   students did, or how differently the work was marked.
 * - Grading activity: grades recorded per school weekday (Saturday to Thursday) and the number
 *   of different days with any.
 * - Attendance by weekday: the attendance rate of the teacher's classes per school weekday, and
 *   the weakest weekday among those with marks (the earliest in the week on a tie).
 * - Workload: classes, subjects and assignments; the different students in their classes; and
 *   the student load = the sum over the assignments of the class's students (classes × students,
 *   a class counted once per subject taught in it).
 */
import { GRADING_SPREAD_LIMITS, type TeacherAnalyticsPeriod, type TeacherBehavior } from '@/contract/teacher-analytics';
import type { DbOrTx } from '../../../db/connection';
import { SCHOOL_WEEKDAYS, WEEKDAY_NAMES, oneDecimal } from '../../../lib/figures/analytics-period';
import { attendanceRate } from '../../../lib/figures/attendance-rate';
import { teacherWindow } from './teacher-analytics-period';
import { assignmentsOf, gradeSpread, marksByWeekday, studentsTaught } from './teacher-analytics-repository';

export const BEHAVIOR_METHOD =
  'Grading consistency: population standard deviation of the grade percentages the teacher gave in the period (under ' +
  `${GRADING_SPREAD_LIMITS.consistent} points consistent, under ${GRADING_SPREAD_LIMITS.moderate} moderate, else varied). Grading activity: ` +
  'grades recorded per school weekday. Attendance by weekday: present and late marks over all marks of the teacher\u2019s classes per ' +
  'school weekday (Saturday to Thursday). Workload: classes, subjects, assignments, different students, and student load = the sum ' +
  'over the assignments of the class\u2019s students.';

export function spreadLabel(standardDeviation: number | null): TeacherBehavior['gradingConsistency']['label'] {
  if (standardDeviation === null) return null;
  if (standardDeviation < GRADING_SPREAD_LIMITS.consistent) return 'consistent';
  return standardDeviation < GRADING_SPREAD_LIMITS.moderate ? 'moderate' : 'varied';
}

export async function teacherBehavior(
  db: DbOrTx,
  teacher: { id: number; schoolId: number },
  period: TeacherAnalyticsPeriod,
  today?: string,
): Promise<TeacherBehavior> {
  const { range } = teacherWindow(period, today);
  const [spread, weekdays, assignments, students] = await Promise.all([
    gradeSpread(db, teacher, range),
    marksByWeekday(db, teacher, range),
    assignmentsOf(db, teacher.id),
    studentsTaught(db, teacher.id),
  ]);
  const standardDeviation = spread.standardDeviation === null ? null : Math.round(spread.standardDeviation * 100) / 100;

  const attendanceByWeekday = SCHOOL_WEEKDAYS.map((dow) => {
    const counts = weekdays.get(dow) ?? { marks: 0, attended: 0 };
    return { day: WEEKDAY_NAMES[dow], marks: counts.marks, attended: counts.attended, rate: counts.marks > 0 ? attendanceRate({ present: counts.attended, late: 0, marks: counts.marks }) : null };
  });
  const weakest = attendanceByWeekday
    .filter((entry) => entry.rate !== null)
    .reduce<(typeof attendanceByWeekday)[number] | null>((low, entry) => (low === null || (entry.rate ?? 0) < (low.rate ?? 0) ? entry : low), null);

  return {
    teacherId: teacher.id,
    period,
    from: range.from,
    to: range.to,
    gradingConsistency: {
      gradeCount: spread.count,
      mean: spread.mean === null ? null : oneDecimal(spread.mean),
      standardDeviation,
      label: spreadLabel(standardDeviation),
    },
    gradingActivity: {
      byWeekday: SCHOOL_WEEKDAYS.map((dow) => ({ day: WEEKDAY_NAMES[dow], grades: spread.byWeekday.get(dow) ?? 0 })),
      activeDays: spread.activeDays,
    },
    attendanceByWeekday,
    weakestAttendanceDay: weakest?.day ?? null,
    workload: {
      classes: new Set(assignments.map((row) => row.classId)).size,
      subjects: new Set(assignments.flatMap((row) => (row.subjectId === null ? [] : [row.subjectId]))).size,
      assignments: assignments.length,
      students,
      studentLoad: assignments.reduce((sum, row) => sum + row.students, 0),
    },
    method: BEHAVIOR_METHOD,
  };
}
