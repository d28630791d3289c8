import { queryOptions, useQuery } from '@tanstack/react-query';
import * as portalEndpoints from '@/contract/endpoints/parents/portal';
import type { Child } from '@/contract/parent-portal';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

const CHILDREN_FAILED = 'Failed to load children';
/** Spec §7.5: the children are cached 10 minutes. */
export const CHILDREN_CACHE_MS = 10 * 60 * 1000;

/** GET /parents/children: the signed-in parent's children. */
export async function getChildren(signal?: AbortSignal): Promise<Child[]> {
  return (await send(portalEndpoints.children, {}, { signal, failed: CHILDREN_FAILED })).data;
}

export function childrenQueryOptions() {
  return queryOptions({
    queryKey: portalKeys.children(),
    queryFn: ({ signal }) => getChildren(signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: CHILDREN_CACHE_MS,
  });
}

export function useChildren() {
  return useQuery(childrenQueryOptions());
}
