/**
 * Where `npm run restore` writes: the PostgreSQL database of DATABASE_URL, or the embedded one in
 * DATA_DIR (locked for the restore, so a server cannot start on it meanwhile), and the upload
 * store UPLOAD_STORE names (the data folder's `uploads`, the database itself, or an S3 bucket).
 * The target must be empty; `--force` empties it first.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { queryRows } from '../lib/figures/stats-sql';
import { uploadsFolder } from '../lib/uploads/folder-upload-store';
import { createUploadStore, type UploadStore } from '../lib/uploads/upload-store';
import { RestoreRefusedError } from './restore-backup';

export type RestoreTarget = { database: DatabaseHandle; uploads: UploadStore; describe: string; close: () => Promise<void> };

export async function openRestoreTarget(config: AppConfig, force: boolean): Promise<RestoreTarget> {
  // The database store is emptied with its database; the folder and a bucket are checked on their own.
  const uploads = config.uploadStore === 'folder' ? uploadsFolder(config.dataDir) : null;
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2, migrated: true });
    const store = createUploadStore(config, database.db);
    try {
      const used = await postgresInUse(database);
      if (used && !force) {
        throw new RestoreRefusedError('The database of DATABASE_URL is not empty. Restore into an empty database, or add --force to replace what it holds.');
      }
      if (uploads && !force && (await hasFiles(uploads))) {
        throw new RestoreRefusedError(`The upload folder ${uploads} is not empty. Empty it, or add --force to replace what it holds.`);
      }
      await emptyBucketFirst(store, force);
      if (used) {
        await database.exec('drop schema if exists drizzle cascade');
        await database.exec('drop schema public cascade');
        await database.exec('create schema public');
      }
      if (uploads) await rm(uploads, { recursive: true, force: true });
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, uploads: store, describe: 'the PostgreSQL database of DATABASE_URL', close: () => database.close() };
  }

  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new RestoreRefusedError(`A School MIS server (pid ${error.pid}) is using ${config.dataDir}. Stop it before restoring.`);
    }
    throw error;
  }
  const databaseFolder = path.join(config.dataDir, 'pglite');
  try {
    if (((await hasFiles(databaseFolder)) || (uploads && (await hasFiles(uploads)))) && !force) {
      throw new RestoreRefusedError(
        `The data folder ${config.dataDir} already holds a database or uploads. Restore into an empty folder (set DATA_DIR), or add --force to replace them.`,
      );
    }
    await rm(databaseFolder, { recursive: true, force: true });
    if (uploads) await rm(uploads, { recursive: true, force: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseFolder, migrated: true });
    const store = createUploadStore(config, database.db);
    try {
      await emptyBucketFirst(store, force);
    } catch (error) {
      await database.close();
      throw error;
    }
    return {
      database,
      uploads: store,
      describe: `the embedded database in ${config.dataDir}`,
      close: async () => {
        await database.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** An S3 bucket (under S3_PREFIX) must hold no uploads either; `--force` removes them. */
async function emptyBucketFirst(store: UploadStore, force: boolean): Promise<void> {
  if (store.kind !== 's3') return;
  const held = await store.list('');
  if (held.length === 0) return;
  if (!force) {
    throw new RestoreRefusedError(`The S3 bucket already holds ${held.length} uploads. Use an empty bucket (or another S3_PREFIX), or add --force to replace them.`);
  }
  for (const uploadPath of held) await store.remove(uploadPath);
}

/** Whether the database holds any of the app's tables or the migrator's record. */
async function postgresInUse(database: DatabaseHandle): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return (row?.count ?? 0) > 0;
}

async function hasFiles(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
