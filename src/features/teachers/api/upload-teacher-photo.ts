/**
 * POST /teachers/{id}/photo (spec part 2 §7.2): the photo as the multipart field `photo`, answered
 * with `{ photoUrl }`. Never queued offline (a multipart body): with no network it fails and the
 * form says so.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as teacherFileEndpoints from '@/contract/endpoints/teachers/files';
import { sendForm } from '@/lib/api/send-form';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { AVATAR_UPLOAD_TIMEOUT_MS } from '@/lib/images/avatar-upload-timeout';

export const TEACHER_PHOTO_FAILED = 'Failed to upload photo';

export type UploadTeacherPhotoVariables = { teacherId: number; file: File };

/** The stored photo's URL path (`/api/teachers/{id}/photo?v=…`), or null when the answer had none. */
export async function uploadTeacherPhoto({ teacherId, file }: UploadTeacherPhotoVariables): Promise<string | null> {
  const body = new FormData();
  body.append(teacherFileEndpoints.TEACHER_PHOTO_FIELD, file, file.name);
  // The spec's photo upload time-out (part 2 §9, the students' avatar: 30 s).
  const answer = await sendForm(teacherFileEndpoints.uploadPhoto, { params: { id: teacherId } }, body, {
    timeoutMs: AVATAR_UPLOAD_TIMEOUT_MS,
    fallbackMessage: TEACHER_PHOTO_FAILED,
  });
  return answer.data.photoUrl;
}

export function useUploadTeacherPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTeacherPhoto,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
