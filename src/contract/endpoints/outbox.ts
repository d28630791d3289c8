/**
 * POST /outbox/replay: the device's queued writes sent in batches (issue 24, "Replay: fast, in
 * order, exactly once"). Each item is a write exactly as it was queued (its method, path, body
 * and X-Request-ID); the server applies the items in order, each as its own request (its own
 * idempotency key and transaction, the same access checks and validation), and answers each.
 * Only writes the device may keep (an endpoint with an `offline` policy) are taken.
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';

/** Writes in one batch; the device sends this many at most. */
export const REPLAY_BATCH_MAX_ITEMS = 25;

export const replayItemSchema = z.object({
  requestId: z.string().trim().min(1).max(200),
  method: z.enum(['POST', 'PUT', 'PATCH']),
  /** Path and query below the origin, as queued: `/api/customers`. */
  url: z.string().min(5).max(2000).startsWith('/api/'),
  /** The body as sent (the sealed envelope's JSON text), or null. */
  body: z.string().max(1_000_000).nullable(),
  /** The version of the record the write was made from, as its `If-Match` said (src/contract/record-version.ts). */
  ifMatch: z.string().min(1).max(200).optional(),
});

export const replayBodySchema = z.object({
  items: z.array(replayItemSchema).min(1).max(REPLAY_BATCH_MAX_ITEMS),
});

/**
 * One item's answer, in the order sent. `status` 424: not applied, because an earlier item of
 * the batch that changes the same record was refused. Items after one the server could not take
 * now (5xx, 408, 429, a 409 still in progress, 401) have no result: they stay queued, in order.
 */
export const replayResultSchema = z.object({
  requestId: z.string(),
  status: z.number().int(),
  /** The write's own answer body (sealed when answers are), or null. */
  body: z.unknown(),
  /** Seconds, when the answer asked to wait (Retry-After). */
  retryAfter: z.number().int().positive().optional(),
});

export const replayAnswerSchema = successResponse(z.object({ results: z.array(replayResultSchema) }));

export type ReplayItem = z.infer<typeof replayItemSchema>;
export type ReplayResult = z.infer<typeof replayResultSchema>;

export const replay = defineEndpoint({
  method: 'POST',
  path: '/outbox/replay',
  tags: ['outbox'],
  summary: "Apply the device's queued writes in order, each under its own X-Request-ID",
  access: 'authenticated',
  body: replayBodySchema,
  answers: { 200: replayAnswerSchema },
});
