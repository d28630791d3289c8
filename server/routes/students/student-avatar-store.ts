/**
 * The photo files on disk, under {DATA_DIR}/uploads. A file is written whole under a temporary
 * name and renamed into place, so a reader never sees half a photo; the database row is changed
 * afterwards by the route, and the file it replaced is removed only once that change committed.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from '../../lib/images/image-signature';
import { avatarRelativePath } from './student-avatar-path';

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

function absolutePath(dataDir: string, relativePath: string): string {
  return path.join(uploadsDirectory(dataDir), relativePath);
}

/** Writes the photo and returns its avatar_path value. */
export async function writeAvatarFile(dataDir: string, studentId: number, bytes: Buffer, kind: ImageKind): Promise<string> {
  const relativePath = avatarRelativePath(studentId, Date.now(), kind);
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
  return relativePath;
}

/** The photo's bytes, or null when the file is gone. */
export async function readAvatarFile(dataDir: string, relativePath: string): Promise<Buffer | null> {
  try {
    return await readFile(absolutePath(dataDir, relativePath));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes a photo file; one already gone is fine. */
export async function removeAvatarFile(dataDir: string, relativePath: string): Promise<void> {
  await rm(absolutePath(dataDir, relativePath), { force: true });
}
