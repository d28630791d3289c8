/**
 * When the server gives memory back (issue 25, the footprint on a school's PC): after the start
 * and after work, once the server has been quiet for a moment and once more after a longer quiet;
 * never while requests keep coming, and at most once per MIN_INTERVAL_MS.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleMemoryPlugin, MIN_INTERVAL_MS, QUIET_STEPS_MS } from './idle-memory';

const [FIRST_QUIET_MS, SECOND_QUIET_MS] = QUIET_STEPS_MS;

let app: FastifyInstance;
let releases: number;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  releases = 0;
  app = Fastify();
  await app.register(idleMemoryPlugin, {
    release: async () => {
      releases += 1;
    },
  });
  app.get('/work', async () => ({ ok: true }));
  await app.ready();
});
afterEach(async () => {
  await app.close();
  vi.useRealTimers();
});

const request = () => app.inject({ method: 'GET', url: '/work' });

describe('giving memory back when quiet', () => {
  it('releases after the start when quiet, once more after a longer quiet, then not again while nothing happens', async () => {
    await vi.advanceTimersByTimeAsync(FIRST_QUIET_MS - 1000);
    expect(releases).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(releases).toBe(1);
    // Quiet since the start, but not yet for the second step.
    await vi.advanceTimersByTimeAsync(SECOND_QUIET_MS - FIRST_QUIET_MS - 3000);
    expect(releases).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(releases).toBe(2);
    await vi.advanceTimersByTimeAsync(10 * MIN_INTERVAL_MS);
    expect(releases).toBe(2);
  });

  it('waits for a quiet moment after work, and never releases while requests keep coming', async () => {
    await vi.advanceTimersByTimeAsync(FIRST_QUIET_MS + 1000);
    expect(releases).toBe(1);
    // A desk asking every second for two minutes: never quiet.
    for (let second = 0; second < 120; second += 1) {
      await request();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(releases).toBe(1);
    await vi.advanceTimersByTimeAsync(FIRST_QUIET_MS + 1000);
    expect(releases).toBe(2);
  });

  it('releases at most once per interval, however often the server goes quiet', async () => {
    await vi.advanceTimersByTimeAsync(FIRST_QUIET_MS + 1000);
    expect(releases).toBe(1);
    const firstRelease = Date.now();
    // Work and a quiet moment every five seconds.
    while (Date.now() - firstRelease < MIN_INTERVAL_MS - 5000) {
      await request();
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(releases).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(releases).toBe(2);
  });
});
