/**
 * Which queries in memory are showing a saved answer instead of a fresh one, and since when it
 * was saved. Keyed by the Query object itself, so each query client keeps its own and a query
 * removed from the cache (logout clears it) takes its mark with it.
 */
import type { Query, QueryClient } from '@tanstack/react-query';

const savedAtByQuery = new WeakMap<Query, number>();

export function markRestored(query: Query, savedAt: number): void {
  savedAtByQuery.set(query, savedAt);
}

/** A fresh answer arrived: the query no longer shows saved data. */
export function markFresh(query: Query): void {
  savedAtByQuery.delete(query);
}

/** When the saved answer the query shows was saved (epoch ms), or undefined when it is fresh. */
export function restoredSavedAt(query: Query): number | undefined {
  return savedAtByQuery.get(query);
}

/**
 * The connection is back: refetch the restored queries on screen, and drop the others so they
 * fetch afresh when next shown (the app does not refetch on mount, so they would stay old).
 */
export function refreshRestoredQueries(client: QueryClient): Promise<void> {
  const restored = (query: Query) => savedAtByQuery.has(query);
  client.removeQueries({ predicate: (query) => restored(query) && query.getObserversCount() === 0 });
  return client.refetchQueries({ predicate: restored, type: 'active' });
}

/** The oldest saving time among the restored queries on screen, or null when all are fresh. */
export function oldestShownSavedAt(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    const savedAt = savedAtByQuery.get(query);
    if (savedAt !== undefined && query.getObserversCount() > 0 && (oldest === null || savedAt < oldest)) oldest = savedAt;
  }
  return oldest;
}
