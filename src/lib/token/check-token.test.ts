import { describe, expect, it } from 'vitest';
import { checkToken, readRoleFromToken, MIN_TOKEN_LENGTH } from '@/lib/token/check-token';
import { makeExpiredTestToken, makeTestToken, makeValidTestToken } from '@/lib/token/test-token';

const NOW = Date.UTC(2025, 0, 15, 8, 0, 0);

describe('checkToken', () => {
  it('accepts a well-formed token with an expiry in the future', () => {
    const token = makeValidTestToken({}, NOW);
    const result = checkToken(token, NOW);
    expect(result).toMatchObject({ valid: true, expired: false });
    expect(result.claims?.role).toBe('TEACHER');
    expect(result.claims?.sub).toBe('7');
  });

  it('accepts a token without an expiry claim', () => {
    const token = makeTestToken({ sub: '7', role: 'TEACHER', note: 'no expiry on this one' });
    expect(checkToken(token, NOW)).toMatchObject({ valid: true, expired: false });
  });

  it('marks a token whose expiry has passed as expired and invalid', () => {
    const token = makeExpiredTestToken({}, NOW);
    expect(checkToken(token, NOW)).toMatchObject({ valid: false, expired: true });
  });

  it('treats the exact expiry second as expired', () => {
    const token = makeValidTestToken({ exp: NOW / 1000 }, NOW);
    expect(checkToken(token, NOW).expired).toBe(true);
  });

  it('rejects a token shorter than 50 characters without calling it expired', () => {
    // {} . {"a":1} . s: decodable, but far too short
    const token = 'e30.eyJhIjoxfQ.s';
    expect(token.length).toBeLessThan(MIN_TOKEN_LENGTH);
    expect(checkToken(token, NOW)).toMatchObject({ valid: false, expired: false });
  });

  it('rejects a token that does not have exactly three parts', () => {
    const token = `${makeValidTestToken({}, NOW)}.extra`;
    expect(checkToken(token, NOW)).toMatchObject({ valid: false, expired: false });
    const twoParts = makeValidTestToken({}, NOW).split('.').slice(0, 2).join('.');
    expect(checkToken(twoParts, NOW).valid).toBe(false);
  });

  it('rejects a token whose payload does not decode', () => {
    const token = `eyJhbGciOiJIUzI1NiJ9.${'!'.repeat(40)}.signature-part-long-enough`;
    expect(checkToken(token, NOW)).toEqual({ valid: false, expired: false });
  });

  it('rejects empty and missing tokens', () => {
    expect(checkToken(null, NOW)).toEqual({ valid: false, expired: false });
    expect(checkToken(undefined, NOW)).toEqual({ valid: false, expired: false });
    expect(checkToken('', NOW)).toEqual({ valid: false, expired: false });
  });
});

describe('readRoleFromToken', () => {
  it('reads the role claim', () => {
    expect(readRoleFromToken(makeValidTestToken({ role: 'PARENT' }))).toBe('PARENT');
  });

  it('falls back to userRole', () => {
    expect(readRoleFromToken(makeValidTestToken({ role: undefined, userRole: 'teacher' }))).toBe('teacher');
  });

  it('defaults to "user" when there is no role or the token does not decode', () => {
    expect(readRoleFromToken(makeValidTestToken({ role: undefined }))).toBe('user');
    expect(readRoleFromToken('not-a-token')).toBe('user');
    expect(readRoleFromToken(null)).toBe('user');
  });
});
