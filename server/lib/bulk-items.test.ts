import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/connection';
import { schools } from '../db/schema';
import { openTestDatabase } from '../test-support/test-database';
import { bulkAnswerData, bulkItemId, runBulkItems } from './bulk-items';
import { httpError } from './http-error';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});

afterAll(async () => {
  await dispose();
});

const schoolNamed = (name: string) => database.db.select().from(schools).where(eq(schools.name, name));

describe('runBulkItems', () => {
  it('keeps the good items and rolls back each failed one alone, with its status and reasons', async () => {
    const names = ['Bulk A', '', 'Bulk C', 'Bulk D'];
    const result = await database.db.transaction((tx) =>
      runBulkItems(tx, names, async (savepoint, name, index) => {
        // The row is written before the check, so a failed item shows that its savepoint was undone.
        const [school] = await savepoint.insert(schools).values({ name: name || `Undone ${index}` }).returning();
        z.string().min(1, 'A name is needed').parse(name);
        if (name === 'Bulk D') throw httpError(409, 'Taken');
        return school.id;
      }),
    );

    expect(result.succeeded.map((item) => item.index)).toEqual([0, 2]);
    expect(result.failed).toEqual([
      { index: 1, status: 400, message: 'Validation failed', errors: { body: 'A name is needed' } },
      { index: 3, status: 409, message: 'Taken' },
    ]);
    expect(await schoolNamed('Bulk A')).toHaveLength(1);
    expect(await schoolNamed('Undone 1')).toHaveLength(0);
    expect(await schoolNamed('Bulk D')).toHaveLength(0);
  });

  it('fails the whole call on a server fault, so nothing is half done', async () => {
    const run = database.db.transaction((tx) =>
      runBulkItems(tx, ['Fault A', 'Fault B'], async (savepoint, name) => {
        if (name === 'Fault B') throw new Error('disk on fire');
        const [school] = await savepoint.insert(schools).values({ name }).returning();
        return school.id;
      }),
    );

    await expect(run).rejects.toThrow('disk on fire');
    expect(await schoolNamed('Fault A')).toHaveLength(0);
  });
});

describe('bulkAnswerData', () => {
  it('counts both lists and shows each failure the way the area asks', () => {
    const data = bulkAnswerData(
      { succeeded: [{ index: 0, id: 7 }], failed: [{ index: 1, status: 404, message: 'Gone' }] },
      ({ index, message }) => ({ index, message }),
    );
    expect(data).toEqual({ succeeded: [{ index: 0, id: 7 }], failed: [{ index: 1, message: 'Gone' }], successCount: 1, failureCount: 1 });
  });
});

describe('bulkItemId', () => {
  it('takes a positive whole number or its text, and nothing else', () => {
    expect(bulkItemId(5)).toBe(5);
    expect(bulkItemId('12')).toBe(12);
    expect([0, -1, 1.5, '', 'x', null, undefined, {}].map(bulkItemId)).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('takes no id that no row can have (the answer once failed to serialize 1e20: a 500)', () => {
    expect(bulkItemId(2147483647)).toBe(2147483647);
    expect([2147483648, 1e20, '1e20', '99999999999999999999'].map(bulkItemId)).toEqual([null, null, null, null]);
  });
});
