/** GET /parents/{id}/students/{sid}/reports: a report card per academic year, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reportCardSchema, type ReportCard } from '@/contract/parent-child-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { getChildRecord } from '@/features/parent-portal/records/api/get-child-record';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

const listSchema = z.array(reportCardSchema);

export const CHILD_REPORT_CARDS_CACHE_MS = 10 * 60_000;

export function getChildReportCards(parentId: number, studentId: number, signal?: AbortSignal): Promise<ReportCard[]> {
  return getChildRecord({ parentId, studentId, part: 'reports', schema: listSchema, shape: 'list', signal });
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
