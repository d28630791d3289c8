/**
 * Idempotency keys are kept 30 days: far longer than a device holds a queued write, so a late
 * replay still finds its answer. main.ts calls this at start and then periodically.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { idempotencyKeys, revokedTokens } from '../db/schema';

export const IDEMPOTENCY_KEY_TTL_DAYS = 30;

/** Deletes expired idempotency keys (and revoked-token rows past their expiry); returns how many keys went. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ requestId: idempotencyKeys.requestId });
  // Revocations only matter until the token would have expired anyway.
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  return deleted.length;
}
