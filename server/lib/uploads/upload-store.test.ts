/**
 * Every upload store keeps the same promises (upload-store.ts): written whole, read back,
 * replaced, removed (twice is fine), listed by prefix (a LIKE wildcard in it is a plain
 * character), and copied aside for a backup as its transaction sees them. The S3 store runs
 * against a local S3-compatible server (s3-test-server.ts); a PostgreSQL server copies its old
 * folder's files into the database store.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server';
import { openTestDatabase } from '../../test-support/test-database';
import { uploadsFolder } from './folder-upload-store';
import { importFolderUploads } from './import-folder-uploads';
import { createUploadStore } from './upload-store';
import { UPLOAD_STORE_KINDS } from './upload-store-kind';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let workDir: string;
let s3: S3TestServer;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  workDir = await mkdtemp(path.join(os.tmpdir(), 'smis-upload-store-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  await dispose?.();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe.each(UPLOAD_STORE_KINDS)('the %s upload store', (kind) => {
  it('writes, reads, replaces, lists by prefix and removes', async () => {
    const dataDir = await mkdtemp(path.join(workDir, `${kind}-`));
    const store = createUploadStore({ uploadStore: kind, dataDir, s3: s3.config }, database.db);
    const photo = Buffer.from([0xff, 0xd8, 0x00, 0x01, 0xfe]);
    expect(await store.read(`${kind}/avatars/student-1-a.jpg`)).toBeNull();

    await store.write(`${kind}/avatars/student-1-a.jpg`, photo);
    await store.write(`${kind}/avatars/student-12-b.jpg`, Buffer.from('second'));
    await store.write(`${kind}/avatarsX/student-1-c.jpg`, Buffer.from('elsewhere'));
    expect(await store.read(`${kind}/avatars/student-1-a.jpg`)).toEqual(photo);
    expect(await store.list(`${kind}/avatars/`)).toEqual([`${kind}/avatars/student-1-a.jpg`, `${kind}/avatars/student-12-b.jpg`]);
    // `_` is a LIKE wildcard; in a prefix it is only itself.
    expect(await store.list(`${kind}/avatars/student_1`)).toEqual([]);

    await store.write(`${kind}/avatars/student-1-a.jpg`, Buffer.from('replaced'));
    expect((await store.read(`${kind}/avatars/student-1-a.jpg`))?.toString()).toBe('replaced');

    await store.remove(`${kind}/avatars/student-1-a.jpg`);
    await store.remove(`${kind}/avatars/student-1-a.jpg`);
    expect(await store.read(`${kind}/avatars/student-1-a.jpg`)).toBeNull();
    expect(await store.list(`${kind}/`)).toEqual([`${kind}/avatars/student-12-b.jpg`, `${kind}/avatarsX/student-1-c.jpg`]);
  });

  it('copies every file aside for a backup, within its transaction, and names what is not the server\'s', async () => {
    const dataDir = await mkdtemp(path.join(workDir, `${kind}-`));
    const store = createUploadStore({ uploadStore: kind, dataDir, s3: s3.config }, database.db);
    for (const stale of await store.list('')) await store.remove(stale);
    await store.write('teachers/photos/teacher-3-a.png', Buffer.from('photo'));
    if (kind === 'folder') await writeFile(path.join(uploadsFolder(dataDir), '.notes'), 'by hand');
    else await store.write('_outside/.notes', Buffer.from('not a path the server makes'));

    const target = await mkdtemp(path.join(workDir, 'copy-'));
    const copied = await database.db.transaction((tx) => store.copyAllTo(target, tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
    expect(copied.kept).toEqual(['teachers/photos/teacher-3-a.png']);
    expect(copied.skipped).toEqual([kind === 'folder' ? '.notes' : '_outside/.notes']);
    expect((await readFile(path.join(target, 'teachers/photos/teacher-3-a.png'))).toString()).toBe('photo');
    if (kind !== 'folder') await store.remove('_outside/.notes');
  });
});

describe('importFolderUploads', () => {
  it('takes the data folder\'s files into the database store once, leaving those it has', async () => {
    const dataDir = await mkdtemp(path.join(workDir, 'import-'));
    const folder = createUploadStore({ uploadStore: 'folder', dataDir }, database.db);
    const store = createUploadStore({ uploadStore: 'database', dataDir }, database.db);
    await folder.write('import/avatars/student-1-a.jpg', Buffer.from('from the folder'));
    await folder.write('import/avatars/student-2-b.jpg', Buffer.from('folder copy'));
    await store.write('import/avatars/student-2-b.jpg', Buffer.from('already in the store'));

    expect(await importFolderUploads(dataDir, folder)).toBe(0);
    expect(await importFolderUploads(dataDir, store)).toBe(1);
    expect((await store.read('import/avatars/student-1-a.jpg'))?.toString()).toBe('from the folder');
    expect((await store.read('import/avatars/student-2-b.jpg'))?.toString()).toBe('already in the store');
    expect(await importFolderUploads(dataDir, store)).toBe(0);
    for (const stored of await store.list('import/')) await store.remove(stored);
  });
});
