/**
 * Marks the requests the outbox's batch endpoint (server/routes/outbox) makes for its items, so
 * the general rate limit counts the batch once instead of every item again (issue 24). The mark
 * is a header whose value is a secret of this process, made at start: a client cannot set it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-smis-replay-item';
const SECRET = randomBytes(32).toString('hex');

/** The header an item's request carries. */
export function replayItemMark(): Record<string, string> {
  return { [HEADER]: SECRET };
}

/** Whether this request is an item of a batch this process is applying. */
export function isReplayItem(request: Pick<FastifyRequest, 'headers'>): boolean {
  const value = request.headers[HEADER];
  if (typeof value !== 'string' || value.length !== SECRET.length) return false;
  return timingSafeEqual(Buffer.from(value), Buffer.from(SECRET));
}
