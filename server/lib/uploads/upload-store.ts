/**
 * Where uploaded files live (students' and teachers' photos, documents, message attachments): one
 * interface, three stores. `folder` keeps them under {DATA_DIR}/uploads (folder-upload-store.ts:
 * one office PC); `database` keeps them in the database's `stored_uploads` table
 * (database-upload-store.ts), so every server of a group on one PostgreSQL sees the same files;
 * `s3` in an S3-compatible bucket (s3-upload-store.ts), for a group whose files outgrow its
 * database. UPLOAD_STORE chooses; the default is `database` with DATABASE_URL and `folder` without.
 *
 * Paths come from each area's own path builders, never from the client. A file is never changed
 * in place: a replacement gets a new path, and routes change the database row afterwards and
 * remove the replaced file only once that change committed. A backup relies on that
 * (server/backup/create-backup.ts).
 */
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/connection';
import { createDatabaseUploadStore } from './database-upload-store';
import { createFolderUploadStore } from './folder-upload-store';
import { createS3UploadStore } from './s3-upload-store';
import type { UploadStoreKind } from './upload-store-kind';


export type UploadStore = {
  kind: UploadStoreKind;
  /** Stores a file whole (a reader never sees half of it); one of the same path is replaced. */
  write: (path: string, bytes: Buffer) => Promise<void>;
  /** The file's bytes, or null when it is gone. */
  read: (path: string) => Promise<Buffer | null>;
  /** Removes a file; one already gone is fine. */
  remove: (path: string) => Promise<void>;
  /** Every stored path starting with `prefix` (all with ''), sorted. */
  list: (prefix: string) => Promise<string[]>;
  /**
   * Copies every file into `folder` under its path, as the backup's transaction `tx` sees the
   * store; paths that are not the server's (named by hand in the folder) are skipped and named.
   */
  copyAllTo: (folder: string, tx: DbOrTx) => Promise<{ kept: string[]; skipped: string[] }>;
};

/** The store the configuration names, on `db` (a transaction's, for the seed). */
export function createUploadStore(config: Pick<AppConfig, 'dataDir' | 'uploadStore' | 's3'>, db: DbOrTx): UploadStore {
  if (config.uploadStore === 'database') return createDatabaseUploadStore(db);
  if (config.uploadStore === 's3') {
    if (!config.s3) throw new Error('UPLOAD_STORE=s3 needs S3_BUCKET');
    return createS3UploadStore(config.s3);
  }
  return createFolderUploadStore(config.dataDir);
}

/**
 * Removes a file that a committed change no longer refers to. A failure is only logged: the
 * change stands and at worst an unused file stays behind.
 */
export async function removeUnusedUpload(
  store: UploadStore,
  path: string,
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  try {
    await store.remove(path);
  } catch (error) {
    log.warn({ err: error, file: path }, 'could not remove a replaced upload');
  }
}
