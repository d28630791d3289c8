import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentPortalEndpoints from '@/contract/endpoints/students/portal';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { PORTAL_FEES_CACHE_MS, toPortalFees, type PortalFeeList } from '@/features/parent-portal/api/get-fees';

const HISTORY_FAILED = 'Failed to load payment history';

/** GET /students/{id}/fees/history: the paid fees, newest first, and meta.summary. */
export async function getFeeHistory(studentId: number, signal?: AbortSignal): Promise<PortalFeeList> {
  return toPortalFees(await send(studentPortalEndpoints.feeHistory, { params: { id: studentId } }, { signal, failed: HISTORY_FAILED }));
}

export function feeHistoryQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'fee-history'),
    queryFn: ({ signal }) => getFeeHistory(studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: PORTAL_FEES_CACHE_MS,
  });
}

export function useFeeHistory(studentId: number) {
  return useQuery(feeHistoryQueryOptions(studentId));
}
