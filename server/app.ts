/**
 * Builds the Fastify application. Tests call this and use `app.inject()`; server/main.ts starts it.
 *
 * Order matters: external plugins (security headers, rate limit, OpenAPI) first, then the app's
 * own (payload envelope, auth, access control, idempotency) inside the /api scope, then routes,
 * then the static app with its single-page fallback.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createBackupService } from './backup/backup-service';
import type { DatabaseHandle } from './db/connection';
import { databaseRateLimitStore } from './lib/database-rate-limit-store';
import { releaseMemory } from './lib/memory/release-memory';
import { createAppMetrics } from './lib/metrics/app-metrics';
import { createUploadStore } from './lib/uploads/upload-store';
import { validatorCompiler } from './lib/validator-compiler';
import { accessControlPlugin } from './plugins/access-control';
import { authPlugin } from './plugins/auth';
import { drainingPlugin } from './plugins/draining';
import { errorHandlerPlugin } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { idleMemoryPlugin } from './plugins/idle-memory';
import { metricsPlugin } from './plugins/metrics';
import { moneyLimitPlugin } from './plugins/money-limit';
import { openApiPlugin } from './plugins/openapi';
import { payloadEnvelopePlugin } from './plugins/payload-envelope';
import { securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';
import { apiRoutes } from './routes/api-routes';
import './types';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pino logger options; tests pass false. */
  logger?: boolean | Record<string, unknown>;
  /** Serve the built client from config.staticDir (off in most tests). */
  serveStatic?: boolean;
  /** Give memory back when quiet (the running server; off in tests, which run many apps in one process). */
  releaseIdleMemory?: boolean;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // The X-Request-ID header is the client's idempotency key; log lines keep Fastify's own
    // request id (reqId), so a client cannot choose the id its log lines carry.
  }).withTypeProvider<ZodTypeProvider>();

  // Zod schemas behind the shared input guard (no NUL characters), on every route.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  const metrics = createAppMetrics(database);
  app.decorate('metrics', metrics);
  const uploads = createUploadStore(config, database.db);
  app.decorate('uploads', uploads);
  app.decorate(
    'backups',
    createBackupService(config, database, uploads, app.log, (trigger, result) => {
      metrics.backups.inc({ trigger, result });
      if (result === 'success') metrics.lastBackup.setToCurrentTime();
    }),
  );

  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  // Before the rate limit: a request refused while the server stops counts against nobody.
  await app.register(drainingPlugin);
  if (options.releaseIdleMemory) {
    await app.register(idleMemoryPlugin, {
      release: async () => {
        await releaseMemory();
        metrics.memoryReleases.inc();
      },
    });
  }
  await app.register(securityPlugin, { rateLimitStore: database.kind === 'postgres' ? databaseRateLimitStore(database.db) : undefined });
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      await api.register(payloadEnvelopePlugin);
      await api.register(authPlugin, { database });
      await api.register(accessControlPlugin);
      // Before idempotency: an amount above the school's limit claims no X-Request-ID.
      await api.register(moneyLimitPlugin);
      await api.register(idempotencyPlugin);
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );

  if (options.serveStatic) await app.register(staticFilesPlugin);
  return app;
}
