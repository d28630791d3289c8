import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { childSchema, type Child } from '@/contract/parent-portal';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalList } from '@/features/parent-portal/api/read-portal-answer';

const CHILDREN_FAILED = 'Failed to load children';
/** Spec §7.5: the children are cached 10 minutes. */
export const CHILDREN_CACHE_MS = 10 * 60 * 1000;

const childrenSchema = z.array(childSchema);

/** GET /parents/children: the signed-in parent's children, read from data.data or data (empty by default). */
export async function getChildren(signal?: AbortSignal): Promise<Child[]> {
  const answer = await api.get<unknown>('/parents/children', { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? CHILDREN_FAILED, { status: 200 });
  const parsed = childrenSchema.safeParse(readPortalList(answer));
  if (!parsed.success) {
    console.error('Unexpected children answer', parsed.error);
    throw new ApiError('HTTP', CHILDREN_FAILED, { status: 200 });
  }
  return parsed.data;
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
