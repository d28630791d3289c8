/**
 * A fresh app on a fresh database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the
 * same suite runs on both engines. Its data folder (uploads, the demo seed's documents) is a new
 * temporary one, removed on close, unless the test names one.
 *
 * The database is a copy of the run's seeded snapshot when the seed's inputs match one
 * (test-snapshots.ts: SEED=demo or none, no administrator account), with the seed's files
 * copied into the data folder; otherwise it is migrated and seeded here, as the server does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { seedDatabase } from '../db/seed';
import { openTestDatabase } from './test-database';
import { openSnapshot, snapshotForSeed, testUploadStore } from './test-snapshots';

/** The general rate limit of a test app unless its test sets one. */
export const TEST_RATE_LIMIT_PER_MINUTE = 100_000;

export type TestAppOptions = {
  config?: Partial<AppConfig>;
  seed?: 'demo' | 'none';
  serveStatic?: boolean;
  /** Pino options, e.g. with a `stream` a test reads (no log by default). */
  logger?: Record<string, unknown>;
};

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close: () => Promise<void>;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? 'demo';
  const ownDataDir = options.config?.dataDir === undefined ? await mkdtemp(path.join(os.tmpdir(), 'smis-test-data-')) : null;
  const config: AppConfig = {
    ...loadConfig({}),
    seed,
    // Every request of a test comes from one address at machine speed, anonymous and refused ones
    // counted too: a test of the general rate limit sets its own (server/plugins/security.test.ts).
    rateLimitPerMinute: TEST_RATE_LIMIT_PER_MINUTE,
    uploadStore: testUploadStore(),
    ...options.config,
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
  };
  const removeDataDir = async () => {
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };
  const snapshot = snapshotForSeed(config);
  const open = async () => {
    const copy = snapshot ? await openSnapshot(snapshot, config.dataDir) : null;
    return { opened: copy ?? (await openTestDatabase()), seeded: copy !== null };
  };
  const {
    opened: { database, dispose },
    seeded,
  } = await open().catch(async (error: unknown) => {
    await removeDataDir();
    throw error;
  });
  try {
    if (!seeded) await seedDatabase(database.db, config);
    const app = await buildApp({ config, database, logger: options.logger ?? false, serveStatic: options.serveStatic });
    await app.ready();
    return {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await dispose();
        await removeDataDir();
      },
    };
  } catch (error) {
    await dispose();
    await removeDataDir();
    throw error;
  }
}
