/**
 * POST /teachers/{id}/documents (spec part 2 §7.2): the files as multipart fields `documents[0]`,
 * `documents[1]`…, answered with `{ documentUrls }`. Never queued offline (a multipart body).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as teacherFileEndpoints from '@/contract/endpoints/teachers/files';
import { sendForm } from '@/lib/api/send-form';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

export const TEACHER_DOCUMENTS_FAILED = 'Failed to upload documents';
/** Up to 10 files of 10 MB: more time than one photo gets. */
export const DOCUMENTS_UPLOAD_TIMEOUT_MS = 120_000;

export type UploadTeacherDocumentsVariables = { teacherId: number; files: readonly File[] };

/** The stored documents' URL paths. */
export async function uploadTeacherDocuments({ teacherId, files }: UploadTeacherDocumentsVariables): Promise<string[]> {
  const body = new FormData();
  files.forEach((file, index) => body.append(`${teacherFileEndpoints.TEACHER_DOCUMENTS_FIELD}[${index}]`, file, file.name));
  const answer = await sendForm(teacherFileEndpoints.uploadDocuments, { params: { id: teacherId } }, body, {
    timeoutMs: DOCUMENTS_UPLOAD_TIMEOUT_MS,
    fallbackMessage: TEACHER_DOCUMENTS_FAILED,
  });
  return answer.data.documentUrls;
}

export function useUploadTeacherDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTeacherDocuments,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
