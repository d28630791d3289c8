/**
 * A short-lived cache of resolved sessions, by token id. Resolving a bearer token costs two
 * queries (the user with the token's revocation, then the effective permissions); on PGlite's
 * single connection that was most of an authenticated request's time (bench/RESULTS.md).
 *
 * Entries live a few seconds. This process forgets an entry at once when it revokes the token
 * (logout, refresh) or changes the user (edit, delete, grants, password), and tells the other API
 * processes sharing one PostgreSQL to forget it too (shared-auth-cache.ts); were that message
 * lost, they would see the change within the time to live. Tokens that were never
 * resolved there are checked against the database at once (a new password's session version
 * included), and /auth/refresh re-reads the session version before it signs a new token.
 */
import type { AuthUser } from '../types';

export const AUTH_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 10_000;

export type AuthContextCache = {
  get: (tokenId: string) => AuthUser | undefined;
  set: (user: AuthUser) => void;
  forgetToken: (tokenId: string) => void;
  forgetUser: (userId: number) => void;
};

export function createAuthContextCache(options: { ttlMs?: number; now?: () => number } = {}): AuthContextCache {
  const ttlMs = options.ttlMs ?? AUTH_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: AuthUser; expiresAt: number }>();

  return {
    get(tokenId) {
      const entry = entries.get(tokenId);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(tokenId);
        return undefined;
      }
      return entry.user;
    },
    set(user) {
      // Maps keep insertion order: drop the oldest entry when full.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(user.tokenId, { user, expiresAt: now() + ttlMs });
    },
    forgetToken(tokenId) {
      entries.delete(tokenId);
    },
    forgetUser(userId) {
      for (const [tokenId, entry] of entries) if (entry.user.id === userId) entries.delete(tokenId);
    },
  };
}
