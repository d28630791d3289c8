/**
 * Reports over a range of Kabul days (GET /customers/analytics/reports?from&to,
 * GET /customers/reports?period) and a range against the one before it of the same length
 * (GET /customers/reports/comparisons?period). A period here is a rolling window ending today:
 * daily = today, weekly = the last 7 days, monthly = the last 30, yearly = the last 365.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type CountItem, changeSchema, comparisonSchema, reportSchema, summarySchema } from '@/contract/customer-extras';
import { CUSTOMER_DEPARTMENTS, CUSTOMER_PRIORITIES, CUSTOMER_PURPOSES, CUSTOMER_SOURCES, CUSTOMER_STATUSES, CUSTOMER_TYPES } from '@/contract/customers';
import type { DbOrTx } from '../../../db/connection';
import { customers, users } from '../../../db/schema';
import { addDays, kabulDay, kabulMidnight, type Period } from '../../../lib/kabul-time';
import type { AuthUser } from '../../../types';
import { RATE_WINDOW_DAYS } from '../conversion/customer-conversion-repository';
import { percent, toUserRef } from '../customer-answer-parts';
import { countByColumn } from '../customer-breakdowns';
import { visibleCustomers } from '../customer-lookup';

export type DayRange = { from: string; to: string };

/** The rolling window of a period, ending today (Kabul). */
export function periodRange(period: Period, today: string = kabulDay()): DayRange {
  return { from: addDays(today, -(RATE_WINDOW_DAYS[period] - 1)), to: today };
}

/** The range of the same length just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

export type ReportSummary = z.infer<typeof summarySchema>;

export type CustomerReport = z.infer<typeof reportSchema>;

const inRange = (column: typeof customers.createdAt | typeof customers.convertedAt, range: DayRange) =>
  and(
    sql`${column} >= ${kabulMidnight(range.from).toISOString()}::timestamptz`,
    sql`${column} < ${kabulMidnight(addDays(range.to, 1)).toISOString()}::timestamptz`,
  );

async function summaryOf(db: DbOrTx, user: AuthUser, range: DayRange): Promise<ReportSummary> {
  const [[created], [conversions]] = await Promise.all([
    db
      .select({
        newCustomers: count(),
        converted: sql<number>`count(*) filter (where ${customers.convertedAt} is not null)::int`,
        lost: sql<number>`count(*) filter (where ${customers.status} = 'LOST')::int`,
      })
      .from(customers)
      .where(visibleCustomers(user, inRange(customers.createdAt, range))),
    db.select({ value: count() }).from(customers).where(visibleCustomers(user, inRange(customers.convertedAt, range))),
  ]);
  const newCustomers = Number(created?.newCustomers ?? 0);
  const converted = Number(created?.converted ?? 0);
  return {
    newCustomers,
    converted,
    conversions: Number(conversions?.value ?? 0),
    lost: Number(created?.lost ?? 0),
    conversionRate: percent(converted, newCustomers),
  };
}

export async function customerReport(db: DbOrTx, user: AuthUser, range: DayRange): Promise<CustomerReport> {
  const where = visibleCustomers(user, inRange(customers.createdAt, range));
  const [summary, byType, bySource, byPurpose, byPriority, byDepartment, byStatus, creators] = await Promise.all([
    summaryOf(db, user, range),
    countByColumn(db, customers.type, where, CUSTOMER_TYPES),
    countByColumn(db, customers.source, where, CUSTOMER_SOURCES),
    countByColumn(db, customers.purpose, where, CUSTOMER_PURPOSES),
    countByColumn(db, customers.priority, where, CUSTOMER_PRIORITIES),
    countByColumn(db, customers.department, where, CUSTOMER_DEPARTMENTS),
    countByColumn(db, customers.status, where, CUSTOMER_STATUSES),
    db
      .select({ creator: users, count: count() })
      .from(customers)
      .leftJoin(users, eq(users.id, customers.createdBy))
      .where(where)
      .groupBy(users.id)
      .orderBy(desc(count()), users.id),
  ]);
  return {
    ...range,
    summary,
    byType,
    bySource,
    byPurpose,
    byPriority,
    byDepartment,
    byStatus,
    byCreator: creators.map((row) => ({ user: row.creator ? toUserRef(row.creator) : null, count: Number(row.count) })),
  };
}

type Change = z.infer<typeof changeSchema>;

const change = (current: number, previous: number): Change => ({
  current,
  previous,
  difference: Math.round((current - previous) * 100) / 100,
  percentChange: previous === 0 ? null : Math.round(((current - previous) / previous) * 10000) / 100,
});

export type Comparison = z.infer<typeof comparisonSchema>;

function breakdownChange(current: CountItem[], previous: CountItem[]) {
  return current.map((item) => {
    const before = previous.find((other) => other.value === item.value)?.count ?? 0;
    return { value: item.value, current: item.count, previous: before, difference: item.count - before };
  });
}

export async function customerComparison(db: DbOrTx, user: AuthUser, period: Period): Promise<Comparison> {
  const currentRange = periodRange(period);
  const previous = previousRange(currentRange);
  const [now, before] = await Promise.all([customerReport(db, user, currentRange), customerReport(db, user, previous)]);
  const keys = ['newCustomers', 'converted', 'conversions', 'lost', 'conversionRate'] as const;
  return {
    period,
    current: currentRange,
    previous,
    changes: Object.fromEntries(keys.map((key) => [key, change(now.summary[key], before.summary[key])])) as Comparison['changes'],
    byType: breakdownChange(now.byType, before.byType),
    bySource: breakdownChange(now.bySource, before.bySource),
    byPurpose: breakdownChange(now.byPurpose, before.byPurpose),
  };
}
