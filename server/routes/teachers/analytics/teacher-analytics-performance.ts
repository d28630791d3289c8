/**
 * GET /teachers/{id}/performance: one score out of 100 for a period (default 90 days), the
 * weighted mean of four parts, each already a percentage:
 * - averageGrade (weight 0.4): the mean grade of the teacher's classes and subjects;
 * - passRate (0.3): the share of those grades at or above the pass mark (60 %);
 * - attendanceRate (0.2): present and late marks over all marks of the teacher's classes;
 * - gradingTimeliness (0.1): of the completed exams of their classes and subjects held in the
 *   period, the share whose grades were all recorded within 7 days of the exam. An exam without
 *   grades counts as late once its 7 days have passed; before that it is pending, not counted.
 * A part without data is left out and the remaining weights are scaled up to sum to 1, so a
 * teacher is never marked down for data that does not exist; no part at all gives a null score.
 */
import {
  GRADING_DEADLINE_DAYS,
  PERFORMANCE_WEIGHTS,
  type TeacherAnalyticsPeriod,
  type TeacherPerformance,
} from '@/contract/teacher-analytics';
import type { DbOrTx } from '../../../db/connection';
import { addDays, kabulDay } from '../../../lib/kabul-time';
import { oneDecimal } from '../../../lib/figures/analytics-period';
import { percentOf, teacherAnalyticsData } from './teacher-analytics-figures';
import { examGrading, type ExamGrading } from './teacher-analytics-repository';

export const PERFORMANCE_METHOD =
  'Score = weighted mean of the parts that have data, weights scaled to sum to 1: average grade (0.4), pass rate at 60 % (0.3), ' +
  'attendance rate of the teacher\u2019s classes (0.2), and grading timeliness (0.1) = completed exams of the period whose grades were all ' +
  `recorded within ${GRADING_DEADLINE_DAYS} days of the exam, over the exams counted (an exam with no grade counts as late once its ` +
  `${GRADING_DEADLINE_DAYS} days have passed). Grades are those of the teacher\u2019s class and subject assignments; attendance that of their classes.`;

/** Exams graded on time, late, and still inside their deadline without grades. */
export function gradingTimeliness(exams: readonly ExamGrading[], today: string): TeacherPerformance['exams'] {
  let counted = 0;
  let gradedOnTime = 0;
  let pending = 0;
  for (const exam of exams) {
    const deadline = addDays(exam.examDate, GRADING_DEADLINE_DAYS);
    if (exam.gradeCount === 0) {
      if (today <= deadline) pending += 1;
      else counted += 1;
      continue;
    }
    counted += 1;
    if (exam.lastGradedOn !== null && exam.lastGradedOn <= deadline) gradedOnTime += 1;
  }
  return { counted, gradedOnTime, pending };
}

/** The weighted mean of the parts with a value, weights renormalised over them. */
export function performanceScore(values: Readonly<Record<keyof typeof PERFORMANCE_WEIGHTS, number | null>>): Pick<TeacherPerformance, 'score' | 'parts'> {
  const keys = Object.keys(PERFORMANCE_WEIGHTS) as (keyof typeof PERFORMANCE_WEIGHTS)[];
  const available = keys.filter((key) => values[key] !== null).reduce((sum, key) => sum + PERFORMANCE_WEIGHTS[key], 0);
  const parts = keys.map((key) => ({
    key,
    value: values[key],
    weight: PERFORMANCE_WEIGHTS[key],
    appliedWeight: values[key] === null || available === 0 ? 0 : Math.round((PERFORMANCE_WEIGHTS[key] / available) * 1000) / 1000,
  }));
  if (available === 0) return { score: null, parts };
  const weighted = keys.reduce((sum, key) => sum + (values[key] ?? 0) * PERFORMANCE_WEIGHTS[key], 0);
  return { score: oneDecimal(weighted / available), parts };
}

export async function teacherPerformance(
  db: DbOrTx,
  teacher: { id: number; schoolId: number },
  period: TeacherAnalyticsPeriod,
  today: string = kabulDay(),
): Promise<TeacherPerformance> {
  const { analytics, window } = await teacherAnalyticsData(db, teacher, period, today);
  const exams = gradingTimeliness(await examGrading(db, teacher, window.range), today);
  const { score, parts } = performanceScore({
    averageGrade: analytics.current.averageGrade,
    passRate: analytics.current.passRate,
    attendanceRate: analytics.current.attendanceRate,
    gradingTimeliness: percentOf(exams.gradedOnTime, exams.counted),
  });
  return { teacherId: teacher.id, period, from: window.range.from, to: window.range.to, score, parts, exams, method: PERFORMANCE_METHOD };
}
