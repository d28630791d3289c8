/**
 * What every ledger list shares: the status filter (a canonical status or one of the spec's words
 * completed/pending/cancelled, standing for a group), the text search, and `meta` with the count
 * and the exact sums over every matching row, not only the page. Sums are SQL numeric read back
 * as text, so they stay exact.
 */
import { inArray, or, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { STATUS_FILTER_ALIASES, moneyNumber, type StatusFilterAlias } from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { likePattern } from '../../../lib/lookup-query';
import { paginationMeta } from '../../../lib/pagination';

/** The condition of a status filter, with the spec's words standing for their canonical group. */
export function statusCondition(column: PgColumn, filter: string | undefined, aliases: Record<StatusFilterAlias, readonly string[]>): SQL | undefined {
  if (!filter) return undefined;
  const statuses = (STATUS_FILTER_ALIASES as readonly string[]).includes(filter) ? aliases[filter as StatusFilterAlias] : [filter];
  return inArray(column, [...statuses]);
}

/** Case-insensitive substring search over the columns (`%` and `_` match themselves). */
export function searchCondition(search: string | undefined, columns: readonly PgColumn[]): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export type LedgerTotals<K extends string> = { total: number; totalAmount: number } & Record<K, number>;

/**
 * Count and sum(amount) over `where`, plus named extra sums (SQL numeric aggregate expressions,
 * e.g. `sum(amount) filter (where kind = 'INCOME')`).
 */
export async function ledgerTotals<K extends string = never>(
  db: DbOrTx,
  table: PgTable,
  amount: PgColumn,
  where: SQL | undefined,
  extraSums: Record<K, SQL> = {} as Record<K, SQL>,
): Promise<LedgerTotals<K>> {
  const extras = Object.fromEntries(Object.entries<SQL>(extraSums).map(([name, sum]) => [name, sql<string>`coalesce(${sum}, 0)::text`]));
  const [row] = (await db
    .select({ total: sql<number>`count(*)::int`, totalAmount: sql<string>`coalesce(sum(${amount}), 0)::text`, ...extras })
    .from(table)
    .where(where)) as Record<string, string | number>[];
  const sums = Object.fromEntries(Object.keys(extraSums).map((name) => [name, moneyNumber(String(row[name]))]));
  return { total: Number(row.total), totalAmount: moneyNumber(String(row.totalAmount)), ...sums } as LedgerTotals<K>;
}

/** `meta` of a ledger list: the totals and the pagination. */
export function ledgerListMeta<K extends string>(totals: LedgerTotals<K>, page: number, limit: number) {
  return { ...totals, pagination: paginationMeta(page, limit, totals.total) };
}
