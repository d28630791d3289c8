/**
 * `npm run backup -- [--out FILE]`: one backup file of the database and every upload
 * (backup-manifest.ts), by default into the backup folder (BACKUP_DIR, or DATA_DIR/backups).
 * On PostgreSQL (DATABASE_URL) it reads the database directly, servers running or not. On the
 * embedded database it asks the running server, which holds the data folder, to make it
 * (control-socket.ts), or opens the folder itself when no server runs.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BackupProgress } from '@/contract/backups';
import { backupFolder, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { createUploadStore } from '../lib/uploads/upload-store';
import { backupFileName } from './backup-service';
import { requestBackupFromServer, type ControlBackupResult } from './control-socket';
import { createBackup, type BackupResult } from './create-backup';

function printProgress(progress: BackupProgress): void {
  const what = progress.stage === 'database' ? 'Reading tables' : 'Writing the file';
  process.stdout.write(`  ${what}: ${progress.done}/${progress.total}\n`);
}

function summary(result: BackupResult): ControlBackupResult {
  return {
    file: result.file,
    bytes: result.bytes,
    tables: result.manifest.tables.length,
    rows: result.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    uploads: result.manifest.uploads.length,
  };
}

async function backUp(out: string | undefined): Promise<ControlBackupResult> {
  const config = loadConfig();
  const file = out ?? path.join(backupFolder(config), backupFileName(new Date()));
  let lastStage = '';
  // One line per stage and every tenth step, not one per table.
  const onProgress = (progress: BackupProgress) => {
    if (progress.stage !== lastStage || progress.done % 10 === 0) printProgress(progress);
    lastStage = progress.stage;
  };

  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2, migrated: true });
    try {
      return summary(await createBackup({ database, uploads: createUploadStore(config, database.db), file, onProgress }));
    } finally {
      await database.close();
    }
  }

  const fromServer = await requestBackupFromServer(config.dataDir, out, onProgress);
  if (fromServer) return fromServer;
  const databaseFolder = path.join(config.dataDir, 'pglite');
  try {
    await access(databaseFolder);
  } catch {
    throw new CommandError(`There is no database in ${config.dataDir} to back up (set DATA_DIR or DATABASE_URL).`);
  }
  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new CommandError(`The School MIS server (pid ${error.pid}) holds ${config.dataDir} but did not answer. Try again in a moment.`);
    }
    throw error;
  }
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: databaseFolder, migrated: true });
    try {
      return summary(await createBackup({ database, uploads: createUploadStore(config, database.db), file, onProgress }));
    } finally {
      await database.close();
    }
  } finally {
    await releaseLock();
  }
}

class CommandError extends Error {}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const result = await backUp(values.out ? path.resolve(values.out) : undefined);
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(`Backup written: ${result.file} (${megabytes} MB): ${result.tables} tables, ${result.rows} rows, ${result.uploads} uploads\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof CommandError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exitCode = 1;
}
