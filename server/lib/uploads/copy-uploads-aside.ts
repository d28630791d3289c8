/**
 * A backup's copy of the stores that read each file's bytes (the database's and S3's
 * `copyAllTo`, upload-store.ts): one file at a time into `folder` under its path, as a school's
 * files together may not fit in memory. Paths the server does not make are skipped and named; a
 * file gone since the listing is left out.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_PATH } from './upload-path';

export async function copyUploadsAside(
  paths: readonly string[],
  read: (uploadPath: string) => Promise<Buffer | null>,
  folder: string,
): Promise<{ kept: string[]; skipped: string[] }> {
  const kept: string[] = [];
  const skipped: string[] = [];
  for (const uploadPath of paths) {
    if (!UPLOAD_PATH.test(uploadPath)) {
      skipped.push(uploadPath);
      continue;
    }
    const bytes = await read(uploadPath);
    if (!bytes) continue;
    const copy = path.join(folder, uploadPath);
    await mkdir(path.dirname(copy), { recursive: true });
    await writeFile(copy, bytes);
    kept.push(uploadPath);
  }
  return { kept, skipped };
}
