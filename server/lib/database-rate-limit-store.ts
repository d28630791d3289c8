/**
 * The rate limits' counters in the database (`rate_limit_counters`), for @fastify/rate-limit's
 * `store` option: several servers on one PostgreSQL count one address's requests together, so a
 * proxy spreading them over the servers does not multiply the limit. One statement per request
 * counts and reads it: a fixed window per key, started by the first request after the last one
 * ended. On the embedded database one server holds the data and the plugin's in-memory store is
 * used instead (plugins/security.ts).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { queryRows } from './figures/stats-sql';

type Counted = { current: number; ttl: number };
/** What the plugin passes a child store: the limit's options, with the route's when it is a route's own. */
type ChildOptions = { routeInfo?: { method?: string; url?: string } };

/**
 * Counts one request of `key` in its window; the count and the window's time left (ms). Time is
 * the server's clock (`nowMs`), as with the in-memory store, not the database's.
 */
export async function countRequest(db: DbOrTx, key: string, timeWindowMs: number, nowMs = Date.now()): Promise<Counted> {
  const now = new Date(nowMs).toISOString();
  const [row] = await queryRows<{ hits: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
        values (${key}, 1, ${now}::timestamptz + ${timeWindowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when c.window_ends_at <= ${now}::timestamptz then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= ${now}::timestamptz then excluded.window_ends_at else c.window_ends_at end
        returning hits, greatest(0, ceil(extract(epoch from (window_ends_at - ${now}::timestamptz)) * 1000))::int as ttl`,
  );
  return { current: Number(row!.hits), ttl: Number(row!.ttl) };
}

/** Removes the counters whose window has ended (daily maintenance). */
export async function deleteEndedRateLimitWindows(db: DbOrTx, nowMs = Date.now()): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where window_ends_at <= ${new Date(nowMs).toISOString()}::timestamptz`);
}

/** A store class for the plugin (it calls `new Store(options)`) counting in `db`. */
export function databaseRateLimitStore(db: DbOrTx): FastifyRateLimitStoreCtor {
  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindowMs) => {
      countRequest(db, `${prefix}${key}`, timeWindowMs).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    },
    // A route's own limit counts apart from the general one (and from other routes').
    child: (options) => {
      const { routeInfo } = options as ChildOptions;
      return storeFor(routeInfo?.url ? `${prefix}${routeInfo.method ?? ''} ${routeInfo.url}|` : `${prefix}general|`);
    },
  });
  // The plugin calls `new Store(options)`: a constructor returning an object gives that object.
  return function DatabaseRateLimitStore() {
    return storeFor('');
  } as unknown as FastifyRateLimitStoreCtor;
}
