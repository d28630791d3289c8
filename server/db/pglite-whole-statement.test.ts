/**
 * A statement sent whole (pglite-whole-statement.ts) returns and throws what PGlite's own `query`
 * does: every kind of parameter and value, raw and through Drizzle, errors with their code and
 * statement, and transactions that commit, roll back and refuse use after they end.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_START_PARAMS } from './connection';
import { shareArrayParsers } from './pglite-parsers';
import { sendStatementsWhole } from './pglite-whole-statement';

const SCHEMA = `create table notes (
  id serial primary key, title text not null unique, body jsonb, tags text[], amounts numeric[],
  made_at timestamptz, day date, big int8, flag boolean, bytes bytea, ratio float8)`;

const notes = pgTable('notes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: jsonb('body'),
  tags: text('tags').array(),
  madeAt: timestamp('made_at', { withTimezone: true }),
});

const PARAMS: unknown[] = [
  'Chalk ؋125 — گچ',
  { amountCents: 12_500, nested: [1, { a: null }] },
  ['a', 'b c', 'د'],
  [1.5, 2],
  new Date('2026-11-30T10:00:00.000Z'),
  '2026-11-30',
  10_000_000_000n,
  true,
  new Uint8Array([1, 2, 255]),
  0.25,
];
const INSERT = `insert into notes (title, body, tags, amounts, made_at, day, big, flag, bytes, ratio)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`;

let untouched: PGlite;
let whole: PGlite;

beforeAll(async () => {
  [untouched, whole] = await Promise.all([PGlite.create(), PGlite.create({ startParams: PGLITE_START_PARAMS })]);
  for (const client of [untouched, whole]) shareArrayParsers(client);
  sendStatementsWhole(whole);
  // A second time (a pooled test copy is handed out again) changes nothing.
  sendStatementsWhole(whole);
  await Promise.all([untouched.exec(SCHEMA), whole.exec(SCHEMA)]);
});
afterAll(async () => {
  await Promise.all([untouched?.close(), whole?.close()]);
});

/** Both clients' answers to the same calls, for comparison. */
async function both<T>(call: (client: PGlite) => Promise<T>): Promise<[T, T]> {
  return [await call(untouched), await call(whole)];
}

describe('a statement sent whole', () => {
  it('goes to Postgres in one call once its parameters are known (six calls in PGlite)', async () => {
    const calls = async (client: PGlite, run: () => Promise<unknown>) => {
      const original = client.execProtocolRaw.bind(client);
      let count = 0;
      client.execProtocolRaw = (...args) => ((count += 1), original(...args));
      try {
        await run();
        return count;
      } finally {
        client.execProtocolRaw = original;
      }
    };
    const statement = 'select $1::int + 1 as next';
    expect(await calls(untouched, () => untouched.query(statement, [1]))).toBe(6);
    expect(await calls(whole, () => whole.query(statement, [1]))).toBe(2);
    expect(await calls(whole, () => whole.query(statement, [2]))).toBe(1);
    expect((await whole.query(statement, [41])).rows).toEqual([{ next: 42 }]);
    // A schema change (through exec) has the statement parsed again.
    await whole.exec('create table counted (id int)');
    expect(await calls(whole, () => whole.query(statement, [3]))).toBe(2);
    // Without parameters: one call every time.
    expect(await calls(whole, () => whole.query('select 1 as one'))).toBe(1);
    expect(await calls(whole, () => whole.query('select 1 as one'))).toBe(1);
    // A long one, not kept: described (and parsed) in one call, bound and run in the next.
    const long = `select $1::int as one where true${' and true'.repeat(1_000)}`;
    expect(await calls(whole, () => whole.query(long, [1]))).toBe(2);
    expect(await calls(whole, () => whole.query(long, [1]))).toBe(2);
  });

  it('parses a statement with parameters once and plans it from its values at every run', async () => {
    const statement = 'select count(*)::int as count from notes where title = $1';
    for (let run = 0; run < 8; run += 1) await whole.query(statement, [`Title ${run}`]);
    const kept = await whole.query<{ name: string; custom: number; generic: number }>(
      'select name, custom_plans::int as custom, generic_plans::int as generic from pg_prepared_statements where statement = $1',
      [statement],
    );
    // One statement, run eight times; never a plan made once for any value (Postgres's own choice after five runs).
    expect(kept.rows).toEqual([{ name: expect.stringMatching(/^whole_\d+$/), custom: 8, generic: 0 }]);

    // A long text (a bulk insert's, made for its rows) and one without parameters are not kept.
    const long = `select $1::int as one where true${' and true'.repeat(1_000)}`;
    expect((await whole.query(long, [1])).rows).toEqual([{ one: 1 }]);
    expect(await whole.transaction(async (tx) => (await tx.query(long, [2])).rows)).toEqual([{ one: 2 }]);
    const names = async () => (await whole.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((row) => row.statement);
    expect(await names()).not.toContain(long);
    expect(await names()).not.toContain('select statement from pg_prepared_statements');

    // A schema change lets the kept statements go.
    await whole.exec('create table changed (id int)');
    expect(await names()).toEqual([]);
    expect((await whole.query(statement, ['Title 1'])).rows).toEqual([{ count: 0 }]);
  });

  it('parses again a statement whose first run failed, in a failed transaction or by its text', async () => {
    const statement = 'select $1::text as said';
    await expect(
      whole.transaction(async (tx) => {
        await tx.query('select 1 / 0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    await expect(
      whole.transaction(async (tx) => {
        await tx.query('select 1 / 0').catch(() => undefined);
        // The transaction has failed: this statement's first Parse is refused.
        await tx.query(statement, ['refused']);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await whole.query(statement, ['said'])).rows).toEqual([{ said: 'said' }]);
    const [expected, actual] = await both((client) => client.query('selec $1', [1]).then(() => null, (error: Error) => error.message));
    expect(actual).toBe(expected);
    expect((await whole.query('select $1::int + 1 as two', [1])).rows).toEqual([{ two: 2 }]);
  });

  it('serializes every kind of parameter and parses every kind of value as PGlite does', async () => {
    const [expected, actual] = await both((client) => client.query(INSERT, PARAMS));
    expect(actual).toEqual(expected);
    const [row] = actual.rows as Record<string, unknown>[];
    expect(row).toMatchObject({ title: PARAMS[0], body: PARAMS[1], tags: PARAMS[2], flag: true });
    // Nulls, and rows in array mode, the second time a statement's types are known.
    const select = 'select title, body, tags, made_at from notes where title = $1 or body = $2';
    for (const params of [[PARAMS[0], null], [undefined, { missing: true }]]) {
      const [rawExpected, rawActual] = await both((client) => client.query(select, params, { rowMode: 'array' }));
      expect(rawActual).toEqual(rawExpected);
    }
  });

  it('gives the same answers through Drizzle, inside and outside a transaction', async () => {
    const run = (client: PGlite) =>
      drizzle(client).transaction(async (tx) => {
        const [made] = await tx.insert(notes).values({ title: 'Drizzle', body: { a: 1 }, tags: ['x'], madeAt: new Date(0) }).returning();
        const read = await tx.select().from(notes).where(eq(notes.id, made.id));
        const counted = await tx.execute(sql`select count(*)::int as count from notes`);
        return { made: { ...made, id: 0 }, read: read.map((row) => ({ ...row, id: 0 })), counted: counted.rows };
      });
    const [expected, actual] = await both(run);
    expect(actual).toEqual(expected);
    expect(actual.made).toMatchObject({ title: 'Drizzle', body: { a: 1 }, tags: ['x'] });
  });

  it("reads and writes a COPY's blob as PGlite does", async () => {
    const [written, writtenWhole] = await both(async (client) => {
      const result = await client.query("COPY (select 1 as a, 'گچ' as b) TO '/dev/blob'");
      return result.blob?.text();
    });
    expect(writtenWhole).toBe(written);
    expect(writtenWhole).toBe('1\tگچ\n');
    await whole.query("COPY notes (title) FROM '/dev/blob'", [], { blob: new Blob(['From a blob\n']) });
    expect((await whole.query('select title from notes where title = $1', ['From a blob'])).rows).toEqual([{ title: 'From a blob' }]);
  });

  it('throws the same error, with its code, constraint and statement, and the client goes on', async () => {
    const errorOf = (client: PGlite) => client.query(INSERT, PARAMS).then(() => null, (error: unknown) => error);
    const [expected, actual] = await both(errorOf);
    expect(actual).toBeInstanceOf((expected as object).constructor);
    expect(actual).toMatchObject({ code: '23505', constraint: 'notes_title_key', query: INSERT, params: PARAMS });
    expect((actual as Error).message).toBe((expected as Error).message);
    const [syntaxExpected, syntaxActual] = await both((client) => client.query('selec 1').then(() => null, (error: Error) => error.message));
    expect(syntaxActual).toBe(syntaxExpected);
    expect((await whole.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back, and refuses a statement after a transaction was committed', async () => {
    await expect(
      whole.transaction(async (tx) => {
        await tx.query('insert into notes (title) values ($1)', ['Rolled back']);
        await tx.query('insert into notes (title) values ($1)', [PARAMS[0]]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await whole.query('select 1 from notes where title = $1', ['Rolled back'])).rows).toEqual([]);
    expect(whole.isInTransaction()).toBe(false);

    const [expected, actual] = await both(async (client) => {
      let kept: Transaction | undefined;
      await client.transaction(async (tx) => void (kept = tx));
      return kept!.query('select 1').then(() => 'ran', (error: Error) => error.message);
    });
    expect(actual).toBe(expected);
    expect(actual).toBe('Transaction is closed');
  });

  it('keeps statements of concurrent callers apart (one at a time, as PGlite does)', async () => {
    const titles = Array.from({ length: 20 }, (_, index) => `Concurrent ${index}`);
    await Promise.all([
      whole.transaction(async (tx) => {
        for (const title of titles.slice(0, 10)) await tx.query('insert into notes (title) values ($1)', [title]);
      }),
      ...titles.slice(10).map((title) => whole.query('insert into notes (title) values ($1)', [title])),
    ]);
    const found = await whole.query<{ title: string }>("select title from notes where title like 'Concurrent %'");
    expect(found.rows.map((row) => row.title).sort()).toEqual([...titles].sort());
  });
});
