/**
 * The four cards of the expense and payroll lists (spec §2.4: count, total amount, pending count,
 * pending amount) over every matching row, not only the page: `meta.summary` of both lists
 * (contract `financeListSummarySchema`).
 *
 * The cards count what every money figure counts (the contract's FINANCE_STATS_COUNTED, as SQL in
 * analytics/finance-analytics-filters.ts): expenses without REJECTED, payroll without CANCELLED and
 * FAILED, so the Expenses tab and the analytics, overview and reports show one number for one fact.
 * The list itself still shows every matching row: `matched` counts them, for the pages.
 * Sums in SQL numeric, read as text, so they stay exact.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { moneyNumber, type FinanceListSummary } from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';

export type FinanceListSource = {
  table: PgTable;
  amount: PgColumn;
  status: PgColumn;
  /** The rows whose money counts (countedExpense, countedPayroll). */
  counted: SQL;
  pendingStatuses: readonly string[];
};

export async function financeListSummary(
  db: DbOrTx,
  list: FinanceListSource,
  where: SQL | undefined,
): Promise<{ summary: FinanceListSummary; matched: number }> {
  const pending = and(
    list.counted,
    sql`${list.status} in (${sql.join(
      list.pendingStatuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  );
  const [row] = await db
    .select({
      matched: sql<number>`count(*)::int`,
      count: sql<number>`(count(*) filter (where ${list.counted}))::int`,
      totalAmount: sql<string>`coalesce(sum(${list.amount}) filter (where ${list.counted}), 0)::text`,
      pendingCount: sql<number>`(count(*) filter (where ${pending}))::int`,
      pendingAmount: sql<string>`coalesce(sum(${list.amount}) filter (where ${pending}), 0)::text`,
    })
    .from(list.table)
    .where(where);
  return {
    matched: Number(row.matched),
    summary: {
      count: Number(row.count),
      totalAmount: moneyNumber(row.totalAmount),
      pendingCount: Number(row.pendingCount),
      pendingAmount: moneyNumber(row.pendingAmount),
    },
  };
}
