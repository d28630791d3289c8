/**
 * The server's footprint on a school's old PC (issue 25): the compiled server as `npm start` runs
 * it (plain node, embedded PGlite in a data folder, the demo school), started as a school starts
 * it every morning (on its existing data folder: the demo seeded by a first start before), and
 * timed from the process's spawn to GET /api/ready answering 200. Then its resident memory (the
 * kernel's VmRSS): idle after the start, during 10 000 mixed requests from 10 clients (lists,
 * records, searches, registrations, health), and once the server has been quiet again, which is
 * what the PC carries between busy spells (the server gives memory back when quiet:
 * server/plugins/idle-memory.ts, and V8 shrinks its heap some seconds later). Budgets: ready in
 * ≤ 5 s; ≤ 250 MB resident idle and after the load.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startAppServer } from '../test/support/app-server';
import { residentMb, residentParts } from './support/resident-memory';
import { checkBudget, percentile, round } from './support/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUESTS = 10_000;
const CLIENTS = 10;
const READY_BUDGET_MS = 5000;
const MEMORY_BUDGET_MB = 250;
const STARTS = 3;
/**
 * Readings once the server has been quiet this long: soon (its first release after 2 s), and
 * settled (V8's own shrinking and the server's second release, after 30 s quiet), the budget's.
 */
const SOON_MS = 5000;
const SETTLED_MS = 40_000;
const METRICS_TOKEN = 'footprint-bench-metrics-token';
/** The general rate limit would refuse one address's 10 000 requests: this bench is about memory. */
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '1000000', METRICS_TOKEN };

/** Where the memory is, from the server's own metrics: V8's heap (used of total) and memory outside it (PGlite's WebAssembly memory, buffers). */
async function memoryParts(url: string): Promise<string> {
  const text = await (await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (name: string) => Math.round(Number(new RegExp(`^school_mis_${name} (\\S+)$`, 'm').exec(text)?.[1]) / 1048576);
  return `JS heap ${mb('nodejs_heap_size_used_bytes')} of ${mb('nodejs_heap_size_total_bytes')} MB, outside it ${mb('nodejs_external_memory_bytes')} MB`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** One request of the mix, by its number: mostly reads of the busy screens, one in ten a registration. */
function mixedRequest(index: number, url: string, tokens: { desk: string; principal: string }, customerIds: string[]): [string, RequestInit] {
  const desk = { authorization: `Bearer ${tokens.desk}` };
  const principal = { authorization: `Bearer ${tokens.principal}` };
  switch (index % 10) {
    case 0:
      return [`${url}/api/customers`, { method: 'POST', headers: { ...desk, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Footprint Visitor ${index}`, phone: null }) }];
    case 1:
    case 2:
      return [`${url}/api/customers?limit=20&page=${1 + (index % 5)}`, { headers: desk }];
    case 3:
      return [`${url}/api/customers/${customerIds[index % customerIds.length]}`, { headers: desk }];
    case 4:
      return [`${url}/api/customers?search=${['ahmad', 'noor', '0700', 'zahra', 'kabul'][index % 5]}&limit=20`, { headers: desk }];
    case 5:
      return [`${url}/api/students?limit=20&page=${1 + (index % 3)}`, { headers: principal }];
    case 6:
      return [`${url}/api/teachers?limit=20`, { headers: principal }];
    case 7:
      return [`${url}/api/classes`, { headers: principal }];
    case 8:
      return [`${url}/api/payments?limit=20`, { headers: principal }];
    default:
      return [`${url}/api/health`, {}];
  }
}

export async function run(): Promise<void> {
  if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'ignore' });
  // The first start makes the school (migrations and the demo seed): not what a morning start costs.
  const server = await startAppServer({ env: SERVER_ENV });
  try {
    await server.kill('SIGTERM');
    const readyTimes: number[] = [];
    for (let start = 0; start < STARTS; start += 1) {
      const spawned = performance.now();
      const starting = server.start();
      for (;;) {
        const ready = await fetch(`${server.url}/api/ready`).then((response) => response.ok, () => false);
        if (ready) break;
        await sleep(20);
      }
      readyTimes.push(performance.now() - spawned);
      await starting;
      if (start < STARTS - 1) await server.kill('SIGTERM');
    }
    const pid = server.pid()!;
    await sleep(SOON_MS);
    const idleSoon = residentMb(pid);
    await sleep(SETTLED_MS - SOON_MS);
    const idle = residentMb(pid);
    const idleParts = `${await memoryParts(server.url)}; resident: ${residentParts(pid)}`;

    const tokens = { desk: await signIn(server.url, 'frontdesk'), principal: await signIn(server.url, 'principal') };
    const list = await fetch(`${server.url}/api/customers?limit=50`, { headers: { authorization: `Bearer ${tokens.desk}` } });
    const customerIds = ((await list.json()) as { data: { id: string }[] }).data.map((customer) => customer.id);

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(pid));
    }, 100);
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS) {
          const index = next++;
          const [address, init] = mixedRequest(index, server.url, tokens, customerIds);
          const sent = performance.now();
          const response = await fetch(address, init);
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rightAfter = residentMb(pid);
    await sleep(SOON_MS);
    const quietAfter = residentMb(pid);
    await sleep(SETTLED_MS - SOON_MS);
    const settled = residentMb(pid);
    const settledParts = `${await memoryParts(server.url)}; resident: ${residentParts(pid)}`;

    const answered = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(', ');
    console.log(`  ${REQUESTS} requests from ${CLIENTS} clients in ${round(seconds)} s (${Math.round(REQUESTS / seconds)}/s; p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms): ${answered}`);
    console.log(`  starts to ready: ${readyTimes.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
    console.log(`  resident memory ${SOON_MS / 1000} s after the start ${round(idleSoon)} MB; during the load: peak ${round(peak)} MB, right after ${round(rightAfter)} MB, ${SOON_MS / 1000} s later ${round(quietAfter)} MB`);
    console.log(`  idle: ${idleParts}`);
    console.log(`  after the load: ${settledParts}`);
    const failedRequests = [...statuses.keys()].some((status) => status >= 400);
    const ok = [
      checkBudget('slowest start to ready (existing demo school)', Math.max(...readyTimes), { max: READY_BUDGET_MS }, 'ms'),
      checkBudget(`resident memory idle, ${SETTLED_MS / 1000} s after the start`, idle, { max: MEMORY_BUDGET_MB }, 'MB'),
      checkBudget(`resident memory after ${REQUESTS} requests, quiet for ${SETTLED_MS / 1000} s`, settled, { max: MEMORY_BUDGET_MB }, 'MB'),
    ].every(Boolean);
    if (failedRequests) console.log('  FAILED requests: the mix must be answered 2xx');
    if (!ok || failedRequests) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
