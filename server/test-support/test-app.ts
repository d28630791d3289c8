/**
 * A fresh app on a fresh database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the
 * same suite runs on both engines.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { seedDatabase } from '../db/seed';
import { openTestDatabase } from './test-database';

export type TestAppOptions = {
  config?: Partial<AppConfig>;
  seed?: 'demo' | 'none';
  serveStatic?: boolean;
};

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close: () => Promise<void>;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? 'demo';
  const config: AppConfig = { ...loadConfig({}), seed, ...options.config };
  const { database, dispose } = await openTestDatabase();
  try {
    await seedDatabase(database.db, config);
    const app = await buildApp({ config, database, logger: false, serveStatic: options.serveStatic });
    await app.ready();
    return {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await dispose();
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
