/**
 * Access tokens: HS256 JWTs with `sub` (user id), `role`, `schoolId`, `iat`, `exp`, `jti` (so
 * logout can revoke exactly one token) and `sv`, the user's session version when it was signed
 * (a new password raises it, and the auth plugin refuses a token whose `sv` is not the user's
 * current one; a token signed before `sv` existed counts as version 0). The signing secret is
 * JWT_SECRET, or — when unset — a random secret generated once and kept in `server_settings`, so
 * every API process on the same database signs and verifies with the same key and tokens survive
 * a restart.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { TokenClaims } from '@/contract/auth';
import type { Db } from '../db/connection';
import { serverSettings } from '../db/schema';

const JWT_SECRET_SETTING = 'jwt_secret';
const ALGORITHM = 'HS256';

export type TokenSubject = { id: number; role: string; schoolId: number; sessionVersion: number };

export type IssuedToken = { token: string; jti: string; expiresAt: Date };

export type TokenVerification =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export type TokenService = {
  sign: (subject: TokenSubject) => Promise<IssuedToken>;
  verify: (token: string) => Promise<TokenVerification>;
};

/** Reads the configured secret, or the stored one (creating it on first start; safe with several processes). */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db
    .insert(serverSettings)
    .values({ key: JWT_SECRET_SETTING, value: generated })
    .onConflictDoNothing({ target: serverSettings.key });
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, JWT_SECRET_SETTING));
  if (!row) throw new Error('Could not read the stored JWT secret');
  return new TextEncoder().encode(row.value);
}

/**
 * Tokens whose signature checked out, with their claims: the same token arrives with every
 * request of a session (and with every write of an outbox batch, each run as its own request),
 * and its HMAC and claim checks are a fixed function of the token and the secret. Only expiry
 * depends on the time, so it is checked on every use. Revocation and the session version are
 * the auth plugin's checks, after this one, and are not cached here.
 */
const VERIFIED_TOKENS_KEPT = 1_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    // Oldest first out (a Map keeps insertion order).
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    async sign(subject) {
      const jti = randomUUID();
      const issuedAt = Math.floor(Date.now() / 1000);
      const exp = issuedAt + ttlSeconds;
      const token = await new SignJWT({ role: subject.role, schoolId: subject.schoolId, sv: subject.sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subject.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(secret);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return { ok: true, claims: known };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
        const { sub, role, schoolId, exp, iat, jti, sv = 0 } = payload;
        if (
          typeof sub !== 'string' ||
          !/^\d+$/.test(sub) ||
          typeof role !== 'string' ||
          typeof schoolId !== 'number' ||
          typeof exp !== 'number' ||
          typeof iat !== 'number' ||
          typeof jti !== 'string' ||
          !Number.isSafeInteger(sv) ||
          (sv as number) < 0
        ) {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { sub, role, schoolId, exp, iat, jti, sv: sv as number };
        remember(token, claims);
        return { ok: true, claims };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}

