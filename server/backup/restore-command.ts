/**
 * `npm run restore -- FILE [--force]`: restores a backup (restore-backup.ts) into the PostgreSQL
 * database of DATABASE_URL or the embedded one in DATA_DIR, which must be empty (`--force`
 * replaces what they hold). Restoring an embedded school's backup with DATABASE_URL set is how it
 * moves to a PostgreSQL server (README "Moving to PostgreSQL").
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { RestoreRefusedError, restoreBackup } from './restore-backup';
import { openRestoreTarget } from './restore-target';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });

async function restore(): Promise<void> {
  if (positionals.length !== 1) throw new RestoreRefusedError('Usage: npm run restore -- FILE [--force]');
  const file = path.resolve(positionals[0]!);
  await access(file).catch(() => {
    throw new RestoreRefusedError(`There is no file ${file}.`);
  });
  const config = loadConfig();
  const target = await openRestoreTarget(config, values.force);
  try {
    process.stdout.write(`Restoring ${file} into ${target.describe}\n`);
    await restoreBackup({ file, database: target.database, uploads: target.uploads, onProgress: (line) => process.stdout.write(`${line}\n`) });
  } finally {
    await target.close();
  }
  process.stdout.write('Restored. Start the server with npm start.\n');
}

try {
  await restore();
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof RestoreRefusedError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exitCode = 1;
}
