/**
 * Restores a backup file (backup-manifest.ts) into an empty database and data folder, on either
 * engine: an embedded backup restored into PostgreSQL is how a school moves to a server.
 * 1. The schema is built at the backup's own migration level (migration-level.ts), so its rows fit
 *    the tables exactly as they were.
 * 2. Every table is loaded in one transaction, parents first, with the tables' own triggers off
 *    (the audit trail and the attendance counts are restored as rows, not made again); then each
 *    table's row count and the checksum of its lines are compared with the manifest before the
 *    transaction commits, so a restore that does not match loads nothing.
 * 3. The migrations this version adds since the backup run.
 * 4. Uploads are written into the target's store (upload-store.ts: its folder, or its database
 *    once migrated) and read back against their checksums; the planner gets statistics.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbOrTx } from '../db/connection';
import { migrateToLevel, SHIPPED_MIGRATIONS } from '../db/migration-level';
import { analyzeAllTables } from '../db/planner-statistics';
import type { UploadStore } from '../lib/uploads/upload-store';
import { entryBytes, entryLines, readArchive, type ArchiveEntry } from './backup-archive';
import { backupManifestSchema, MANIFEST_ENTRY, tableEntryName, uploadEntryName, type BackupManifest } from './backup-manifest';
import { quoteIdentifier, resetSequences, tablesInLoadOrder, writableColumns } from './database-tables';
import { tableDigest, useBackupTextSettings } from './table-rows';

/** A restore that cannot go on (the file, its version, the target), for a reason its message tells the operator. */
export class RestoreRefusedError extends Error {}

/** Rows inserted per statement. */
const ROWS_PER_INSERT = 500;

export type RestoreOptions = {
  file: string;
  /** An empty database, opened without migrations (`migrated: true`). */
  database: DatabaseHandle;
  /** The store the uploads go to, on `database` when it is the database store. */
  uploads: UploadStore;
  onProgress?: (line: string) => void;
};

export async function restoreBackup({ file, database, uploads, onProgress = () => undefined }: RestoreOptions): Promise<BackupManifest> {
  const entries = readArchive(file);
  const nextEntry = async (expected: string): Promise<ArchiveEntry> => {
    const next = await entries.next();
    if (next.done || next.value.name !== expected) {
      throw new RestoreRefusedError(`The backup is incomplete or damaged: ${expected} is missing or out of place.`);
    }
    return next.value;
  };
  try {
    const manifest = await readManifest(await nextEntry(MANIFEST_ENTRY).catch(() => {
      throw new RestoreRefusedError('This file is not a School MIS backup (it has no manifest).');
    }));
    if (manifest.migrations > SHIPPED_MIGRATIONS) {
      throw new RestoreRefusedError(
        `This backup was made by a newer version of School MIS (${manifest.version}). Update School MIS, then restore it.`,
      );
    }
    onProgress(`Backup of ${manifest.createdAt} (version ${manifest.version}, ${manifest.engine})`);
    await migrateToLevel(database, manifest.migrations);

    await database.db.transaction(async (tx) => {
      await useBackupTextSettings(tx);
      const tables = await tablesInLoadOrder(tx);
      const expected = manifest.tables.map((table) => table.name);
      if ([...tables].sort().join() !== [...expected].sort().join()) {
        throw new RestoreRefusedError('The backup\'s tables do not match its migration level: the file is damaged.');
      }
      for (const table of tables) await tx.execute(sql.raw(`alter table ${quoteIdentifier(table)} disable trigger user`));
      for (const table of manifest.tables) {
        const loaded = await loadTable(tx, table.name, await nextEntry(tableEntryName(table.name)));
        onProgress(`  ${table.name}: ${loaded} rows`);
      }
      for (const table of manifest.tables) {
        const digest = await tableDigest(tx, table.name);
        if (digest.rows !== table.rows || digest.sha256 !== table.sha256) {
          const difference = digest.rows === table.rows ? 'its rows differ from their checksum' : `${digest.rows} rows, the backup says ${table.rows}`;
          throw new RestoreRefusedError(`Table ${table.name} does not match the backup after loading (${difference}): nothing was restored.`);
        }
      }
      await resetSequences(tx);
      for (const table of tables) await tx.execute(sql.raw(`alter table ${quoteIdentifier(table)} enable trigger user`));
    });
    onProgress(`Database restored and checked: ${manifest.tables.length} tables, ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows`);

    if (manifest.migrations < SHIPPED_MIGRATIONS) {
      onProgress(`Applying ${SHIPPED_MIGRATIONS - manifest.migrations} migrations made since the backup`);
      await migrateToLevel(database, SHIPPED_MIGRATIONS);
    }

    for (const upload of manifest.uploads) {
      const bytes = await entryBytes((await nextEntry(uploadEntryName(upload.path))).content);
      if (sha256(bytes) !== upload.sha256) throw new RestoreRefusedError(`The upload ${upload.path} in the backup is damaged (its checksum differs).`);
      await uploads.write(upload.path, bytes);
      const written = await uploads.read(upload.path);
      if (!written || sha256(written) !== upload.sha256) throw new Error(`The upload ${upload.path} could not be written back intact.`);
    }
    onProgress(`Uploads restored and checked: ${manifest.uploads.length} files`);
    await analyzeAllTables(database);
    return manifest;
  } finally {
    await entries.return(undefined);
  }
}

async function readManifest(entry: ArchiveEntry): Promise<BackupManifest> {
  let content: unknown;
  try {
    content = JSON.parse((await entryBytes(entry.content)).toString('utf8'));
  } catch {
    throw new RestoreRefusedError('The backup\'s manifest is not readable: the file is damaged.');
  }
  const parsed = backupManifestSchema.safeParse(content);
  if (!parsed.success) throw new RestoreRefusedError(`The backup's manifest is not one this version reads: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Inserts a table's lines, a statement per few hundred rows; how many rows. */
async function loadTable(tx: DbOrTx, table: string, entry: ArchiveEntry): Promise<number> {
  const columns = (await writableColumns(tx, table)).map(quoteIdentifier).join(', ');
  const target = quoteIdentifier(table);
  let rows = 0;
  for await (const lines of entryLines(entry.content, ROWS_PER_INSERT)) {
    await tx.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(target)}, ${`[${lines.join(',')}]`}::json)`,
    );
    rows += lines.length;
  }
  return rows;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
