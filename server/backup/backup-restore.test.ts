import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { appliedMigrations, migrateToLevel, SHIPPED_MIGRATIONS } from '../db/migration-level';
import { seedDatabase } from '../db/seed';
import { queryRows } from '../lib/figures/stats-sql';
import { createUploadStore, type UploadStore } from '../lib/uploads/upload-store';
import { loginAs } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { startS3TestServer } from '../test-support/s3-test-server';
import { openPostgresDatabase, testUploadStore } from '../test-support/test-snapshots';
import { readArchive, entryBytes } from './backup-archive';
import { createBackup } from './create-backup';
import { tablesInLoadOrder } from './database-tables';
import { RestoreRefusedError, restoreBackup } from './restore-backup';
import { tableDigest, useBackupTextSettings } from './table-rows';

let source: TestApp;
let workDir: string;

beforeAll(async () => {
  source = await createTestApp();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'smis-backup-test-'));
});

afterAll(async () => {
  await source?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** An empty database of the engine under test (PostgreSQL with TEST_DATABASE_URL), not migrated. */
async function openEmptyDatabase(engine: 'test' | 'pglite' = 'test'): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && engine === 'test') {
    const name = `restore_${randomBytes(6).toString('hex')}`;
    const opened = await openPostgresDatabase(adminUrl, name, 'template0');
    return opened;
  }
  const database = await openDatabase({ kind: 'pglite', migrated: true });
  return { database, dispose: () => database.close() };
}

/**
 * A restore target's upload store, on `database`: the store tests use for the engine under test
 * (the database's own on PostgreSQL), or a new data folder's.
 */
async function uploadStoreOf(database: DatabaseHandle, kind = testUploadStore()): Promise<UploadStore> {
  return createUploadStore({ uploadStore: kind, dataDir: await mkdtemp(path.join(workDir, 'data-')) }, database.db);
}

/** Every table's row count and line checksum, as a backup computes them. */
async function digests(database: DatabaseHandle): Promise<Record<string, { rows: number; sha256: string }>> {
  return database.db.transaction(async (tx) => {
    await useBackupTextSettings(tx);
    const result: Record<string, { rows: number; sha256: string }> = {};
    for (const table of await tablesInLoadOrder(tx)) result[table] = await tableDigest(tx, table);
    return result;
  });
}

async function countRows(database: DatabaseHandle, statement: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(database.db, sql.raw(statement));
  return Number(row?.count);
}

describe('backup and restore', () => {
  it('restores every table\'s rows and every upload, equal, into an empty database and data folder', async () => {
    const file = path.join(workDir, 'whole.tar.gz');
    const backup = await createBackup({ database: source.database, uploads: source.app.uploads, file });
    expect(backup.manifest.migrations).toBe(SHIPPED_MIGRATIONS);
    expect(backup.manifest.uploads.length).toBeGreaterThan(0);
    expect(backup.manifest.tables.find((table) => table.name === 'students')?.rows).toBeGreaterThan(0);

    const target = await openEmptyDatabase();
    try {
      const uploads = await uploadStoreOf(target.database);
      const progress: string[] = [];
      await restoreBackup({ file, database: target.database, uploads, onProgress: (line) => progress.push(line) });
      expect(progress.join('\n')).toContain('Database restored and checked');

      expect(await digests(target.database)).toEqual(await digests(source.database));
      for (const upload of backup.manifest.uploads) {
        expect(await uploads.read(upload.path)).toEqual(await source.app.uploads.read(upload.path));
      }
      // The audit trail came back as it was, not doubled by the restore's own inserts.
      const auditRows = 'select count(*)::int as count from audit_logs';
      expect(await countRows(target.database, auditRows)).toBe(await countRows(source.database, auditRows));
      expect(await appliedMigrations(target.database.db)).toBe(SHIPPED_MIGRATIONS);

      // New rows get new ids (the sequences moved past the restored ones), and audit again.
      const [school] = await queryRows<{ id: number }>(target.database.db, sql`insert into schools (name) values ('Restored school') returning id`);
      expect(school!.id).toBeGreaterThan(await countRows(source.database, 'select max(id)::int as count from schools'));
      expect(await countRows(target.database, auditRows)).toBe((await countRows(source.database, auditRows)) + 1);
    } finally {
      await target.dispose();
    }
  }, 120_000);

  it('captures one moment while writes go on: every visitor registered is in the backup with its audit row, or neither', async () => {
    const { headers } = await loginAs(source.app, 'frontdesk');
    let writing = true;
    let written = 0;
    const refused: number[] = [];
    const writer = (async () => {
      while (writing) {
        const response = await source.app.inject({
          method: 'POST',
          url: '/api/customers',
          headers,
          payload: { name: `Load visitor ${written}`, phone: null },
        });
        if (response.statusCode === 201) written += 1;
        else refused.push(response.statusCode);
      }
    })();
    const file = path.join(workDir, 'under-load.tar.gz');
    let backup;
    try {
      // Some writes before the backup starts, and the backup starts while they go on.
      while (written < 5) await new Promise((resolve) => setTimeout(resolve, 5));
      backup = await createBackup({ database: source.database, uploads: source.app.uploads, file });
      const writtenDuringBackup = written;
      // A few more after it: they must not be in it.
      while (written < writtenDuringBackup + 5) await new Promise((resolve) => setTimeout(resolve, 5));
    } finally {
      writing = false;
      await writer;
    }
    expect(refused).toEqual([]);

    const target = await openEmptyDatabase();
    try {
      await restoreBackup({ file, database: target.database, uploads: await uploadStoreOf(target.database) });
      const visitors = await countRows(target.database, "select count(*)::int as count from customers where name like 'Load visitor %'");
      const audited = await countRows(
        target.database,
        "select count(*)::int as count from audit_logs where table_name = 'customers' and action = 'INSERT' and after->>'name' like 'Load visitor %'",
      );
      expect(visitors).toBeGreaterThanOrEqual(5);
      expect(visitors).toBeLessThan(written);
      expect(audited).toBe(visitors);
      expect(backup.manifest.tables.find((table) => table.name === 'customers')?.rows).toBe(
        await countRows(target.database, 'select count(*)::int as count from customers'),
      );
    } finally {
      await target.dispose();
    }
  }, 120_000);

  it('restores a backup made at an earlier migration level and then applies the migrations made since', async () => {
    const older = await openEmptyDatabase();
    const target = await openEmptyDatabase();
    try {
      // Before 0025 (0000-0024 applied).
      const level = 25;
      await migrateToLevel(older.database, level);
      await older.database.exec("insert into schools (name, dari_name) values ('Older school', 'مکتب قدیمی')");
      const file = path.join(workDir, 'older.tar.gz');
      const backup = await createBackup({ database: older.database, uploads: await uploadStoreOf(older.database, 'folder'), file });
      expect(backup.manifest.migrations).toBe(level);

      await restoreBackup({ file, database: target.database, uploads: await uploadStoreOf(target.database) });
      expect(await appliedMigrations(target.database.db)).toBe(SHIPPED_MIGRATIONS);
      // 0025 added local names to schools: the restored row has the new column, empty.
      const rows = await queryRows<{ name: string; dari_name: string; pashto_name: string | null }>(
        target.database.db,
        sql`select name, dari_name, pashto_name from schools`,
      );
      expect(rows).toEqual([{ name: 'Older school', dari_name: 'مکتب قدیمی', pashto_name: null }]);
    } finally {
      await older.dispose();
      await target.dispose();
    }
  }, 120_000);

  // The documented move of a growing school from the embedded database to a PostgreSQL server.
  // Seeding a whole demo school in PGlite took over 2 minutes once beside CI's other lanes (10-15 s alone).
  it.runIf(process.env.TEST_DATABASE_URL)('moves an embedded school to PostgreSQL: an embedded backup restores into it, equal', async () => {
    const embedded = await openDatabase({ kind: 'pglite' });
    const target = await openEmptyDatabase();
    try {
      const config = { ...source.config, dataDir: await mkdtemp(path.join(workDir, 'data-')), seed: 'demo' as const, uploadStore: 'folder' as const };
      await seedDatabase(embedded.db, config);
      const embeddedUploads = createUploadStore(config, embedded.db);
      const file = path.join(workDir, 'embedded.tar.gz');
      const backup = await createBackup({ database: embedded, uploads: embeddedUploads, file });
      expect(backup.manifest.engine).toBe('pglite');
      expect(backup.manifest.uploads.length).toBeGreaterThan(0);
      expect(target.database.kind).toBe('postgres');

      // Into PostgreSQL's own upload store (UPLOAD_STORE's default there).
      const uploads = await uploadStoreOf(target.database, 'database');
      await restoreBackup({ file, database: target.database, uploads });
      expect(await digests(target.database)).toEqual(await digests(embedded));
      expect(await uploads.list('')).toEqual(await embeddedUploads.list(''));
      for (const upload of backup.manifest.uploads) expect(await uploads.read(upload.path)).toEqual(await embeddedUploads.read(upload.path));
    } finally {
      await embedded.close();
      await target.dispose();
    }
  }, 300_000);

  it('holds the files of an S3 bucket and restores them into another store', async () => {
    const s3 = await startS3TestServer();
    const small = await openEmptyDatabase('pglite');
    const target = await openEmptyDatabase('pglite');
    try {
      await migrateToLevel(small.database, SHIPPED_MIGRATIONS);
      const bucket = createUploadStore({ uploadStore: 's3', dataDir: workDir, s3: s3.config }, small.database.db);
      await bucket.write('teachers/photos/teacher-1-100.png', Buffer.from('a photo in the bucket'));
      await bucket.write('messages/conversation-2/note-1.pdf', Buffer.from('%PDF-1.4 a note'));
      const file = path.join(workDir, 's3.tar.gz');
      const backup = await createBackup({ database: small.database, uploads: bucket, file });
      expect(backup.manifest.uploads.map((upload) => upload.path)).toEqual(['messages/conversation-2/note-1.pdf', 'teachers/photos/teacher-1-100.png']);

      const uploads = await uploadStoreOf(target.database, 'folder');
      await restoreBackup({ file, database: target.database, uploads });
      expect(await uploads.list('')).toEqual(await bucket.list(''));
      expect((await uploads.read('teachers/photos/teacher-1-100.png'))?.toString()).toBe('a photo in the bucket');
    } finally {
      await small.dispose();
      await target.dispose();
      await s3.close();
    }
  }, 120_000);

  it('refuses a damaged backup and one from a newer version, and restores nothing', async () => {
    const file = path.join(workDir, 'small.tar.gz');
    const small = await openEmptyDatabase('pglite');
    try {
      await migrateToLevel(small.database, SHIPPED_MIGRATIONS);
      await small.database.exec("insert into schools (name) values ('Small school')");
      await createBackup({ database: small.database, uploads: await uploadStoreOf(small.database, 'folder'), file });
    } finally {
      await small.dispose();
    }
    const archive = gunzipSync(await readFile(file));

    const tampered = Buffer.from(archive);
    const at = tampered.indexOf('Small school');
    tampered.write('Smell', at);
    await writeFile(path.join(workDir, 'tampered.tar.gz'), gzipSync(tampered));

    const manifestEntry = await firstEntryText(file);
    const newer = Buffer.from(archive.toString('latin1').replace(`"migrations": ${SHIPPED_MIGRATIONS},`, `"migrations": ${SHIPPED_MIGRATIONS + 1},`), 'latin1');
    expect(manifestEntry).toContain(`"migrations": ${SHIPPED_MIGRATIONS},`);
    await writeFile(path.join(workDir, 'newer.tar.gz'), gzipSync(newer));
    await writeFile(path.join(workDir, 'not-a-backup.tar.gz'), 'hello');

    const cases = [
      ['tampered.tar.gz', /does not match the backup after loading \(its rows differ from their checksum\): nothing was restored/],
      ['newer.tar.gz', /made by a newer version of School MIS/],
      ['not-a-backup.tar.gz', /not a School MIS backup/],
    ] as const;
    for (const [name, message] of cases) {
      const target = await openEmptyDatabase();
      try {
        const restoring = restoreBackup({ file: path.join(workDir, name), database: target.database, uploads: await uploadStoreOf(target.database, 'folder') });
        await expect(restoring).rejects.toThrow(RestoreRefusedError);
        await expect(restoring).rejects.toThrow(message);
        const tables = await queryRows<{ count: number }>(target.database.db, sql`select count(*)::int as count from pg_tables where schemaname = 'public'`);
        // The schema may have been built at the backup's level, but no row was loaded.
        if (tables[0]!.count > 0) expect(await countRows(target.database, 'select count(*)::int as count from schools')).toBe(0);
      } finally {
        await target.dispose();
      }
    }
  }, 120_000);
});

async function firstEntryText(file: string): Promise<string> {
  for await (const entry of readArchive(file)) return (await entryBytes(entry.content)).toString('utf8');
  return '';
}
