/**
 * Starts the server: configuration, the data-folder lock (PGlite), the database with its
 * migrations, the seed, then listen. Stops gracefully on SIGINT/SIGTERM: the requests running
 * finish while newcomers get 503 with Retry-After (plugins/draining.ts), then the server and the
 * database close.
 * Known start-up failures (folder locked, port taken, bad settings) print one clear line on stderr
 * and exit 1 without a stack trace.
 */
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openControlSocket } from './backup/control-socket';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { analyzeAllTables, analyzeStaleTables } from './db/planner-statistics';
import { seedDatabase, type SeedReport } from './db/seed';
import { deleteEndedRateLimitWindows } from './lib/database-rate-limit-store';
import { deleteExpiredIdempotencyKeys, releaseClaimsOfDeadServer } from './lib/idempotency-cleanup';
import { loggerOptions } from './lib/logger-options';
import { uploadsFolder } from './lib/uploads/folder-upload-store';
import { importFolderUploads } from './lib/uploads/import-folder-uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A shutdown that hangs (a stuck connection) must not keep the process alive for ever. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How long the requests running at a stop may take to answer, within the shutdown's time. */
const DRAIN_TIMEOUT_MS = 7_000;

class StartupError extends Error {}

type Running = {
  app?: FastifyInstance;
  database?: DatabaseHandle;
  releaseLock?: () => Promise<void>;
  cleanupTimer?: NodeJS.Timeout;
  stopBackupSchedule?: () => void;
  closeControlSocket?: () => Promise<void>;
};

const running: Running = {};

async function start(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    throw new StartupError((error as Error).message);
  }

  if (config.databaseUrl) {
    running.database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  } else {
    // The lock comes first: PGlite must never open a folder another server is using.
    running.releaseLock = await acquireDataDirLock(config.dataDir);
    running.database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  }
  const { database } = running;

  const app = await buildApp({ config, database, logger: loggerOptions(config.logLevel), serveStatic: true, releaseIdleMemory: true });
  running.app = app;
  app.log.info(
    config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${path.join(config.dataDir, 'pglite')}`,
  );

  const report = await seedDatabase(database.db, config, (line) => app.log.info(line));
  const imported = await importFolderUploads(config.dataDir, app.uploads);
  if (imported > 0) app.log.info(`Copied ${imported} uploads from ${uploadsFolder(config.dataDir)} into the upload store (UPLOAD_STORE=${config.uploadStore}); the folder can be removed`);
  // Fresh statistics so the planner uses the indexes (PGlite has no autovacuum).
  await analyzeStaleTables(database);

  await cleanIdempotencyKeys(app, database);
  if (!config.databaseUrl) {
    // This process holds the data-folder lock: every pending claim is a dead server's.
    const released = await releaseClaimsOfDeadServer(database.db);
    if (released > 0) app.log.info(`Released ${released} idempotency claims left by a stopped server`);
  }
  running.cleanupTimer = setInterval(() => void dailyMaintenance(app, database), DAY_MS);
  running.cleanupTimer.unref();

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} is already in use. Stop the program using it, or set PORT to another port.`);
    }
    throw error;
  }
  running.stopBackupSchedule = app.backups.scheduleDaily();
  // `npm run backup` cannot open the embedded database this process holds: it asks here.
  if (!config.databaseUrl) running.closeControlSocket = await openControlSocket(config.dataDir, app.backups);
  const port = boundPort(app) ?? config.port;
  app.log.info(`School MIS is running at http://localhost:${port}`);
  process.stdout.write(startupBanner(config, port, report));
}

/** Once a day: old idempotency keys and ended rate-limit windows out, and fresh planner statistics (PGlite has no autovacuum). */
async function dailyMaintenance(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await cleanIdempotencyKeys(app, database);
  try {
    await deleteEndedRateLimitWindows(database.db);
    await analyzeAllTables(database);
  } catch (error) {
    app.log.error({ err: error }, 'daily maintenance (rate-limit windows, ANALYZE) failed');
  }
}

async function cleanIdempotencyKeys(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  try {
    const removed = await deleteExpiredIdempotencyKeys(database.db);
    if (removed > 0) app.log.info(`Removed ${removed} idempotency keys older than 30 days`);
  } catch (error) {
    app.log.error({ err: error }, 'Removing old idempotency keys failed');
  }
}

function boundPort(app: FastifyInstance): number | undefined {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

/** Addresses tablets on the school network can use, when the server listens on all interfaces. */
function networkUrls(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((item): item is os.NetworkInterfaceInfo => !!item && item.family === 'IPv4' && !item.internal)
    .map((item) => `http://${item.address}:${port}`);
}

function startupBanner(config: AppConfig, port: number, report: SeedReport): string {
  const lines = ['', `  School MIS is running at http://localhost:${port}`];
  for (const url of networkUrls(config.host, port)) lines.push(`  On the school network:   ${url}`);
  lines.push(`  API reference:           http://localhost:${port}/api/docs`);
  if (report.demoAccounts.length > 0) {
    lines.push('', `  Demo accounts (password for all: ${report.demoPassword}):`);
    const width = Math.max(...report.demoAccounts.map((account) => account.username.length));
    for (const account of report.demoAccounts) {
      lines.push(`    ${account.username.padEnd(width)}  ${account.role.padEnd(12)}  ${account.note}`);
    }
    lines.push(
      '  These are for trying the app out. Before real use, change their passwords or start on an',
      '  empty database with SEED=none and ADMIN_USERNAME/ADMIN_PASSWORD.',
    );
  }
  if (report.adminAccount) lines.push('', `  Administrator account created: ${report.adminAccount} (SUPER_ADMIN)`);
  return `${lines.join('\n')}\n\n`;
}

let stopping = false;

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  running.app?.log.info(`${signal} received: shutting down`);
  setTimeout(() => {
    console.error('Shutdown took too long; exiting.');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  await closeAll();
  process.exit(0);
}

async function closeAll(): Promise<void> {
  if (running.cleanupTimer) clearInterval(running.cleanupTimer);
  running.stopBackupSchedule?.();
  await running.closeControlSocket?.().catch((error) => console.error('Closing the control socket failed:', error));
  // Requests running finish (newcomers get 503 with Retry-After) before the server and the
  // database close (server/plugins/draining.ts).
  // A backup running gets the same time to finish, or is abandoned (its unfinished file removed).
  await Promise.all([
    running.app?.drain(DRAIN_TIMEOUT_MS).catch((error) => console.error('Draining the server failed:', error)),
    running.app?.backups.settled(DRAIN_TIMEOUT_MS),
  ]);
  // Each step runs even if one before it fails: the lock must be released whatever happens.
  await running.app?.close().catch((error) => console.error('Closing the server failed:', error));
  await running.database?.close().catch((error) => console.error('Closing the database failed:', error));
  await running.releaseLock?.().catch((error) => console.error('Releasing the data folder lock failed:', error));
}

process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

try {
  await start();
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('School MIS could not start:', error);
  }
  await closeAll();
  process.exit(1);
}

