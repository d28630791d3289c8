/**
 * GET /teachers/{id}/analytics: the teacher's figures for a period and the one before it
 * (definitions in src/contract/teacher-analytics.ts). Averages and rates are rolled up from the
 * sums and counts of teacher-analytics-repository.ts, so a total is the mean over all its grades
 * (not a mean of class means), and percentages are rounded once, at the end.
 */
import type { TeacherAnalytics, TeacherAnalyticsPeriod, TeacherFigures } from '@/contract/teacher-analytics';
import type { DbOrTx } from '../../../db/connection';
import { oneDecimal, pointLabel, pointStarts } from '../../../lib/figures/analytics-period';
import { attendanceRate } from '../../../lib/figures/attendance-rate';
import { teacherWindow, type TeacherWindow } from './teacher-analytics-period';
import { assignmentsOf, gradeRows, markRows, studentsTaught, type Assignment, type GradeRow, type GradeSums, type MarkCounts, type MarkRow } from './teacher-analytics-repository';

export type TeacherAnalyticsData = {
  analytics: TeacherAnalytics;
  window: TeacherWindow;
  assignments: Assignment[];
  grades: GradeRow[];
  marks: MarkRow[];
};

/** part / whole in percent with one decimal; null when there is nothing to divide. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? oneDecimal((part * 100) / whole) : null;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** this - before in points (one decimal), or null when either is missing. */
export function difference(current: number | null, before: number | null): number | null {
  return current === null || before === null ? null : round1(current - before);
}

export function sumGrades(rows: readonly GradeSums[]): GradeSums {
  return rows.reduce((sum, row) => ({ total: sum.total + row.total, count: sum.count + row.count, passes: sum.passes + row.passes }), { total: 0, count: 0, passes: 0 });
}

function sumMarks(rows: readonly MarkCounts[]): MarkCounts {
  return rows.reduce((sum, row) => ({ marks: sum.marks + row.marks, attended: sum.attended + row.attended }), { marks: 0, attended: 0 });
}

export function figuresOf(gradeSums: GradeSums, markCounts: MarkCounts): TeacherFigures {
  return {
    averageGrade: gradeSums.count > 0 ? oneDecimal(gradeSums.total / gradeSums.count) : null,
    passRate: percentOf(gradeSums.passes, gradeSums.count),
    gradeCount: gradeSums.count,
    // THE attendance rate (server/lib/figures/attendance-rate.ts); null without marks.
    attendanceRate: markCounts.marks > 0 ? attendanceRate({ present: markCounts.attended, late: 0, marks: markCounts.marks }) : null,
    markCount: markCounts.marks,
  };
}

export async function teacherAnalyticsData(
  db: DbOrTx,
  teacher: { id: number; schoolId: number },
  period: TeacherAnalyticsPeriod,
  today?: string,
): Promise<TeacherAnalyticsData> {
  const window = teacherWindow(period, today);
  // PGlite has one connection, so these run one after another there; PostgreSQL overlaps them.
  const [assignments, taught, grades, marks] = await Promise.all([
    assignmentsOf(db, teacher.id),
    studentsTaught(db, teacher.id),
    gradeRows(db, teacher, window),
    markRows(db, teacher, window),
  ]);
  const inPeriod = <T extends { current: boolean }>(rows: readonly T[], current: boolean) => rows.filter((row) => row.current === current);
  const figuresFor = (current: boolean, gradeFilter: (row: GradeRow) => boolean, markFilter: (row: MarkRow) => boolean) =>
    figuresOf(sumGrades(inPeriod(grades, current).filter(gradeFilter)), sumMarks(inPeriod(marks, current).filter(markFilter)));

  const all = () => true;
  const current = figuresFor(true, all, all);
  const previous = figuresFor(false, all, all);

  const trend = pointStarts(window.unit, window.range).map((start) => ({
    start,
    label: pointLabel(window.unit, start),
    ...figuresFor(true, (row) => row.point === start, (row) => row.point === start),
  }));

  const breakdown = assignments.map((assignment) => {
    // A class teacher's assignment without a subject owns no grades, only the class's attendance.
    const ofAssignment = (row: GradeRow) => assignment.subjectId !== null && row.classId === assignment.classId && row.subjectId === assignment.subjectId;
    const ofClass = (row: MarkRow) => row.classId === assignment.classId;
    return {
      ...assignment,
      current: figuresFor(true, ofAssignment, ofClass),
      previous: figuresFor(false, ofAssignment, ofClass),
    };
  });

  const analytics: TeacherAnalytics = {
    teacherId: teacher.id,
    period,
    from: window.range.from,
    to: window.range.to,
    previousFrom: window.previous.from,
    previousTo: window.previous.to,
    unit: window.unit,
    studentsTaught: taught,
    classes: new Set(assignments.map((row) => row.classId)).size,
    subjects: new Set(assignments.flatMap((row) => (row.subjectId === null ? [] : [row.subjectId]))).size,
    current,
    previous,
    change: {
      averageGrade: difference(current.averageGrade, previous.averageGrade),
      passRate: difference(current.passRate, previous.passRate),
      attendanceRate: difference(current.attendanceRate, previous.attendanceRate),
    },
    trend,
    breakdown,
  };
  return { analytics, window, assignments, grades, marks };
}
