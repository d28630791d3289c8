/** Timings of the teachers screens: refresh and cache lifetimes (the client's own, not the contract's). */

/** How often the teacher list and figures refresh while open. */
export const TEACHER_REFRESH_MS = 30_000;
/** A loaded teacher list counts as fresh this long. */
export const TEACHER_STALE_MS = 5 * 60_000;
/** An unused teacher list stays in memory this long. */
export const TEACHER_CACHE_MS = 10 * 60_000;
