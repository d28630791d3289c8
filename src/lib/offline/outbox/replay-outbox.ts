/**
 * Sends the outbox to the server (issue 4; issue 24): in batches of up to 25 writes to the batch
 * endpoint (POST /api/outbox/replay), which applies them in the order they were made, each under
 * its own X-Request-ID; one batch at a time, never two replays at once (the same write sent twice
 * in parallel is a known way to apply it twice; the server's idempotency answers 409 to the
 * second, but one replay at a time avoids asking). Only the signed-in user's writes are sent,
 * with the token current at that moment. A batch the server does not take as a batch (an older
 * server without the endpoint) falls back to its first write alone.
 *
 * Answers: 2xx → done (the feature keeps the server's answer, e.g. the customer's serial number);
 * 401 → the queue waits for the next login; 409 "still processing", 408, 429, 5xx or no answer →
 * stays queued, tried again after a back-off (the server stops the batch there, so the writes
 * after it keep their place); any other 4xx → "Needs attention" with the server's message, and
 * the replay goes on with the next write (424: a later change of a record whose earlier change
 * was refused, also set aside). Nothing is dropped silently.
 */
import { API_ERROR_MESSAGES, serverErrorMessage } from '@/lib/api/api-error';
import { markTokenRefused, readDeviceSession, tokenUserId } from '@/lib/offline/device-session';
import { outboxBodyText, outboxHeader, type OutboxItem, type OutboxProblem } from '@/lib/offline/outbox/outbox-item';
import { nextQueuedItems, postponeOutboxItem, removeFromOutbox, retryOutboxItem, setAside } from '@/lib/offline/outbox/outbox-store';
import { answeredVersion, OwnVersions, recordOfWrite, versionOfWrite } from '@/lib/offline/outbox/own-versions';
import { createRequestId } from '@/lib/api/request-id';
import { meansTryLater } from '@/lib/offline/outbox/write-routing';
import { fillPath } from '@/contract/endpoint';
import * as outboxEndpoints from '@/contract/endpoints/outbox';
import { VERSION_HEADER, versionTag } from '@/contract/record-version';
import { meansTryLater as meansTryLaterStatus } from '@/contract/retryable-status';
import { retryDelayMs } from '@/lib/retry/backoff';
import { checkToken } from '@/lib/token/check-token';

/** Per replayed request; the page's own limit for a write is longer. */
export const REPLAY_TIMEOUT_MS = 30_000;
const REPLAY_LOCK = 'school-mis-outbox-replay';

export type ReplayOutcome =
  /** Nothing of the signed-in user's is waiting any more. */
  | { kind: 'drained'; sent: number }
  /** Nobody is signed in, the token expired, or the server refused it: waits for a login. */
  | { kind: 'waiting-for-login'; sent: number }
  /** The server could not take the next write; the timer tries again at `retryAt` (epoch ms). */
  | { kind: 'waiting'; sent: number; retryAt: number }
  /** Another replay is running (it will go on until it stops for one of the reasons above). */
  | { kind: 'busy'; sent: 0 };

export type ReplayOptions = {
  fetch: typeof globalThis.fetch;
  /** Where `/api/...` is: the app's origin. */
  origin: string;
  /** Opens an answer's payload envelope (the worker bundles the cipher; no dynamic import there). */
  decode: (answer: unknown) => unknown;
  now?: () => number;
  random?: () => number;
  /** "Sync now": try the next write even before its back-off time. */
  force?: boolean;
  timeoutMs?: number;
  /**
   * Lets the features that made the writes keep the server's answers, before the items leave the
   * outbox; called with the writes sent since the last call, in order.
   */
  onReplayed?: (replayed: ReplayedWrite[]) => Promise<void>;
  /**
   * How many sent writes are kept and removed together at most (default 1: one by one). Fewer,
   * larger transactions let the open screens keep up with a long replay. The answers of a batch
   * are kept while the next batch is on its way; a write sent but not removed yet when the worker
   * dies is sent again, and the server answers it from its idempotency key.
   */
  batchSize?: number;
};

export type ReplayedWrite = { item: OutboxItem; answer: unknown };

type Answer = { status: number; retryAfterMs?: number; body: unknown; tryLater: boolean };

/** What goes over the wire: a queued write, or a batch of them. */
type SentRequest = Pick<OutboxItem, 'method' | 'url' | 'headers' | 'body'>;

async function send(item: SentRequest, token: string, options: ReplayOptions): Promise<Answer | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REPLAY_TIMEOUT_MS);
  try {
    const response = await options.fetch(new URL(item.url, options.origin).href, {
      method: item.method,
      headers: { ...item.headers, authorization: `Bearer ${token}` },
      body: item.body,
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : await options.decode(JSON.parse(text));
    } catch {
      body = text;
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      status: response.status,
      body,
      tryLater: meansTryLater(response),
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
    };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function readProblem(status: number, body: unknown): OutboxProblem {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : API_ERROR_MESSAGES.http.replace('{status}', String(status));
  const fieldErrors: Record<string, string> = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, text] of Object.entries(record.errors)) if (typeof text === 'string') fieldErrors[field] = text;
  }
  const problem: OutboxProblem = Object.keys(fieldErrors).length > 0 ? { status, message, fieldErrors } : { status, message };
  const more = Object.keys(record).some((key) => !['success', 'message', 'errors'].includes(key));
  return more ? { ...problem, answer: record } : problem;
}

/** Bodies in one batch at most (the server takes 8 MB): a few photos' worth of writes. */
const BATCH_BODY_BYTES = 2 * 1024 * 1024;

/**
 * The next writes that go in one batch: in order, up to the batch's count and size, and up to a
 * write waiting for its back-off time (the first one goes anyway when asked: "Sync now").
 */
function fitBatch(items: OutboxItem[], now: number): OutboxItem[] {
  const batch: OutboxItem[] = [];
  let bytes = 0;
  for (const item of items) {
    bytes += item.body?.byteLength ?? 0;
    if (batch.length > 0 && (bytes > BATCH_BODY_BYTES || item.nextAttemptAt > now)) break;
    batch.push(item);
  }
  return batch;
}

/** Headers that belong to one write, not to the batch that carries it. */
const WRITE_OWN_HEADERS = ['content-type', 'x-request-id', VERSION_HEADER.toLowerCase()];

/** A kept write as the batch endpoint takes it: the request as sent, its version precondition kept. */
function replayItemOf(item: OutboxItem): outboxEndpoints.ReplayItem {
  const ifMatch = outboxHeader(item, VERSION_HEADER);
  return { requestId: item.requestId, method: item.method, url: item.url, body: outboxBodyText(item), ...(ifMatch ? { ifMatch } : {}) };
}

/**
 * Sends writes to the batch endpoint (src/contract/endpoints/outbox.ts): an answer per write,
 * in order, fewer when the server stopped at one it could not take now; or the batch's own
 * answer when it was not applied (`whole`), or null without an answer.
 */
async function sendBatch(
  items: OutboxItem[],
  token: string,
  options: ReplayOptions,
): Promise<{ kind: 'items'; answers: Answer[] } | { kind: 'whole'; answer: Answer } | null> {
  // The client headers of the writes (device type, app version), without the write's own.
  const clientHeaders = Object.fromEntries(
    Object.entries(items[0].headers).filter(([name]) => !WRITE_OWN_HEADERS.includes(name.toLowerCase())),
  );
  const batch: SentRequest = {
    method: 'POST',
    url: `/api${fillPath(outboxEndpoints.replay.path, {})}`,
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: new TextEncoder().encode(
      JSON.stringify({ items: items.map(replayItemOf) }),
    ).buffer as ArrayBuffer,
  };
  const answer = await send(batch, token, options);
  if (answer === null) return null;
  const parsed = answer.status === 200 ? outboxEndpoints.replayAnswerSchema.safeParse(answer.body) : null;
  if (!parsed?.success) return { kind: 'whole', answer };
  return {
    kind: 'items',
    answers: parsed.data.data.results.map((result) => ({
      status: result.status,
      body: decodeItemBody(result.body, options),
      retryAfterMs: result.retryAfter ? result.retryAfter * 1000 : undefined,
      tryLater: meansTryLaterStatus(result.status, result.retryAfter !== undefined),
    })),
  };
}

/** Opens a write's answer as send() opens a single one: what does not open is kept as its text. */
function decodeItemBody(body: unknown, options: ReplayOptions): unknown {
  try {
    return options.decode(body);
  } catch {
    return typeof body === 'string' ? body : JSON.stringify(body);
  }
}

/**
 * The answers to the batch's writes, in order. A batch not applied as a batch: no answer, a
 * refused token or "try later" stand for its first write; any other answer (an older server
 * without the endpoint) sends the first write alone, as before batches.
 */
async function answersOf(items: OutboxItem[], token: string, options: ReplayOptions): Promise<(Answer | null)[]> {
  const batch = await sendBatch(items, token, options);
  if (batch === null) return [null];
  if (batch.kind === 'items') return batch.answers;
  if (batch.answer.status === 401 || batch.answer.tryLater) return [batch.answer];
  return [await send(items[0], token, options)];
}

/**
 * A 412 for an edit made on top of this device's own edits, already applied (own-versions.ts):
 * the edit goes back in its place made from the record's version now, under a new X-Request-ID
 * (the refusal is the old id's answer). False when someone else changed the record.
 */
async function sendAgainFromOwnVersion(item: OutboxItem, answer: Answer, ownVersions: OwnVersions): Promise<boolean> {
  const madeFrom = versionOfWrite(item);
  const current = answeredVersion(answer.body, 'current');
  const version = madeFrom === null || current === null ? null : ownVersions.rebase(recordOfWrite(item), madeFrom, current);
  if (version === null || item.body === null) return false;
  await retryOutboxItem(item.seq!, { body: item.body, requestId: createRequestId(), headers: { [VERSION_HEADER.toLowerCase()]: versionTag(version) } });
  return true;
}

/** What one write's answer means for the replay: go on, or stop with this outcome. */
async function settle(item: OutboxItem, answer: Answer | null, token: string, sent: number, options: ReplayOptions): Promise<ReplayOutcome | 'done' | 'set-aside'> {
  const now = options.now ?? Date.now;
  if (answer === null || answer.tryLater) {
    const delay = answer?.retryAfterMs ?? retryDelayMs(item.attempts + 1, options.random);
    const problem: OutboxProblem =
      answer === null
        ? { status: 0, message: API_ERROR_MESSAGES.network }
        : { status: answer.status, message: answer.status >= 500 ? serverErrorMessage(answer.status) : readProblem(answer.status, answer.body).message };
    await postponeOutboxItem(item.seq!, now(), delay, problem);
    return { kind: 'waiting', sent, retryAt: now() + delay };
  }
  if (answer.status === 401) {
    await markTokenRefused(token);
    return { kind: 'waiting-for-login', sent };
  }
  if (answer.status >= 400) {
    await setAside(item.seq!, readProblem(answer.status, answer.body));
    return 'set-aside';
  }
  return 'done';
}

/** The next batch, read while the one before it is on its way (see drain). */
type Upcoming = { userId: string; items: Promise<OutboxItem[] | null> };

async function drain(options: ReplayOptions): Promise<ReplayOutcome> {
  const now = options.now ?? Date.now;
  const batchSize = Math.max(1, options.batchSize ?? 1);
  let sent = 0;
  // Sent and answered, not yet kept and removed.
  let done: ReplayedWrite[] = [];
  const doneSeqs = new Set<number>();
  const ownVersions = new OwnVersions();
  let upcoming: Upcoming | null = null;

  /** Lets the features keep the answers, then removes the writes: at most batchSize at a time, in order. */
  const flush = async () => {
    while (done.length > 0) {
      const batch = done.slice(0, batchSize);
      done = done.slice(batchSize);
      try {
        await options.onReplayed?.(batch);
      } catch (error) {
        // The server has the writes; only the device's copy of the answers is missing (the next
        // list refresh brings it).
        console.warn('Could not keep the answer of a replayed write', error);
      }
      await removeFromOutbox(batch.map(({ item }) => item.seq!));
      for (const { item } of batch) doneSeqs.delete(item.seq!);
    }
  };

  try {
    for (let first = true; ; first = false) {
      // Read each time: a login or logout during a long replay changes whose writes go next.
      const session = await readDeviceSession();
      const token = session.token;
      const userId = tokenUserId(token);
      if (token === null || userId === null || session.refusedToken === token || checkToken(token, now()).expired) {
        return { kind: 'waiting-for-login', sent };
      }
      const readMeanwhile = upcoming?.userId === userId ? await upcoming.items : null;
      upcoming = null;
      // An empty batch read meanwhile is read again: a write may have been queued since.
      const queued = readMeanwhile?.length ? readMeanwhile : await nextQueuedItems(userId, doneSeqs, outboxEndpoints.REPLAY_BATCH_MAX_ITEMS);
      const items = fitBatch(queued, now());
      if (items.length === 0) return { kind: 'drained', sent };
      if (items[0].nextAttemptAt > now() && !(first && options.force)) {
        return { kind: 'waiting', sent, retryAt: items[0].nextAttemptAt };
      }

      const answering = answersOf(items, token, options);
      // While the batch is on its way, the device does its own work: keeps the answers of the
      // batch before it, and reads the batch after it (a replay's time is mostly the two sides
      // waiting for each other otherwise).
      const sentSeqs = new Set([...doneSeqs, ...items.map((item) => item.seq!)]);
      upcoming = { userId, items: nextQueuedItems(userId, sentSeqs, outboxEndpoints.REPLAY_BATCH_MAX_ITEMS).catch(() => null) };
      await flush();
      const answers = await answering;
      // Records whose refused edit goes again in this batch (rebased): their later edits, held
      // back by the server behind the refusal (424), go again after it.
      const rebasedRecords = new Set<string>();
      for (const [index, answer] of answers.entries()) {
        const item = items[index];
        const record = recordOfWrite(item);
        if (answer?.status === 412 && (await sendAgainFromOwnVersion(item, answer, ownVersions))) {
          rebasedRecords.add(record);
          continue;
        }
        if (answer?.status === 424 && rebasedRecords.has(record)) {
          await retryOutboxItem(item.seq!);
          continue;
        }
        const outcome = await settle(item, answer, token, sent, options);
        if (outcome === 'set-aside') continue;
        if (outcome !== 'done') return outcome;
        const madeFrom = versionOfWrite(item);
        const reached = answeredVersion(answer!.body, 'data');
        if (madeFrom !== null && reached !== null) ownVersions.applied(record, madeFrom, reached);
        done.push({ item, answer: answer!.body });
        doneSeqs.add(item.seq!);
        sent += 1;
      }
      // Writes of this batch going again come before the batch read meanwhile; so does a write
      // the server did not answer (it stopped the batch there).
      if (rebasedRecords.size > 0 || answers.length < items.length) upcoming = null;
    }
  } finally {
    await flush();
  }
}

let running: Promise<ReplayOutcome> | null = null;
/** A request that came while a replay ran: run once more after it (a write queued meanwhile). */
let requestedAgain: ReplayOptions | null = null;

/**
 * Replays until the queue is empty or must wait. One at a time: in this context by a shared
 * promise, across contexts (two tabs without a worker, a worker restarted) by a Web Lock.
 */
export function replayOutbox(options: ReplayOptions): Promise<ReplayOutcome> {
  if (running) {
    requestedAgain = options;
    return running.then((): ReplayOutcome => ({ kind: 'busy', sent: 0 }));
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run: Promise<ReplayOutcome> = locks
    ? // The DOM typing nests the callback's promise; the lock resolves with its value.
      (locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) =>
        lock ? drain(options) : Promise.resolve<ReplayOutcome>({ kind: 'busy', sent: 0 }),
      ) as unknown as Promise<ReplayOutcome>)
    : drain(options);
  const thisRun = run.finally(() => {
    running = null;
    const again = requestedAgain;
    requestedAgain = null;
    if (again) void replayOutbox(again);
  });
  running = thisRun;
  return thisRun;
}
