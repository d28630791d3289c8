/**
 * Crash and stop trial of the server under a write load (issue 25, "Power cuts" and "SIGTERM under
 * load"): the compiled server as `npm start` runs it (embedded PGlite in a data folder, the demo
 * school), ten front desks each registering visitors one after another over HTTP, each write with
 * its own X-Request-ID and sent again with the same id until it is answered (as the app's outbox
 * does). The server is killed with SIGKILL at a random moment 0.5-2.5 s into each life, 20 times,
 * and started again at once; then stopped with SIGTERM as many times, each of which must end
 * with exit code 0 while every answer the desks get is 2xx, or 503 with Retry-After (the stop's
 * draining: server/plugins/draining.ts), never another error.
 * After each start: the database opens (GET /api/ready), the writes cut off are sent again and
 * answered, and then (the desks paused while the list is read) every write answered 2xx so far is
 * there, exactly once. At the end every write the desks made is answered and there once.
 *
 * A SIGKILL is a crash, not a power cut: the operating system still holds what the process wrote.
 * PGlite never asks the disk to flush (docs/decisions.md "The embedded database never asks the disk
 * to flush"), so a real power cut can lose the last seconds; this trial proves the database's
 * own crash recovery and the idempotent retries, not the disk.
 */
import { randomUUID } from 'node:crypto';
import { startAppServer, type AppServer } from '../test/support/app-server';
import { round } from './support/stats';

const DESKS = 10;
const KILLS = 20;
const LIFE_MIN_MS = 500;
const LIFE_SPREAD_MS = 2000;
/** How long a desk waits before sending an unanswered write again (the outbox backs off likewise). */
const RETRY_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Write = { requestId: string; name: string; answered: boolean };

async function signIn(url: string): Promise<string | null> {
  try {
    const response = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'frontdesk', password: 'demo1234' }),
    });
    return response.ok ? ((await response.json()) as { data: { token: string } }).data.token : null;
  } catch {
    return null;
  }
}

/** One desk: registers visitors one after another until told to stop, each sent until answered 2xx. */
/** `paused`: no new write starts (the count after a restart reads a list nobody adds to); `busy`: desks with a write on its way. */
type DeskState = {
  token: string | null;
  stop: boolean;
  abandon: boolean;
  paused: boolean;
  busy: number;
  /** 503 with Retry-After answers (a stopping server's), and any other answer but 2xx or 409. */
  draining: number;
  unexpected: string[];
};

async function desk(index: number, server: AppServer, state: DeskState, writes: Write[]): Promise<void> {
  let next = 0;
  while (!state.stop) {
    if (state.paused) {
      await sleep(20);
      continue;
    }
    state.busy += 1;
    const write: Write = { requestId: randomUUID(), name: `Crash Trial ${index}-${next++} ${randomUUID().slice(0, 8)}`, answered: false };
    writes.push(write);
    while (!state.abandon) {
      const bearer = state.token;
      if (bearer) {
        try {
          const response = await fetch(`${server.url}/api/customers`, {
            method: 'POST',
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', 'x-request-id': write.requestId },
            body: JSON.stringify({ name: write.name, phone: null }),
          });
          if (response.status === 201 || response.status === 200) {
            write.answered = true;
            break;
          }
          if (response.status === 503 && response.headers.get('retry-after')) state.draining += 1;
          // 409: the same id still in flight after a restart (its claim is released at start): try again.
          else if (response.status !== 409) state.unexpected.push(`${response.status} ${await response.text()}`);
        } catch {
          // The server is down: try again when it is back.
        }
      }
      await sleep(RETRY_MS);
    }
    state.busy -= 1;
  }
}

/** How many times each trial visitor is on the server, by name (every page of the list's search). */
async function countsOnServer(url: string, token: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const pageSize = 200;
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/customers?search=${encodeURIComponent('Crash Trial')}&limit=${pageSize}&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`listing the trial's visitors failed: ${response.status}`);
    // Paged until a short page: the search's count stops at a cap, its pages do not.
    const { data } = (await response.json()) as { data: { name: string }[] };
    for (const customer of data) counts.set(customer.name, (counts.get(customer.name) ?? 0) + 1);
    if (data.length < pageSize) return counts;
  }
}

function check(writes: Write[], counts: Map<string, number>, mustAllBeAnswered: boolean): { lost: number; duplicated: number; answered: number } {
  let lost = 0;
  let duplicated = 0;
  let answered = 0;
  for (const write of writes) {
    const count = counts.get(write.name) ?? 0;
    if (write.answered || mustAllBeAnswered) {
      answered += write.answered ? 1 : 0;
      if (count === 0) lost += 1;
    }
    if (count > 1) duplicated += 1;
  }
  return { lost, duplicated, answered };
}

export async function run(): Promise<void> {
  const server = await startAppServer();
  const state: DeskState = { token: await signIn(server.url), stop: false, abandon: false, paused: false, busy: 0, draining: 0, unexpected: [] };
  const writes: Write[] = [];
  const desks = Array.from({ length: DESKS }, (_, index) => desk(index, server, state, writes));
  const restarts: number[] = [];
  try {
    const stopCodes: (number | null)[] = [];
    for (let kill = 1; kill <= 2 * KILLS; kill += 1) {
      await sleep(LIFE_MIN_MS + Math.random() * LIFE_SPREAD_MS);
      const signal = kill <= KILLS ? 'SIGKILL' : 'SIGTERM';
      const code = await server.kill(signal);
      if (signal === 'SIGTERM') stopCodes.push(code);
      const down = performance.now();
      await server.start();
      for (;;) {
        const ready = await fetch(`${server.url}/api/ready`).then((response) => response.ok, () => false);
        if (ready) break;
        await sleep(50);
      }
      restarts.push(performance.now() - down);
      // A token stays valid across the restart; signing in again checks the accounts are there too.
      state.token = await signIn(server.url);
      if (!state.token) throw new Error(`after ${signal} ${kill} the front desk cannot sign in`);
      // The writes on their way when the server died are answered now; then none starts until counted.
      state.paused = true;
      while (state.busy > 0) await sleep(20);
      const { lost, duplicated } = check(writes, await countsOnServer(server.url, state.token), false);
      state.paused = false;
      if (lost > 0 || duplicated > 0) throw new Error(`after ${signal} ${kill}: ${lost} answered writes lost, ${duplicated} duplicated`);
    }
    state.stop = true;
    await Promise.all(desks);
    const final = check(writes, await countsOnServer(server.url, state.token!), true);
    console.log(`  ${DESKS} desks, ${KILLS} SIGKILLs then ${KILLS} SIGTERMs: ${writes.length} writes made, ${final.answered} answered; lost ${final.lost}, duplicated ${final.duplicated}`);
    console.log(`  SIGTERM exit codes: ${stopCodes.join(' ')}; 503 with Retry-After while stopping: ${state.draining}; other errors: ${state.unexpected.length}`);
    if (stopCodes.some((code) => code !== 0)) throw new Error(`a SIGTERM stop did not exit 0: ${stopCodes.join(' ')}`);
    if (state.unexpected.length > 0) throw new Error(`answers other than 2xx, 409 or 503 with Retry-After: ${state.unexpected.slice(0, 5).join('; ')}`);
    console.log(`  restart to ready after a kill or stop: median ${round(restarts.sort((a, b) => a - b)[Math.floor(restarts.length / 2)]!)} ms, slowest ${round(Math.max(...restarts))} ms`);
    if (final.lost > 0 || final.duplicated > 0 || final.answered !== writes.length) {
      throw new Error(`${final.lost} lost, ${final.duplicated} duplicated, ${writes.length - final.answered} never answered`);
    }
  } finally {
    state.stop = true;
    state.abandon = true;
    await Promise.all(desks);
    await server.stop();
  }
}
