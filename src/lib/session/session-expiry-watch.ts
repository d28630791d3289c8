/**
 * Session expiry watch (spec part 1 §4, §9): the stored token is checked at load and every
 * 120 s; an expired token, or one that cannot be decoded, calls onExpired (the app logs out).
 * No token means nobody is signed in, so there is nothing to watch.
 */
import { getToken as readToken } from '@/lib/session/session-storage';
import { checkToken } from '@/lib/token/check-token';

export const TOKEN_EXPIRY_CHECK_INTERVAL_MS = 120_000;

export type SessionExpiryWatchOptions = {
  onExpired: () => void;
  getToken?: () => string | null;
  intervalMs?: number;
  now?: () => number;
};

/** True when the token is expired or cannot be decoded. */
export function isSessionTokenExpired(token: string, now: number = Date.now()): boolean {
  const check = checkToken(token, now);
  return check.expired || check.claims === undefined;
}

/** Starts the watch (checking at once); returns the function that stops it. */
export function startSessionExpiryWatch(options: SessionExpiryWatchOptions): () => void {
  const getToken = options.getToken ?? readToken;
  const now = options.now ?? Date.now;
  const check = () => {
    const token = getToken();
    if (token !== null && isSessionTokenExpired(token, now())) options.onExpired();
  };
  check();
  const timer = setInterval(check, options.intervalMs ?? TOKEN_EXPIRY_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
