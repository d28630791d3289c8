/**
 * Makes one backup file of the database and every upload (backup-manifest.ts) while the server
 * goes on working. Consistency: every table is read in one read-only transaction at REPEATABLE
 * READ, so the file holds the database as it was at one moment (a write committed meanwhile is
 * wholly in or wholly out); the upload store's files are set aside in that same transaction
 * (linked from the folder, read from the database store's rows in it, or fetched from the bucket).
 * An upload is never changed in place and removed only after the change that replaced it
 * committed (upload-store.ts), so every file the snapshot's rows name is still there while it is
 * held. The rows and files go to a work folder next to the backup, then into the archive with the
 * manifest first; the work folder is removed either way.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupProgress } from '@/contract/backups';
import type { DatabaseHandle, DbOrTx } from '../db/connection';
import { appliedMigrations } from '../db/migration-level';
import { SERVER_VERSION } from '../lib/app-files';
import type { UploadStore } from '../lib/uploads/upload-store';
import { writeArchive } from './backup-archive';
import { BACKUP_FORMAT, MANIFEST_ENTRY, tableEntryName, uploadEntryName, type BackupManifest } from './backup-manifest';
import { tablesInLoadOrder } from './database-tables';
import { readTableLines, useBackupTextSettings } from './table-rows';

export type BackupResult = {
  file: string;
  /** The backup file's size. */
  bytes: number;
  manifest: BackupManifest;
  /** Files in the upload store that are not the server's (named by hand in the folder): left out. */
  skippedFiles: string[];
};

export type BackupOptions = {
  database: DatabaseHandle;
  /** The uploads the backup holds, whichever store keeps them. */
  uploads: UploadStore;
  /** Where the backup goes (its folder is created). */
  file: string;
  onProgress?: (progress: BackupProgress) => void;
};


export async function createBackup({ database, uploads: uploadStore, file, onProgress = () => undefined }: BackupOptions): Promise<BackupResult> {
  await mkdir(path.dirname(file), { recursive: true });
  const workDir = await mkdtemp(path.join(path.dirname(file), '.backup-work-'));
  try {
    const snapshot = await database.db.transaction(
      async (tx) => {
        await useBackupTextSettings(tx);
        const migrations = await appliedMigrations(tx);
        const tables: BackupManifest['tables'] = [];
        const names = await tablesInLoadOrder(tx);
        for (const name of names) {
          onProgress({ stage: 'database', done: tables.length, total: names.length });
          tables.push({ name, ...(await writeTableFile(tx, name, path.join(workDir, tableEntryName(name)))) });
        }
        const uploads = await uploadStore.copyAllTo(path.join(workDir, 'uploads'), tx);
        return { migrations, tables, uploads };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const uploads: BackupManifest['uploads'] = [];
    for (const relativePath of [...snapshot.uploads.kept].sort()) uploads.push({ path: relativePath, ...(await fileDigest(path.join(workDir, uploadEntryName(relativePath)))) });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      product: 'school-mis',
      version: SERVER_VERSION,
      createdAt: new Date().toISOString(),
      engine: database.kind,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      uploads,
    };

    const archive = writeArchive(file);
    try {
      await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      const entries = [...manifest.tables.map((table) => tableEntryName(table.name)), ...manifest.uploads.map((upload) => uploadEntryName(upload.path))];
      for (const [index, entry] of entries.entries()) {
        onProgress({ stage: 'archive', done: index, total: entries.length });
        await archive.addFile(entry, path.join(workDir, entry));
      }
      await archive.finish();
    } catch (error) {
      await archive.discard();
      throw error;
    }
    return { file, bytes: (await stat(file)).size, manifest, skippedFiles: snapshot.uploads.skipped };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Writes a table's lines to a file; its row count and checksum. */
async function writeTableFile(tx: DbOrTx, table: string, target: string): Promise<{ rows: number; sha256: string }> {
  await mkdir(path.dirname(target), { recursive: true });
  const output = createWriteStream(target);
  const hash = createHash('sha256');
  let rows = 0;
  await readTableLines(tx, table, async (lines) => {
    const text = `${lines.join('\n')}\n`;
    hash.update(text);
    rows += lines.length;
    if (!output.write(text)) await once(output, 'drain');
  });
  output.end();
  await once(output, 'close');
  return { rows, sha256: hash.digest('hex') };
}

async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
