/**
 * GET /payments/analytics (src/contract/finance-analytics.ts): over the range, the paid payments'
 * count, sum and mean, every payment per status, paid payments per method and type, and paid vs
 * outstanding with the collection rate. Sums, means and the rate are SQL numeric.
 */
import { and, sql } from 'drizzle-orm';
import { moneyNumber } from '@/contract/finance';
import type { AnalyticsRange, PaymentAnalytics } from '@/contract/finance-analytics';
import type { DbOrTx } from '../../../db/connection';
import { payments } from '../../../db/schema';
import type { AuthUser } from '../../../types';
import { readBreakdown } from './finance-analytics-breakdown';
import { outstandingPayment, paidPayment, paymentsInRange } from './finance-analytics-filters';

const paidSum = sql`coalesce(sum(${payments.total}) filter (where ${paidPayment}), 0)`;
const outstandingSum = sql`coalesce(sum(${payments.total}) filter (where ${outstandingPayment}), 0)`;

export async function readPaymentAnalytics(db: DbOrTx, user: AuthUser, range: AnalyticsRange): Promise<PaymentAnalytics> {
  const inRange = paymentsInRange(user, range);
  const [totals] = await db
    .select({
      count: sql<number>`count(*) filter (where ${paidPayment})::int`,
      amount: sql<string>`${paidSum}::text`,
      average: sql<string>`coalesce(round(avg(${payments.total}) filter (where ${paidPayment}), 2), 0)::text`,
      outstandingCount: sql<number>`count(*) filter (where ${outstandingPayment})::int`,
      outstandingAmount: sql<string>`${outstandingSum}::text`,
      collectionRate: sql<string | null>`round(100 * ${paidSum} / nullif(${paidSum} + ${outstandingSum}, 0), 2)::text`,
    })
    .from(payments)
    .where(inRange);
  const source = { table: payments, amount: payments.total };
  const byStatus = await readBreakdown(db, { ...source, key: payments.status }, inRange);
  const byMethod = await readBreakdown(db, { ...source, key: payments.method }, and(inRange, paidPayment));
  const byType = await readBreakdown(db, { ...source, key: payments.type }, and(inRange, paidPayment));
  return {
    range,
    totals: { count: Number(totals.count), amount: moneyNumber(totals.amount), average: moneyNumber(totals.average) },
    byStatus,
    byMethod,
    byType,
    paidVsOutstanding: {
      paid: { count: Number(totals.count), amount: moneyNumber(totals.amount) },
      outstanding: { count: Number(totals.outstandingCount), amount: moneyNumber(totals.outstandingAmount) },
      collectionRate: totals.collectionRate === null ? null : moneyNumber(totals.collectionRate),
    },
  };
}
