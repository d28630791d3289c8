/**
 * A table's rows as a backup holds them: one JSON object per line (`row_to_json`, so every type
 * travels as the text PostgreSQL itself reads back), sorted by that text in byte order. The same
 * rows therefore give the same lines on PGlite and on a PostgreSQL server, whatever its collation
 * or time zone, which is what lets a restore prove, by the lines' checksum, that it loaded exactly
 * what was backed up.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { quoteIdentifier } from './database-tables';

/** Rows fetched per round trip while reading a table. */
const ROWS_PER_FETCH = 1000;

/**
 * Settings that fix how values are written as text (time stamps in UTC, ISO dates, exact floats);
 * set for the transaction that reads or loads rows.
 */
export async function useBackupTextSettings(tx: DbOrTx): Promise<void> {
  await tx.execute(sql.raw("set local timezone = 'UTC'"));
  await tx.execute(sql.raw("set local datestyle = 'ISO, YMD'"));
  await tx.execute(sql.raw("set local intervalstyle = 'postgres'"));
  await tx.execute(sql.raw('set local extra_float_digits = 1'));
}

/** Calls `onLines` with the table's lines in order, a fetch at a time (in a transaction). */
export async function readTableLines(tx: DbOrTx, table: string, onLines: (lines: string[]) => Promise<void> | void): Promise<void> {
  const cursor = 'backup_table_rows';
  await tx.execute(
    sql.raw(`declare ${cursor} no scroll cursor for select line from (select row_to_json(t)::text as line from ${quoteIdentifier(table)} t) rows order by line collate "C"`),
  );
  for (;;) {
    const result = await tx.execute(sql.raw(`fetch ${ROWS_PER_FETCH} from ${cursor}`));
    const rows = (result as unknown as { rows: { line: string }[] }).rows;
    if (rows.length === 0) break;
    await onLines(rows.map((row) => row.line));
  }
  // On a failure the transaction's end closes it.
  await tx.execute(sql.raw(`close ${cursor}`));
}

/** A table's row count and the checksum of its lines (each followed by a newline), as a backup file holds them. */
export async function tableDigest(tx: DbOrTx, table: string): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  await readTableLines(tx, table, (lines) => {
    for (const line of lines) hash.update(`${line}\n`);
    rows += lines.length;
  });
  return { rows, sha256: hash.digest('hex') };
}
