/** GET /health: is the API up and can it reach its database (spec part 1 §7, §8 "API is online"). */
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import * as healthEndpoints from '@/contract/endpoints/health';
import { PACKAGE_JSON } from '../../lib/app-files';
import { routeEndpoint } from '../../lib/route-endpoint';
import { pingDatabase } from './health-repository';

export const HEALTH_MESSAGES = { online: 'API is online', offline: 'API is offline' } as const;

/** A database that does not answer within this time counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

const SERVER_VERSION: string = (
  JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string }
).version;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, healthEndpoints.check, async (request, reply) => {
    try {
      await withTimeout(pingDatabase(app.db), DATABASE_CHECK_TIMEOUT_MS);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      // Sent as rendered JSON: the 503's schema is the common error answer, which would drop `data`.
      const offline = {
        success: false as const,
        message: HEALTH_MESSAGES.offline,
        data: { status: 'error' as const, database: 'error' as const, version: SERVER_VERSION },
      };
      return reply.code(503).type('application/json; charset=utf-8').send(JSON.stringify(offline));
    }
    return {
      success: true as const,
      data: { status: 'ok' as const, database: 'ok' as const, version: SERVER_VERSION },
      message: HEALTH_MESSAGES.online,
    };
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
