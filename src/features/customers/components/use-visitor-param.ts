import { useCallback, useSyncExternalStore } from 'react';
import { LOCATION_CHANGE_EVENT } from '@/lib/dom/location-change-event';

/** `/customers?visitor=<id>`: the visitor whose details are open ("Open Zahra Karimi"). */
export const VISITOR_PARAM = 'visitor';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

function readVisitorId(): string | null {
  const value = new URLSearchParams(window.location.search).get(VISITOR_PARAM);
  return value && value.trim() !== '' ? value : null;
}

/**
 * The open visitor as `?visitor=<id>` in the address: the outbox panel and the register form
 * open a visitor by id (a link can, too). Opening pushes a history entry; closing puts the
 * list's address in its place.
 */
export function useVisitorParam(): [string | null, (id: string | null) => void] {
  const visitorId = useSyncExternalStore(subscribe, readVisitorId, () => null);
  const setVisitorId = useCallback((id: string | null) => {
    const url = new URL(window.location.href);
    if (id === null) {
      url.searchParams.delete(VISITOR_PARAM);
      window.history.replaceState(window.history.state, '', url);
    } else {
      url.searchParams.set(VISITOR_PARAM, id);
      window.history.pushState(window.history.state, '', url);
    }
    window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
  }, []);
  return [visitorId, setVisitorId];
}
