/**
 * Starts the real server as `npm start` runs it, compiled (scripts/build-server.mjs, here into a
 * folder of its own) and run by plain `node`, as a child process: a second server on the same
 * data folder must refuse to start, since two PGlite processes on one folder corrupt it, while
 * the first keeps serving.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

type Started = { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> };

const children: ChildProcess[] = [];
let dataDir: string;
let staticDir: string;
/** Inside the project (the server finds its fonts and migrations from there), apart from dist-server/. */
let serverDir: string;

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

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await rm(staticDir, { recursive: true, force: true });
  await rm(serverDir, { recursive: true, force: true });
});

describe('server start-up', () => {
  it('refuses a second server on a data folder that a running server holds, with a clear message', async () => {
    const env = { DATA_DIR: dataDir, STATIC_DIR: staticDir, PORT: '0', HOST: '127.0.0.1', SEED: 'none', LOG_LEVEL: 'warn' };
    const first = startServer(env);
    const port = await waitFor(
      () => {
        if (first.child.exitCode !== null) throw new Error(`first server exited: ${first.stderr()}`);
        return first.stdout().match(/School MIS is running at http:\/\/localhost:(\d+)/)?.[1];
      },
      60_000,
      'the first server to listen',
    );
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
});
