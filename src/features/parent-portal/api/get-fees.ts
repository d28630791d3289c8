/** GET /students/{id}/fees (spec part 2 §7.5): the rows and `meta.summary`, as the contract reads them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentPortalEndpoints from '@/contract/endpoints/students/portal';
import type { Fee, FeeSummary } from '@/contract/student-portal-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';

export type PortalFeeList = { fees: Fee[]; summary: FeeSummary | null };

/** A fee list answer (/fees or /fees/history) as the portal shows it. */
export function toPortalFees(answer: { data: Fee[]; meta: { summary: FeeSummary } }): PortalFeeList {
  return { fees: answer.data, summary: answer.meta.summary };
}

/** Spec §7.5: fees and fee history are cached 10 minutes. */
export const PORTAL_FEES_CACHE_MS = 10 * 60 * 1000;

const FEES_FAILED = 'Failed to load fees';

/** GET /students/{id}/fees: the current fees (PENDING, OVERDUE, PARTIAL) and meta.summary. */
export async function getFees(studentId: number, signal?: AbortSignal): Promise<PortalFeeList> {
  return toPortalFees(await send(studentPortalEndpoints.fees, { params: { id: studentId } }, { signal, failed: FEES_FAILED }));
}

export function feesQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'fees'),
    queryFn: ({ signal }) => getFees(studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: PORTAL_FEES_CACHE_MS,
  });
}

export function useFees(studentId: number) {
  return useQuery(feesQueryOptions(studentId));
}
