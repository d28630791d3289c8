/**
 * Starts the real server as `npm start` runs it, compiled (scripts/build-server.mjs, here into a
 * folder of its own) and run by plain `node`, as a child process: a second server on the same
 * data folder must refuse to start, since two PGlite processes on one folder corrupt it, while
 * the first keeps serving; and a SIGTERM while a batch of writes runs lets the batch finish,
 * refuses newcomers with 503 and Retry-After, and closes the database cleanly; and the backup
 * commands (`npm run backup`, `npm run restore`) work beside it as an operator runs them.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed';
import { DRAINING_RETRY_AFTER_SECONDS } from './plugins/draining';

const ROOT = path.resolve(import.meta.dirname, '..');

type Started = { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> };

const children: ChildProcess[] = [];
let dataDir: string;
let staticDir: string;
/** Inside the project (the server finds its fonts and migrations from there), apart from dist-server/. */
let serverDir: string;

/** Runs one of the compiled backup commands (server/backup/*-command.ts) to its end. */
async function runCommand(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(serverDir, 'backup', `${name}-command.js`), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function signIn(port: string): Promise<Record<string, string>> {
  const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'frontdesk', password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${(await login.json()).data.token}`, 'content-type': 'application/json' };
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => (out += String(chunk)));
  child.stderr?.on('data', (chunk) => (err += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitFor<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), ms)),
  ]);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'school-mis-data-'));
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'school-mis-static-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>School MIS</title>');
  await mkdir(path.join(ROOT, '.tmp'), { recursive: true });
  serverDir = await mkdtemp(path.join(ROOT, '.tmp', 'main-test-server-'));
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--outdir', serverDir], { cwd: ROOT });
}, 60_000);

/** Starts a server and waits until it listens; returns it with its port. */
async function listening(env: Record<string, string>): Promise<Started & { port: string }> {
  const server = startServer(env);
  const port = await waitFor(
    () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.stderr()}`);
      return server.stdout().match(/School MIS is running at http:\/\/localhost:(\d+)/)?.[1];
    },
    90_000,
    'the server to listen',
  );
  return { ...server, port };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await rm(staticDir, { recursive: true, force: true });
  await rm(serverDir, { recursive: true, force: true });
});

describe('server start-up', () => {
  it('refuses a second server on a data folder that a running server holds, with a clear message', async () => {
    const env = { DATA_DIR: dataDir, STATIC_DIR: staticDir, PORT: '0', HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'warn' };
    const first = await listening(env);
    const { port } = first;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = startServer(env);
    const code = await withTimeout(second.exited, 60_000, 'the second server to exit');
    expect(code).toBe(1);
    expect(second.stderr()).toContain(
      `Another School MIS server (pid ${first.child.pid}) is using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    // A known refusal, not a crash: no stack trace.
    expect(second.stderr()).not.toMatch(/^\s+at /m);

    // The first server is unharmed.
    expect(first.child.exitCode).toBeNull();
    const stillHealthy = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect((await stillHealthy.json()).message).toBe('API is online');

    // A graceful stop releases the folder.
    first.child.kill('SIGTERM');
    expect(await withTimeout(first.exited, 20_000, 'the first server to stop')).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 150_000);

  it('gives memory back once quiet after the start (counted in /api/metrics)', async () => {
    const metricsToken = 'main-test-metrics-token';
    const server = await listening({ DATA_DIR: dataDir, STATIC_DIR: staticDir, PORT: '0', HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'warn', METRICS_TOKEN: metricsToken });
    const releases = async () => {
      const metrics = await fetch(`http://127.0.0.1:${server.port}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      return Number(/^school_mis_memory_releases_total (\d+)$/m.exec(await metrics.text())?.[1]);
    };
    // Each reading is a request, so the server is quiet for the two seconds between them.
    let released = await releases();
    for (const deadline = Date.now() + 30_000; released === 0 && Date.now() < deadline; released = await releases()) {
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    expect(released).toBe(1);
    server.child.kill('SIGTERM');
    expect(await withTimeout(server.exited, 20_000, 'the server to stop')).toBe(0);
  }, 120_000);
});

describe('server stop', () => {
  it('on SIGTERM finishes the batch of writes running, refuses newcomers with 503 and Retry-After, and closes the database cleanly', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'school-mis-stop-'));
    try {
      const env = { DATA_DIR: folder, STATIC_DIR: staticDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
      const server = await listening(env);
      const base = `http://127.0.0.1:${server.port}/api`;
      const headers = await signIn(server.port);
      const registered = async (port: string, authorization: string) => {
        const found = await fetch(`http://127.0.0.1:${port}/api/customers?search=${encodeURIComponent('Stopping Visitor')}&limit=100`, {
          headers: { authorization },
        });
        return ((await found.json()).data as { name: string }[]).filter((customer) => customer.name.startsWith('Stopping Visitor')).length;
      };
      const items = Array.from({ length: 25 }, (_, index) => ({
        requestId: randomUUID(),
        method: 'POST',
        url: '/api/customers',
        body: JSON.stringify({ name: `Stopping Visitor ${index}`, phone: null }),
      }));
      const batch = fetch(`${base}/outbox/replay`, { method: 'POST', headers, body: JSON.stringify({ items }) });
      // The stop comes while the batch runs: once its first registration is in, before its last.
      let before = 0;
      while (before === 0) before = await registered(server.port, headers.authorization);
      server.child.kill('SIGTERM');
      expect(before).toBeLessThan(items.length);
      // Asked until the server has taken the signal in (a busy server reads it between requests).
      let newcomer: Response | Error | undefined;
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
        newcomer = await fetch(`${base}/health`).then((response) => response, (error: Error) => error);
        if (!(newcomer instanceof Response) || newcomer.status !== 200) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }

      const answered = await batch;
      expect(answered.status).toBe(200);
      const { results } = (await answered.json()).data as { results: { status: number }[] };
      expect(results.map((result) => result.status)).toEqual(items.map(() => 201));
      // A newcomer is refused for now: 503 with Retry-After, or no connection once the server has closed.
      expect(newcomer).toBeDefined();
      if (newcomer instanceof Response) {
        expect(newcomer.status).toBe(503);
        expect(newcomer.headers.get('retry-after')).toBe(String(DRAINING_RETRY_AFTER_SECONDS));
      }
      expect(await withTimeout(server.exited, 20_000, 'the server to stop')).toBe(0);
      expect(existsSync(path.join(folder, 'server.lock'))).toBe(false);

      // Started again on the same folder: the 25 are there, once.
      const again = await listening(env);
      expect(await registered(again.port, (await signIn(again.port)).authorization!)).toBe(items.length);
      again.child.kill('SIGTERM');
      expect(await withTimeout(again.exited, 20_000, 'the server to stop')).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('backup and restore commands', () => {
  it('backs up through the running server, refuses to restore over it, and restores into an empty folder a server then runs on', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'school-mis-backup-'));
    const source = path.join(folder, 'source');
    const target = path.join(folder, 'target');
    const file = path.join(folder, 'school.tar.gz');
    try {
      const env = { STATIC_DIR: staticDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
      const server = await listening({ ...env, DATA_DIR: source });
      const created = await fetch(`http://127.0.0.1:${server.port}/api/customers`, {
        method: 'POST',
        headers: await signIn(server.port),
        body: JSON.stringify({ name: 'Backed Up Visitor', phone: null }),
      });
      expect(created.status).toBe(201);

      // The server holds the embedded database: the command asks it for the backup.
      const backup = await runCommand('backup', ['--out', file], { DATA_DIR: source });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(new RegExp(`Backup written: ${file} \\([\\d.]+ MB\\): \\d+ tables, \\d+ rows, \\d+ uploads`));
      expect(existsSync(file)).toBe(true);

      const overRunning = await runCommand('restore', [file], { DATA_DIR: source });
      expect(overRunning.code).toBe(1);
      expect(overRunning.stderr).toContain(`A School MIS server (pid ${server.child.pid}) is using ${source}. Stop it before restoring.`);
      server.child.kill('SIGTERM');
      expect(await withTimeout(server.exited, 20_000, 'the server to stop')).toBe(0);

      const restored = await runCommand('restore', [file], { DATA_DIR: target });
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toContain('Database restored and checked');
      expect(restored.stdout).toContain('Restored. Start the server with npm start.');
      const again = await runCommand('restore', [file], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already holds a database or uploads');

      // A server on the restored folder has the visitor, and the same accounts.
      const restoredServer = await listening({ ...env, DATA_DIR: target });
      const found = await fetch(`http://127.0.0.1:${restoredServer.port}/api/customers?search=${encodeURIComponent('Backed Up Visitor')}`, {
        headers: await signIn(restoredServer.port),
      });
      expect(((await found.json()).data as { name: string }[]).map((customer) => customer.name)).toEqual(['Backed Up Visitor']);
      restoredServer.child.kill('SIGTERM');
      expect(await withTimeout(restoredServer.exited, 20_000, 'the restored server to stop')).toBe(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 240_000);
});
