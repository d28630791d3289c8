/**
 * The app's service worker (vite-plugin-pwa, injectManifest): precaches the built app shell, so
 * the app starts with no network after one visit, and answers every page address (/customers,
 * /print/token, ...) with the precached index.html, as the server's single-page fallback does.
 *
 * Updates never mix versions: a new worker waits until the page asks it to take over ("Update
 * available" → Reload, src/lib/pwa), then it claims the open pages and they reload once.
 * /api is never answered from the cache here; queued writes (the outbox) come with the offline
 * issue's next part.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SKIP_WAITING_MESSAGE } from '../src/lib/pwa/service-worker-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// The first install takes the open page at once (nothing to mix with); later ones wait above.
clientsClaim();
