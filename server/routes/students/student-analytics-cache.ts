/**
 * A small in-memory cache of the students' computed figures (the dashboard analytics per scope,
 * period and class; one student's stats). Writes elsewhere do not invalidate it, so an answer can
 * be up to TTL old: the time-to-live is kept short (60 s) for that reason. Each API process has its
 * own cache (nothing is shared behind a load balancer). Hits and misses are counted honestly for
 * GET /students/cache/stats.
 */
import type { CacheStats } from '@/contract/student-records';

export const CACHE_TTL_MS = 60_000;
export const CACHE_MAX_ENTRIES = 1_000;

type Entry = { value: unknown; expiresAt: number };

export class StudentFiguresCache {
  private readonly entries = new Map<string, Entry>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly ttlMs = CACHE_TTL_MS,
    private readonly maxEntries = CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or the computed one (then stored). Concurrent misses each compute. */
  async getOrCompute<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.hits += 1;
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
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
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
