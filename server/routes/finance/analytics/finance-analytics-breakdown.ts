/**
 * A breakdown for the finance analytics: how many rows and their exact sum (SQL numeric) per
 * value of one column (status, method, type, category), largest amount first.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { moneyNumber } from '@/contract/finance';
import type { AnalyticsBreakdownItem } from '@/contract/finance-analytics';
import type { DbOrTx } from '../../../db/connection';

export type BreakdownSource = { table: PgTable; key: PgColumn; amount: PgColumn };

export async function readBreakdown(db: DbOrTx, source: BreakdownSource, where: SQL | undefined): Promise<AnalyticsBreakdownItem[]> {
  const total = sql`coalesce(sum(${source.amount}), 0)`;
  const rows = await db
    .select({ key: sql<string>`${source.key}`, count: sql<number>`count(*)::int`, amount: sql<string>`${total}::text` })
    .from(source.table)
    .where(where)
    .groupBy(source.key)
    .orderBy(sql`${total} desc`, source.key);
  return rows.map((row) => ({ key: row.key, count: Number(row.count), amount: moneyNumber(row.amount) }));
}
