import { QueryClient } from '@tanstack/react-query';

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
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
