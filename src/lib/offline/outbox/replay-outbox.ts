/**
 * Sends the outbox to the server (issue 4): one request at a time, in the order the writes were
 * made, never two replays at once (the same write sent twice in parallel is a known way to apply
 * it twice; the server's idempotency answers 409 to the second, but one replay at a time avoids
 * asking). Only the signed-in user's writes are sent, each with the token current at that moment.
 *
 * Answers: 2xx → done (the feature keeps the server's answer, e.g. the customer's serial number);
 * 401 → the queue waits for the next login; 409 "still processing", 408, 429, 5xx or no answer →
 * stays queued, tried again after a back-off; any other 4xx → "Needs attention" with the server's
 * message, and the replay goes on with the next write. Nothing is dropped silently.
 */
import { API_ERROR_MESSAGES, serverErrorMessage } from '@/lib/api/api-error';
import { markTokenRefused, readDeviceSession, tokenUserId } from '@/lib/offline/device-session';
import type { OutboxItem, OutboxProblem } from '@/lib/offline/outbox/outbox-item';
import { nextQueuedItem, postponeOutboxItem, removeFromOutbox, setAside } from '@/lib/offline/outbox/outbox-store';
import { meansTryLater } from '@/lib/offline/outbox/write-routing';
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
   * How many sent writes are kept and removed together (default 1: one by one). Fewer, larger
   * transactions let the open screens keep up with a long replay; a write sent but not removed
   * yet when the worker dies is sent again, and the server answers it from its idempotency key.
   */
  batchSize?: number;
  /** The longest a sent write waits to be kept and removed (with batchSize > 1). */
  batchDelayMs?: number;
};

export type ReplayedWrite = { item: OutboxItem; answer: unknown };

type Answer = { status: number; retryAfterMs?: number; body: unknown; tryLater: boolean };

async function send(item: OutboxItem, token: string, options: ReplayOptions): Promise<Answer | null> {
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

async function drain(options: ReplayOptions): Promise<ReplayOutcome> {
  const now = options.now ?? Date.now;
  const batchSize = Math.max(1, options.batchSize ?? 1);
  const batchDelayMs = options.batchDelayMs ?? 250;
  let sent = 0;
  // Sent and answered, not yet kept and removed (see batchSize).
  let done: ReplayedWrite[] = [];
  let doneSince = 0;
  const doneSeqs = new Set<number>();

  const flush = async () => {
    if (done.length === 0) return;
    const batch = done;
    done = [];
    try {
      await options.onReplayed?.(batch);
    } catch (error) {
      // The server has the writes; only the device's copy of the answers is missing (the next
      // list refresh brings it).
      console.warn('Could not keep the answer of a replayed write', error);
    }
    await removeFromOutbox(batch.map(({ item }) => item.seq!));
    for (const { item } of batch) doneSeqs.delete(item.seq!);
  };

  try {
    for (let first = true; ; first = false) {
      if (done.length >= batchSize || (done.length > 0 && now() - doneSince >= batchDelayMs)) await flush();
      // Read each time: a login or logout during a long replay changes whose writes go next.
      const session = await readDeviceSession();
      const token = session.token;
      const userId = tokenUserId(token);
      if (token === null || userId === null || session.refusedToken === token || checkToken(token, now()).expired) {
        return { kind: 'waiting-for-login', sent };
      }
      const item = await nextQueuedItem(userId, doneSeqs);
      if (!item?.seq) return { kind: 'drained', sent };
      if (item.nextAttemptAt > now() && !(first && options.force)) {
        return { kind: 'waiting', sent, retryAt: item.nextAttemptAt };
      }

      const answer = await send(item, token, options);
      if (answer === null || answer.tryLater) {
        const delay = answer?.retryAfterMs ?? retryDelayMs(item.attempts + 1, options.random);
        const problem: OutboxProblem =
          answer === null
            ? { status: 0, message: API_ERROR_MESSAGES.network }
            : { status: answer.status, message: answer.status >= 500 ? serverErrorMessage(answer.status) : readProblem(answer.status, answer.body).message };
        await postponeOutboxItem(item.seq, now(), delay, problem);
        return { kind: 'waiting', sent, retryAt: now() + delay };
      }
      if (answer.status === 401) {
        await markTokenRefused(token);
        return { kind: 'waiting-for-login', sent };
      }
      if (answer.status >= 400) {
        await setAside(item.seq, readProblem(answer.status, answer.body));
        continue;
      }
      if (done.length === 0) doneSince = now();
      done.push({ item, answer: answer.body });
      doneSeqs.add(item.seq);
      sent += 1;
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
