/**
 * The four cards of the expense and payroll lists (spec §2.4: count, total amount, pending count,
 * pending amount) over every matching row, not only the page: `meta.summary` of both lists
 * (contract `financeListSummarySchema`).
 * Sums in SQL numeric, read as text, so they stay exact.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { moneyNumber, type FinanceListSummary } from '@/contract/finance';
import type { DbOrTx } from '../../db/connection';

export async function financeListSummary(
  db: DbOrTx,
  list: { table: PgTable; amount: PgColumn; status: PgColumn; pendingStatuses: readonly string[] },
  where: SQL | undefined,
): Promise<FinanceListSummary> {
  const pending = sql.join(
    list.pendingStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${list.amount}), 0)::text`,
      pendingCount: sql<number>`(count(*) filter (where ${list.status} in (${pending})))::int`,
      pendingAmount: sql<string>`coalesce(sum(${list.amount}) filter (where ${list.status} in (${pending})), 0)::text`,
    })
    .from(list.table)
    .where(where);
  return {
    count: Number(row.count),
    totalAmount: moneyNumber(row.totalAmount),
    pendingCount: Number(row.pendingCount),
    pendingAmount: moneyNumber(row.pendingAmount),
  };
}
