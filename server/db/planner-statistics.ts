/**
 * Planner statistics for the embedded database, which has no autovacuum to keep them fresh (and
 * forgets its activity counters when it closes). At start, only the tables that need it are
 * analysed: never analysed (a fresh seed, a new table) or grown by more than a tenth since (the
 * pages on disk against the pages the last ANALYZE saw). A full ANALYZE at every start was about
 * 1.1 of the 5 CPU-seconds a start on the demo school takes, re-reading tables that had not
 * changed. The daily maintenance still analyses every table.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';

/** Tables of the app's schema whose statistics are missing or a tenth behind their size. */
const STALE_TABLES = sql`
  select c.oid::regclass::text as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind in ('r', 'p')
    and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8)`;

/** Analyses the tables whose statistics are missing or stale; returns their names. */
export async function analyzeStaleTables(database: DatabaseHandle): Promise<string[]> {
  const result = await database.db.execute(STALE_TABLES);
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  // Names come from the catalogue as regclass text (quoted where needed).
  if (names.length > 0) await database.exec(`ANALYZE ${names.join(', ')}`);
  return names;
}

/** Every table: the daily maintenance of a long-running server. */
export async function analyzeAllTables(database: DatabaseHandle): Promise<void> {
  await database.exec('ANALYZE');
}
