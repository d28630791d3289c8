/**
 * The rate limits' counters in the database (database-rate-limit-store.ts): a fixed window per
 * key, counted by one statement that both engines run alike, and a new window once it ended.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../test-support/file-database';
import { countRequest, databaseRateLimitStore, deleteEndedRateLimitWindows } from './database-rate-limit-store';
import { queryRows } from './figures/stats-sql';

const database = useFileDatabase();

describe('the rate limits\' counters in the database', () => {
  it('counts a key\'s requests in its window and starts a new window once it ended', async () => {
    const first = await countRequest(database().db, 'test|10.0.0.1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countRequest(database().db, 'test|10.0.0.1', 60_000)).current).toBe(2);
    expect((await countRequest(database().db, 'test|10.0.0.2', 60_000)).current).toBe(1);

    // The server's clock a minute on: the window is over, the next request starts a new one.
    const minuteOn = Date.now() + 60_001;
    expect((await countRequest(database().db, 'test|10.0.0.1', 60_000, minuteOn)).current).toBe(1);
    expect((await countRequest(database().db, 'test|10.0.0.1', 60_000, minuteOn)).current).toBe(2);

    // Removed once ended: 10.0.0.2's window, not 10.0.0.1's new one.
    await deleteEndedRateLimitWindows(database().db, minuteOn);
    const keys = await queryRows<{ key: string }>(database().db, sql`select key from rate_limit_counters where key like 'test|%' order by key`);
    expect(keys.map((row) => row.key)).toEqual(['test|10.0.0.1']);
  });

  it('gives each route\'s own limit its own counters, apart from the general one', async () => {
    const Store = databaseRateLimitStore(database().db);
    const root = new Store({});
    const general = root.child({ routeInfo: {} } as never);
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/users/login' } } as never);
    const incr = (store: typeof general, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 10),
      );
    expect((await incr(general, '10.0.0.9')).current).toBe(1);
    expect((await incr(general, '10.0.0.9')).current).toBe(2);
    expect((await incr(login, '10.0.0.9')).current).toBe(1);
  });
});
