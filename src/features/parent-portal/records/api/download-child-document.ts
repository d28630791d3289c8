/**
 * GET .../documents/{docId}/file: fetches the stored file with the app's API client rules (bearer
 * token, session expiry) and hands it to the browser as a download. Never retried or cached: the
 * button is pressed again when it failed.
 */
import { useMutation } from '@tanstack/react-query';
import * as childEndpoints from '@/contract/endpoints/parents/child-records';
import type { ChildDocument } from '@/contract/parent-child-records';
import { ApiError } from '@/lib/api/api-error';
import { sendForFile } from '@/lib/api/send-for-file';
import { saveFile } from '@/lib/dom/save-file';
import { useParentId } from '@/features/parent-portal/records/api/use-parent-id';

export async function downloadChildDocument(parentId: number, studentId: number, document: ChildDocument): Promise<void> {
  const { blob, fileName } = await sendForFile(childEndpoints.documentFile, { params: { id: parentId, sid: studentId, docId: document.id } });
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
