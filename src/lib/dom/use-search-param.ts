import { useCallback, useSyncExternalStore } from 'react';
import { LOCATION_CHANGE_EVENT } from '@/lib/dom/location-change-event';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

export type SearchParamOptions = {
  /**
   * Clearing replaces the address instead of adding a history entry: for a dialog over a list,
   * which Back should not reopen. A page-like detail leaves this off, so Back reopens it.
   */
  clearReplaces?: boolean;
};

/**
 * One query parameter of the address (`?class=12`) as a screen's state: a link can open it, a
 * reload keeps it, Back and Forward follow it, and a move made by the shell is seen too. Setting
 * a value adds a history entry; a blank value reads as none.
 */
export function useSearchParam(name: string, { clearReplaces = false }: SearchParamOptions = {}): [string | null, (value: string | null) => void] {
  const read = useCallback(() => {
    const value = new URLSearchParams(window.location.search).get(name);
    return value && value.trim() !== '' ? value : null;
  }, [name]);
  const value = useSyncExternalStore(subscribe, read, () => null);
  const setValue = useCallback(
    (next: string | null) => {
      const url = new URL(window.location.href);
      if (next === null) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      if (next === null && clearReplaces) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(window.history.state, '', url);
      window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
    },
    [name, clearReplaces],
  );
  return [value, setValue];
}
