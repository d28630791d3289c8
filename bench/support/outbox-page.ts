/**
 * Shared steps of the outbox benchmarks (bench/outbox-replay.bench.ts, bench/outbox-trial.bench.ts):
 * the built app on the real server, Debian's Chromium, the front desk signed in through the login
 * form; writes made from the page with fetch (so the service worker takes them, as it takes the
 * app's own), the outbox read straight from IndexedDB, and the result counted through the API.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { DEFAULT_PAYLOAD_KEY, encryptPayload } from '@/lib/payload-crypto';
import { startAppServer, type AppServer } from '../../test/support/app-server';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const FRONT_DESK = { username: 'frontdesk', password: 'demo1234' } as const;

/**
 * The built app to serve: a fresh `npm run build` into dist/, as the other browser benchmarks do;
 * `SKIP_BUILD=1` serves dist/ as it is, `BENCH_STATIC_DIR=<folder>` another build as it is (e.g.
 * `npx vite build --outDir /tmp/bench-dist` while someone else rebuilds dist/).
 */
export function builtApp(): string {
  const override = process.env.BENCH_STATIC_DIR;
  const dir = override ? path.resolve(override) : path.join(ROOT, 'dist');
  if (!override && !process.env.SKIP_BUILD) execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (!fs.existsSync(path.join(dir, 'sw.js'))) throw new Error(`${dir} has no sw.js: not a build of the app`);
  return dir;
}

export type AppSession = { server: AppServer; browser: Browser; page: Page; close: () => Promise<void> };

/** Starts the server and the browser, signs the front desk in, and waits for the worker to control the page. */
export async function openSignedInApp(): Promise<AppSession> {
  const server = await startAppServer({ staticDir: builtApp() });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await page.goto('/');
    await page.getByPlaceholder('Enter your username').fill(FRONT_DESK.username);
    await page.getByPlaceholder('Enter your password').fill(FRONT_DESK.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // The worker replays with the token the page copies to IndexedDB; without it nothing is sent.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('school-mis');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('deviceSession')) return (db.close(), resolve(false));
            const get = db.transaction('deviceSession').objectStore('deviceSession').get('current');
            get.onsuccess = () => (db.close(), resolve(typeof get.result?.token === 'string'));
            get.onerror = () => (db.close(), resolve(false));
          };
        }),
      null,
      { timeout: 30_000, polling: 200 },
    );
    return { server, browser, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One front-desk registration, its ids made here as the device makes them. */
export type Write = { requestId: string; customerId: string; name: string; body: string };

/**
 * `count` registrations named `<marker> <n>` (the marker makes them findable and tells runs
 * apart), bodies encrypted here with the build's default key, as the app sends them.
 */
export function makeWrites(marker: string, count: number): Write[] {
  return Array.from({ length: count }, (_, index) => {
    const customerId = randomUUID();
    const name = `${marker} ${index + 1}`;
    const payload = {
      id: customerId,
      name,
      phone: `07${String(index).padStart(8, '0')}`,
      mobile: '',
      email: '',
      gender: 'Male',
      type: 'Student',
      purpose: '',
      department: '',
      source: '',
      priority: 'medium',
      referredTo: '',
      remarks: '',
      metadata: {},
      createdBy: null,
      schoolId: 1,
    };
    return { requestId: randomUUID(), customerId, name, body: JSON.stringify({ encryptedData: encryptPayload(payload, DEFAULT_PAYLOAD_KEY) }) };
  });
}

/**
 * Sends the writes from the page with the page's token, `concurrency` at a time: a desk makes
 * them minutes apart, and back to back one at a time mostly times the page re-rendering after
 * each queued write. The service worker answers each; returns the answers that were not 202
 * `queued`, counted by kind.
 */
export async function sendFromPage(page: Page, writes: Write[], concurrency = 25): Promise<Record<string, number>> {
  // No named functions inside: tsx's helpers (__name) do not exist in the page.
  return page.evaluate(
    async ({ list, lanes }) => {
      const token = localStorage.getItem('userToken');
      const unexpected: Record<string, number> = {};
      let next = 0;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          while (next < list.length) {
            const write = list[next++];
            let label: string;
            try {
              const response = await fetch('/api/customers', {
                method: 'POST',
                headers: {
                  Authorization: `Bearer ${token}`,
                  'Content-Type': 'application/json',
                  'X-Request-ID': write.requestId,
                  'X-Device-Type': 'web',
                  'X-Client-Version': '1.0.0',
                  'X-Request-Timestamp': new Date().toISOString(),
                },
                body: write.body,
              });
              const answer = (await response.json().catch(() => null)) as { success?: boolean; queued?: boolean } | null;
              label = response.status === 202 && answer?.success === true && answer.queued === true ? 'queued' : `status ${response.status}`;
            } catch (error) {
              label = `error ${(error as Error).message}`;
            }
            if (label !== 'queued') unexpected[label] = (unexpected[label] ?? 0) + 1;
          }
        }),
      );
      return unexpected;
    },
    { list: writes, lanes: concurrency },
  );
}

/** A write the service worker itself sends (a replay), not one of the page's. */
const isReplay = (request: Request) =>
  request.serviceWorker() !== null && request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/');

/** Resolves when the worker sends its next replayed write; false if none within `timeoutMs`. */
export function nextReplayRequest(page: Page, timeoutMs: number): Promise<boolean> {
  return page
    .context()
    .waitForEvent('request', { predicate: isReplay, timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
}

/**
 * Tallies the service worker's own writes to the server (the replays), by answer: status, with
 * "stored answer" when the server answered from its idempotency record, or the network error.
 */
export function tallyReplayAnswers(page: Page): Record<string, number> {
  const tally: Record<string, number> = {};
  const count = (label: string) => void (tally[label] = (tally[label] ?? 0) + 1);
  page.context().on('response', (response) => {
    if (!isReplay(response.request())) return;
    const stored = response.headers()['idempotent-replay'] === 'true';
    count(`${response.status()}${stored ? ' (stored answer)' : ''}`);
  });
  page.context().on('requestfailed', (request) => {
    if (isReplay(request)) count(`no answer (${request.failure()?.errorText ?? 'failed'})`);
  });
  return tally;
}

/**
 * How long the worker's replay requests were on their way (sent to answered, summed): the rest of
 * a replay's time is the device's own work between them (reading the outbox, keeping answers).
 */
export function timeReplayRequests(page: Page): { requests: number; inFlightMs: number } {
  const timing = { requests: 0, inFlightMs: 0 };
  const sentAt = new Map<Request, number>();
  page.context().on('request', (request) => {
    if (isReplay(request)) sentAt.set(request, performance.now());
  });
  const settle = (request: Request) => {
    const start = sentAt.get(request);
    if (start === undefined) return;
    sentAt.delete(request);
    timing.requests += 1;
    timing.inFlightMs += performance.now() - start;
  };
  page.context().on('requestfinished', settle);
  page.context().on('requestfailed', settle);
  return timing;
}

export type OutboxSummary = {
  total: number;
  queued: number;
  attention: number;
  /** The most tries any remaining write has had. */
  maxAttempts: number;
  /** Last problems of the remaining writes, by status and message. */
  problems: Record<string, number>;
};

/** How many writes the outbox holds (one cheap count, for polling). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('school-mis');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => (db.close(), resolve(count.result));
          count.onerror = () => (db.close(), reject(count.error));
        };
      }),
  );
}

/** The outbox by state, with what the last failed tries said. */
export function outboxSummary(page: Page): Promise<OutboxSummary> {
  return page.evaluate(
    () =>
      new Promise<OutboxSummary>((resolve, reject) => {
        const open = indexedDB.open('school-mis');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => (db.close(), reject(all.error));
          all.onsuccess = () => {
            db.close();
            const items = all.result as { state: string; attempts: number; problem: { status: number; message: string } | null }[];
            const problems: Record<string, number> = {};
            for (const item of items) {
              if (!item.problem) continue;
              const key = `${item.problem.status} ${item.problem.message}`;
              problems[key] = (problems[key] ?? 0) + 1;
            }
            resolve({
              total: items.length,
              queued: items.filter((item) => item.state === 'queued').length,
              attention: items.filter((item) => item.state === 'attention').length,
              maxAttempts: Math.max(0, ...items.map((item) => item.attempts)),
              problems,
            });
          };
        };
      }),
  );
}

/** Asks the worker to replay now, as the app does (`force`: also a write still in back-off, as "Sync now"). */
export async function requestReplay(page: Page, force: boolean): Promise<void> {
  await page.evaluate((forced) => navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_OUTBOX', force: forced }), force);
}

/**
 * Waits until the outbox is empty; throws after `timeoutMs`, or at once when only writes the
 * server refused are left (they wait for the user, never for time). Prints progress now and then.
 */
export async function waitForDrain(page: Page, options: { timeoutMs: number; label: string }): Promise<void> {
  const started = performance.now();
  let lastReport = started;
  for (;;) {
    const count = await outboxCount(page);
    if (count === 0) return;
    const now = performance.now();
    if (now - lastReport >= 10_000 || now - started > options.timeoutMs) {
      lastReport = now;
      const summary = await outboxSummary(page);
      // Emptied since the count a moment ago: drained, not refused.
      if (summary.total === 0) return;
      if (summary.queued === 0) throw new Error(`${options.label}: ${summary.attention} writes need attention (refused): ${JSON.stringify(summary.problems)}`);
      if (now - started > options.timeoutMs) {
        throw new Error(`${options.label}: ${summary.total} writes still in the outbox after ${Math.round(options.timeoutMs / 1000)} s: ${JSON.stringify(summary)}`);
      }
      console.log(`    ${options.label}: ${summary.total} left after ${Math.round((now - started) / 1000)} s (most tries ${summary.maxAttempts}; ${JSON.stringify(summary.problems)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type ServerCount = {
  /** Customers whose name carries the marker. */
  rows: number;
  /** Writes with no customer of their name on the server. */
  lost: number;
  /** Customers beyond one per write. */
  duplicated: number;
  /** Customers of a write's name whose id is not the id the device made. */
  wrongId: number;
};

/**
 * Counts the marker's customers through the API as the front desk (a search pages through them
 * all: the list's total stops counting at 200, so it is not used).
 */
export async function countOnServer(url: string, marker: string, writes: Write[]): Promise<ServerCount> {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(FRONT_DESK),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const found: { id: string; name: string }[] = [];
  const limit = 200;
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ search: marker, limit: String(limit), page: String(page) });
    const response = await fetch(`${url}/api/customers?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET /api/customers answered ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as { data: { id: string; name: string }[] };
    found.push(...data.filter((customer) => customer.name.startsWith(`${marker} `)));
    if (data.length < limit) break;
  }
  // One entry per id: the id is the table's key, so a second customer is a second id.
  const customers = [...new Map(found.map((customer) => [customer.id, customer])).values()];
  const byName = new Map<string, { id: string }[]>();
  for (const customer of customers) byName.set(customer.name, [...(byName.get(customer.name) ?? []), customer]);
  let lost = 0;
  let duplicated = 0;
  let wrongId = 0;
  for (const write of writes) {
    const matches = byName.get(write.name) ?? [];
    if (matches.length === 0) lost++;
    duplicated += Math.max(0, matches.length - 1);
    wrongId += matches.filter((customer) => customer.id !== write.customerId).length;
  }
  return { rows: customers.length, lost, duplicated, wrongId };
}
