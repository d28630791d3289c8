/**
 * A server that keeps uploads in the database (UPLOAD_STORE=database, the default with
 * DATABASE_URL) or a bucket (s3) takes in, at start, the files an earlier version left in its data folder's
 * `uploads`, so photos and documents uploaded before the change are still served. Files already
 * in the store are left as they are; the folder is left in place (the operator removes it once
 * content). Several servers starting at once write the same bytes under the same path: harmless.
 */
import { createFolderUploadStore } from './folder-upload-store';
import { UPLOAD_PATH } from './upload-path';
import type { UploadStore } from './upload-store';

/** How many files were taken in. */
export async function importFolderUploads(dataDir: string, store: UploadStore): Promise<number> {
  if (store.kind === 'folder') return 0;
  const folder = createFolderUploadStore(dataDir);
  const inFolder = (await folder.list('')).filter((uploadPath) => UPLOAD_PATH.test(uploadPath));
  if (inFolder.length === 0) return 0;
  const stored = new Set(await store.list(''));
  let imported = 0;
  for (const uploadPath of inFolder) {
    if (stored.has(uploadPath)) continue;
    const bytes = await folder.read(uploadPath);
    if (!bytes) continue;
    await store.write(uploadPath, bytes);
    imported += 1;
  }
  return imported;
}
