import { useLiveQuery } from 'dexie-react-hooks';
import type { Customer } from '@/contract/customers';
import { useCustomers } from '@/features/customers/api/get-customers';
import { searchLocalCustomers } from '@/features/customers/offline/local-customers';

export type VisitorList = {
  /** Null until the device's copy has answered (the first moment after opening). */
  customers: Customer[] | null;
  /** Matches in all: the server's count when it answered this search, else the device's. */
  total: number | null;
  totalCapped: boolean;
  /** Nothing to show yet: neither the device nor the server has answered. */
  loading: boolean;
  /** The server is being asked (the shown list may change). */
  refreshing: boolean;
  /** The last request for this search failed (the list shows what the device kept). */
  error: unknown;
};

/**
 * The Visitors list (issue 4, "Local store"): what the device keeps, searched on the device at
 * each keystroke and shown live (useLiveQuery), while the server is asked for the same search once
 * typing pauses (`networkSearch`, debounced) and its answer is kept on the device
 * (get-customers.ts), so the list and its search work the same online and offline.
 */
export function useVisitorList({ search, networkSearch, limit }: { search: string; networkSearch: string; limit: number }): VisitorList {
  const network = useCustomers({ search: networkSearch, page: 1, limit });
  const local = useLiveQuery(() => searchLocalCustomers({ search, limit }), [search, limit]);
  const serverAnswered = network.isSuccess && !network.isPlaceholderData && networkSearch === search;
  const pagination = serverAnswered ? network.data.pagination : null;
  const nothingKept = local === undefined || local.total === 0;
  return {
    customers: local?.customers ?? null,
    total: pagination ? pagination.totalCount : (local?.total ?? null),
    totalCapped: pagination ? network.data!.totalCountCapped : false,
    loading: local === undefined || (nothingKept && network.isPending),
    refreshing: network.isFetching,
    error: network.isError ? network.error : null,
  };
}
