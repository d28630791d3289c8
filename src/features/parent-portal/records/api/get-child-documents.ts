/** GET /parents/{id}/students/{sid}/documents: The child's documents, newest first, each with its download URL. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as childEndpoints from '@/contract/endpoints/parents/child-records';
import type { ChildDocument } from '@/contract/parent-child-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

export const CHILD_DOCUMENTS_CACHE_MS = 5 * 60_000;

export async function getChildDocuments(parentId: number, studentId: number, signal?: AbortSignal): Promise<ChildDocument[]> {
  // A failure without the server's reason carries an empty message: the section shows its own.
  return (await send(childEndpoints.documents, { params: { id: parentId, sid: studentId } }, { signal, failed: '' })).data;
}

export function childDocumentsQueryOptions(parentId: number, studentId: number) {
  return queryOptions({
    queryKey: portalKeys.childPart(studentId, 'documents'),
    queryFn: ({ signal }) => getChildDocuments(parentId, studentId, signal),
    retry: retryUnlessRefused,
    // Kept for offline use: the portal shows what was last loaded when the server cannot be reached.
    ...offlineRead(),
    staleTime: CHILD_DOCUMENTS_CACHE_MS,
  });
}

export function useChildDocuments(studentId: number) {
  const parentId = useParentId();
  return useQuery({ ...childDocumentsQueryOptions(parentId ?? 0, studentId), enabled: parentId !== null });
}
