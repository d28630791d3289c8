/**
 * The address bar as a tiny external store (no router library: the screen registry is the one
 * place that maps names to paths). Screens are pushed with history.pushState; back and forward
 * arrive as popstate. React reads it with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { LOCATION_CHANGE_EVENT } from '@/lib/dom/location-change-event';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

function readPathname(): string {
  return window.location.pathname;
}

export type GoToPathOptions = { replace?: boolean };

/** Moves the address to `path` (pushing a history entry unless `replace`). */
export function goToPath(path: string, { replace = false }: GoToPathOptions = {}): void {
  if (window.location.pathname === path) return;
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

export function useLocationPath(): string {
  return useSyncExternalStore(subscribe, readPathname, () => '/');
}
