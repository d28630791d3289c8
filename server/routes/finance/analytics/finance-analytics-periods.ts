/**
 * The range and periods of the finance analytics (src/contract/finance-analytics.ts): the default
 * range (the last DEFAULT_ANALYTICS_MONTHS months up to today in Kabul), the list of period starts
 * a range covers, and SQL that names the period of a date column. Weeks start on Saturday, as in
 * server/lib/kabul-time.ts, whose calendar arithmetic this reuses.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_ANALYTICS_MONTHS,
  FINANCE_ANALYTICS_MESSAGES,
  MAX_ANALYTICS_PERIODS,
  type AnalyticsGroupBy,
  type AnalyticsRange,
} from '@/contract/finance-analytics';
import { httpError } from '../../../lib/http-error';
import { kabulDay, periodLabel, shiftPeriod, startOfPeriod, type Period } from '../../../lib/kabul-time';

const PERIOD_OF: Record<AnalyticsGroupBy, Period> = { day: 'daily', week: 'weekly', month: 'monthly' };

/** The asked range, with the defaults filled in; a reversed one (after defaults) answers 400. */
export function resolveAnalyticsRange(query: { startDate?: string; endDate?: string }, today: string = kabulDay()): AnalyticsRange {
  const endDate = query.endDate ?? today;
  const startDate = query.startDate ?? shiftPeriod('monthly', startOfPeriod('monthly', endDate), -(DEFAULT_ANALYTICS_MONTHS - 1));
  if (startDate > endDate) {
    throw httpError(400, FINANCE_ANALYTICS_MESSAGES.rangeReversed, { startDate: FINANCE_ANALYTICS_MESSAGES.rangeReversed });
  }
  return { startDate, endDate };
}

export type PeriodSlot = { period: string; label: string };

/**
 * The periods the range touches, oldest first, each named by its first day; with `before`, that
 * many periods before the range come first (for growth against the previous period). More than
 * MAX_ANALYTICS_PERIODS answers 400.
 */
export function periodSlots(groupBy: AnalyticsGroupBy, range: AnalyticsRange, before = 0): PeriodSlot[] {
  const period = PERIOD_OF[groupBy];
  const first = startOfPeriod(period, range.startDate);
  const starts: string[] = [];
  for (let start = shiftPeriod(period, first, -before); start <= range.endDate; start = shiftPeriod(period, start, 1)) {
    if (starts.length >= MAX_ANALYTICS_PERIODS + before) {
      throw httpError(400, FINANCE_ANALYTICS_MESSAGES.tooManyPeriods, { groupBy: FINANCE_ANALYTICS_MESSAGES.tooManyPeriods });
    }
    starts.push(start);
  }
  return starts.map((start) => ({ period: start, label: periodLabel(period, start) }));
}

/** SQL: the first day ('YYYY-MM-DD') of the period a `date` column's day lies in. */
export function datePeriodSql(groupBy: AnalyticsGroupBy, column: PgColumn): SQL<string> {
  switch (groupBy) {
    case 'day':
      return sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
    case 'week':
      // dow: 0 Sunday … 6 Saturday; step back to the Saturday that starts the week.
      return sql<string>`to_char(${column} - ((extract(dow from ${column})::int + 1) % 7), 'YYYY-MM-DD')`;
    case 'month':
      return sql<string>`to_char(date_trunc('month', ${column}), 'YYYY-MM-DD')`;
  }
}

/** SQL: an inline table `alias(period)` holding the given period starts, in order, as text. */
export function periodTableSql(starts: readonly string[], alias: string): SQL {
  const values = sql.join(
    starts.map((start, index) => sql`(${start}::text, ${index}::int)`),
    sql`, `,
  );
  return sql`(values ${values}) as ${sql.identifier(alias)}(period, position)`;
}
