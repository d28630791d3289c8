/**
 * Counts of customers per value of one column (type, source, status, ...). Every known value of
 * the enumeration is listed, with 0 when no customer has it, in the enumeration's order; values
 * outside it (older data) follow, and "not given" (null) comes last.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connection';
import { customers } from '../../db/schema';
import type { CountItem } from '@/contract/customer-extras';

export function withKnownValues<T extends { value: string | null }>(rows: readonly T[], known: readonly string[], empty: (value: string) => T): T[] {
  const byValue = new Map(rows.map((row) => [row.value, row]));
  const listed = known.map((value) => byValue.get(value) ?? empty(value));
  const others = rows
    .filter((row) => row.value !== null && !known.includes(row.value))
    .sort((a, b) => String(a.value).localeCompare(String(b.value)));
  const unset = rows.filter((row) => row.value === null);
  return [...listed, ...others, ...unset];
}

export async function countByColumn(db: DbOrTx, column: PgColumn, where: SQL | undefined, known: readonly string[]): Promise<CountItem[]> {
  const rows = await db
    .select({ value: column, count: count() })
    .from(customers)
    .where(where)
    .groupBy(column);
  const items = rows.map((row) => ({ value: row.value as string | null, count: Number(row.count) }));
  return withKnownValues(items, known, (value) => ({ value, count: 0 }));
}
