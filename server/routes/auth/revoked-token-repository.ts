/** Revoked tokens (logout, refresh): a token's id is kept until the token would have expired anyway. */
import type { DbOrTx } from '../../db/connection';
import { revokedTokens } from '../../db/schema';
import type { AuthUser } from '../../types';

/** Revokes exactly this token until it would have expired anyway. */
export async function revokeToken(db: DbOrTx, user: AuthUser): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: user.tokenId, expiresAt: user.tokenExpiresAt })
    .onConflictDoNothing();
}
