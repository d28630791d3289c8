/**
 * GET /metrics (issue 25): the server's figures in Prometheus text for a monitoring system:
 * requests and latency by route, outbox replays, idempotent repeats, backups, database
 * connections, process memory and CPU. Not for users: it needs `Authorization: Bearer
 * {METRICS_TOKEN}` (404 when the server has no METRICS_TOKEN).
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';

export const read = defineEndpoint({
  method: 'GET',
  path: '/metrics',
  tags: ['health'],
  summary: "The server's figures in Prometheus text (Authorization: Bearer METRICS_TOKEN)",
  access: 'public',
  answers: { 200: { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: z.string() } } } },
});
