/**
 * A worker's pooled PGlite copies (pglite-copy-pool.ts): a copy a file wrote to comes back to the
 * next file equal to the snapshot, a copy changed beyond what a reset puts back is not handed out
 * again, and a handle closed by its file reaches nothing afterwards.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import { openSnapshot, type OpenedTestDatabase } from './test-snapshots';

const opened: OpenedTestDatabase[] = [];

async function open(): Promise<OpenedTestDatabase> {
  const copy = await openSnapshot('demo');
  if (!copy) throw new Error('the server project makes the snapshots in its global setup');
  if (copy.database.kind !== 'pglite') throw new Error('the pool is for PGlite');
  opened.push(copy);
  return copy;
}

afterEach(async () => {
  for (const copy of opened.splice(0)) await copy.dispose();
});

async function rows<T>(database: DatabaseHandle, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Which PGlite instance this is: each started at its own moment. */
async function instance(database: DatabaseHandle): Promise<string> {
  const [row] = await rows<{ started: string }>(database, 'select pg_postmaster_start_time()::text as started');
  return row.started;
}

/** Everything a reset puts back: every table's rows, every sequence, the planner's size figures. */
async function state(database: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    database,
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ digest: string | null }>(database, `select md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${name} t`);
    digests[name] = row.digest ?? 'empty';
  }
  const sequences = await rows<{ name: string; value: string }>(
    database,
    "select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value::text, 'unused') as value from pg_sequences order by 1",
  );
  for (const { name, value } of sequences) digests[`sequence ${name}`] = value;
  const sizes = await rows<{ name: string; figures: string }>(
    database,
    "select c.oid::regclass::text as name, concat_ws(' ', relpages, reltuples, relallvisible) as figures from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' order by 1",
  );
  for (const { name, figures } of sizes) digests[`size ${name}`] = figures;
  return digests;
}

describe('pooled PGlite copies', () => {
  it('hands the next file a copy equal to the snapshot after inserts, updates, deletes and session settings', async () => {
    const first = await open();
    const snapshot = await state(first.database);
    const firstInstance = await instance(first.database);

    await first.database.exec('update users set last_login = now() where id = (select min(id) from users)');
    await first.database.exec("insert into expenses (school_id, title, amount, category, date) select school_id, 'Pool probe', 1, category, date from expenses limit 1");
    await first.database.exec('delete from grades where id in (select id from grades order by id limit 5)');
    await first.database.exec("select nextval(pg_get_serial_sequence('payments', 'id'))");
    await first.database.exec("set statement_timeout = '1s'");
    await first.database.exec('begin; update students set updated_at = updated_at');
    expect(await state(first.database)).not.toEqual(snapshot);
    await first.dispose();

    const second = await open();
    expect(await instance(second.database)).toBe(firstInstance);
    expect(await state(second.database)).toEqual(snapshot);
    const [setting] = await rows<{ value: string }>(second.database, "select current_setting('statement_timeout') as value");
    expect(setting.value).toBe('0');
  });

  it('starts a new copy instead when the schema or the planner statistics changed', async () => {
    const first = await open();
    const firstInstance = await instance(first.database);
    await first.database.exec('create table pool_probe (id int)');
    await first.dispose();

    const second = await open();
    const secondInstance = await instance(second.database);
    expect(secondInstance).not.toBe(firstInstance);
    expect(await rows(second.database, "select 1 from pg_tables where tablename = 'pool_probe'")).toEqual([]);
    await second.database.exec('analyze users');
    await second.dispose();

    const third = await open();
    expect(await instance(third.database)).not.toBe(secondInstance);
  });

  it('refuses every call through a handle once its file closed it', async () => {
    const copy = await open();
    await copy.dispose();
    await expect(copy.database.db.execute(sql`select 1`)).rejects.toThrow();
    await expect(copy.database.exec('select 1')).rejects.toThrow(/closed/);
  });
});
