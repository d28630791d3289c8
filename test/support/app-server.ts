/**
 * The built app served as `npm start` serves it, for tests and benchmarks that drive a browser
 * and must control the server process (stop it, kill it, start it again on the same port and
 * data): the real server as `npm start` runs it (`node dist-server/main.js`, the compiled server)
 * on its own embedded database with the demo seed, on a free loopback port, serving dist/. Build
 * first (`npm run build` makes both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;

/** The compiled server (scripts/build-server.mjs, part of `npm run build`). */
export const SERVER_ENTRY = path.join(ROOT, 'dist-server', 'main.js');

/** The arguments of `node` that start the compiled server; throws when it was not built. */
export function serverArgs(): string[] {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first.`);
  return [SERVER_ENTRY];
}

/** A free loopback port (the server is started on it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a test server: loopback, its own data folder, the demo seed, the built app,
 * and the embedded database whatever the caller's shell says (DATABASE_URL emptied).
 */
export function testServerEnv(options: { port: number; dataDir: string; staticDir: string; logLevel: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED: 'demo',
    STATIC_DIR: options.staticDir,
    LOG_LEVEL: options.logLevel,
    DATABASE_URL: '',
  };
}

/**
 * A data folder the demo seed has already been written to (set by test/e2e/global-setup.ts):
 * a server started with it copies the folder instead of seeding, which was ~15 s of every
 * server a test starts. Unset (benchmarks), every server seeds its own.
 */
export const SEEDED_DATA_DIR_ENV = 'SMIS_E2E_SEEDED_DATA_DIR';

/** A new temporary data folder: a copy of the seeded one when there is one, else empty. */
export function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-mis-app-'));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded && fs.existsSync(seeded)) fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

export type AppServer = {
  url: string;
  dataDir: string;
  /** Starts the server again (same port, same data) after stopServer or kill. */
  start: () => Promise<void>;
  /** Ends the process: SIGTERM (a clean stop) or SIGKILL (a crash); resolves with its exit code once it is gone (null when killed by the signal). */
  kill: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** Ends the process and deletes its data. */
  stop: () => Promise<void>;
  running: () => boolean;
  /** The server process's id while it runs (its memory, for the footprint bench). */
  pid: () => number | undefined;
};

export type AppServerOptions = {
  env?: Record<string, string>;
  /** The built app to serve; dist/ by default. */
  staticDir?: string;
};

export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = newDataDir();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const kill = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return current?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => current.once('exit', (code) => resolve(code)));
    current.kill(signal);
    return exited;
  };

  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    const process_ = spawn(process.execPath, serverArgs(), {
      cwd: ROOT,
      env: {
        ...testServerEnv({ port, dataDir, staticDir: options.staticDir ?? path.join(ROOT, 'dist'), logLevel: 'warn' }),
        ...options.env,
      },
      stdio: 'ignore',
    });
    child = process_;
    for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline; ) {
      if (process_.exitCode !== null) throw new Error(`the server exited with code ${process_.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await kill('SIGKILL');
    throw new Error('the server did not answer in time');
  };

  const stop = async () => {
    await kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  return { url, dataDir, start, kill, stop, running, pid: () => (running() ? child?.pid : undefined) };
}
