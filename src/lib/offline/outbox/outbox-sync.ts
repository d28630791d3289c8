/**
 * The page's side of the replay (issue 4): the service worker replays, the page tells it when.
 * At app start, when the browser goes online, when the server answers again (the connection
 * monitor), when a user signs in (the device session's token changes), when the signed-in user's
 * next queued write is due (a back-off timer while the app is open), and on "Sync now". A replay
 * asked for on reconnecting is asked again shortly while it still met no network
 * (reconnect-replay.ts).
 * Background Sync covers the times the app is closed, where the browser has it.
 */
import { liveQuery } from 'dexie';
import { connectionMonitor } from '@/lib/connection/connection-status';
import { readDeviceSession, tokenUserId } from '@/lib/offline/device-session';
import { nextQueuedItem } from '@/lib/offline/outbox/outbox-store';
import { createReconnectReplay } from '@/lib/offline/outbox/reconnect-replay';
import { REPLAY_OUTBOX_MESSAGE, type ReplayOutboxMessage } from '@/lib/pwa/service-worker-messages';
import { copyStoredSessionToDevice } from '@/lib/session/session-storage';

/** Asks the active service worker to replay now; `force`: also writes still in back-off ("Sync now"). */
export async function requestOutboxReplay(force = false): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const message: ReplayOutboxMessage = { type: REPLAY_OUTBOX_MESSAGE, force };
  registration?.active?.postMessage(message);
}

/**
 * When the signed-in user's next write is due (epoch ms): the first queued one's time, as the
 * replay goes in order and never past a write in back-off.
 */
async function readReplaySchedule(): Promise<{ token: string | null; nextDueAt: number | null }> {
  const session = await readDeviceSession();
  const userId = tokenUserId(session.token);
  if (userId === null || session.refusedToken === session.token) return { token: session.token, nextDueAt: null };
  const head = await nextQueuedItem(userId);
  return { token: session.token, nextDueAt: head ? head.nextAttemptAt : null };
}

/** Whether the signed-in user's next write last got no answer from the network (status 0). */
async function nextWriteWaitsOnNetwork(): Promise<boolean> {
  const userId = tokenUserId((await readDeviceSession()).token);
  if (userId === null) return false;
  return (await nextQueuedItem(userId))?.problem?.status === 0;
}

/** Starts the triggers for the app's lifetime; returns a stop function (tests). */
export function startOutboxSync(): () => void {
  copyStoredSessionToDevice();
  // At start, and when the network or the server is back, the back-off wait is over.
  void requestOutboxReplay(true);

  const reconnect = createReconnectReplay({ replay: () => void requestOutboxReplay(true), waitsOnNetwork: nextWriteWaitsOnNetwork });
  const onOnline = () => reconnect.reconnected();
  window.addEventListener('online', onOnline);

  const monitor = connectionMonitor();
  let lastState = monitor.getState();
  const stopMonitor = monitor.subscribe(() => {
    const state = monitor.getState();
    if (state === 'online' && lastState !== 'online') reconnect.reconnected();
    lastState = state;
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastToken: string | null | undefined;
  const subscription = liveQuery(readReplaySchedule).subscribe({
    next: ({ token, nextDueAt }) => {
      if (lastToken !== undefined && token !== null && token !== lastToken) void requestOutboxReplay();
      lastToken = token;
      clearTimeout(timer);
      if (nextDueAt !== null) timer = setTimeout(() => void requestOutboxReplay(), Math.max(0, nextDueAt - Date.now()));
    },
    error: (error: unknown) => console.warn('Outbox schedule unavailable', error),
  });

  return () => {
    window.removeEventListener('online', onOnline);
    reconnect.stop();
    stopMonitor();
    subscription.unsubscribe();
    clearTimeout(timer);
  };
}
