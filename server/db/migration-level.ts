/**
 * A database's migration level: how many of the migrations this version ships (Drizzle's journal
 * beside them) it has applied. Readiness compares the two (GET /api/ready); a backup records its
 * level, and a restore first builds the schema at exactly that level, loads the rows, then applies
 * the rest (server/backup/restore-backup.ts).
 */
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../lib/app-files';
import { migrateDatabase, type DatabaseHandle, type DbOrTx } from './connection';

type MigrationJournal = { entries: { tag: string }[] };

const JOURNAL_FILE = path.join('meta', '_journal.json');

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, JOURNAL_FILE), 'utf8')) as MigrationJournal;

/** The migrations this version ships. */
export const SHIPPED_MIGRATIONS: number = journal.entries.length;

/** How many migrations the database has applied (the table Drizzle's migrator keeps; none yet: 0). */
export async function appliedMigrations(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    select case when to_regclass('drizzle.__drizzle_migrations') is null then 0
      else (select count(*)::int from drizzle.__drizzle_migrations) end as applied`);
  const [row] = (result as unknown as { rows: { applied: number }[] }).rows;
  return row?.applied ?? 0;
}

/**
 * Applies the shipped migrations up to `level` (the first `level` of them), through Drizzle's
 * migrator given a folder that holds only those, so its own record is the one a full run keeps.
 */
export async function migrateToLevel(database: DatabaseHandle, level: number): Promise<void> {
  if (!Number.isInteger(level) || level < 0 || level > SHIPPED_MIGRATIONS) {
    throw new Error(`Migration level ${level} is not one this version knows (0-${SHIPPED_MIGRATIONS})`);
  }
  if (level === SHIPPED_MIGRATIONS) return migrateDatabase(database);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'school-mis-migrations-'));
  try {
    const entries = journal.entries.slice(0, level);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, JOURNAL_FILE), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrateDatabase(database, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
