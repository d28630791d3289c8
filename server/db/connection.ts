/**
 * Opens the database: PostgreSQL when a connection string is given, otherwise the embedded
 * PGlite in a data folder (or in memory, for tests). Both speak the same SQL and run the same
 * migrations, so the rest of the server sees one `Db` type. The PostgreSQL driver is loaded only
 * when a connection string is given (memory on a school's PC: docs/decisions.md "The server's
 * memory on a school's PC").
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Client as PgClient } from 'pg';
import { MIGRATIONS_FOLDER } from '../lib/app-files';
import { shareArrayParsers } from './pglite-parsers';
import { sendStatementsWhole } from './pglite-whole-statement';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository takes either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * `migrated: true` skips applying the migrations, for a database known to be a copy of one this
 * same code has just migrated (the tests' snapshots, server/test-support/test-snapshots.ts):
 * checking them was a third of opening a copy.
 */
export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; migrated?: boolean }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `loadDataDir` starts it from a
   * data folder saved with PGlite's `dumpDataDir()` (the tests' seeded snapshot) instead of an
   * empty one. `initDbStartParams` go to initdb when the database is new (the tests' snapshots
   * ask for small WAL segments, so each copy loads less).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; migrated?: boolean; initDbStartParams?: string[] };

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** Runs a raw statement outside Drizzle (ANALYZE, VACUUM, CREATE DATABASE ...). */
  exec: (statement: string) => Promise<void>;
  /** PostgreSQL: the pool's connections now (the metrics); PGlite has one, in process. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL: tells every server on the database (LISTEN/NOTIFY), and listens on a connection of
   * its own, kept open and opened again when lost, until the returned function stops it. PGlite
   * has none: one server holds its data folder.
   */
  channel?: { notify: (channel: string, message: string) => Promise<void>; listen: (channel: string, onMessage: (message: string) => void) => Promise<() => Promise<void>> };
  close: () => Promise<void>;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // JIT off for this app's sessions: its statements are short or read summaries, and at
    // PostgreSQL's default thresholds the dashboard's grade statement spent about 2 s compiling
    // to run in 0.3 s (bench/RESULTS.md, students). A server-wide setting still wins if set in
    // the URL's `options`.
    const { default: pg } = await import('pg');
    const { drizzle: drizzleNodePg } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: '-c jit=off' });
    let closing = false;
    let closed: Promise<void> | undefined;
    // An idle connection that the server drops (restart, failover, DROP DATABASE ... FORCE) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces it.
    pool.on('error', (error) => {
      if (!closing) console.warn(`PostgreSQL connection lost (it will be replaced): ${error.message}`);
    });
    const database: DatabaseHandle = {
      db: drizzleNodePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      exec: async (statement) => {
        await pool.query(statement);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      channel: {
        notify: async (channel, message) => {
          await pool.query('select pg_notify($1, $2)', [channel, message]);
        },
        listen: (channel, onMessage) => listenOn(options.url, channel, onMessage),
      },
      close: () => {
        closing = true;
        // Idempotent: a second close (shutdown after a failed start, a test's clean-up) is a no-op.
        closed ??= pool.end();
        return closed;
      },
    };
    if (!options.migrated) await migrateDatabase(database);
    return database;
  }

  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: options.loadDataDir,
    initDbStartParams: options.initDbStartParams,
    startParams: PGLITE_START_PARAMS,
  });
  const database = pgliteHandle(client, () => client.close());
  if (!options.migrated) await migrateDatabase(database);
  return database;
}

/**
 * Applies the migrations of `migrationsFolder` that the database has not applied yet (Drizzle's
 * migrator, by engine). A restore passes a folder holding only a backup's first migrations
 * (server/db/migration-level.ts).
 */
export async function migrateDatabase(database: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
    await migrateNodePg(database.db as never, { migrationsFolder });
  } else await migratePglite(database.db as never, { migrationsFolder });
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RECONNECT_MS = 1000;

/** A connection of its own that LISTENs on `channel` (a plain name) until stopped, connecting again when lost. */
async function listenOn(url: string, channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  const { default: pg } = await import('pg');
  let client: PgClient | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notification) => {
      if (notification.channel === channel) onMessage(notification.payload ?? '');
    });
    next.on('error', (error) => {
      if (stopped) return;
      console.warn(`PostgreSQL listening connection lost (it will be replaced): ${error.message}`);
      client = null;
      reconnectLater();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  const reconnectLater = () => {
    setTimeout(() => {
      if (!stopped) connect().catch(reconnectLater);
    }, LISTEN_RECONNECT_MS).unref();
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** The extensions every PGlite database of the app loads (migrations create pg_trgm). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Postgres's settings for every PGlite database of the app, after PGlite's own: a kept statement
 * (pglite-whole-statement.ts parses each once) is still planned from its values at every run; and
 * 16 MB of shared buffers instead of Postgres's 128 MB: PGlite's WebAssembly memory holds them
 * touched once used and never gives them back (128 → 32 MB saved about 110 MB of the server's
 * resident memory, 32 → 16 MB another 18 MB, at the same throughput: bench/RESULTS.md, footprint).
 * The data folder's pages stay in the operating system's cache beside them.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'plan_cache_mode=force_custom_plan',
  '-c',
  'shared_buffers=16MB',
];

/**
 * The handle of an open PGlite client; `close` runs once however often it is called. The tests
 * give their pooled copies a `close` that hands the client back (test-support/pglite-copy-pool.ts).
 */
export function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  shareArrayParsers(client);
  sendStatementsWhole(client);
  let closed: Promise<void> | undefined;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (statement) => {
      await client.exec(statement);
    },
    close: () => {
      closed ??= close();
      return closed;
    },
  };
}
