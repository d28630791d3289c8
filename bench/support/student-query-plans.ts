/**
 * The SQL a request really runs, and its plan: the database client's `query` is wrapped while
 * the request runs (the in-process server shares it), then each captured statement is run again
 * under EXPLAIN ANALYZE with the same parameters. Works on PGlite and on node-postgres (both
 * call `client.query(text | { text }, params)`).
 */
import type { Db } from '../../server/db/connection';

export type CapturedQuery = { text: string; params: unknown[] };
export type QueryPlan = CapturedQuery & { lines: string[]; executionMs: number };

type QueryClient = { query: (query: string | { text: string }, params?: unknown[], ...rest: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

const clientOf = (db: Db) => (db as unknown as { $client: QueryClient }).$client;

/** The statements run while `during` runs whose text matches `keep`. */
export async function captureQueries(db: Db, during: () => Promise<unknown>, keep: (text: string) => boolean): Promise<CapturedQuery[]> {
  const client = clientOf(db);
  const original = client.query;
  const captured: CapturedQuery[] = [];
  client.query = function (this: QueryClient, query, params, ...rest) {
    const text = typeof query === 'string' ? query : query.text;
    if (keep(text)) captured.push({ text, params: params ?? [] });
    return original.call(this, query, params, ...rest);
  } as QueryClient['query'];
  try {
    await during();
  } finally {
    client.query = original;
  }
  return captured;
}

export async function explainAnalyze(db: Db, query: CapturedQuery): Promise<QueryPlan> {
  const result = await clientOf(db).query(`explain (analyze, costs off) ${query.text}`, query.params);
  const lines = result.rows.map((row) => String(Object.values(row)[0]));
  const executionMs = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
  return { ...query, lines, executionMs };
}

/** The plan's reads: every scan node (index used, or a Seq Scan), trimmed, without duplicates. */
export function scanLines(plan: QueryPlan): string[] {
  const scans = plan.lines
    .filter((line) => /Scan/.test(line))
    .map((line) => line.replace(/^[\s->]*/, '').replace(/\s*\(actual.*$/, '').replace(/\s+/g, ' '));
  return [...new Set(scans)];
}

/** Whether the plan reads the whole of `table` (a Seq Scan on it). */
export function scansWholeTable(plan: QueryPlan, table: string): boolean {
  return plan.lines.some((line) => new RegExp(`Seq Scan on ${table}\\b`).test(line));
}
