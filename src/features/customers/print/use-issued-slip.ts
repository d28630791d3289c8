import { useLiveQuery } from 'dexie-react-hooks';
import { readIssuedSlip, type IssuedSlip } from '@/features/customers/print/issued-slips';

/**
 * The slip stored under `id`, for the print window: undefined while it is being read, null when
 * this device has none. A database that cannot be read counts as none (the log says why), so the
 * window shows its "not found" message instead of a blank page.
 */
export function useIssuedSlip(id: string | null): IssuedSlip | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    try {
      return await readIssuedSlip(id);
    } catch (error) {
      console.error('Reading the token slip failed', error);
      return null;
    }
  }, [id]);
}
