/**
 * Ending a user's sessions. Every access token carries the user's `session_version` as it was
 * when the token was signed (claim `sv`); the auth plugin refuses a token whose number is not the
 * current one. A new password raises the number in the same UPDATE that stores the hash, so every
 * token signed before it answers 401 in every API process: the rule lives in the database, and a
 * counter needs no clock (two processes' clocks, or a token signed in the same second as the
 * change, cannot blur it). The caller forgets the user in its auth cache after the commit; another
 * process's cache holds an entry at most AUTH_CACHE_TTL_MS.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema';

/** The `set()` columns of an UPDATE that stores a new password hash and ends every session. */
export function newPasswordColumns(passwordHash: string) {
  return { passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` };
}

/** The user's current session version, or null for a user that no longer exists. */
export async function currentSessionVersion(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, userId));
  return row?.sessionVersion ?? null;
}
