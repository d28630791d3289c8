/**
 * The client's token check (spec part 1 §5): three dot-separated parts, at least 50 characters,
 * a decodable payload, and an expiry (when present) not in the past. A token that fails the
 * check but is not expired is still "a token": the request goes out without credentials.
 * The server verifies signatures; this check only decides what the client sends.
 */
import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '@/contract/auth';

export const MIN_TOKEN_LENGTH = 50;

export type TokenCheck = {
  valid: boolean;
  expired: boolean;
  /** Present whenever the payload decodes, even for an invalid or expired token. */
  claims?: Partial<TokenClaims> & Record<string, unknown>;
};

type DecodedClaims = NonNullable<TokenCheck['claims']>;

export function decodeTokenClaims(token: string | null | undefined): DecodedClaims | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  try {
    const claims = jwtDecode<unknown>(token);
    return typeof claims === 'object' && claims !== null ? (claims as DecodedClaims) : undefined;
  } catch {
    return undefined;
  }
}

export function checkToken(token: string | null | undefined, now: number = Date.now()): TokenCheck {
  const claims = decodeTokenClaims(token);
  if (typeof token !== 'string' || !claims) return { valid: false, expired: false };
  const exp = typeof claims.exp === 'number' ? claims.exp : undefined;
  // `exp` is in seconds (RFC 7519).
  const expired = exp !== undefined && exp * 1000 <= now;
  const wellFormed = token.split('.').length === 3 && token.length >= MIN_TOKEN_LENGTH;
  return { valid: wellFormed && !expired, expired, claims };
}

export const DEFAULT_TOKEN_ROLE = 'user';

/** The role claim (`role`, else `userRole`, else "user"); compare it case-insensitively. */
export function readRoleFromToken(token: string | null | undefined): string {
  return readRoleClaim(token) ?? DEFAULT_TOKEN_ROLE;
}

/** The role claim when the token carries one, otherwise null. */
export function readRoleClaim(token: string | null | undefined): string | null {
  const claims = decodeTokenClaims(token);
  if (!claims) return null;
  for (const key of ['role', 'userRole'] as const) {
    const value = claims[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
