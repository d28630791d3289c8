/** GET /parents/{id}/students/{sid}/documents: The child's documents, newest first, each with its download URL. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { childDocumentSchema, type ChildDocument } from '@/contract/parent-child-records';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { portalKeys } from '@/features/parent-portal/api/portal-keys';
import { getChildRecord } from '@/features/parent-portal/records/api/get-child-record';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

const listSchema = z.array(childDocumentSchema);

export const CHILD_DOCUMENTS_CACHE_MS = 5 * 60_000;

export function getChildDocuments(parentId: number, studentId: number, signal?: AbortSignal): Promise<ChildDocument[]> {
  return getChildRecord({ parentId, studentId, part: 'documents', schema: listSchema, shape: 'list', signal });
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
