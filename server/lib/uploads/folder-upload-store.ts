/**
 * The upload store of one office PC (upload-store.ts): files under {DATA_DIR}/uploads, each
 * written under a temporary name and renamed into place, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_PATH } from './upload-path';
import type { UploadStore } from './upload-store';

const TEMPORARY_SUFFIX = '.tmp';

export function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function createFolderUploadStore(dataDir: string): UploadStore {
  const folder = uploadsFolder(dataDir);
  const absolutePath = (relativePath: string) => path.join(folder, relativePath);

  /** Every file's path under the folder, '/'-separated, those being written left out. */
  const allPaths = async (): Promise<string[]> => {
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((relativePath) => !relativePath.endsWith(TEMPORARY_SUFFIX))
      .sort();
  };

  return {
    kind: 'folder',
    write: async (relativePath, bytes) => {
      const target = absolutePath(relativePath);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}${TEMPORARY_SUFFIX}`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    read: async (relativePath) => {
      try {
        return await readFile(absolutePath(relativePath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (relativePath) => {
      await rm(absolutePath(relativePath), { force: true });
    },
    list: async (prefix) => (await allPaths()).filter((relativePath) => relativePath.startsWith(prefix)),
    // Linked (or copied, across disks): the files the backup's snapshot names are all still
    // there while it is held, as none is changed in place or removed before its change commits.
    copyAllTo: async (target) => {
      const kept: string[] = [];
      const skipped: string[] = [];
      for (const relativePath of await allPaths()) {
        if (!UPLOAD_PATH.test(relativePath)) {
          skipped.push(relativePath);
          continue;
        }
        const copy = path.join(target, relativePath);
        await mkdir(path.dirname(copy), { recursive: true });
        try {
          await link(absolutePath(relativePath), copy);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // Gone since the listing: a change that committed before the snapshot no longer names it.
          if (code === 'ENOENT') continue;
          if (code !== 'EXDEV' && code !== 'EPERM') throw error;
          await copyFile(absolutePath(relativePath), copy);
        }
        kept.push(relativePath);
      }
      return { kept, skipped };
    },
  };
}
