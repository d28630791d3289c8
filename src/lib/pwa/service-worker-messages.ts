/** Messages between the app and its service worker (sw/sw.ts). */

/**
 * The page asks a waiting worker to take over (the user chose "Reload" on "Update available").
 * The type workbox-window's messageSkipWaiting() posts.
 */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
