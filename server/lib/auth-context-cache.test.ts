import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../types';
import { createAuthContextCache } from './auth-context-cache';

function session(id: number, tokenId: string): AuthUser {
  return {
    id,
    username: `user${id}`,
    role: 'TEACHER',
    schoolId: 1,
    permissions: { 'customer:read': true },
    dataScopes: [],
    tokenId,
    tokenExpiresAt: new Date(Date.now() + 60_000),
    sessionVersion: 0,
  };
}

describe('auth context cache', () => {
  it('keeps a resolved session for its time to live only', () => {
    let now = 1_000;
    const cache = createAuthContextCache({ ttlMs: 3_000, now: () => now });
    cache.set(session(1, 'a'));
    expect(cache.get('a')?.id).toBe(1);
    now += 2_999;
    expect(cache.get('a')?.id).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one token on revocation and every token of a changed user', () => {
    const cache = createAuthContextCache();
    cache.set(session(1, 'a'));
    cache.set(session(1, 'b'));
    cache.set(session(2, 'c'));
    cache.forgetToken('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forgetUser(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.id).toBe(2);
  });
});
