/**
 * The upload store of a group of servers (upload-store.ts): files as rows of `stored_uploads`
 * (server/db/tables/uploads.ts) on the one PostgreSQL they share, so a photo uploaded through one
 * server is served by every other. A row is written whole in its statement; a backup reads the
 * rows in its own transaction, so it holds exactly the files its snapshot's rows name.
 */
import { eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { storedUploads } from '../../db/schema';
import { copyUploadsAside } from './copy-uploads-aside';
import type { UploadStore } from './upload-store';

/** `prefix` as a LIKE pattern matching itself only, then anything. */
function startsWith(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createDatabaseUploadStore(db: DbOrTx): UploadStore {
  // Sorted as the folder store sorts (code units), not by the database's collation.
  const list = async (within: DbOrTx, prefix: string) =>
    (await within.select({ path: storedUploads.path }).from(storedUploads).where(like(storedUploads.path, startsWith(prefix)))).map((row) => row.path).sort();
  const readIn = async (within: DbOrTx, uploadPath: string) => {
    const [row] = await within.select({ bytes: storedUploads.bytes }).from(storedUploads).where(eq(storedUploads.path, uploadPath));
    return row?.bytes ?? null;
  };
  return {
    kind: 'database',
    write: async (uploadPath, bytes) => {
      await db
        .insert(storedUploads)
        .values({ path: uploadPath, bytes, byteSize: bytes.length })
        .onConflictDoUpdate({ target: storedUploads.path, set: { bytes, byteSize: bytes.length, createdAt: new Date() } });
    },
    read: (uploadPath) => readIn(db, uploadPath),
    remove: async (uploadPath) => {
      await db.delete(storedUploads).where(eq(storedUploads.path, uploadPath));
    },
    list: (prefix) => list(db, prefix),
    copyAllTo: async (folder, tx) => copyUploadsAside(await list(tx, ''), (uploadPath) => readIn(tx, uploadPath), folder),
  };
}
