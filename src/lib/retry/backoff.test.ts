import { describe, expect, it } from 'vitest';
import { isRetryableStatus } from '@/contract/retryable-status';
import { MAX_RETRIES, retryDelayMs } from '@/lib/retry/backoff';

const lowest = () => 0;
const highest = () => 0.999_999;

describe('retryDelayMs', () => {
  it.each([
    [1, 2000, 3000],
    [2, 4000, 5000],
    [3, 8000, 9000],
    [4, 16000, 17000],
  ])('waits %i → between %i and %i ms', (attempt, min, max) => {
    expect(retryDelayMs(attempt, lowest)).toBe(min);
    const high = retryDelayMs(attempt, highest);
    expect(high).toBeGreaterThan(min);
    expect(high).toBeLessThanOrEqual(max);
    for (let i = 0; i < 50; i += 1) {
      const delay = retryDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(min);
      expect(delay).toBeLessThanOrEqual(max);
    }
  });

  it('caps the fifth retry at 30 s', () => {
    expect(retryDelayMs(5, lowest)).toBe(30000);
    expect(retryDelayMs(5, highest)).toBe(30000);
  });

  it('never lets jitter push a wait over 30 s', () => {
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect(retryDelayMs(attempt, highest)).toBeLessThanOrEqual(30000);
    }
  });

  it('adds at most one second of jitter', () => {
    expect(retryDelayMs(2, () => 0.5)).toBe(4500);
  });

  it('allows five retries', () => {
    expect(MAX_RETRIES).toBe(5);
  });
});

describe('isRetryableStatus', () => {
  it.each([500, 502, 503, 504, 599, 429, 408])('retries %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([200, 202, 400, 401, 403, 404, 409, 413, 422])('does not retry %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });
});
