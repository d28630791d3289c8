import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { analyzeStaleTables } from './planner-statistics';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});

afterAll(async () => {
  await dispose();
});

describe('analyzeStaleTables', () => {
  it('analyses the tables never analysed, then none until one grows by more than a tenth', async () => {
    // A migrated database has never been analysed: every table of the app.
    const first = await analyzeStaleTables(database);
    expect(first).toEqual(expect.arrayContaining(['users', 'students', 'payments']));
    expect(await analyzeStaleTables(database)).toEqual([]);

    await database.exec('create table growth_probe (id serial primary key, filler text not null)');
    expect(await analyzeStaleTables(database)).toEqual(['growth_probe']);
    expect(await analyzeStaleTables(database)).toEqual([]);

    // About 60 pages of rows: far past a tenth of an empty table plus the 8-page allowance.
    await database.exec("insert into growth_probe (filler) select repeat('x', 200) from generate_series(1, 2000)");
    expect(await analyzeStaleTables(database)).toEqual(['growth_probe']);
    expect(await analyzeStaleTables(database)).toEqual([]);

    // A few rows more stay within the allowance: no ANALYZE.
    await database.exec("insert into growth_probe (filler) select repeat('x', 200) from generate_series(1, 100)");
    expect(await analyzeStaleTables(database)).toEqual([]);
  });
});
