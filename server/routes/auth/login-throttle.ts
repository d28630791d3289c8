/**
 * Login throttle (OWASP authentication cheat sheet), kept in the database (table login_throttle)
 * so every API process shares it. Two kinds of row, by key:
 *
 * - `pair:<address>|<hash of the username>`: failures of one username from one address. The first few are
 *   free (typos); from `delayFromFailure` on, the pair must wait 1 s, 2 s, 4 s … (capped) after
 *   its last failure before its next try, and is answered 429 with Retry-After meanwhile. Only
 *   that pair waits: the real user on another device or network signs in at once, however hard
 *   an attacker elsewhere guesses. Forgotten a day after its first failure, cleared by a success.
 * - `ip:<address>`: failures of every username from one address in a window. Past a high cap
 *   (password spraying), the address is answered 429 until the window ends.
 *
 * An attempt is charged as a failure before its password is checked, in one transaction that
 * locks both rows, so parallel guesses cannot slip past a wait; a success gives its charge back.
 * Throttled attempts are answered before any user lookup or password check and count nothing.
 * Unknown usernames are counted exactly like known ones, so no answer tells whether an account
 * exists. All times come from the server's clock (Date), never the database's.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { normalizeIP } from '@fastify/rate-limit';
import type { Db } from '../../db/connection';
import { loginThrottle } from '../../db/schema';

export const LOGIN_THROTTLE = {
  /** From this failure of a (username, address) pair on, the pair waits before its next try. */
  delayFromFailure: 3,
  /** The waits double from 1 s up to this (15 minutes). */
  maxDelaySeconds: 900,
  /** A pair's failures are forgotten this long after its first one. */
  pairWindowHours: 24,
  /** Failures per address, across all usernames, within one window (a whole school may share it). */
  maxAddressFailures: 100,
  addressWindowMinutes: 15,
} as const;

/** The pair's answer while it waits; the address cap answers AUTH_MESSAGES.tooManyAttempts. */
export const LOGIN_THROTTLE_MESSAGE = 'Too many failed sign-ins for this username. Please wait a moment and try again.';

export type LoginThrottleVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'pair' | 'address'; retryAfterSeconds: number };

/** One IPv6 network (/64) is one address: its owner holds all of it. */
export function addressKey(address: string): string {
  return `ip:${normalizeIP(address, 64)}`;
}

/**
 * The username is kept only as a hash: people type passwords into the username field, and the
 * table should not hold them (nor anything else typed there, NUL characters included).
 */
export function pairKey(username: string, address: string): string {
  const typed = createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
  return `pair:${normalizeIP(address, 64)}|${typed}`;
}

/** How long a pair waits after its n-th failure in a row: 0, then 1 s, 2 s, 4 s … capped. */
export function pairDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.delayFromFailure) return 0;
  return Math.min(2 ** (failures - LOGIN_THROTTLE.delayFromFailure), LOGIN_THROTTLE.maxDelaySeconds);
}

const PAIR_WINDOW_MS = LOGIN_THROTTLE.pairWindowHours * 3_600_000;
const ADDRESS_WINDOW_MS = LOGIN_THROTTLE.addressWindowMinutes * 60_000;

type Row = typeof loginThrottle.$inferSelect;

const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/**
 * Decides whether this attempt may check its password; if so, charges it as a failure of the
 * pair and the address (given back by loginSucceeded when the password is right).
 */
export async function beginLoginAttempt(db: Db, username: string, address: string, now = new Date()): Promise<LoginThrottleVerdict> {
  const pair = pairKey(username, address);
  const ip = addressKey(address);
  const nowMs = now.getTime();
  return db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values([
        { key: pair, failures: 0, windowStart: now, lastFailureAt: now },
        { key: ip, failures: 0, windowStart: now, lastFailureAt: now },
      ])
      .onConflictDoNothing();
    // Locked in key order, so two attempts never wait on each other the other way round.
    const rows: Row[] = await tx
      .select()
      .from(loginThrottle)
      .where(sql`${loginThrottle.key} in (${pair}, ${ip})`)
      .orderBy(loginThrottle.key)
      .for('update');
    const pairRow = rows.find((row) => row.key === pair);
    const ipRow = rows.find((row) => row.key === ip);
    if (!pairRow || !ipRow) throw new Error('login_throttle rows missing after insert');

    const pairFresh = nowMs - pairRow.windowStart.getTime() >= PAIR_WINDOW_MS;
    const ipFresh = nowMs - ipRow.windowStart.getTime() >= ADDRESS_WINDOW_MS;
    const pairFailures = pairFresh ? 0 : pairRow.failures;
    const ipFailures = ipFresh ? 0 : ipRow.failures;

    if (ipFailures >= LOGIN_THROTTLE.maxAddressFailures) {
      return {
        allowed: false,
        reason: 'address',
        retryAfterSeconds: secondsUntil(ipRow.windowStart.getTime() + ADDRESS_WINDOW_MS, nowMs),
      } as const;
    }
    const waitUntil = pairRow.lastFailureAt.getTime() + pairDelaySeconds(pairFailures) * 1000;
    if (pairFailures > 0 && nowMs < waitUntil) {
      return { allowed: false, reason: 'pair', retryAfterSeconds: secondsUntil(waitUntil, nowMs) } as const;
    }

    await tx
      .update(loginThrottle)
      .set({ failures: pairFailures + 1, lastFailureAt: now, ...(pairFresh ? { windowStart: now } : {}) })
      .where(sql`${loginThrottle.key} = ${pair}`);
    await tx
      .update(loginThrottle)
      .set({ failures: ipFailures + 1, lastFailureAt: now, ...(ipFresh ? { windowStart: now } : {}) })
      .where(sql`${loginThrottle.key} = ${ip}`);
    return { allowed: true } as const;
  });
}

/** The right password: the pair starts afresh and the address gets its charge back. */
export async function loginSucceeded(db: Db, username: string, address: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(loginThrottle).where(sql`${loginThrottle.key} = ${pairKey(username, address)}`);
    await tx
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
      .where(sql`${loginThrottle.key} = ${addressKey(address)}`);
  });
}
