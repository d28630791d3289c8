/**
 * Cached reads for offline use (issue 8: "offline for what was last loaded"). A query opts in by
 * spreading `offlineRead()` into its options:
 *
 *   queryOptions({ queryKey, queryFn, staleTime, ...offlineRead() })
 *
 * The app's query client runs every fetch through `offlineReadPersister` (TanStack Query's
 * `persister` hook, set in src/app/query-client.ts); for an opted-in query it
 * - fetches as usual while online (answers stay as fresh as the query's staleTime says), and
 *   keeps each answer, encrypted, for the signed-in user (saved-read-store.ts);
 * - when the device is offline, or the fetch fails because the server cannot be reached, answers
 *   with the last saved answer instead of an error and marks the query restored (the
 *   SavedDataNotice says so and refetches it when the connection is back); while the app's
 *   connection check already finds the server unreachable, at once, as with no network (a
 *   classroom whose school server is down opens its register without waiting for retries);
 * - never reads or writes anything when nobody is signed in.
 * Refusals (4xx, an expired session) and server errors stay errors. Only JSON-safe answers can
 * be saved (what the contract's schemas parse is). Nothing is restored before a fetch is tried
 * online, unlike TanStack's experimental_createQueryPersister, which shows stored data first.
 */
import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';
import { connectionMonitor } from '@/lib/connection/connection-status';
import { getStoredUser } from '@/lib/session/session-storage';
import { markFresh, markRestored } from '@/lib/offline/query-cache/restored-queries';
import { loadSavedReadStore, warnSavedReadFailure } from '@/lib/offline/query-cache/saved-reads';

const SAVE_OFFLINE = 'saveOffline';

/**
 * The options that opt a query in. `networkMode: 'always'` lets its fetch run while the browser
 * says it is offline (TanStack would otherwise pause it and show the loader forever), so the
 * saved answer, or the usual error when there is none, shows at once.
 */
export function offlineRead() {
  return { meta: { [SAVE_OFFLINE]: true }, networkMode: 'always' } as const;
}

function optedIn(query: Query): boolean {
  return query.meta?.[SAVE_OFFLINE] === true;
}

// Gateways answer 502-504 when the school's server is down: as unreachable as no network.
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** The server could not be reached (not: it refused, or failed on its own). */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return true;
  return error.code === 'SERVER' && error.status !== undefined && UNREACHABLE_STATUSES.has(error.status);
}

/** No network, or the server did not answer the app's last connection check. */
function outOfReach(): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return connectionMonitor().getState() === 'unreachable';
}

async function savedAnswer(userId: number, query: Query): Promise<{ data: unknown; savedAt: number } | null> {
  try {
    return await (await loadSavedReadStore()).readSaved(userId, query.queryHash);
  } catch (error) {
    warnSavedReadFailure('Could not read the saved offline data', error);
    return null;
  }
}

let prunedThisVisit = false;

async function fetchOrRestore<T, TKey extends QueryKey>(
  queryFn: QueryFunction<T, TKey, never>,
  context: QueryFunctionContext<TKey>,
  query: Query,
  userId: number,
): Promise<T> {
  const store = await loadSavedReadStore();
  const generation = store.savedReadGeneration();
  if (!prunedThisVisit) {
    prunedThisVisit = true;
    store.pruneSavedReads().catch((error: unknown) => warnSavedReadFailure('Could not prune the saved offline data', error));
  }
  if (outOfReach()) {
    // The saved answer now, rather than after the API client's retries.
    const saved = await savedAnswer(userId, query);
    if (saved) {
      markRestored(query, saved.savedAt);
      return saved.data as T;
    }
  }
  let data: T;
  try {
    data = await queryFn(context);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const saved = await savedAnswer(userId, query);
    if (!saved) throw error;
    markRestored(query, saved.savedAt);
    // Stored by this query's own fetch for this user, so it has the query's type.
    return saved.data as T;
  }
  markFresh(query);
  store.saveRead(userId, query.queryHash, data, { generation }).catch((error: unknown) => {
    warnSavedReadFailure('Could not save an answer for offline use', error);
  });
  return data;
}

/** TanStack Query's `persister` for the app's client: a plain fetch unless the query opted in. */
export function offlineReadPersister<T, TKey extends QueryKey>(
  queryFn: QueryFunction<T, TKey, never>,
  context: QueryFunctionContext<TKey>,
  query: Query,
): T | Promise<T> {
  if (!optedIn(query)) return queryFn(context);
  const user = getStoredUser();
  if (!user) return queryFn(context);
  return fetchOrRestore(queryFn, context, query, user.id);
}
