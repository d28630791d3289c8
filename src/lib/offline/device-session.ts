/**
 * The session as the service worker sees it (issue 4: "the session data the service worker
 * needs"). localStorage is out of a worker's reach, so the page copies the signed-in user's
 * token and name into the device database whenever they change (session-storage.ts calls
 * `copySessionToDevice`), and replays read the token there at the moment they send.
 */
import type { DeviceSessionRow } from '@/lib/offline/device-session-row';
import { localDatabase } from '@/lib/offline/local-database';
import { decodeTokenClaims } from '@/lib/token/check-token';

const SESSION_KEY = 'current';

/** The user a token belongs to (its `sub` claim), or null when it has none. */
export function tokenUserId(token: string | null | undefined): string | null {
  const sub = decodeTokenClaims(token)?.sub;
  if (typeof sub === 'string' && sub !== '') return sub;
  return typeof sub === 'number' ? String(sub) : null;
}

export async function readDeviceSession(): Promise<DeviceSessionRow> {
  const row = await localDatabase().deviceSession.get(SESSION_KEY);
  return row ?? { key: SESSION_KEY, token: null, userName: null, refusedToken: null };
}

/** Stores the page's current session (a refused token stays marked until it changes). */
export async function writeDeviceSession(token: string | null, userName: string | null): Promise<void> {
  const db = localDatabase();
  await db.transaction('rw', db.deviceSession, async () => {
    const current = await db.deviceSession.get(SESSION_KEY);
    const refusedToken = current?.refusedToken === token ? token : null;
    if (current && current.token === token && current.userName === userName && current.refusedToken === refusedToken) return;
    await db.deviceSession.put({ key: SESSION_KEY, token, userName, refusedToken });
  });
}

/** The server answered 401 to a replay with this token: wait for the next login. */
export async function markTokenRefused(token: string): Promise<void> {
  const db = localDatabase();
  await db.transaction('rw', db.deviceSession, async () => {
    const current = await db.deviceSession.get(SESSION_KEY);
    if (current?.token === token) await db.deviceSession.put({ ...current, refusedToken: token });
  });
}

let pendingCopy: Promise<void> | null = null;
let latest: { token: string | null; userName: string | null } | null = null;

/**
 * Copies the session to the device database; calls made together (login stores a token and a
 * user) are written once, with the last values. Never throws: the page works without it.
 */
export function copySessionToDevice(token: string | null, userName: string | null): void {
  latest = { token, userName };
  pendingCopy ??= Promise.resolve().then(async () => {
    pendingCopy = null;
    const { token: nextToken, userName: nextName } = latest!;
    try {
      await writeDeviceSession(nextToken, nextName);
    } catch (error) {
      console.warn('Could not copy the session for offline replay', error);
    }
  });
}
