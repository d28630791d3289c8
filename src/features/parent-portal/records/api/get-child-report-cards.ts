/** GET /parents/{id}/students/{sid}/reports: a report card per academic year, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as childEndpoints from '@/contract/endpoints/parents/child-records';
import type { ReportCard } from '@/contract/parent-child-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

export const CHILD_REPORT_CARDS_CACHE_MS = 10 * 60_000;

export async function getChildReportCards(parentId: number, studentId: number, signal?: AbortSignal): Promise<ReportCard[]> {
  // A failure without the server's reason carries an empty message: the section shows its own.
  return (await send(childEndpoints.reports, { params: { id: parentId, sid: studentId } }, { signal, failed: '' })).data;
}

export function childReportCardsQueryOptions(parentId: number, studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'reports'),
    queryFn: ({ signal }) => getChildReportCards(parentId, studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: CHILD_REPORT_CARDS_CACHE_MS,
  });
}

export function useChildReportCards(studentId: number) {
  const parentId = useParentId();
  return useQuery({ ...childReportCardsQueryOptions(parentId ?? 0, studentId), enabled: parentId !== null });
}
