import { QueryClient } from '@tanstack/react-query';
import { offlineReadPersister } from '@/lib/offline/query-cache/offline-read-persister';

/** App-level cache defaults (spec part 1 §9). */
export const QUERY_DEFAULTS = {
  staleTime: 10 * 60 * 1000,
  gcTime: 15 * 60 * 1000,
  retry: 1,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

export function createQueryClient(): QueryClient {
  // Every fetch passes the offline-read persister; only queries that spread `offlineRead()` into
  // their options are saved and restored (src/lib/offline/query-cache).
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, persister: offlineReadPersister } } });
}
