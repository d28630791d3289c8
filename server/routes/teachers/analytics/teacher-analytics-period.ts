/**
 * The per-teacher analytics' periods, on the students dashboard's calendar
 * (student-analytics-period.ts: Kabul days, today included, weeks from Saturday). A teacher's
 * trend is weekly, monthly for a year: a teacher's classes get a handful of grades a week, so
 * daily points would be mostly empty.
 */
import type { DashboardPeriodName } from '@/contract/student-analytics';
import type { TeacherAnalyticsPeriod } from '@/contract/teacher-analytics';
import { kabulDay } from '../../../lib/kabul-time';
import { periodRange, previousRange, type DayRange } from '../../../lib/figures/analytics-period';

export type TeacherTrendUnit = 'week' | 'month';

export type TeacherWindow = {
  period: TeacherAnalyticsPeriod;
  range: DayRange;
  previous: DayRange;
  unit: TeacherTrendUnit;
};

const DASHBOARD_NAME: Readonly<Record<TeacherAnalyticsPeriod, DashboardPeriodName>> = { '7d': '7D', '30d': '30D', '90d': '90D', '1y': '1Y' };

export function teacherWindow(period: TeacherAnalyticsPeriod, today: string = kabulDay()): TeacherWindow {
  const range = periodRange(DASHBOARD_NAME[period], today);
  return { period, range, previous: previousRange(range), unit: period === '1y' ? 'month' : 'week' };
}
