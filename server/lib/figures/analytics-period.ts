/**
 * The dashboard's periods as Kabul calendar days, and the points of its trends. A period ends
 * today (inclusive) and spans 7, 30, 90 or 365 days. Trend points are days (7D), weeks starting on
 * Saturday as the Afghan week does (30D) or months (90D, 1Y); the first point starts at the
 * beginning of the week or month `from` falls in, so every point has the same shape.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DashboardPeriodName } from '@/contract/student-analytics';
import { addDays, kabulDay, shiftPeriod, startOfWeek } from '../kabul-time';

export const PERIOD_DAYS: Readonly<Record<DashboardPeriodName, number>> = { '7D': 7, '30D': 30, '90D': 90, '1Y': 365 };

export type TrendUnit = 'day' | 'week' | 'month';

export type DayRange = { from: string; to: string };

export function periodRange(period: DashboardPeriodName, today: string = kabulDay()): DayRange {
  return { from: addDays(today, -(PERIOD_DAYS[period] - 1)), to: today };
}

/** The same number of days just before `range`: what "change" insights compare with. */
export function previousRange(range: DayRange): DayRange {
  const days = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function trendUnit(period: DashboardPeriodName): TrendUnit {
  if (period === '7D') return 'day';
  return period === '30D' ? 'week' : 'month';
}

function unitStart(unit: TrendUnit, day: string): string {
  if (unit === 'day') return day;
  return unit === 'week' ? startOfWeek(day) : `${day.slice(0, 7)}-01`;
}

/** The first day of every point from the one holding `from` to the one holding `to`, oldest first. */
export function pointStarts(unit: TrendUnit, range: DayRange): string[] {
  const starts: string[] = [];
  const step = unit === 'month' ? 'monthly' : 'daily';
  for (let start = unitStart(unit, range.from); start <= range.to; ) {
    starts.push(start);
    start = unit === 'week' ? addDays(start, 7) : shiftPeriod(step, start, 1);
  }
  return starts;
}

export function pointLabel(unit: TrendUnit, start: string): string {
  return unit === 'month' ? start.slice(0, 7) : start;
}

/** SQL: the first day ('YYYY-MM-DD') of the point a `date` column's day falls in. */
export function pointStartSql(unit: TrendUnit, column: PgColumn | SQL): SQL<string> {
  switch (unit) {
    case 'day':
      return sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
    case 'week':
      // date_trunc's weeks start on Monday; two days later in, two days back out: Saturday.
      return sql<string>`to_char(date_trunc('week', (${column} + 2)::timestamp) - interval '2 days', 'YYYY-MM-DD')`;
    case 'month':
      return sql<string>`to_char(${column}, 'YYYY-MM-01')`;
  }
}

/** Short English weekday names by PostgreSQL's `extract(dow)` (0 = Sunday); the client translates. */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The Afghan school week: Saturday to Thursday (Friday is the weekend), in order. */
export const SCHOOL_WEEKDAYS = [6, 0, 1, 2, 3, 4] as const;

/** One decimal, as the dashboard shows percentages. */
export function oneDecimal(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10));
}
