/**
 * The health checks' questions to the database: does it answer a trivial statement, and how many
 * migrations has it applied (Drizzle's own record of them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { MIGRATIONS_FOLDER } from '../../lib/app-files';
import { queryRows } from '../../lib/figures/stats-sql';

export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The migrations this version ships (Drizzle's journal beside them). */
export const SHIPPED_MIGRATIONS: number = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** How many migrations the database has applied (the table Drizzle's migrator keeps). */
export async function appliedMigrations(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return row?.applied ?? 0;
}
