import { queryOptions, useQuery } from '@tanstack/react-query';
import { parentDashboardSchema, type ParentDashboard } from '@/contract/parent-portal';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalRecord } from '@/features/parent-portal/api/read-portal-answer';

const DASHBOARD_FAILED = 'Failed to load the dashboard';
/** Spec §7.5: the dashboard is cached 5 minutes. */
export const DASHBOARD_CACHE_MS = 5 * 60 * 1000;

/** GET /parents/dashboard: the cards, the children and the latest 5 notifications. */
export async function getDashboard(signal?: AbortSignal): Promise<ParentDashboard> {
  const answer = await api.get<unknown>('/parents/dashboard', { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? DASHBOARD_FAILED, { status: 200 });
  // The figures sit in data (or data.data); missing lists default to empty (spec §7.5).
  const raw = readPortalRecord(answer);
  const parsed = parentDashboardSchema.safeParse({
    ...raw,
    recentNotifications: Array.isArray(raw.recentNotifications) ? raw.recentNotifications : [],
    children: Array.isArray(raw.children) ? raw.children : [],
  });
  if (!parsed.success) {
    console.error('Unexpected dashboard answer', parsed.error);
    throw new ApiError('HTTP', DASHBOARD_FAILED, { status: 200 });
  }
  return parsed.data;
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
