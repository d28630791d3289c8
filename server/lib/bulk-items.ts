/**
 * Runs the items of a bulk call or an import one by one, each in its own savepoint of the
 * request's transaction: an item that fails (bad input, a taken unique value, an unknown id) is
 * rolled back alone and reported with its reason and the status it would have had alone; the
 * others stay. A server fault (not a client mistake) still fails the whole request, so nothing is
 * half-done by a bug or an outage. Used by the students' and teachers' bulk and import routes.
 */
import type { DbOrTx } from '../db/connection';
import { toErrorAnswer } from '../plugins/error-handler';

export type BulkItemFailure = { index: number; status: number; message: string; errors?: Record<string, string> };
export type BulkItemsResult = { succeeded: Array<{ index: number; id: number }>; failed: BulkItemFailure[] };

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
      result.failed.push({
        index,
        status: answer.status,
        message: answer.body.message,
        ...(answer.body.errors ? { errors: answer.body.errors } : {}),
      });
    }
  }
  return result;
}

/** The `data` of a bulk answer: both lists with their counts, each failure as the area shows it. */
export function bulkAnswerData<Failure>(
  result: BulkItemsResult,
  showFailure: (failure: BulkItemFailure) => Failure,
): { succeeded: BulkItemsResult['succeeded']; failed: Failure[]; successCount: number; failureCount: number } {
  return {
    succeeded: result.succeeded,
    failed: result.failed.map(showFailure),
    successCount: result.succeeded.length,
    failureCount: result.failed.length,
  };
}

/** The largest id a row can have (ids are PostgreSQL `integer`). */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A request item's id (a positive whole number, or its text), or null when it is anything else,
 * including a number no row can have (1e20 would not fit the answer's integer either).
 */
export function bulkItemId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID ? id : null;
}
