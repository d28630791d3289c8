/**
 * A small in-memory cache of the students' computed figures (the dashboard analytics per scope,
 * period and class; one student's stats). Writes elsewhere do not invalidate it, so an answer can
 * be older than the data; how much older is bounded per key (cachePolicyFor):
 * - by default an answer is served for 60 s (CACHE_TTL_MS), then recomputed by the next reader;
 * - the dashboard's long periods (90D, 1Y: keys `analytics:<scope>:90D|1Y:…`) read every grade and
 *   mark of months and take about a second or more uncached on a school of 20 000 students
 *   (bench/students.bench.ts), while a day's new grades and marks move their figures little. Their
 *   answers are served fresh for 5 min (90D) or 15 min (1Y); after that, for up to LONG_PERIOD_STALE_MS
 *   more, the old answer is still served at once while one background refresh recomputes it
 *   (stale-while-revalidate), so a reader waits only when nobody has asked for an hour or more.
 *   So a 90D/1Y answer is at most 5/15 min old plus one recomputation when read regularly, and
 *   never more than 65/75 min old. Keys hold the Kabul day, so a new day starts fresh.
 * A cache of closed days' aggregates was considered instead: exact, but every writer of grades
 * and attendance (other areas) would have to invalidate it, which is easy to get wrong.
 * Each API process has its own cache (nothing is shared behind a load balancer). Hits and misses
 * are counted honestly for GET /students/cache/stats (a stale answer served is a hit; background
 * refreshes are not reads).
 */
import type { CacheStats } from '@/contract/student-records';

export const CACHE_TTL_MS = 60_000;
export const CACHE_MAX_ENTRIES = 1_000;
/** How long after its fresh time a long period's answer may still be served while it is refreshed. */
export const LONG_PERIOD_STALE_MS = 60 * 60_000;
export const LONG_PERIOD_TTL_MS: Readonly<Record<'90D' | '1Y', number>> = { '90D': 5 * 60_000, '1Y': 15 * 60_000 };

/** Fresh for ttlMs; then, for staleMs more, served while one background refresh runs. */
export type CachePolicy = { ttlMs: number; staleMs: number };

/** The policy of a key: the dashboard's 90D and 1Y answers live longer (see above), the rest `ttlMs`. */
export function cachePolicyFor(key: string, ttlMs: number): CachePolicy {
  const period = /^analytics:[^:]*:(90D|1Y):/.exec(key)?.[1] as '90D' | '1Y' | undefined;
  return period ? { ttlMs: Math.max(ttlMs, LONG_PERIOD_TTL_MS[period]), staleMs: LONG_PERIOD_STALE_MS } : { ttlMs, staleMs: 0 };
}

type Entry = { value: unknown; freshUntil: number; staleUntil: number; refreshing: boolean };

export class StudentFiguresCache {
  private readonly entries = new Map<string, Entry>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly ttlMs = CACHE_TTL_MS,
    private readonly maxEntries = CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
    private readonly policy: (key: string, ttlMs: number) => CachePolicy = cachePolicyFor,
  ) {}

  /**
   * The cached value, or the computed one (then stored). Concurrent misses each compute. A stale
   * value (past its fresh time, within its stale time) is returned at once and refreshed in the
   * background, one refresh at a time; a failed refresh leaves the stale value until it expires.
   */
  async getOrCompute<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.freshUntil > now) {
      this.hits += 1;
      return entry.value as T;
    }
    if (entry && entry.staleUntil > now) {
      this.hits += 1;
      if (!entry.refreshing) {
        entry.refreshing = true;
        compute().then(
          (value) => {
            if (this.entries.get(key) === entry) this.set(key, value);
          },
          () => {
            entry.refreshing = false;
          },
        );
      }
      return entry.value as T;
    }
    this.misses += 1;
    const value = await compute();
    this.set(key, value);
    return value;
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest write.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const { ttlMs, staleMs } = this.policy(key, this.ttlMs);
    const freshUntil = this.now() + ttlMs;
    this.entries.set(key, { value, freshUntil, staleUntil: freshUntil + staleMs, refreshing: false });
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.staleUntil <= now) this.entries.delete(key);
    const reads = this.hits + this.misses;
    return {
      enabled: true,
      scope: 'process',
      ttlSeconds: Math.round(this.ttlMs / 1000),
      maxEntries: this.maxEntries,
      entries: this.entries.size,
      hits: this.hits,
      misses: this.misses,
      hitRate: reads > 0 ? Math.round((this.hits / reads) * 10_000) / 100 : 0,
    };
  }
}
