/**
 * Builds unsigned JWT-shaped tokens for client tests. The client never verifies signatures
 * (the server does), so a fixed signature part is enough to exercise the client's checks.
 */
function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeTestToken(claims: Record<string, unknown>): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify(claims));
  return `${header}.${payload}.c2lnbmF0dXJlLW5vdC1jaGVja2VkLWJ5LXRoZS1jbGllbnQ`;
}

/** A token that passes the client check: expiry one hour after `now`. */
export function makeValidTestToken(extra: Record<string, unknown> = {}, now: number = Date.now()): string {
  return makeTestToken({
    sub: '7',
    role: 'TEACHER',
    schoolId: 1,
    iat: Math.floor(now / 1000),
    exp: Math.floor(now / 1000) + 3600,
    jti: 'test-jti',
    ...extra,
  });
}

export function makeExpiredTestToken(extra: Record<string, unknown> = {}, now: number = Date.now()): string {
  return makeValidTestToken({ exp: Math.floor(now / 1000) - 60, ...extra }, now);
}
