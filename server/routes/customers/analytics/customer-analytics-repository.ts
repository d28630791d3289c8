/**
 * Figures of the analytics calls, computed from the customers table (never sample numbers):
 * the dashboard (totals, breakdowns, 30 days per Kabul day, the funnel), trends per period with
 * growth, and the weekly forecast; and the rows of the CSV export. Deleted customers are left
 * out everywhere.
 */
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CustomerSearchCriteria } from '@/contract/customer-search';
import { dashboardSchema, FORECAST_METHOD, forecastSchema, FUNNEL_STAGES, funnelStageSchema, trendsSchema } from '@/contract/customer-extras';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_PRIORITIES,
  CUSTOMER_PURPOSES,
  CUSTOMER_SOURCES,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
} from '@/contract/customers';
import type { DbOrTx } from '../../../db/connection';
import { customers } from '../../../db/schema';
import { withinExportCap } from '../../../lib/export-cap';
import {
  KABUL_TIME_ZONE,
  kabulDay,
  kabulMidnight,
  periodLabel,
  periodStartSql,
  recentPeriodStarts,
  shiftPeriod,
  startOfPeriod,
  type Period,
} from '../../../lib/kabul-time';
import type { AuthUser } from '../../../types';
import { percent } from '../customer-answer-parts';
import { countByColumn } from '../customer-breakdowns';
import { criteriaCondition, criteriaOrderBy } from '../customer-criteria';
import type { CustomerRow } from '../customer-dto';
import { visibleCustomers } from '../customer-lookup';
import { FORECAST_DESCRIPTION, forecastValues, movingAverage } from './customer-analytics-forecast';

const since = (column: PgColumn, day: string) => sql`${column} >= ${kabulMidnight(day).toISOString()}::timestamptz`;

/** Counts per period start of `column`, for rows from `from` (a day) on. */
export async function countPerPeriod(db: DbOrTx, where: SQL | undefined, period: Period, column: PgColumn, from: string): Promise<Map<string, number>> {
  const bucket = periodStartSql(period, column);
  const rows = await db
    .select({ bucket, count: count() })
    .from(customers)
    .where(and(where, since(column, from)))
    .groupBy(bucket);
  return new Map(rows.map((row) => [row.bucket, Number(row.count)]));
}

export type Dashboard = z.infer<typeof dashboardSchema>;

export function funnelFrom(byStatus: readonly { value: string | null; count: number }[]): z.infer<typeof funnelStageSchema>[] {
  const total = byStatus.reduce((sum, item) => sum + item.count, 0);
  const rank = (status: string | null) => Math.max(0, FUNNEL_STAGES.indexOf(status as (typeof FUNNEL_STAGES)[number]));
  let previous = total;
  return FUNNEL_STAGES.map((stage, index) => {
    const reached = byStatus.filter((item) => rank(item.value) >= index).reduce((sum, item) => sum + item.count, 0);
    const entry = { stage, count: reached, percentOfTotal: percent(reached, total), percentOfPrevious: percent(reached, previous) };
    previous = reached;
    return entry;
  });
}

export async function customerDashboard(db: DbOrTx, user: AuthUser): Promise<Dashboard> {
  const today = kabulDay();
  const where = visibleCustomers(user);
  const days = recentPeriodStarts('daily', 30, today);
  const weekStart = startOfPeriod('weekly', today);
  const monthStart = startOfPeriod('monthly', today);
  const after = (day: string) => sql`${customers.createdAt} >= ${kabulMidnight(day).toISOString()}::timestamptz`;
  const [[totals], byType, bySource, byPurpose, byPriority, byDepartment, byStatus, perDay] = await Promise.all([
    db
      .select({
        total: count(),
        newToday: sql<number>`count(*) filter (where ${after(today)})::int`,
        newThisWeek: sql<number>`count(*) filter (where ${after(weekStart)})::int`,
        newThisMonth: sql<number>`count(*) filter (where ${after(monthStart)})::int`,
        converted: sql<number>`count(*) filter (where ${customers.convertedAt} is not null)::int`,
        lost: sql<number>`count(*) filter (where ${customers.status} = 'LOST')::int`,
        open: sql<number>`count(*) filter (where ${customers.convertedAt} is null and ${customers.status} not in ('CONVERTED', 'LOST'))::int`,
      })
      .from(customers)
      .where(where),
    countByColumn(db, customers.type, where, CUSTOMER_TYPES),
    countByColumn(db, customers.source, where, CUSTOMER_SOURCES),
    countByColumn(db, customers.purpose, where, CUSTOMER_PURPOSES),
    countByColumn(db, customers.priority, where, CUSTOMER_PRIORITIES),
    countByColumn(db, customers.department, where, CUSTOMER_DEPARTMENTS),
    countByColumn(db, customers.status, where, CUSTOMER_STATUSES),
    countPerPeriod(db, where, 'daily', customers.createdAt, days[0]),
  ]);
  const total = Number(totals?.total ?? 0);
  const converted = Number(totals?.converted ?? 0);
  return {
    timeZone: KABUL_TIME_ZONE,
    today,
    totals: {
      total,
      newToday: Number(totals?.newToday ?? 0),
      newThisWeek: Number(totals?.newThisWeek ?? 0),
      newThisMonth: Number(totals?.newThisMonth ?? 0),
      converted,
      lost: Number(totals?.lost ?? 0),
      open: Number(totals?.open ?? 0),
      conversionRate: percent(converted, total),
    },
    byType,
    bySource,
    byPurpose,
    byPriority,
    byDepartment,
    byStatus,
    perDay: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    funnel: funnelFrom(byStatus),
  };
}

export type Trends = z.infer<typeof trendsSchema>;

const growth = (current: number, previous: number) => (previous > 0 ? Math.round(((current - previous) / previous) * 10000) / 100 : null);

/** New customers and conversions in each of the last `points` periods (the current one last). */
export async function customerTrends(db: DbOrTx, user: AuthUser, period: Period, points: number): Promise<Trends> {
  // One period more than shown, so the first point has a growth figure too.
  const starts = recentPeriodStarts(period, points + 1);
  const where = visibleCustomers(user);
  const [created, conversions] = await Promise.all([
    countPerPeriod(db, where, period, customers.createdAt, starts[0]),
    countPerPeriod(db, where, period, customers.convertedAt, starts[0]),
  ]);
  const series = starts.map((start) => created.get(start) ?? 0);
  const shown = starts.slice(1).map((start, index) => ({
    periodStart: start,
    label: periodLabel(period, start),
    newCustomers: series[index + 1],
    conversions: conversions.get(start) ?? 0,
    growth: growth(series[index + 1], series[index]),
  }));
  const average = shown.reduce((sum, point) => sum + point.newCustomers, 0) / Math.max(1, shown.length);
  return { period, timeZone: KABUL_TIME_ZONE, points: shown, averagePerPeriod: Math.round(average * 100) / 100 };
}

export type Forecast = z.infer<typeof forecastSchema>;

export async function customerForecast(db: DbOrTx, user: AuthUser, historyWeeks: number, horizon: number): Promise<Forecast> {
  const currentWeek = startOfPeriod('weekly', kabulDay());
  const weeks = Array.from({ length: historyWeeks }, (_, index) => shiftPeriod('weekly', currentWeek, index - historyWeeks));
  const where = visibleCustomers(user);
  const [created, converted] = await Promise.all([
    countPerPeriod(db, where, 'weekly', customers.createdAt, weeks[0]),
    countPerPeriod(db, where, 'weekly', customers.convertedAt, weeks[0]),
  ]);
  const newSeries = weeks.map((week) => created.get(week) ?? 0);
  const conversionSeries = weeks.map((week) => converted.get(week) ?? 0);
  const newForecast = forecastValues(newSeries, horizon);
  const conversionForecast = forecastValues(conversionSeries, horizon);
  return {
    method: FORECAST_METHOD,
    description: FORECAST_DESCRIPTION,
    timeZone: KABUL_TIME_ZONE,
    historyWeeks,
    history: weeks.map((weekStart, index) => ({ weekStart, newCustomers: newSeries[index], conversions: conversionSeries[index] })),
    forecast: Array.from({ length: horizon }, (_, step) => ({
      weekStart: shiftPeriod('weekly', currentWeek, step),
      newCustomers: newForecast.predictions[step],
      conversions: conversionForecast.predictions[step],
    })),
    fit: { newCustomers: newForecast.fit, conversions: conversionForecast.fit },
    movingAverage: { newCustomers: movingAverage(newSeries), conversions: movingAverage(conversionSeries) },
  };
}

/**
 * The customers of the CSV export (criteria of the advanced search, in its order): read with
 * `cap + 1` rows, so an export past the cap is refused with the count of all matches (400).
 */
export async function exportedCustomers(db: DbOrTx, user: AuthUser, filters: Partial<CustomerSearchCriteria>, cap: number): Promise<CustomerRow[]> {
  const matching = criteriaCondition(user, filters);
  const read = await db
    .select()
    .from(customers)
    .where(matching)
    .orderBy(...criteriaOrderBy(filters))
    .limit(cap + 1);
  return withinExportCap(read, cap, () => db.$count(customers, matching));
}
