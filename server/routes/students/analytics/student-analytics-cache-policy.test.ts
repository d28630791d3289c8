import { describe, expect, it } from 'vitest';
import { cachePolicyFor, LONG_PERIOD_STALE_MS, StudentFiguresCache } from './student-analytics-cache';

describe('StudentFiguresCache policies', () => {
  it('keeps the 90D and 1Y dashboard answers longer, everything else for the default time', () => {
    expect(cachePolicyFor('analytics:1:7D::2026-11-22', 60_000)).toEqual({ ttlMs: 60_000, staleMs: 0 });
    expect(cachePolicyFor('analytics:1,3:30D:4:2026-11-22', 60_000)).toEqual({ ttlMs: 60_000, staleMs: 0 });
    expect(cachePolicyFor('analytics:*:90D::2026-11-22', 60_000)).toEqual({ ttlMs: 5 * 60_000, staleMs: LONG_PERIOD_STALE_MS });
    expect(cachePolicyFor('analytics:1:1Y:7:2026-11-22', 60_000)).toEqual({ ttlMs: 15 * 60_000, staleMs: LONG_PERIOD_STALE_MS });
    expect(cachePolicyFor('stats:90', 60_000)).toEqual({ ttlMs: 60_000, staleMs: 0 });
  });

  it('serves a stale long-period answer at once and refreshes it once in the background', async () => {
    let now = 0;
    const cache = new StudentFiguresCache(60_000, 10, () => now);
    const key = 'analytics:1:1Y::2026-11-22';
    let computed = 0;
    let release: () => void = () => undefined;
    const compute = () => new Promise<number>((resolve) => (release = () => resolve(++computed)));

    const first = cache.getOrCompute(key, compute);
    release();
    expect(await first).toBe(1);
    now += 15 * 60_000; // past fresh, within stale
    expect(await cache.getOrCompute(key, compute)).toBe(1);
    expect(await cache.getOrCompute(key, compute)).toBe(1); // one refresh at a time
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.getOrCompute(key, compute)).toBe(2);
    expect(computed).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 1, entries: 1 });

    now += 15 * 60_000 + LONG_PERIOD_STALE_MS; // past stale too: the reader waits
    const late = cache.getOrCompute(key, compute);
    release();
    expect(await late).toBe(3);
    expect(cache.stats()).toMatchObject({ hits: 3, misses: 2 });
  });

  it('keeps the stale answer when a background refresh fails, and retries on the next read', async () => {
    let now = 0;
    const cache = new StudentFiguresCache(60_000, 10, () => now);
    const key = 'analytics:1:90D::2026-11-22';
    cache.set(key, 'old');
    now += 5 * 60_000 + 1;
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('database away');
    };
    expect(await cache.getOrCompute(key, failing)).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrCompute(key, async () => 'new')).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrCompute(key, async () => 'newer')).toBe('new');
    expect(calls).toBe(1);
  });

  it('a cleared cache computes again (what the bench relies on for uncached timings)', async () => {
    const cache = new StudentFiguresCache();
    const key = 'analytics:1:1Y::2026-11-22';
    expect(await cache.getOrCompute(key, async () => 1)).toBe(1);
    cache.clear();
    expect(await cache.getOrCompute(key, async () => 2)).toBe(2);
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2 });
  });
});
