/**
 * Seeded databases made ONCE per test run and copied for every test file, instead of each file
 * running initdb, ~23 migrations and the demo seed itself (which was most of a server test
 * file's time). The server project's global setup (test-snapshot-setup.ts) builds them before
 * any file runs; test-app.ts and test-database.ts copy them:
 *
 * - `migrated`: the migrations applied, nothing seeded (openTestDatabase());
 * - `none`: the start-up seed with SEED=none (the permission catalogue and roles);
 * - `demo`: the start-up seed with SEED=demo (the demo school), plus the files that seed wrote
 *   into the app's data folder (the demo documents), which are copied as well.
 *
 * A copy is used only where its inputs are the same as a fresh start's would be: the seed's
 * inputs are `seed`, `adminUsername` and `adminPassword` (the data folder is only where its
 * files go, and they are copied there), so a test app with an administrator account seeds
 * afresh, and so does everything when the snapshots are missing (a run without the global
 * setup, e.g. the benchmarks) or were seeded on another Kabul day than today (the demo seed
 * dates its rows relative to today).
 *
 * Each file still gets its own database: on PGlite an in-memory instance started from the
 * saved data folder (`PGlite.create({ loadDataDir })`, what PGlite's own `clone()` does); on
 * PostgreSQL (TEST_DATABASE_URL) `CREATE DATABASE ... TEMPLATE` a template database made
 * by the global setup. Writes of one file never reach another's.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle, type Db } from '../db/connection';
import { users } from '../db/schema';
import { DEMO_PASSWORD, seedDatabase } from '../db/seed';
import { pauseAuditLog } from '../lib/audit-actor';
import { ARGON2ID } from '../lib/password';
import { kabulDay } from '../lib/kabul-time';
import { openPooledCopy, rewriteTables } from './pglite-copy-pool';
import type { UploadStoreKind } from '../lib/uploads/upload-store-kind';

export type SnapshotName = 'migrated' | 'none' | 'demo';

/** What the global setup made, passed to the test workers as JSON in this variable. */
export const SNAPSHOTS_ENV = 'SMIS_TEST_SNAPSHOTS';

type SnapshotManifest = {
  engine: 'pglite' | 'postgres';
  /** PostgreSQL: the admin URL the templates live on (TEST_DATABASE_URL at set-up). */
  adminUrl?: string;
  /** The Kabul day the seeds ran on. */
  day: string;
  /** PGlite data folders as `<name>.tar`, and the app data folders as `<name>-data/`. */
  dir: string;
  /** PostgreSQL: the template database of each snapshot. */
  templates?: Record<SnapshotName, string>;
};

export type OpenedTestDatabase = { database: DatabaseHandle; dispose: () => Promise<void> };

const SEEDS = ['none', 'demo'] as const;

/** Which snapshot holds what a fresh seed with this configuration would write, or null. */
export function snapshotForSeed(config: Pick<AppConfig, 'seed' | 'adminUsername' | 'adminPassword' | 'uploadStore'>): SnapshotName | null {
  // The seed's documents are in the snapshot's store.
  if (config.adminUsername || config.adminPassword || config.uploadStore !== testUploadStore()) return null;
  return config.seed;
}

function manifest(): SnapshotManifest | null {
  const text = process.env[SNAPSHOTS_ENV];
  if (!text?.startsWith('{')) return null;
  const found = JSON.parse(text) as SnapshotManifest;
  const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  if (found.engine !== engine || (engine === 'postgres' && found.adminUrl !== process.env.TEST_DATABASE_URL)) return null;
  if (found.day !== kabulDay()) return null;
  return found;
}

/**
 * A new database holding the snapshot, and the snapshot's files copied into `dataDir` (when
 * given); null when there is no usable snapshot (the caller starts from scratch).
 */
export async function openSnapshot(name: SnapshotName, dataDir?: string): Promise<OpenedTestDatabase | null> {
  const found = manifest();
  if (!found) return null;
  const opened = found.engine === 'pglite' ? await openPgliteCopy(found, name) : await openPostgresCopy(found, name);
  try {
    if (dataDir && name !== 'migrated') await cp(path.join(found.dir, `${name}-data`), dataDir, { recursive: true });
  } catch (error) {
    await opened.dispose();
    throw error;
  }
  return opened;
}

/** A copy this worker had open before, made equal to the snapshot again, or a new one (pglite-copy-pool.ts). */
function openPgliteCopy(found: SnapshotManifest, name: SnapshotName): Promise<OpenedTestDatabase> {
  const file = path.join(found.dir, `${name}.tar`);
  return openPooledCopy(file, async () => new Blob([await readFile(file)]));
}

async function openPostgresCopy(found: SnapshotManifest, name: SnapshotName): Promise<OpenedTestDatabase> {
  const adminUrl = found.adminUrl as string;
  const template = (found.templates as Record<SnapshotName, string>)[name];
  return openPostgresDatabase(adminUrl, `test_${randomName()}`, template);
}

/**
 * A new database on the PostgreSQL server of `adminUrl` (a copy of `template` when given, which
 * is migrated already), migrated; `dispose` closes it and drops it.
 */
export async function openPostgresDatabase(adminUrl: string, name: string, template?: string): Promise<OpenedTestDatabase> {
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, migrated: template !== undefined });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
    },
  };
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function randomName(): string {
  return `${process.pid.toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The upload store of a test app and its snapshot: the database's on PostgreSQL (as a server with
 * DATABASE_URL has by default), the data folder's on PGlite; so each store runs every upload test.
 */
export function testUploadStore(): UploadStoreKind {
  return process.env.TEST_DATABASE_URL ? 'database' : 'folder';
}

function seedConfig(seed: 'none' | 'demo', dataDir: string): AppConfig {
  return { ...loadConfig({}), seed, dataDir, uploadStore: testUploadStore(), adminUsername: undefined, adminPassword: undefined };
}

/**
 * Builds the snapshots for the engine of this process (TEST_DATABASE_URL or PGlite) and
 * returns the value of SNAPSHOTS_ENV and a function that removes them again.
 */
export async function buildSnapshots(): Promise<{ value: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'smis-test-snapshots-'));
  const day = kabulDay();
  const adminUrl = process.env.TEST_DATABASE_URL;
  try {
    for (const seed of SEEDS) await mkdir(path.join(dir, `${seed}-data`));
    if (!adminUrl) {
      await buildPgliteSnapshots(dir);
      const found: SnapshotManifest = { engine: 'pglite', day, dir };
      return { value: JSON.stringify(found), remove: () => rm(dir, { recursive: true, force: true }) };
    }
    const templates = await buildPostgresTemplates(adminUrl, dir);
    const found: SnapshotManifest = { engine: 'postgres', adminUrl, day, dir, templates };
    return {
      value: JSON.stringify(found),
      remove: async () => {
        await dropTemplates(adminUrl, Object.values(templates));
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

function pgliteClient(database: DatabaseHandle): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Saves the database's data folder. A copy's start-up is mostly loading this folder into memory,
 * which every server test file does: the WAL is checkpointed first (initdb was asked for 1 MB
 * segments instead of 16 MB, buildPgliteSnapshots), which halves what each copy loads.
 */
async function dumpTo(database: DatabaseHandle, file: string): Promise<Blob> {
  await rewriteTables(pgliteClient(database));
  await database.exec('CHECKPOINT');
  const tarball = await pgliteClient(database).dumpDataDir('none');
  await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  return tarball;
}

/**
 * Drops the template databases initdb makes: nothing in a PGlite test creates a database, and
 * they were a third of each copy's data folder.
 */
async function dropTemplateDatabases(database: DatabaseHandle): Promise<void> {
  await database.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  await database.exec('DROP DATABASE template0');
  await database.exec('DROP DATABASE template1');
}

/**
 * A setting every copy starts with (postgresql.auto.conf, saved in the data folder): a copy's
 * start zeroed PostgreSQL's default 128 MB of shared buffers, a third of its CPU, and a test
 * file's database is a few MB, which 16 MB holds.
 */
async function setCopySettings(database: DatabaseHandle): Promise<void> {
  await database.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
}

/**
 * Seeds a snapshot as the start-up seed does, then gives the demo accounts a hash of the same
 * password made at argon2id's lowest cost. The server tests sign in about 800 times, and at
 * production strength (password.ts, ~30 ms a check) that was ~25 CPU-seconds of every run. A
 * hash carries its own parameters, so login checks it through the same code; the seed's own
 * hashing is tested on a fresh seed (seed.test.ts), and every password a test sets (new users,
 * password changes) is hashed at production strength.
 */
async function seedSnapshot(db: Db, seed: 'none' | 'demo', dataDir: string): Promise<void> {
  await seedDatabase(db, seedConfig(seed, dataDir));
  if (seed !== 'demo') return;
  // Every demo account takes the demo password (one hash, seed.ts).
  const quickHash = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 });
  await db.transaction(async (tx) => {
    await pauseAuditLog(tx);
    await tx.update(users).set({ passwordHash: quickHash });
  });
}

async function buildPgliteSnapshots(dir: string): Promise<void> {
  const migrated = await openDatabase({ kind: 'pglite', initDbStartParams: ['--wal-segsize=1'] });
  let tarball: Blob;
  try {
    await setCopySettings(migrated);
    await dropTemplateDatabases(migrated);
    tarball = await dumpTo(migrated, path.join(dir, 'migrated.tar'));
  } finally {
    await migrated.close();
  }
  // Each seed starts from the migrated copy, as a fresh database would (seeding one on top of
  // the other would not give the same rows: ON CONFLICT DO NOTHING still moves sequences).
  for (const seed of SEEDS) {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: tarball });
    try {
      await seedSnapshot(database.db, seed, path.join(dir, `${seed}-data`));
      await dumpTo(database, path.join(dir, `${seed}.tar`));
    } finally {
      await database.close();
    }
  }
}

async function buildPostgresTemplates(adminUrl: string, dir: string): Promise<Record<SnapshotName, string>> {
  const prefix = `smis_template_${randomName()}`;
  const templates: Record<SnapshotName, string> = { migrated: `${prefix}_migrated`, none: `${prefix}_none`, demo: `${prefix}_demo` };
  const made: string[] = [];
  try {
    const migrated = await openPostgresDatabase(adminUrl, templates.migrated);
    made.push(templates.migrated);
    await migrated.database.close();
    for (const seed of SEEDS) {
      const copy = await openPostgresDatabase(adminUrl, templates[seed], templates.migrated);
      made.push(templates[seed]);
      try {
        await seedSnapshot(copy.database.db, seed, path.join(dir, `${seed}-data`));
      } finally {
        await copy.database.close();
      }
    }
    // Templates for CREATE DATABASE ... TEMPLATE; nobody connects to them from now on.
    await withAdminClient(adminUrl, async (client) => {
      for (const name of made) await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    });
    return templates;
  } catch (error) {
    await dropTemplates(adminUrl, made);
    throw error;
  }
}

async function dropTemplates(adminUrl: string, names: string[]): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    for (const name of names) {
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => undefined);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}
