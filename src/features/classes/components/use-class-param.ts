import { useCallback, useSyncExternalStore } from 'react';

const PARAM = 'class';
const PARAM_CHANGE_EVENT = 'classes:paramchange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(PARAM_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(PARAM_CHANGE_EVENT, onChange);
  };
}

function readClassId(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get(PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The open class as `?class=<id>` in the address: a detail can be shared, reloaded, and closed with
 * the browser's Back. Opening pushes a history entry; closing goes back to the list's address.
 */
export function useClassParam(): [number | null, (id: number | null) => void] {
  const classId = useSyncExternalStore(subscribe, readClassId, () => null);
  const setClassId = useCallback((id: number | null) => {
    const url = new URL(window.location.href);
    if (id === null) url.searchParams.delete(PARAM);
    else url.searchParams.set(PARAM, String(id));
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new Event(PARAM_CHANGE_EVENT));
  }, []);
  return [classId, setClassId];
}
