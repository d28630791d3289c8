/**
 * Uploaded files on disk, under {DATA_DIR}/uploads (students' photos, teachers' photos and
 * documents). A file is written whole under a temporary name and renamed into place, so a reader
 * never sees half a file; routes change the database row afterwards and remove a replaced file
 * only once that change committed. Relative paths come from each area's own path builders, never
 * from the client.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

function absolutePath(dataDir: string, relativePath: string): string {
  return path.join(uploadsFolder(dataDir), relativePath);
}

export async function writeUploadFile(dataDir: string, relativePath: string, bytes: Buffer): Promise<void> {
  const target = absolutePath(dataDir, relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The file's bytes, or null when it is gone. */
export async function readUploadFile(dataDir: string, relativePath: string): Promise<Buffer | null> {
  try {
    return await readFile(absolutePath(dataDir, relativePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a file; one already gone is fine. */
export async function removeUploadFile(dataDir: string, relativePath: string): Promise<void> {
  await rm(absolutePath(dataDir, relativePath), { force: true });
}

/**
 * Removes a file that a committed change no longer refers to. A failure is only logged: the
 * change stands and at worst an unused file stays behind.
 */
export async function removeUnusedUploadFile(
  dataDir: string,
  relativePath: string,
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  try {
    await removeUploadFile(dataDir, relativePath);
  } catch (error) {
    log.warn({ err: error, file: relativePath }, 'could not remove a replaced upload');
  }
}
