/**
 * GET /health: is the API up and can it reach its database (spec part 1 §7, §8 "API is online").
 * GET /ready: can this server take requests (database answers, every shipped migration applied).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as healthEndpoints from '@/contract/endpoints/health';
import { appliedMigrations, SHIPPED_MIGRATIONS } from '../../db/migration-level';
import { SERVER_VERSION } from '../../lib/app-files';
import { routeEndpoint } from '../../lib/route-endpoint';
import { pingDatabase } from './health-repository';

export const HEALTH_MESSAGES = { online: 'API is online', offline: 'API is offline', ready: 'Ready', notReady: 'Not ready' } as const;

/** A database that does not answer within this time counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 3000;

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

  routeEndpoint(app, healthEndpoints.ready, async (request, reply) => {
    let database: 'ok' | 'error' = 'error';
    let migrations: 'ok' | 'pending' | 'error' = 'error';
    try {
      await withTimeout(pingDatabase(app.db), DATABASE_CHECK_TIMEOUT_MS);
      database = 'ok';
      const applied = await withTimeout(appliedMigrations(app.db), DATABASE_CHECK_TIMEOUT_MS);
      migrations = applied >= SHIPPED_MIGRATIONS ? 'ok' : 'pending';
    } catch (error) {
      request.log.error({ err: error }, `readiness check: ${database === 'ok' ? 'migrations unreadable' : 'database unreachable'}`);
    }
    const data = { database, migrations, version: SERVER_VERSION };
    if (database === 'ok' && migrations === 'ok') return { success: true as const, message: HEALTH_MESSAGES.ready, data };
    // Rendered JSON, as the health check's 503: the error answer's schema would drop `data`.
    const notReady = { success: false as const, message: HEALTH_MESSAGES.notReady, data };
    return reply.code(503).type('application/json; charset=utf-8').send(JSON.stringify(notReady));
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
