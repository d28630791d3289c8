/**
 * A fresh, migrated database for one test: in-memory PGlite by default, or a new uniquely named
 * database on the PostgreSQL server of TEST_DATABASE_URL (an admin URL), dropped on dispose.
 * It is a copy of the run's `migrated` snapshot when there is one (test-snapshots.ts), which
 * holds exactly what running the migrations on an empty database gives.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { openPostgresDatabase, openSnapshot } from './test-snapshots';

/** Opens a fresh, migrated database; `dispose` closes it (and drops it on PostgreSQL). */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  return (await openSnapshot('migrated')) ?? openMigratedDatabase();
}

/** Opens a new database and runs every migration on it (no snapshot). */
export async function openMigratedDatabase(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  return openPostgresDatabase(adminUrl, `test_${randomBytes(6).toString('hex')}`);
}
