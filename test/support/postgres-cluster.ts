/**
 * A throwaway PostgreSQL cluster for a test that runs servers on PostgreSQL as a group of schools
 * does: scripts/ensure-postgres.sh (Debian's server, installed when missing) on a free loopback
 * port, with one empty database made for the test. `stop` removes the cluster.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './app-server';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'ensure-postgres.sh');

export type PostgresCluster = {
  /** The URL of the test's own database on it. */
  databaseUrl: string;
  stop: () => Promise<void>;
};

export async function startPostgresCluster(database = 'school_group'): Promise<PostgresCluster> {
  const port = await freePort();
  const { stdout, stderr } = await run('bash', [SCRIPT, 'start'], { env: { ...process.env, PG_PORT: String(port) }, timeout: 300_000 });
  const adminUrl = stdout.trim().split('\n').at(-1) ?? '';
  const folder = /\(data in (\S+)\)/.exec(stderr)?.[1];
  if (!adminUrl.startsWith('postgres://') || !folder) throw new Error(`PostgreSQL did not start:\n${stderr}`);
  const stop = async () => {
    await run('bash', [SCRIPT, 'stop', folder], { timeout: 60_000 });
  };
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${database}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return { databaseUrl: url.toString(), stop };
}
