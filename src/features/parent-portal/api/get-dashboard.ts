import { queryOptions, useQuery } from '@tanstack/react-query';
import * as portalEndpoints from '@/contract/endpoints/parents/portal';
import type { ParentDashboard } from '@/contract/parent-portal';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

const DASHBOARD_FAILED = 'Failed to load the dashboard';
/** Spec §7.5: the dashboard is cached 5 minutes. */
export const DASHBOARD_CACHE_MS = 5 * 60 * 1000;

/** GET /parents/dashboard: the cards, the children and the latest 5 notifications. */
export async function getDashboard(signal?: AbortSignal): Promise<ParentDashboard> {
  return (await send(portalEndpoints.dashboard, {}, { signal, failed: DASHBOARD_FAILED })).data;
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: portalKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: DASHBOARD_CACHE_MS,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
