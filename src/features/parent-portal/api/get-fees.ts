/**
 * GET /students/{id}/fees, and the reading shared with /fees/history (spec part 2 §7.5): rows from
 * `data.data` or `data` (an empty list otherwise), each checked against the contract (a row that
 * does not fit is left out and logged), and `meta.summary` when the server sent one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { feeSchema, feeSummarySchema, type Fee, type FeeSummary } from '@/contract/student-portal-records';
import type { ApiAnswer } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/api';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { readPortalList } from '@/features/parent-portal/api/read-portal-answer';

export type PortalFeeList = { fees: Fee[]; summary: FeeSummary | null };

export function readPortalFees(answer: ApiAnswer<unknown>, failedText: string): PortalFeeList {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? failedText, { status: 200 });
  const fees: Fee[] = [];
  for (const row of readPortalList(answer)) {
    const parsed = feeSchema.safeParse(row);
    if (parsed.success) fees.push(parsed.data);
    else console.error('Unexpected fee row', parsed.error);
  }
  const summary = feeSummarySchema.safeParse(answer.meta?.summary);
  return { fees, summary: summary.success ? summary.data : null };
}

/** Spec §7.5: fees and fee history are cached 10 minutes. */
export const PORTAL_FEES_CACHE_MS = 10 * 60 * 1000;

const FEES_FAILED = 'Failed to load fees';

/** GET /students/{id}/fees: the current fees (PENDING, OVERDUE, PARTIAL) and meta.summary. */
export async function getFees(studentId: number, signal?: AbortSignal): Promise<PortalFeeList> {
  return readPortalFees(await api.get<unknown>(`/students/${studentId}/fees`, { signal }), FEES_FAILED);
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
