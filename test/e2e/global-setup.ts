/**
 * Starts the real servers the end-to-end run shares, as `npm start` runs it (the compiled
 * server, `node dist-server/main.js`), each on a fresh data folder with the demo seed, on a free
 * loopback port. Builds nothing: scripts/test-e2e.sh runs `npm run build` first (the app in dist/,
 * the server in dist-server/). The returned function is Playwright's global teardown.
 *
 * Two shared servers, each with its own data, so two lanes of tests that write can run side by
 * side (playwright.config.ts names which lane uses which; E2E_BASE_URLS lists their addresses,
 * E2E_BASE_URL is the first's). The demo seed is written once, by a first server that stops
 * again; the shared servers and every server a test starts (own-server/own-server.ts) begin from
 * a copy of that folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort, newDataDir, SEEDED_DATA_DIR_ENV, serverArgs, startAppServer, testServerEnv } from '../support/app-server';

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before answering.\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer GET /api/health within ${START_TIMEOUT_MS / 1000} s (${lastError}).\n${tail(logFile)}`);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** How many shared servers the run starts (the `sharedServer` option of a project picks one). */
export const SHARED_SERVERS = 2;

type SharedServer = { baseUrl: string; pid: number | undefined; dataDir: string; teardown: () => Promise<void> };

/** One shared server on its own copy of the seeded data; its log is kept as test-results/<logName>. */
async function startSharedServer(rootDir: string, staticDir: string, logName: string): Promise<SharedServer> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-mis-e2e-'));
  const dataDir = newDataDir();
  const logFile = path.join(tempDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, serverArgs(), {
    cwd: rootDir,
    env: testServerEnv({ port, dataDir, staticDir, logLevel: process.env.E2E_LOG_LEVEL ?? 'info' }),
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);

  const teardown = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(child.pid, 'SIGTERM');
      const stopped = await Promise.race([
        exited(child).then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS)),
      ]);
      if (!stopped) {
        process.kill(child.pid, 'SIGKILL');
        await exited(child);
      }
    }
    // Keep the server's log beside the test results for a failed run.
    const resultsDir = path.join(rootDir, 'test-results');
    try {
      fs.mkdirSync(resultsDir, { recursive: true });
      fs.copyFileSync(logFile, path.join(resultsDir, logName));
    } catch {
      // No log to keep.
    }
    fs.rmSync(tempDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { baseUrl, pid: child.pid, dataDir, teardown };
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const rootDir = path.dirname(config.configFile ?? path.resolve('playwright.config.ts'));
  const staticDir = path.join(rootDir, 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (scripts/test-e2e.sh does).');
  }

  const seeding = await startAppServer({ staticDir });
  await seeding.kill('SIGTERM');
  process.env[SEEDED_DATA_DIR_ENV] = seeding.dataDir;

  const started = await Promise.allSettled(
    Array.from({ length: SHARED_SERVERS }, (_, index) => startSharedServer(rootDir, staticDir, index === 0 ? 'e2e-server.log' : `e2e-server-${index + 1}.log`)),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async (): Promise<void> => {
    await Promise.all(servers.map((server) => server.teardown()));
    await seeding.stop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }

  process.env.E2E_BASE_URLS = servers.map((server) => server.baseUrl).join(',');
  process.env.E2E_BASE_URL = servers[0].baseUrl;
  for (const [index, server] of servers.entries()) {
    console.log(`e2e: shared server ${index + 1} (pid ${server.pid}) ready at ${server.baseUrl} (data in ${server.dataDir})`);
  }
  return teardown;
}
