/** Runs an HTTP load in a child process (bench/support/load-process.mjs) and returns its figures. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LoadOptions = {
  url: string;
  durationSeconds: number;
  connections?: number;
  headers?: Record<string, string>;
  /** How many client addresses the requests rotate through (X-Forwarded-For). */
  addressPool?: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  total: number;
  /** Latency in milliseconds. */
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const settings = { connections: 10, headers: {}, addressPool: 1000, ...options };
  const child = fork(fileURLToPath(new URL('./load-process.mjs', import.meta.url)), [JSON.stringify(settings)], {
    // Plain JavaScript: no TypeScript loader in the load generator.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: LoadResult | undefined;
    child.once('message', (message: LoadResult) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`the load process exited with code ${code} without figures`));
    });
  });
}
