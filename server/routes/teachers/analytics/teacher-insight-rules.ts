/**
 * GET /teachers/{id}/insights: findings computed by fixed rules over the teacher's analytics
 * (teacher-analytics-figures.ts); the same data always gives the same findings. The rules, with
 * their thresholds in src/contract/teacher-analytics.ts:
 * - NO_ASSIGNMENTS (info): the teacher teaches nothing yet; no other rule runs.
 * - LOW_ATTENDANCE, per class with marks: attendance under the 85 % target (warning), under 70 % critical.
 * - GRADES_DROP / GRADES_RISE, per subject over all the teacher's classes, when both periods have
 *   grades: the average fell (rose) by more than 5 points; a fall of more than 10 is critical.
 * - LOW_PASS_RATE, per class and subject with grades: under 70 % of the grades pass (warning).
 * - TOP_CLASS (success): of two or more classes with grades, the one with the best average.
 * - NO_RECENT_GRADES (info): subjects are assigned but no grade was recorded in the period.
 * Findings are ordered critical, warning, success, info.
 */
import {
  ATTENDANCE_CRITICAL,
  ATTENDANCE_TARGET,
  GRADE_CHANGE_ALERT_POINTS,
  GRADE_CHANGE_CRITICAL_POINTS,
  INSIGHT_SEVERITIES,
  PASS_MARK,
  PASS_RATE_ALERT,
  type TeacherInsight,
} from '@/contract/teacher-analytics';
import { difference, figuresOf, sumGrades, type TeacherAnalyticsData } from './teacher-analytics-figures';

const NO_MARKS = { marks: 0, attended: 0 };
const SEVERITY_ORDER = [...INSIGHT_SEVERITIES].reverse();

export function teacherInsights(data: Pick<TeacherAnalyticsData, 'analytics' | 'assignments' | 'grades'>): TeacherInsight[] {
  const { analytics, assignments, grades } = data;
  if (assignments.length === 0) {
    return [
      {
        kind: 'NO_ASSIGNMENTS',
        severity: 'info',
        about: null,
        message: 'The teacher has no class or subject assignments yet, so there is nothing to analyse.',
        figures: {},
      },
    ];
  }
  const insights: TeacherInsight[] = [];

  // Attendance per class: every row of a class carries the class's attendance, so take one.
  const classRows = [...new Map(analytics.breakdown.map((row) => [row.classId, row])).values()];
  for (const row of classRows) {
    const rate = row.current.attendanceRate;
    if (rate === null || rate >= ATTENDANCE_TARGET) continue;
    insights.push({
      kind: 'LOW_ATTENDANCE',
      severity: rate < ATTENDANCE_CRITICAL ? 'critical' : 'warning',
      about: { type: 'class', classId: row.classId, subjectId: null, name: row.className },
      message: `Attendance in ${row.className} is ${rate}%, below the ${ATTENDANCE_TARGET}% target.`,
      figures: { attendanceRate: rate, target: ATTENDANCE_TARGET, marks: row.current.markCount, previousAttendanceRate: row.previous.attendanceRate },
    });
  }

  // Subjects over all the teacher's classes.
  const subjectNames = new Map(assignments.flatMap((row) => (row.subjectId === null ? [] : [[row.subjectId, row.subjectName ?? String(row.subjectId)] as const])));
  for (const [subjectId, name] of subjectNames) {
    const now = figuresOf(sumGrades(grades.filter((row) => row.current && row.subjectId === subjectId)), NO_MARKS);
    const before = figuresOf(sumGrades(grades.filter((row) => !row.current && row.subjectId === subjectId)), NO_MARKS);
    const change = difference(now.averageGrade, before.averageGrade);
    if (change === null || Math.abs(change) <= GRADE_CHANGE_ALERT_POINTS) continue;
    const figures = { averageGrade: now.averageGrade, previousAverageGrade: before.averageGrade, change, grades: now.gradeCount, previousGrades: before.gradeCount };
    const about = { type: 'subject' as const, classId: null, subjectId, name };
    insights.push(
      change < 0
        ? {
            kind: 'GRADES_DROP',
            severity: -change > GRADE_CHANGE_CRITICAL_POINTS ? 'critical' : 'warning',
            about,
            message: `The average in ${name} fell ${-change} points, from ${before.averageGrade}% to ${now.averageGrade}%.`,
            figures,
          }
        : {
            kind: 'GRADES_RISE',
            severity: 'success',
            about,
            message: `The average in ${name} rose ${change} points, from ${before.averageGrade}% to ${now.averageGrade}%.`,
            figures,
          },
    );
  }

  for (const row of analytics.breakdown) {
    const passRate = row.current.passRate;
    if (passRate === null || passRate >= PASS_RATE_ALERT) continue;
    const name = `${row.subjectName ?? ''}, ${row.className}`;
    insights.push({
      kind: 'LOW_PASS_RATE',
      severity: 'warning',
      about: { type: 'assignment', classId: row.classId, subjectId: row.subjectId, name },
      message: `Only ${passRate}% of the grades in ${name} pass (${PASS_MARK}% or more); the aim is ${PASS_RATE_ALERT}%.`,
      figures: { passRate, threshold: PASS_RATE_ALERT, passMark: PASS_MARK, grades: row.current.gradeCount },
    });
  }

  const gradedClasses = classRows
    .map((row) => ({ row, figures: figuresOf(sumGrades(grades.filter((grade) => grade.current && grade.classId === row.classId)), NO_MARKS) }))
    .filter((entry) => entry.figures.averageGrade !== null);
  if (gradedClasses.length >= 2) {
    const best = gradedClasses.reduce((top, entry) => ((entry.figures.averageGrade ?? 0) > (top.figures.averageGrade ?? 0) ? entry : top));
    insights.push({
      kind: 'TOP_CLASS',
      severity: 'success',
      about: { type: 'class', classId: best.row.classId, subjectId: null, name: best.row.className },
      message: `${best.row.className} has the best average of the teacher's classes: ${best.figures.averageGrade}%.`,
      figures: { averageGrade: best.figures.averageGrade, grades: best.figures.gradeCount, classesCompared: gradedClasses.length },
    });
  }

  if (subjectNames.size > 0 && analytics.current.gradeCount === 0) {
    insights.push({
      kind: 'NO_RECENT_GRADES',
      severity: 'info',
      about: null,
      message: `No grades were recorded for the teacher's classes and subjects between ${analytics.from} and ${analytics.to}.`,
      figures: { grades: 0 },
    });
  }

  // Stable sort: rule order is kept within a severity.
  return insights.sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity));
}
