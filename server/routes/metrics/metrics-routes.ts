/** GET /metrics: the app's metrics (server/lib/metrics/app-metrics.ts) for a holder of METRICS_TOKEN. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as metricsEndpoints from '@/contract/endpoints/metrics';
import { httpError } from '../../lib/http-error';
import { routeEndpoint } from '../../lib/route-endpoint';

export const METRICS_MESSAGES = {
  disabled: 'Metrics are not enabled on this server',
  tokenRequired: 'The metrics token is required',
} as const;

/** Compared as digests, so neither the length nor the first differing byte shows in the time taken. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const metricsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, metricsEndpoints.read, async (request, reply) => {
    const expected = app.config.metricsToken;
    if (!expected) throw httpError(404, METRICS_MESSAGES.disabled);
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, expected)) throw httpError(401, METRICS_MESSAGES.tokenRequired);
    return reply
      .header('content-type', app.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await app.metrics.registry.metrics());
  });
};
