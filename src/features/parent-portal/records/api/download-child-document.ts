/**
 * GET .../documents/{docId}/file: fetches the stored file with the app's API client rules (bearer
 * token, session expiry) and hands it to the browser as a download. Never retried or cached: the
 * button is pressed again when it failed.
 */
import { useMutation } from '@tanstack/react-query';
import type { ChildDocument } from '@/contract/parent-child-records';
import { DEFAULT_API_BASE_URL } from '@/lib/api/api-client';
import { ApiError } from '@/lib/api/api-error';
import { fetchApiBlob } from '@/lib/api/fetch-api-blob';
import { saveFile } from '@/lib/dom/save-file';
import { childRecordPath } from '@/features/parent-portal/records/api/child-record-path';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

/** The path under the API base: the server's own `url` (it starts with the base), else the route's. */
export function documentFilePath(parentId: number, studentId: number, document: Pick<ChildDocument, 'id' | 'url'>): string {
  const base = `${DEFAULT_API_BASE_URL}/`;
  if (document.url.startsWith(base)) return document.url.slice(DEFAULT_API_BASE_URL.length);
  return childRecordPath(parentId, studentId, `documents/${document.id}/file`);
}

export async function downloadChildDocument(parentId: number, studentId: number, document: ChildDocument): Promise<void> {
  const { blob, fileName } = await fetchApiBlob(documentFilePath(parentId, studentId, document));
  // An empty answer is no document: saving it would hand the parent a broken file.
  if (blob.size === 0) throw new ApiError('HTTP', '', { status: 200 });
  saveFile(blob, fileName ?? document.fileName);
}

export function useDownloadChildDocument(studentId: number) {
  const parentId = useParentId();
  return useMutation({
    mutationFn: (document: ChildDocument) => {
      if (parentId === null) throw new ApiError('UNAUTHORIZED', '', { status: 401 });
      return downloadChildDocument(parentId, studentId, document);
    },
  });
}
