/**
 * Where the session lives in the browser (spec part 1 §9): the token in localStorage under
 * `userToken`, the user as JSON under `user`, permissions under `userPermissions`. Older builds
 * kept tokens under other keys; logout and a 401 clear those too so no stale credential stays.
 * Every change of the token or user is copied to the device database for the service worker,
 * which replays queued writes with the token current at that moment (device-session.ts).
 */
import { sessionUserSchema, type SessionUser } from '@/contract/auth';
import type { PermissionMap } from '@/contract/permissions';
import { PERMISSIONS_KEY, TOKEN_KEY, USER_KEY } from '@/lib/session/session-keys';
import { readRoleClaim } from '@/lib/token/check-token';

export { PERMISSIONS_KEY, TOKEN_KEY, USER_KEY };
/** Other keys a token may sit under; cleared with the token. */
export const OTHER_TOKEN_KEYS = ['auth_token', 'authToken', 'token', 'AUTH_TOKEN'] as const;
/** Keys the shell's role check reads a role claim from (spec part 1 §6). */
export const ROLE_TOKEN_KEYS = ['userToken', 'authToken', 'token', 'AUTH_TOKEN'] as const;

// Storage can throw (private mode, quota, disabled); a failed read is "nothing stored".
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored that we could remove
  }
}

function readJson(key: string): unknown {
  const text = read(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  const token = read(TOKEN_KEY);
  return token === '' ? null : token;
}

/** Copies the stored token and user name to the device database (also once at app start). */
export function copyStoredSessionToDevice(): void {
  const user = getStoredUser();
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : null;
  const token = getToken();
  // Loaded on demand: the device database (Dexie) stays out of the login screen's first load.
  void import('@/lib/offline/device-session').then((module) => module.copySessionToDevice(token, name));
}

export function setToken(token: string): void {
  write(TOKEN_KEY, token);
  copyStoredSessionToDevice();
}

/** Removes the token and tokens under the other keys (what a 401 does). */
export function removeToken(): void {
  remove(TOKEN_KEY);
  for (const key of OTHER_TOKEN_KEYS) remove(key);
  copyStoredSessionToDevice();
}

export function getStoredUser(): SessionUser | null {
  const stored = readJson(USER_KEY);
  // Nothing stored (every signed-out start): no schema to run in the login screen's first render.
  if (stored === null) return null;
  const parsed = sessionUserSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function setStoredUser(user: SessionUser): void {
  write(USER_KEY, JSON.stringify(user));
  copyStoredSessionToDevice();
}

/** Stored permissions as a map; a stored list of names is read as a map too. */
export function getStoredPermissions(): PermissionMap | null {
  const value = readJson(PERMISSIONS_KEY);
  if (Array.isArray(value)) {
    const map: PermissionMap = {};
    for (const name of value) if (typeof name === 'string') map[name] = true;
    return map;
  }
  if (typeof value !== 'object' || value === null) return null;
  const map: PermissionMap = {};
  for (const [name, granted] of Object.entries(value)) if (granted === true) map[name] = true;
  return map;
}

export function setStoredPermissions(permissions: PermissionMap): void {
  write(PERMISSIONS_KEY, JSON.stringify(permissions));
}

/** Authenticated means a token exists and a user is stored (spec part 1 §4). */
export function hasStoredSession(): boolean {
  return getToken() !== null && getStoredUser() !== null;
}

/** Logout's local part: token, tokens under other keys, user, permissions, session storage. */
export function clearSession(): void {
  removeToken();
  remove(USER_KEY);
  remove(PERMISSIONS_KEY);
  copyStoredSessionToDevice();
  try {
    sessionStorage.clear();
  } catch {
    // no session storage to clear
  }
}

/** The first role claim found in a token stored under userToken, authToken, token or AUTH_TOKEN. */
export function findRoleInStoredTokens(): string | null {
  for (const key of ROLE_TOKEN_KEYS) {
    const role = readRoleClaim(read(key));
    if (role !== null) return role;
  }
  return null;
}
