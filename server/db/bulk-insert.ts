/**
 * Inserts many rows in one statement with a single JSON parameter
 * (INSERT … SELECT … FROM json_populate_recordset). Drizzle's multi-row VALUES builds one bound
 * parameter per cell, which costs about 1 ms a row on PGlite for a wide table; this is several
 * times faster. Only the columns the rows carry are inserted (the others take their defaults), so
 * give every row the same keys: a key missing from one row inserts null there.
 * For seeds and benchmarks; the API writes through the repositories.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './connection';

export async function bulkInsert<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(columns).filter((key) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const records = rows.map((row) =>
    Object.fromEntries(keys.map((key) => [columns[key].name, (row as Record<string, unknown>)[key] ?? null])),
  );
  const list = sql.join(names, sql`, `);
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(records)}::json)`,
  );
}

/**
 * Runs a bulk load with the table's secondary indexes dropped and builds them again afterwards
 * (one index build is much faster than row-by-row GIN maintenance). Primary keys and unique
 * constraints stay. For empty or scratch databases only: the table is unindexed meanwhile.
 */
export async function withIndexesRebuilt<T>(db: DbOrTx, tableName: string, load: () => Promise<T>): Promise<T> {
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${tableName}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const indexes = (result as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  const value = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return value;
}
