/**
 * The upload store of a group of servers (upload-store.ts): files as rows of `stored_uploads`
 * (server/db/tables/uploads.ts) on the one PostgreSQL they share, so a photo uploaded through one
 * server is served by every other. A row is written whole in its statement; a backup reads the
 * rows in its own transaction, so it holds exactly the files its snapshot's rows name.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { storedUploads } from '../../db/schema';
import { UPLOAD_PATH } from './upload-path';
import type { UploadStore } from './upload-store';

/** `prefix` as a LIKE pattern matching itself only, then anything. */
function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createDatabaseUploadStore(db: DbOrTx): UploadStore {
  // Sorted as the folder store sorts (code units), not by the database's collation.
  const list = async (within: DbOrTx, prefix: string) =>
    (await within.select({ path: storedUploads.path }).from(storedUploads).where(like(storedUploads.path, startsWith(prefix)))).map((row) => row.path).sort();
  return {
    kind: 'database',
    write: async (uploadPath, bytes) => {
      await db
        .insert(storedUploads)
        .values({ path: uploadPath, bytes, byteSize: bytes.length })
        .onConflictDoUpdate({ target: storedUploads.path, set: { bytes, byteSize: bytes.length, createdAt: new Date() } });
    },
    read: async (uploadPath) => {
      const [row] = await db.select({ bytes: storedUploads.bytes }).from(storedUploads).where(eq(storedUploads.path, uploadPath));
      return row?.bytes ?? null;
    },
    remove: async (uploadPath) => {
      await db.delete(storedUploads).where(eq(storedUploads.path, uploadPath));
    },
    list: (prefix) => list(db, prefix),
    // One row at a time: a school's files together may not fit in memory.
    copyAllTo: async (folder, tx) => {
      const kept: string[] = [];
      const skipped: string[] = [];
      for (const uploadPath of await list(tx, '')) {
        if (!UPLOAD_PATH.test(uploadPath)) {
          skipped.push(uploadPath);
          continue;
        }
        const [row] = await tx.select({ bytes: storedUploads.bytes }).from(storedUploads).where(eq(storedUploads.path, uploadPath));
        const copy = path.join(folder, uploadPath);
        await mkdir(path.dirname(copy), { recursive: true });
        await writeFile(copy, row.bytes);
        kept.push(uploadPath);
      }
      return { kept, skipped };
    },
  };
}
