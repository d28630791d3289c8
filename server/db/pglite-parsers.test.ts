/**
 * The cheap parser map (pglite-parsers.ts) changes no value a statement returns: every kind the
 * app reads, raw and through Drizzle, equals what an untouched PGlite client returns, and the
 * statement's copy of the map is empty.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareArrayParsers } from './pglite-parsers';

const VALUES = `select
  array[1, 2]::int4[] as ints, array['a', 'b c']::text[] as texts, array[1.5]::numeric[] as numerics,
  array[true, false] as bools, array['{"x":1}'::jsonb] as jsons, array[10000000000]::int8[] as bigs,
  array[timestamptz '2026-11-30 10:00:00+00'] as stamps, array[date '2026-11-30'] as days,
  1::int2 as small, 2::int4 as int, 3::int8 as big, 1.25::float8 as float, 2.50::numeric as numeric,
  true as bool, '{"a":[1]}'::json as json, '{"b":2}'::jsonb as jsonb, 'text' as text,
  timestamptz '2026-11-30 10:00:00+00' as stamp, date '2026-11-30' as day, interval '1 day' as period,
  '\\x0102'::bytea as bytes, gen_random_uuid() is not null as has_uuid, null::int4[] as nothing`;

let untouched: PGlite;
let shared: PGlite;

beforeAll(async () => {
  [untouched, shared] = await Promise.all([PGlite.create(), PGlite.create()]);
  shareArrayParsers(shared);
  // A second time (a pooled test copy is handed out again) changes nothing.
  shareArrayParsers(shared);
});
afterAll(async () => {
  await Promise.all([untouched?.close(), shared?.close()]);
});

describe('the shared parser map', () => {
  it('returns every kind of value as an untouched client does, raw and through Drizzle', async () => {
    const raw = async (client: PGlite) => (await client.query(VALUES)).rows;
    const viaDrizzle = async (client: PGlite) => (await drizzle(client).execute(sql.raw(VALUES))).rows;
    expect(await raw(shared)).toEqual(await raw(untouched));
    expect(await viaDrizzle(shared)).toEqual(await viaDrizzle(untouched));
    const [row] = (await raw(shared)) as Record<string, unknown>[];
    expect(row.ints).toEqual([1, 2]);
    expect(row.texts).toEqual(['a', 'b c']);
    expect(row.jsons).toEqual([{ x: 1 }]);
  });

  it('leaves nothing for a statement to copy', () => {
    expect(Object.keys(shared.parsers)).toEqual([]);
    expect(Object.keys(untouched.parsers).length).toBeGreaterThan(200);
  });
});
