/**
 * GET /health: is the API up and can it reach its database (spec part 1 §7, §8 "API is online").
 * GET /ready: can this server take requests: its database answers and has every migration this
 * version ships (issue 25; what a proxy in front of several servers asks).
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';

export const healthDataSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  version: z.string(),
});

export const healthAnswerSchema = successResponse(healthDataSchema);

export const check = defineEndpoint({
  method: 'GET',
  path: '/health',
  tags: ['health'],
  summary: 'Whether the API and its database are up',
  access: 'public',
  answers: { 200: healthAnswerSchema },
  // 503 "API is offline" (the error answer, with `data` naming what is down) when the database does not answer.
  moreErrors: [503],
});

export const readyDataSchema = z.object({
  database: z.enum(['ok', 'error']),
  /** `pending`: the database lacks migrations this version ships (it was not started on it yet). */
  migrations: z.enum(['ok', 'pending', 'error']),
  version: z.string(),
});

export const readyAnswerSchema = successResponse(readyDataSchema);

export const ready = defineEndpoint({
  method: 'GET',
  path: '/ready',
  tags: ['health'],
  summary: 'Whether this server can take requests: its database answers and has every migration',
  access: 'public',
  answers: { 200: readyAnswerSchema },
  // 503 "Not ready" (the error answer, with `data` naming what is missing).
  moreErrors: [503],
});
