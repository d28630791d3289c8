/**
 * A write kept on the device until the server takes it (issue 4, "Queued writes"). The service
 * worker stores the request exactly as the page sent it (body already encrypted, its
 * X-Request-ID), minus the Authorization header: each replay sends the token current at that
 * moment, and only for the user who made the write.
 */
export type OutboxWriteMethod = 'POST' | 'PUT' | 'PATCH';

/** queued: waits for its turn; attention: the server refused it (4xx), the user decides. */
export type OutboxState = 'queued' | 'attention';

/** Why the server refused a replay, as it said it. */
export type OutboxProblem = {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  /**
   * The refusal's whole answer, when it said more than a message: what the area's endpoint
   * declares in `errorAnswers` (a 409 naming the visitor whose phone it is), so the panel can
   * offer that area's choice.
   */
  answer?: Record<string, unknown>;
};

export type OutboxItem = {
  /** Order of the writes on this device (auto-increment); absent until stored. */
  seq?: number;
  /** The request's X-Request-ID: the server's idempotency key, so a replay applies once. */
  requestId: string;
  /** The user who made the write (the token's `sub`); only their session replays it. */
  userId: string;
  /** Their name when the write was made, to say whose writes are waiting. */
  userName: string | null;
  method: OutboxWriteMethod;
  /** Path and query on this origin, e.g. `/api/customers`. */
  url: string;
  /** The request's headers without Authorization. */
  headers: Record<string, string>;
  /** The body as sent (the encrypted envelope), or null. */
  body: ArrayBuffer | null;
  /** When the write was made (ISO). */
  createdAt: string;
  state: OutboxState;
  /** Replays tried and not answered (no answer, time-out, 5xx, 408, 429, 409 still processing). */
  attempts: number;
  /** Epoch ms before which the back-off timer does not try again ("Sync now" does). */
  nextAttemptAt: number;
  /** The last failed try: what the server (or the network) said. */
  problem: OutboxProblem | null;
};

/** The body as text (JSON for every write this app makes). */
export function outboxBodyText(item: Pick<OutboxItem, 'body'>): string | null {
  return item.body === null ? null : new TextDecoder().decode(item.body);
}

/** The API path without the `/api` prefix and query, as the app's modules name it: `/customers/…`. */
export function outboxApiPath(item: Pick<OutboxItem, 'url'>): string {
  const path = item.url.split('?')[0] ?? '';
  return path.startsWith('/api/') ? path.slice(4) : path;
}

/** A stored header's value, whatever its case (the service worker keeps them lower-case). */
export function outboxHeader(item: Pick<OutboxItem, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(item.headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
}
