/** Messages between the app and its service worker (sw/sw.ts). */

/**
 * The page asks a waiting worker to take over (the user chose "Reload" on "Update available").
 * The type workbox-window's messageSkipWaiting() posts.
 */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * The page asks the worker to replay the outbox now: at start, when the browser goes online, on
 * the back-off timer, after a login, and on "Sync now" (`force`: try even before the back-off
 * time).
 */
export const REPLAY_OUTBOX_MESSAGE = 'REPLAY_OUTBOX';
export type ReplayOutboxMessage = { type: typeof REPLAY_OUTBOX_MESSAGE; force: boolean };
