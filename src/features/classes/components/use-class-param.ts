import { useCallback } from 'react';
import { useSearchParam } from '@/lib/dom/use-search-param';

function classIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The open class as `?class=<id>` in the address: a detail can be shared, reloaded, and closed with
 * the browser's Back. Opening pushes a history entry; closing goes back to the list's address.
 */
export function useClassParam(): [number | null, (id: number | null) => void] {
  const [value, setValue] = useSearchParam('class');
  const setClassId = useCallback((id: number | null) => setValue(id === null ? null : String(id)), [setValue]);
  return [classIdOf(value), setClassId];
}
