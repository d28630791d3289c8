/**
 * Login throttle, kept in the database (table login_throttle) so every API process shares it.
 * Failed logins are counted per username and per address within a window counted from the first
 * failure: past the limit, that username (or address) is refused with 429 until the window has
 * passed. A successful login clears its username's count, never the address's (one known account
 * must not reset an address that is guessing others). Unknown usernames are counted the same way,
 * so the answer never tells whether an account exists.
 */
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { loginThrottle } from '../../db/schema';

export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  /** Failures per username and window. */
  maxUsernameFailures: 5,
  /** Failures per address and window (a school behind one NAT address shares it). */
  maxAddressFailures: 50,
} as const;

const windowStartAfter = () => new Date(Date.now() - LOGIN_THROTTLE.windowMinutes * 60 * 1000);

export function usernameKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

export function addressKey(address: string): string {
  return `ip:${address}`;
}

/** Whether the username or the address has used up its failures in the current window. */
export async function isLoginThrottled(db: Db, username: string, address: string): Promise<boolean> {
  const rows = await db
    .select({ key: loginThrottle.key, failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(
      and(
        inArray(loginThrottle.key, [usernameKey(username), addressKey(address)]),
        gte(loginThrottle.windowStart, windowStartAfter()),
      ),
    );
  return rows.some((row) =>
    row.key.startsWith('user:')
      ? row.failures >= LOGIN_THROTTLE.maxUsernameFailures
      : row.failures >= LOGIN_THROTTLE.maxAddressFailures,
  );
}

/** Counts one failure for the username and the address; a failure after the window starts a new one. */
export async function recordLoginFailure(db: Db, username: string, address: string): Promise<void> {
  const expired = sql`${loginThrottle.windowStart} < ${windowStartAfter().toISOString()}::timestamptz`;
  const now = new Date();
  await db
    .insert(loginThrottle)
    .values([
      { key: usernameKey(username), failures: 1, windowStart: now },
      { key: addressKey(address), failures: 1, windowStart: now },
    ])
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${loginThrottle.windowStart} end`,
      },
    });
}

export async function clearUsernameFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [usernameKey(username)]));
}
