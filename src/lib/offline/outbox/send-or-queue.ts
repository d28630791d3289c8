/**
 * What the service worker does with a write (issue 4, "Queued writes"): network first; when the
 * server cannot be reached (no answer, time-out, 5xx, 408, 429) the request goes into the outbox,
 * body as sent (already encrypted) and with its X-Request-ID, and the page gets 202
 * `{ success: true, queued: true }`. A write made while earlier ones of the same user still wait
 * is queued behind them without trying the network, so the server sees the writes in the order
 * they were made (an edit never overtakes the create it edits).
 *
 * Only writes that can be replayed safely are taken: they need an X-Request-ID (the server's
 * idempotency key) and a bearer token (whose user the write belongs to). Anything else goes to
 * the network as it is.
 */
import { CLIENT_HEADERS } from '@/contract/api';
import { tokenUserId } from '@/lib/offline/device-session';
import type { OutboxItem, OutboxWriteMethod } from '@/lib/offline/outbox/outbox-item';
import { addToOutbox, hasQueuedWrites } from '@/lib/offline/outbox/outbox-store';
import { meansUnreachable } from '@/lib/offline/outbox/write-routing';

/** How long the worker waits for the server before keeping the write (well under the page's own). */
export const NETWORK_FIRST_TIMEOUT_MS = 10_000;

export const QUEUED_ANSWER = { success: true, queued: true } as const;

export type SendOrQueueOptions = {
  fetch: typeof globalThis.fetch;
  now: () => number;
  /** Display name of the signed-in user, to say whose writes wait. */
  userName: () => Promise<string | null>;
  /** Called after a write was queued (the worker asks for a Background Sync). */
  onQueued: () => void;
  timeoutMs?: number;
};

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

function queuedResponse(): Response {
  return new Response(JSON.stringify(QUEUED_ANSWER), {
    status: 202,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * The page's own cancel signal is not followed: a write whose page closes mid-way is still kept
 * (a retry of the same call is not stored twice: one row per X-Request-ID).
 */
async function fetchWithTimeout(request: Request, body: ArrayBuffer | null, options: SendOrQueueOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? NETWORK_FIRST_TIMEOUT_MS);
  try {
    return await options.fetch(request.url, { method: request.method, headers: request.headers, body, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

export async function sendOrQueue(request: Request, options: SendOrQueueOptions): Promise<Response> {
  const token = bearerToken(request);
  const userId = tokenUserId(token);
  const requestId = request.headers.get(CLIENT_HEADERS.requestId);
  if (userId === null || requestId === null || requestId === '') return options.fetch(request);

  // Read once: the network attempt and a later replay send these same bytes.
  const body = request.body === null ? null : await request.arrayBuffer();
  const keep = async (): Promise<Response> => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (name !== 'authorization') headers[name] = value;
    });
    const url = new URL(request.url);
    const item: Omit<OutboxItem, 'seq'> = {
      requestId,
      userId,
      userName: await options.userName(),
      method: request.method as OutboxWriteMethod,
      url: url.pathname + url.search,
      headers,
      body,
      createdAt: new Date(options.now()).toISOString(),
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      problem: null,
    };
    await addToOutbox(item);
    try {
      options.onQueued();
    } catch (error) {
      // The write is kept; only the early replay request failed (the page's timer asks again).
      console.warn('Could not ask for a replay', error);
    }
    return queuedResponse();
  };

  if (await hasQueuedWrites(userId)) return keep();
  let response: Response;
  try {
    response = await fetchWithTimeout(request, body, options);
  } catch {
    return keep();
  }
  if (!meansUnreachable(response.status)) return response;
  void response.body?.cancel().catch(() => {});
  return keep();
}
