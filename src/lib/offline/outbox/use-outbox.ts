/**
 * The outbox as the signed-in user sees it, live (useLiveQuery; the service worker's writes
 * reach the page through Dexie's change broadcast): their writes waiting to be sent, theirs the
 * server refused ("Needs attention"), and other users' writes waiting for them to sign in.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { readDeviceSession, tokenUserId } from '@/lib/offline/device-session';
import { localDatabase } from '@/lib/offline/local-database';
import type { OutboxItem } from '@/lib/offline/outbox/outbox-item';
import { checkToken } from '@/lib/token/check-token';

export type OutboxView = {
  queued: OutboxItem[];
  attention: OutboxItem[];
  /** Other users' writes (queued or refused), waiting for their next login on this device. */
  otherUsers: OutboxItem[];
  /** The signed-in user's writes wait for a login (token expired or refused by the server). */
  waitingForLogin: boolean;
};

export const EMPTY_OUTBOX: OutboxView = { queued: [], attention: [], otherUsers: [], waitingForLogin: false };

export async function readOutboxView(userId: string | null, now = Date.now()): Promise<OutboxView> {
  const [items, session] = await Promise.all([localDatabase().outbox.orderBy('seq').toArray(), readDeviceSession()]);
  const mine = items.filter((item) => item.userId === userId);
  const sessionUser = tokenUserId(session.token);
  const waitingForLogin =
    sessionUser !== userId || session.refusedToken === session.token || checkToken(session.token, now).expired;
  return {
    queued: mine.filter((item) => item.state === 'queued'),
    attention: mine.filter((item) => item.state === 'attention'),
    otherUsers: items.filter((item) => item.userId !== userId),
    waitingForLogin,
  };
}

/** The outbox for the user with this id (the session user's id as a string), live. */
export function useOutbox(userId: string | null): OutboxView | undefined {
  return useLiveQuery(() => readOutboxView(userId), [userId]);
}
