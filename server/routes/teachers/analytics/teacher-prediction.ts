/**
 * GET /teachers/{id}/predictions/performance: where the teacher's average grade is heading.
 * Method: the period's weekly averages (monthly for 1y; weeks from Saturday, Asia/Kabul) of the
 * grades of the teacher's classes and subjects; x = the week's (month's) position in the period,
 * weeks without grades left out as gaps; an ordinary least-squares line through them
 * (teacher-prediction-fit.ts) is read at the week (month) after the period and clamped to
 * 0-100. Fewer than 3 points: not enough data, no line. Confidence comes from the number of
 * points only: 3-4 low, 5-7 medium, 8 or more high (r² is given beside it for the reader).
 * The trend is "improving" or "declining" when the line moves more than half a point per
 * week (month), else "stable".
 */
import { PREDICTION_MIN_POINTS, type TeacherAnalyticsPeriod, type TeacherPrediction } from '@/contract/teacher-analytics';
import type { DbOrTx } from '../../../db/connection';
import { addDays, shiftPeriod } from '../../../lib/kabul-time';
import { oneDecimal, pointLabel } from '../../../lib/figures/analytics-period';
import { teacherAnalyticsData } from './teacher-analytics-figures';
import { leastSquares } from './teacher-prediction-fit';

export const PREDICTION_METHOD =
  'Ordinary least-squares line through the weekly (monthly for 1y) average grades of the period, weeks without grades left out; ' +
  'the line is read one week (month) after the period and kept within 0-100. At least 3 points are needed. Confidence by the number ' +
  'of points: 3-4 low, 5-7 medium, 8 or more high. A slope above +0.5 points per step is improving, below -0.5 declining, else stable.';

/** Points per step beyond which the trend is not "stable". */
const STABLE_SLOPE = 0.5;

export function predictionConfidence(points: number): TeacherPrediction['confidence'] {
  if (points < PREDICTION_MIN_POINTS) return 'none';
  if (points < 5) return 'low';
  return points < 8 ? 'medium' : 'high';
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export async function teacherPrediction(
  db: DbOrTx,
  teacher: { id: number; schoolId: number },
  period: TeacherAnalyticsPeriod,
  today?: string,
): Promise<TeacherPrediction> {
  const { analytics, window } = await teacherAnalyticsData(db, teacher, period, today);
  const unitName = window.unit;
  const points = analytics.trend.flatMap((point, x) =>
    point.averageGrade === null ? [] : [{ start: point.start, label: point.label, x, averageGrade: point.averageGrade, gradeCount: point.gradeCount }],
  );
  const base = { teacherId: teacher.id, period, from: window.range.from, to: window.range.to, unit: unitName, points, pointCount: points.length, method: PREDICTION_METHOD };
  const fit = points.length >= PREDICTION_MIN_POINTS ? leastSquares(points.map((point) => ({ x: point.x, y: point.averageGrade }))) : null;
  if (!fit) {
    return {
      ...base,
      enoughData: false,
      slope: null,
      intercept: null,
      rSquared: null,
      predicted: null,
      direction: null,
      confidence: 'none',
      message: `Not enough data: at least ${PREDICTION_MIN_POINTS} ${unitName}s with grades are needed, ${points.length} found.`,
    };
  }
  const lastStart = analytics.trend[analytics.trend.length - 1].start;
  const nextStart = unitName === 'week' ? addDays(lastStart, 7) : shiftPeriod('monthly', lastStart, 1);
  const predictedAverage = oneDecimal(fit.intercept + fit.slope * analytics.trend.length);
  const direction = fit.slope > STABLE_SLOPE ? 'improving' : fit.slope < -STABLE_SLOPE ? 'declining' : 'stable';
  const slope = round3(fit.slope);
  return {
    ...base,
    enoughData: true,
    slope,
    intercept: round3(fit.intercept),
    rSquared: round3(fit.rSquared),
    predicted: { start: nextStart, label: pointLabel(unitName, nextStart), averageGrade: predictedAverage },
    direction,
    confidence: predictionConfidence(points.length),
    message: `Projected average for the ${unitName} of ${pointLabel(unitName, nextStart)}: ${predictedAverage}% (${direction}, ${slope >= 0 ? '+' : ''}${slope} points a ${unitName}).`,
  };
}
