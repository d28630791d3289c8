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
  // Writes are sent even when the browser says it is offline: the service worker keeps them in the
  // outbox and answers "queued" (TanStack would otherwise pause them, and a form would spin until
  // the network came back instead of saying "saved on this device").
  return new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS, persister: offlineReadPersister }, mutations: { networkMode: 'always' } },
  });
}
