/**
 * Payments per period (src/contract/finance-analytics.ts): the detailed analytics' periods (paid
 * count, sum and mean, outstanding count and sum) and the revenue trend with growth against the
 * period before. Every period of the range is listed (empty ones with zeros); sums, means and
 * growth are SQL numeric.
 */
import { and, between, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { moneyNumber } from '@/contract/finance';
import type { AnalyticsGroupBy, AnalyticsRange, PaymentPeriod, RevenueAnalytics } from '@/contract/finance-analytics';
import type { DbOrTx } from '../../../db/connection';
import { payments } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { outstandingPayment, paidPayment, paymentsInRange } from './finance-analytics-filters';
import { datePeriodSql, periodSlots, periodTableSql } from './finance-analytics-periods';

type Rows<T> = { rows: T[] };
const percentOrNull = (text: string | null) => (text === null ? null : moneyNumber(text));

export async function readPaymentPeriods(db: DbOrTx, user: AuthUser, range: AnalyticsRange, groupBy: AnalyticsGroupBy): Promise<PaymentPeriod[]> {
  const slots = periodSlots(groupBy, range);
  const period = datePeriodSql(groupBy, payments.paymentDate);
  const rows = await db
    .select({
      period: sql<string>`${period}`,
      count: sql<number>`count(*) filter (where ${paidPayment})::int`,
      amount: sql<string>`coalesce(sum(${payments.total}) filter (where ${paidPayment}), 0)::text`,
      average: sql<string>`coalesce(round(avg(${payments.total}) filter (where ${paidPayment}), 2), 0)::text`,
      outstandingCount: sql<number>`count(*) filter (where ${outstandingPayment})::int`,
      outstandingAmount: sql<string>`coalesce(sum(${payments.total}) filter (where ${outstandingPayment}), 0)::text`,
    })
    .from(payments)
    .where(paymentsInRange(user, range))
    .groupBy(period);
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return slots.map((slot) => {
    const row = byPeriod.get(slot.period);
    return {
      ...slot,
      count: Number(row?.count ?? 0),
      amount: moneyNumber(row?.amount ?? '0'),
      average: moneyNumber(row?.average ?? '0'),
      outstandingCount: Number(row?.outstandingCount ?? 0),
      outstandingAmount: moneyNumber(row?.outstandingAmount ?? '0'),
    };
  });
}

type RevenueRow = { period: string; count: number; revenue: string; previous: string; growth: string | null; total: string; total_count: number };

/** Paid payments per period, each with the revenue of the period before and the growth in percent. */
export async function readRevenueAnalytics(db: DbOrTx, user: AuthUser, range: AnalyticsRange, groupBy: AnalyticsGroupBy): Promise<RevenueAnalytics> {
  // One period before the range, so the first period has a growth too.
  const [previous, ...slots] = periodSlots(groupBy, range, 1);
  const period = datePeriodSql(groupBy, payments.paymentDate);
  const dated = or(
    between(payments.paymentDate, range.startDate, range.endDate),
    and(gte(payments.paymentDate, previous.period), lt(payments.paymentDate, slots[0].period)),
  );
  const sums = sql`(select ${period} as period, count(*)::int as count, sum(${payments.total}) as revenue
    from ${payments}
    where ${and(schoolScopeCondition(user, payments.schoolId), isNull(payments.deletedAt), paidPayment, dated)}
    group by 1) as sums`;
  const revenue = sql`coalesce(sums.revenue, 0)`;
  const before = sql`lag(${revenue}) over (order by slots.position)`;
  const inRange = sql`slots.position > 0`;
  const statement = sql`select slots.period, coalesce(sums.count, 0) as count, ${revenue}::text as revenue,
      coalesce(${before}, 0)::text as previous,
      round((${revenue} - ${before}) * 100 / nullif(${before}, 0), 2)::text as growth,
      coalesce(sum(${revenue}) filter (where ${inRange}) over (), 0)::text as total,
      coalesce(sum(coalesce(sums.count, 0)) filter (where ${inRange}) over (), 0)::int as total_count
    from ${periodTableSql([previous.period, ...slots.map((slot) => slot.period)], 'slots')}
    left join ${sums} on sums.period = slots.period
    order by slots.position`;
  const { rows } = (await db.execute(statement)) as unknown as Rows<RevenueRow>;
  const [, ...inRangeRows] = rows;
  return {
    range,
    groupBy,
    total: moneyNumber(rows[0]?.total ?? '0'),
    count: Number(rows[0]?.total_count ?? 0),
    periods: inRangeRows.map((row, index) => ({
      period: row.period,
      label: slots[index].label,
      count: Number(row.count),
      revenue: moneyNumber(row.revenue),
      previousRevenue: moneyNumber(row.previous),
      growth: percentOrNull(row.growth),
    })),
  };
}
