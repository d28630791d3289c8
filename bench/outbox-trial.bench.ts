/**
 * Reliability trial of the outbox (issue 4, "Queued writes"): 1 000 registrations queued while
 * the server is down, then replayed while the server is killed (SIGKILL: a crash, no clean stop)
 * and started again at random moments, 20 times. Same setup as bench/outbox-replay.bench.ts (the
 * built app on the real server, Chromium, the front desk on the screen the app opens after login).
 *
 * The kills are spread over the whole drain, each at a random moment of it: kill i waits until
 * the outbox is down to a random point of its own twentieth of the queue, then for the worker's
 * next request (a batch of up to 25 writes), and falls a random 0-350 ms into it: before a
 * write's transaction, during it, between two writes, after the last commit but before the
 * answer arrives (the case idempotency exists for), or while the worker stores the answers.
 * (A random 0-1 s wait before the request, from the days of one write a request, let the
 * batched replay run past the last kill point.) After each start the worker
 * is asked to replay at once ("Sync now"), so every kill meets a running replay, not a back-off.
 *
 * Prints writes lost and duplicated (both must be 0: it throws otherwise), the kills, the time to
 * drain and the answers the worker got. After the last start the drain is given 10 minutes.
 */
import { round } from './support/stats';
import {
  countOnServer,
  makeWrites,
  nextReplayRequest,
  openSignedInApp,
  outboxCount,
  outboxSummary,
  requestReplay,
  sendFromPage,
  tallyReplayAnswers,
  waitForDrain,
  type AppSession,
  type ServerCount,
} from './support/outbox-page';

const WRITES = 1_000;
const KILLS = 20;
/**
 * Kills fall while between this many and WRITES - this many writes are left: at least two
 * batches after the last kill point (the device keeps a batch's answers while the next is on
 * its way, so its count lags the server by a batch).
 */
const EDGE = 60;
/** At least this long up before a kill: the replay has started again. */
const MIN_UP_MS = 300;
/**
 * How far into a replayed request a kill may fall: a batch of 25 writes takes the server
 * 0.2-0.4 s here (37th session), so a kill lands before its first write, between two, or after
 * the last commit before the answer arrives.
 */
const INTO_REQUEST_MS = 350;
/** One server life may not take longer than this to reach its kill point (a stuck replay). */
const LIFE_TIMEOUT_MS = 5 * 60_000;
const DRAIN_TIMEOUT_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Remaining-write counts at which to kill: one random point in each twentieth of the queue. */
function killPoints(): number[] {
  const span = (WRITES - 2 * EDGE) / KILLS;
  return Array.from({ length: KILLS }, (_, i) => Math.round(WRITES - EDGE - (i + Math.random()) * span));
}

/** Starts the server again and has the worker replay at once; returns the start time in ms. */
async function restart(app: AppSession): Promise<number> {
  const started = performance.now();
  await app.server.start();
  const ms = performance.now() - started;
  await requestReplay(app.page, true);
  return ms;
}

export async function run(): Promise<void> {
  const app = await openSignedInApp();
  try {
    const marker = `Trial ${Math.random().toString(36).slice(2, 8)}`;
    const writes = makeWrites(marker, WRITES);

    await app.server.kill('SIGTERM');
    const queueStarted = performance.now();
    const unexpected = await sendFromPage(app.page, writes);
    const queued = await outboxSummary(app.page);
    if (Object.keys(unexpected).length > 0 || queued.total !== WRITES || queued.queued !== WRITES) {
      throw new Error(`expected ${WRITES} writes queued; answers not queued: ${JSON.stringify(unexpected)}; outbox: ${JSON.stringify(queued)}`);
    }
    console.log(`  ${WRITES} writes queued in ${round((performance.now() - queueStarted) / 1000)} s with the server down`);

    const answers = tallyReplayAnswers(app.page);
    const startTimes: number[] = [];
    const killedAt: number[] = [];
    const drainStarted = performance.now();
    for (const point of killPoints()) {
      startTimes.push(await restart(app));
      const up = performance.now();
      while ((await outboxCount(app.page)) > point || performance.now() - up < MIN_UP_MS) {
        if (performance.now() - up > LIFE_TIMEOUT_MS) {
          throw new Error(`the replay did not reach ${point} writes left in ${LIFE_TIMEOUT_MS / 1000} s: ${JSON.stringify(await outboxSummary(app.page))}`);
        }
        await sleep(50);
      }
      if (await nextReplayRequest(app.page, 10_000)) await sleep(Math.random() * INTO_REQUEST_MS);
      const left = await outboxCount(app.page);
      if (left === 0) break;
      await app.server.kill('SIGKILL');
      killedAt.push(left);
    }
    console.log(`  ${killedAt.length} kills (SIGKILL), with these many writes left: ${killedAt.join(', ')}`);

    startTimes.push(await restart(app));
    const lastStart = performance.now();
    let drainError: unknown = null;
    try {
      await waitForDrain(app.page, { timeoutMs: DRAIN_TIMEOUT_MS, label: 'drain after the last start' });
    } catch (error) {
      // Counted below all the same: what reached the server says what was lost.
      drainError = error;
    }
    const now = performance.now();
    console.log(
      `  time to drain: ${round((now - drainStarted) / 1000)} s from the first start (${startTimes.length} starts of ${round(Math.min(...startTimes) / 1000)}-${round(Math.max(...startTimes) / 1000)} s each), ${round((now - lastStart) / 1000)} s after the last`,
    );
    console.log(`  the worker's requests, by answer: ${JSON.stringify(answers)}`);

    const count: ServerCount = await countOnServer(app.server.url, marker, writes);
    console.log(`  writes lost: ${count.lost}, writes duplicated: ${count.duplicated} (${count.rows} customers for ${WRITES} writes; other id ${count.wrongId})`);
    if (drainError) throw drainError;
    if (count.lost !== 0 || count.duplicated !== 0 || count.wrongId !== 0) {
      throw new Error(`lost ${count.lost}, duplicated ${count.duplicated}, other id ${count.wrongId}: all must be 0`);
    }
    if (killedAt.length < KILLS) throw new Error(`only ${killedAt.length} of ${KILLS} kills landed during the replay`);
  } finally {
    await app.close();
  }
}
