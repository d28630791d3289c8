/**
 * Counts every answered request for GET /api/metrics (server/lib/metrics/app-metrics.ts): by method,
 * route template (`/api/customers/:id`, never the path with its ids) and status, with its latency;
 * and a write answered from its stored answer (`Idempotent-Replay: true`) as an idempotent repeat.
 * Items of an outbox replay batch pass through here too, each as its own route.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { REPLAY_HEADER } from './idempotency';

const metrics: FastifyPluginAsync = async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route };
    app.metrics.httpRequests.inc({ ...labels, status: String(reply.statusCode) });
    app.metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.getHeader(REPLAY_HEADER) === 'true') app.metrics.idempotentRepeats.inc();
  });
};

export const metricsPlugin = fp(metrics, { name: 'metrics' });
