import { describe, expect, it } from 'vitest';
import { StudentFiguresCache } from './student-analytics-cache';

describe('StudentFiguresCache', () => {
  it('serves a value until its time-to-live ends, counting hits and misses', async () => {
    let now = 1_000;
    const cache = new StudentFiguresCache(60_000, 10, () => now);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    now += 60_000;
    expect(await cache.getOrCompute('a', compute)).toBe(2);
    expect(cache.stats()).toMatchObject({ enabled: true, entries: 1, hits: 1, misses: 2, hitRate: 33.33, ttlSeconds: 60 });
    now += 60_000;
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest write', async () => {
    const cache = new StudentFiguresCache(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.stats().entries).toBe(2);
    expect(await cache.getOrCompute('a', async () => 10)).toBe(10);
    expect(await cache.getOrCompute('c', async () => 30)).toBe(3);
  });
});
