import type { StudentAnalytics } from '@/contract/student-analytics';

export type TrendPoint = { label: string; averageGrade: number | null; attendanceRate: number | null };

/**
 * The trend as the chart draws it: a point with no grades (or no marks) has no figure rather
 * than 0 %, so the line shows a gap instead of a false drop. Counts are optional in the answer;
 * without them the figure is taken as given.
 */
export function toTrendPoints(trends: StudentAnalytics['performanceTrends']): TrendPoint[] {
  return trends.map((point) => ({
    label: point.label,
    averageGrade: point.gradeCount === 0 ? null : point.averageGrade,
    attendanceRate: point.markCount === 0 ? null : point.attendanceRate,
  }));
}

/** Whether any point has a figure to draw. */
export function hasTrendData(points: TrendPoint[]): boolean {
  return points.some((point) => point.averageGrade !== null || point.attendanceRate !== null);
}
