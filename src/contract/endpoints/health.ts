/** GET /health: is the API up and can it reach its database (spec part 1 §7, §8 "API is online"). */
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
