/**
 * Auth: reads the bearer token of every /api request and sets `request.user` (or null).
 * A token that is expired, invalid or revoked, whose user is inactive or deleted, or whose session
 * version (`sv`) is not the user's current one (a new password ends older sessions:
 * server/lib/session-version.ts), leaves the request anonymous; the access-control plugin then
 * answers 401 where the route needs a user.
 * The user row and the token's revocation are read in one query, the permissions in a second;
 * the result is kept a few seconds per token (server/lib/auth-context-cache.ts).
 */
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { revokedTokens, users } from '../db/schema';
import type { DatabaseHandle } from '../db/connection';
import { type AuthContextCache, createAuthContextCache } from '../lib/auth-context-cache';
import { loadEffectivePermissions } from '../lib/effective-permissions';
import { shareAuthCache } from '../lib/shared-auth-cache';
import { createTokenService, resolveJwtSecret, type TokenService } from '../lib/tokens';
import type { AuthUser } from '../types';

/** Why a request that carried a token is anonymous, so the 401 can say so. */
export type AuthFailure = 'expired' | 'invalid' | 'revoked' | null;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Call forgetToken/forgetUser after a revocation or a change to a user commits. */
    authCache: AuthContextCache;
  }
  interface FastifyRequest {
    authFailure: AuthFailure;
  }
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export type AuthPluginOptions = { database: DatabaseHandle };

const auth: FastifyPluginAsync<AuthPluginOptions> = async (app, { database }) => {
  const secret = await resolveJwtSecret(app.db, app.config.jwtSecret);
  app.decorate('tokens', createTokenService(secret, app.config.tokenTtlSeconds));
  // Shared with the other servers of one PostgreSQL (lib/shared-auth-cache.ts).
  const shared = await shareAuthCache(createAuthContextCache(), database, app.log);
  app.decorate('authCache', shared.cache);
  app.addHook('onClose', shared.stop);
  app.decorateRequest('user', null);
  app.decorateRequest('authFailure', null);

  app.addHook('onRequest', async (request) => {
    request.user = null;
    request.authFailure = null;
    const token = readBearer(request);
    if (!token) return;

    const verified = await app.tokens.verify(token);
    if (!verified.ok) {
      request.authFailure = verified.reason;
      return;
    }
    const { claims } = verified;
    const cached = app.authCache.get(claims.jti);
    if (cached) {
      request.user = cached;
      return;
    }
    const [row] = await app.db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        schoolId: users.schoolId,
        dataScopes: users.dataScopes,
        sessionVersion: users.sessionVersion,
        revoked: exists(
          app.db.select({ one: sql`1` }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti)),
        ).mapWith(Boolean),
      })
      .from(users)
      .where(and(eq(users.id, Number(claims.sub)), eq(users.isActive, true), isNull(users.deletedAt)));
    if (!row) {
      request.authFailure = 'invalid';
      return;
    }
    if (row.revoked || row.sessionVersion !== claims.sv) {
      request.authFailure = 'revoked';
      return;
    }
    const user: AuthUser = {
      id: row.id,
      username: row.username,
      role: row.role,
      schoolId: row.schoolId,
      permissions: await loadEffectivePermissions(app.db, row),
      dataScopes: row.dataScopes,
      tokenId: claims.jti,
      tokenExpiresAt: new Date(claims.exp * 1000),
      sessionVersion: row.sessionVersion,
    };
    app.authCache.set(user);
    request.user = user;
  });
};

export const authPlugin = fp(auth, { name: 'auth', fastify: '5.x' });
