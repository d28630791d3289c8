/**
 * The database's tables as a backup sees them, read from the catalog so a table a later migration
 * adds is covered without a list to keep: every table of the `public` schema but two (below),
 * parents before the tables that refer to them (the order a restore loads them in), and the
 * columns a restore writes.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { rateLimitCounters, storedUploads } from '../db/schema';
import { queryRows } from '../lib/figures/stats-sql';

/** The app's tables, each after every table its foreign keys point to. */
/**
 * Tables a backup leaves out: the database upload store's (a backup holds its files as uploads,
 * whatever the store) and the rate limits' counters (no record, and UNLOGGED).
 */
const NOT_BACKED_UP = [getTableName(storedUploads), getTableName(rateLimitCounters)];

export async function tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in (${sql.join(NOT_BACKED_UP.map((name) => sql`${name}`), sql`, `)}) order by tablename collate "C"`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`,
  );
  return orderParentsFirst(
    tables.map((table) => table.name),
    references,
  );
}

/** A topological order (ties by name); a cycle of foreign keys cannot be loaded table by table. */
export function orderParentsFirst(names: string[], references: { child: string; parent: string }[]): string[] {
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...parentsOf.get(name)!].every((parent) => placed.has(parent)));
    if (ready.length === 0) {
      const stuck = names.filter((name) => !placed.has(name));
      throw new Error(`The foreign keys between ${stuck.join(', ')} form a cycle: they cannot be restored table by table`);
    }
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

/** The columns a restore writes: all but generated ones, which the database computes again. */
export async function writableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Moves every column's sequence (serial ids) past the largest id restored, so new rows get new ids. */
export async function resetSequences(db: DbOrTx): Promise<void> {
  const owned = await queryRows<{ table: string; column: string }>(
    db,
    sql`select t.relname as table, a.attname as column
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where t.relnamespace = 'public'::regnamespace and d.deptype in ('a', 'i')`,
  );
  for (const { table, column } of owned) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoteIdentifier(table)}', '${column.replaceAll("'", "''")}'), ` +
          `coalesce(max(${quoteIdentifier(column)}), 0) + 1, false) from ${quoteIdentifier(table)}`,
      ),
    );
  }
}

/** A name from the catalog as an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
