/**
 * Retry schedule of the API client (spec part 1 §7, §9): up to 5 retries when there is no
 * answer or the status is 5xx, 429 or 408; the wait starts at 2 s, doubles per attempt, gets up
 * to 1 s of random jitter (so many tablets do not retry in step), and never exceeds 30 s.
 */
export const MAX_RETRIES = 5;
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_JITTER_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;

/** Wait before retry number `attempt` (1 for the first retry). `random` returns [0, 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const base = BACKOFF_BASE_MS * 2 ** exponent;
  const jitter = Math.floor(Math.min(Math.max(random(), 0), 1) * BACKOFF_JITTER_MS);
  return Math.min(base + jitter, BACKOFF_CAP_MS);
}
