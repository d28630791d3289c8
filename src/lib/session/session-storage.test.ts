import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/contract/auth';
import {
  clearSession,
  findRoleInStoredTokens,
  getStoredPermissions,
  getStoredUser,
  getToken,
  hasStoredSession,
  removeToken,
  setStoredPermissions,
  setStoredUser,
  setToken,
} from '@/lib/session/session-storage';
import { makeValidTestToken } from '@/lib/token/test-token';

const user: SessionUser = {
  id: 7,
  username: 'teacher',
  email: null,
  firstName: 'Zahra',
  lastName: 'Ahmadi',
  role: 'TEACHER',
  permissions: { 'customer:read': true },
  dataScopes: ['*'],
  schoolId: 1,
  department: null,
  lastLogin: null,
  isActive: true,
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session storage', () => {
  it('keeps the token under userToken', () => {
    setToken('abc.def.ghi');
    expect(localStorage.getItem('userToken')).toBe('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
  });

  it('keeps the user as JSON under user and reads it back', () => {
    setStoredUser(user);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(getStoredUser()).toEqual(user);
  });

  it('reads no user from a missing or damaged entry', () => {
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ id: 'x' }));
    expect(getStoredUser()).toBeNull();
  });

  it('keeps permissions under userPermissions and reads a stored list of names as a map', () => {
    setStoredPermissions({ 'customer:read': true, 'customer:create': true });
    expect(JSON.parse(localStorage.getItem('userPermissions') ?? 'null')).toEqual({
      'customer:read': true,
      'customer:create': true,
    });
    expect(getStoredPermissions()).toEqual({ 'customer:read': true, 'customer:create': true });
    localStorage.setItem('userPermissions', JSON.stringify(['student:read']));
    expect(getStoredPermissions()).toEqual({ 'student:read': true });
    localStorage.removeItem('userPermissions');
    expect(getStoredPermissions()).toBeNull();
  });

  it('counts as authenticated only with both a token and a stored user', () => {
    expect(hasStoredSession()).toBe(false);
    setToken('abc.def.ghi');
    expect(hasStoredSession()).toBe(false);
    setStoredUser(user);
    expect(hasStoredSession()).toBe(true);
  });

  it('removeToken clears the token under every key but keeps the user', () => {
    setToken('t1');
    for (const key of ['auth_token', 'authToken', 'token', 'AUTH_TOKEN']) localStorage.setItem(key, 'old');
    setStoredUser(user);
    removeToken();
    for (const key of ['userToken', 'auth_token', 'authToken', 'token', 'AUTH_TOKEN']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(getStoredUser()).toEqual(user);
  });

  it('clearSession removes tokens, user, permissions and session storage', () => {
    setToken('t1');
    localStorage.setItem('authToken', 'old');
    setStoredUser(user);
    setStoredPermissions({ 'customer:read': true });
    localStorage.setItem('unrelated', 'kept');
    sessionStorage.setItem('draft', 'x');
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('userPermissions')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('findRoleInStoredTokens', () => {
  it('finds no role when no token is stored', () => {
    expect(findRoleInStoredTokens()).toBeNull();
  });

  it.each(['userToken', 'authToken', 'token', 'AUTH_TOKEN'])('reads a role claim from a token under %s', (key) => {
    localStorage.setItem(key, makeValidTestToken({ role: 'PARENT' }));
    expect(findRoleInStoredTokens()).toBe('PARENT');
  });

  it('prefers userToken and skips tokens without a role claim', () => {
    localStorage.setItem('authToken', makeValidTestToken({ role: 'TEACHER' }));
    localStorage.setItem('userToken', makeValidTestToken({ role: undefined }));
    expect(findRoleInStoredTokens()).toBe('TEACHER');
    localStorage.setItem('userToken', makeValidTestToken({ role: undefined, userRole: 'PARENT' }));
    expect(findRoleInStoredTokens()).toBe('PARENT');
  });

  it('ignores a token under auth_token, which the shell check does not read', () => {
    localStorage.setItem('auth_token', makeValidTestToken({ role: 'TEACHER' }));
    expect(findRoleInStoredTokens()).toBeNull();
  });
});
