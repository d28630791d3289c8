/**
 * Whether the app can reach its server, for the top bar (issue 4): `online`, `offline` (the
 * device has no network) or `unreachable` (a network, but the server does not answer, or answers
 * that it is down). The browser's online/offline events give the first; a light GET /api/health
 * (no retries, no session) gives the others: at start, when the network comes back, every 30 s
 * while all is well and sooner, with back-off, while the server is unreachable.
 */
import { useSyncExternalStore } from 'react';
import { apiUrl } from '@/contract/endpoint';
import * as healthEndpoints from '@/contract/endpoints/health';

export type ConnectionState = 'online' | 'offline' | 'unreachable';

export const HEALTH_URL = apiUrl(healthEndpoints.check);
export const CHECK_TIMEOUT_MS = 5_000;
export const HEALTHY_CHECK_INTERVAL_MS = 30_000;
/** Retry delays while unreachable; the last one repeats. */
export const UNREACHABLE_RETRY_MS = [5_000, 10_000, 20_000, 30_000] as const;

export type ConnectionMonitorOptions = {
  fetch?: typeof globalThis.fetch;
  isOnline?: () => boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

export type ConnectionMonitor = {
  getState: () => ConnectionState;
  subscribe: (listener: () => void) => () => void;
  /** Checks the server now (the indicator's "check now"); resolves with the new state. */
  checkNow: () => Promise<ConnectionState>;
  /** Removes the listeners and timers (tests; the app keeps one monitor for its lifetime). */
  stop: () => void;
};

export function createConnectionMonitor(options: ConnectionMonitorOptions = {}): ConnectionMonitor {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const target = options.target ?? window;
  const listeners = new Set<() => void>();
  let state: ConnectionState = isOnline() ? 'online' : 'offline';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let started = false;
  let checking: Promise<ConnectionState> | null = null;

  const setState = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!started || state === 'offline') return;
    const delay = state === 'online' ? HEALTHY_CHECK_INTERVAL_MS : UNREACHABLE_RETRY_MS[Math.min(failures - 1, UNREACHABLE_RETRY_MS.length - 1)];
    timer = setTimeout(() => void checkNow(), delay);
  };

  async function probe(): Promise<ConnectionState> {
    if (!isOnline()) return 'offline';
    try {
      const response = await fetchFn(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      // The network may have gone while the answer was on its way (the 'offline' event came
      // first): the newer fact wins, or a late answer would show Online on a device without one.
      if (!isOnline()) return 'offline';
      return response.ok ? 'online' : 'unreachable';
    } catch {
      // No answer in time, refused, or the network dropped meanwhile.
      return isOnline() ? 'unreachable' : 'offline';
    }
  }

  function checkNow(): Promise<ConnectionState> {
    checking ??= probe().then((next) => {
      checking = null;
      failures = next === 'unreachable' ? failures + 1 : 0;
      setState(next);
      schedule();
      return next;
    });
    return checking;
  }

  const handleOnline = () => void checkNow();
  const handleOffline = () => {
    failures = 0;
    setState('offline');
    schedule();
  };

  const start = () => {
    if (started) return;
    started = true;
    target.addEventListener('online', handleOnline);
    target.addEventListener('offline', handleOffline);
    void checkNow();
  };

  const stop = () => {
    started = false;
    clearTimeout(timer);
    target.removeEventListener('online', handleOnline);
    target.removeEventListener('offline', handleOffline);
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      start(); // checks begin with the first reader
      return () => listeners.delete(listener);
    },
    checkNow,
    stop,
  };
}

let appMonitor: ConnectionMonitor | null = null;

/** The app's monitor, made on first use. */
export function connectionMonitor(): ConnectionMonitor {
  appMonitor ??= createConnectionMonitor();
  return appMonitor;
}

export function useConnectionState(monitor: ConnectionMonitor = connectionMonitor()): ConnectionState {
  return useSyncExternalStore(monitor.subscribe, monitor.getState, () => 'online');
}
