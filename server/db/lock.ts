/**
 * An exclusive lock on the PGlite data folder. PGlite has no lock of its own, and two processes
 * writing one folder corrupt it (STACK-NOTES), so the server takes `<dataDir>/server.lock` before
 * opening the database and a second server on the same folder refuses to start.
 * A lock left by a crashed server (its pid no longer alive) is taken over.
 */
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

/** A known start-up failure: main.ts prints its message without a stack trace. */
export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another School MIS server (pid ${pid}) is using the data folder ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLockPid(lockPath: string): Promise<number | null> {
  try {
    const content = JSON.parse(await readFile(lockPath, 'utf8')) as { pid?: unknown };
    return typeof content.pid === 'number' && Number.isInteger(content.pid) && content.pid > 0 ? content.pid : null;
  } catch {
    // Unreadable (damaged by hand or a full disk): no live server can be identified by it.
    return null;
  }
}

/** Takes the lock (creating dataDir if needed) and returns the function that releases it. */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // Written aside, then hard-linked into place: link() fails if the lock exists (an atomic
      // test-and-set), and the lock never exists half-written for another server to misread.
      const tempPath = `${lockPath}.${process.pid}.tmp`;
      await writeFile(tempPath, content);
      try {
        await link(tempPath, lockPath);
      } finally {
        await unlink(tempPath).catch(() => {});
      }
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        // Only remove the lock if it is still ours.
        if ((await readLockPid(lockPath)) === process.pid) await unlink(lockPath).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readLockPid(lockPath);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(holder, dir);
    if (holder === process.pid) throw new DataDirLockedError(holder, dir);
    // Stale lock from a server that died: remove it and try again.
    await unlink(lockPath).catch(() => {});
  }
  throw new Error(`Could not take the lock ${lockPath}; remove it if no School MIS server is running.`);
}
