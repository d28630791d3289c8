/**
 * Daily housekeeping of the access tables. Idempotency keys are kept 30 days: far longer than a
 * device holds a queued write, so a late replay still finds its answer. Revoked tokens only
 * matter until they would have expired, and login-throttle rows until their window has passed.
 * main.ts calls this at start and then once a day.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { idempotencyKeys, loginThrottle, revokedTokens } from '../db/schema';

export const IDEMPOTENCY_KEY_TTL_DAYS = 30;

/** Longer than any throttle window, so a running window is never cut short. */
const THROTTLE_ROW_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes expired idempotency keys (and stale revocation and throttle rows); returns how many keys went. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ requestId: idempotencyKeys.requestId });
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, new Date(now.getTime() - THROTTLE_ROW_TTL_MS)));
  return deleted.length;
}

/**
 * Claims left `pending` by a server that died mid-request (a crash, SIGKILL): the write's own
 * transaction rolled back with it, so nothing was applied and the client's replay must run
 * instead of hearing "still being processed" until the claim counts as abandoned (2 minutes).
 * Only safe when no other server shares the database: main.ts calls it at start on the embedded
 * database, whose data-folder lock guarantees that.
 */
export async function releaseClaimsOfDeadServer(db: Db): Promise<number> {
  const released = await db
    .delete(idempotencyKeys)
    .where(eq(idempotencyKeys.state, 'pending'))
    .returning({ requestId: idempotencyKeys.requestId });
  return released.length;
}
