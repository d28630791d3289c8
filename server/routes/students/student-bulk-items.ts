/**
 * Runs the items of a bulk call or an import one by one, each in its own savepoint of the
 * request's transaction: an item that fails (bad input, taken admission number, unknown id)
 * is rolled back alone and reported with its reason; the others stay. A server fault (not a
 * client mistake) still fails the whole request, so nothing is half-done by a bug or an outage.
 */
import type { z } from 'zod';
import type { DbOrTx } from '../../db/connection';
import { toErrorAnswer } from '../../plugins/error-handler';

export type BulkItemFailure = { index: number; message: string; errors?: Record<string, string> };
export type BulkItemsResult = { succeeded: Array<{ index: number; id: number }>; failed: BulkItemFailure[] };

/** Parses one item; a ZodError is thrown (and becomes that item's failure). */
export function parseItem<T extends z.ZodType>(schema: T, item: unknown): z.output<T> {
  return schema.parse(item);
}

export async function runBulkItems<Item>(
  tx: DbOrTx,
  items: readonly Item[],
  handle: (savepoint: DbOrTx, item: Item, index: number) => Promise<number>,
): Promise<BulkItemsResult> {
  const result: BulkItemsResult = { succeeded: [], failed: [] };
  for (const [index, item] of items.entries()) {
    try {
      const id = await tx.transaction((savepoint) => handle(savepoint, item, index));
      result.succeeded.push({ index, id });
    } catch (error) {
      const answer = toErrorAnswer(error);
      if (answer.status >= 500) throw error;
      result.failed.push({ index, message: answer.body.message, ...(answer.body.errors ? { errors: answer.body.errors } : {}) });
    }
  }
  return result;
}
