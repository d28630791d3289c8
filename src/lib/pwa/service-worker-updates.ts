/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) and tracks whether a new version is
 * waiting. Nothing switches versions behind the user's back: a waiting worker takes over only
 * when applyUpdate() is called, and the page then reloads once, when the new worker controls it,
 * so the app never runs half old, half new.
 */
import { useSyncExternalStore } from 'react';
import { afterFirstContentfulPaint } from '@/lib/dom/after-first-contentful-paint';
import type { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/sw.js';

type UpdateState = { waiting: boolean };

let state: UpdateState = { waiting: false };
let workbox: Workbox | null = null;
const listeners = new Set<() => void>();

function setState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

let registering = false;

/**
 * Registers the worker once (production builds, browsers that have service workers), after the
 * page has loaded and painted its first screen: its precaching then does not compete with the
 * first screen, and workbox-window is not part of the first load (on a fast connection `load`
 * can come before the first paint, so waiting for `load` alone is not enough).
 */
export function registerServiceWorker(): void {
  if (registering || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registering = true;
  const register = async () => {
    try {
      const { Workbox: WorkboxWindow } = await import('workbox-window');
      workbox = new WorkboxWindow(SERVICE_WORKER_URL);
      workbox.addEventListener('waiting', () => setState({ waiting: true }));
      await workbox.register();
    } catch (error) {
      // The app still works online without it; say why in the console for whoever looks.
      console.warn('Service worker registration failed', error);
    }
  };
  const registerAfterPaint = () => afterFirstContentfulPaint(() => void register());
  if (document.readyState === 'complete') registerAfterPaint();
  else window.addEventListener('load', registerAfterPaint, { once: true });
}

/** Lets the waiting version take over; the page reloads when it controls it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  // Posts { type: SKIP_WAITING_MESSAGE } to the waiting worker (sw/sw.ts listens for it).
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version of the app waits for the user's go-ahead. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => state.waiting, () => false);
}
