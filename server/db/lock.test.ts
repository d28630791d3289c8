import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE_NAME } from './lock';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'school-mis-lock-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The pid of a process that has just exited, so it is certainly not alive. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 999_999;
}

describe('acquireDataDirLock', () => {
  it('creates the data folder and a lock file holding this process id', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const release = await acquireDataDirLock(dataDir);
    const lock = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE_NAME), 'utf8'));
    expect(lock.pid).toBe(process.pid);
    expect(typeof lock.startedAt).toBe('string');
    await release();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second server on the same folder with a clear message', async () => {
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `Another School MIS server (pid ${process.pid}) is using the data folder ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    await release();
    // Free again once released.
    const again = await acquireDataDirLock(dir);
    await again();
  });

  it('refuses while another live process holds the lock', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: child.pid, startedAt: new Date().toISOString() }));
      await expect(acquireDataDirLock(dir)).rejects.toThrow(`(pid ${child.pid})`);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a server that crashed', async () => {
    const pid = await deadPid();
    await writeFile(path.join(dir, LOCK_FILE_NAME), JSON.stringify({ pid, startedAt: '2024-01-01T00:00:00.000Z' }));
    const release = await acquireDataDirLock(dir);
    const lock = JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8'));
    expect(lock.pid).toBe(process.pid);
    await release();
  });

  it('takes over a damaged lock file', async () => {
    await writeFile(path.join(dir, LOCK_FILE_NAME), 'garbage');
    const release = await acquireDataDirLock(dir);
    await release();
  });
});
