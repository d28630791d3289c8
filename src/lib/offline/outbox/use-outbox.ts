/**
 * The outbox as the signed-in user sees it, live (useLiveQuery; the service worker's writes
 * reach the page through Dexie's change broadcast): their writes waiting to be sent, theirs the
 * server refused ("Needs attention"), and other users' writes waiting for them to sign in.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { readDeviceSession, tokenUserId } from '@/lib/offline/device-session';
import { localDatabase } from '@/lib/offline/local-database';
import type { OutboxItem, OutboxState } from '@/lib/offline/outbox/outbox-item';
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

/** The lengths of the view's lists (readOutboxView), counted from the outbox's indexes. */
export type OutboxCounts = Record<'queued' | 'attention' | 'otherUsers', number>;

/**
 * How many of the user's writes wait and were refused, and how many are other users', from the
 * `[userId+state]` index alone: no write's body is read, so the top bar can follow a replay of a
 * thousand writes live on a slow tablet.
 */
export async function readOutboxCounts(userId: string | null): Promise<OutboxCounts> {
  const { outbox } = localDatabase();
  const mine = (state: OutboxState) => (userId === null ? 0 : outbox.where('[userId+state]').equals([userId, state]).count());
  return localDatabase().transaction('r', outbox, async () => {
    const [all, queued, attention] = await Promise.all([outbox.count(), mine('queued'), mine('attention')]);
    return { queued, attention, otherUsers: all - queued - attention };
  });
}

/** The counts for the user with this id, live. */
export function useOutboxCounts(userId: string | null): OutboxCounts | undefined {
  return useLiveQuery(() => readOutboxCounts(userId), [userId]);
}
