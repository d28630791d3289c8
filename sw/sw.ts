/**
 * The app's service worker (vite-plugin-pwa, injectManifest):
 * - precaches the built app shell, so the app starts with no network after one visit, and
 *   answers every page address (/customers, /print/token, ...) with the precached index.html, as
 *   the server's single-page fallback does;
 * - takes the app's writes to /api (src/lib/offline/outbox): network first, kept in the outbox
 *   when the server cannot be reached, replayed in order later (Background Sync where the browser
 *   has it, and whenever the page asks: start, online, its back-off timer, "Sync now").
 *
 * Updates never mix versions: a new worker waits until the page asks it to take over ("Update
 * available" → Reload, src/lib/pwa), then it claims the open pages and they reload once.
 */
/// <reference lib="webworker" />
import '../src/lib/zod-jitless';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PAYLOAD_KEY } from '../src/lib/api/payload-key';
import { decryptPayload } from '../src/lib/payload-crypto';
import { openEnvelope } from '../src/lib/payload-envelope';
import { readDeviceSession } from '../src/lib/offline/device-session';
import { replayOutbox, type ReplayedWrite, type ReplayOutcome } from '../src/lib/offline/outbox/replay-outbox';
import { sendOrQueue } from '../src/lib/offline/outbox/send-or-queue';
import { isQueueableWrite } from '../src/lib/offline/outbox/write-routing';
import { REPLAY_OUTBOX_MESSAGE, SKIP_WAITING_MESSAGE, type ReplayOutboxMessage } from '../src/lib/pwa/service-worker-messages';
import { keepReplayedCustomers } from '../src/lib/offline/local-records/keep-replayed-customer';

/** Background Sync (Chromium); absent from TypeScript's worker library. */
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const OUTBOX_SYNC_TAG = 'outbox-replay';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

/** Each feature that shows pending records keeps the server's answers of its replayed writes. */
const answerKeepers: ((replayed: ReplayedWrite[]) => Promise<void>)[] = [keepReplayedCustomers];

/** Sent writes kept and removed together: the open screens re-read the outbox per change. */
const REPLAY_BATCH_SIZE = 25;

function replay(force: boolean): Promise<ReplayOutcome> {
  return replayOutbox({
    fetch: (input, init) => fetch(input, init),
    origin: self.location.origin,
    // Imported statically: a service worker cannot load code later (no dynamic import()).
    decode: (answer) => openEnvelope(answer, PAYLOAD_KEY, decryptPayload),
    force,
    batchSize: REPLAY_BATCH_SIZE,
    onReplayed: async (replayed) => {
      for (const keep of answerKeepers) await keep(replayed);
    },
  });
}

async function askForSync(): Promise<void> {
  try {
    await (self.registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (or not allowed): the page's timer and "Sync now" replay instead.
  }
}

self.addEventListener('fetch', (event) => {
  if (!isQueueableWrite(event.request, self.location.origin)) return;
  event.respondWith(
    sendOrQueue(event.request, {
      fetch: (input, init) => fetch(input, init),
      now: Date.now,
      userName: async () => (await readDeviceSession()).userName,
      // Not event.waitUntil: the answer's own promise keeps the worker alive meanwhile.
      onQueued: () => void askForSync(),
    }),
  );
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    replay(false).then((outcome) => {
      // A rejected sync is tried again later by the browser.
      if (outcome.kind === 'waiting') throw new Error('The server cannot be reached yet');
    }),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string } | null;
  if (message?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  if (message?.type === REPLAY_OUTBOX_MESSAGE) {
    event.waitUntil(replay((message as ReplayOutboxMessage).force === true).then(() => undefined));
  }
});

// The first install takes the open page at once (nothing to mix with); later ones wait above.
clientsClaim();
