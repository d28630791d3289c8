/**
 * One rule for every file the server builds from rows (CSV exports, finance reports): past its
 * row cap it answers 400 with a message that says how many rows matched, what the cap is, and to
 * narrow the filters. A 400, not a 413: nothing the client sent was too large, the request is
 * valid but asks for too much, and the client shows a 400's message as the server words it.
 *
 * The rows are read with `.limit(cap + 1)`, so an export within the cap costs one query; only a
 * refused one runs the count that the message needs.
 */
import { HttpError } from './http-error';

const grouped = new Intl.NumberFormat('en-US');

export function exportTooLargeMessage(rows: number, cap: number): string {
  return `This export would hold ${grouped.format(rows)} rows; at most ${grouped.format(cap)} fit in one. Narrow the filters (for example a shorter date range) and try again.`;
}

export function exportTooLarge(rows: number, cap: number): HttpError {
  return new HttpError(400, exportTooLargeMessage(rows, cap));
}

/**
 * The rows read with `.limit(cap + 1)` when they fit under the cap; otherwise counts every
 * matching row (`countAll`) and throws the 400.
 */
export async function withinExportCap<T>(rows: T[], cap: number, countAll: () => Promise<number>): Promise<T[]> {
  if (rows.length <= cap) return rows;
  throw exportTooLarge(await countAll(), cap);
}
