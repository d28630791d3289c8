/**
 * POST /students/{id}/avatar (spec part 2 §7.1, §9): the photo as the multipart field `avatar`,
 * bearer authorization, 30-second time-out. Never queued offline (a multipart upload, see
 * sendForm): with no network it fails and the form says so.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as studentCardEndpoints from '@/contract/endpoints/students/card';
import { STUDENT_MESSAGES } from '@/contract/students';
import { sendForm } from '@/lib/api/send-form';
import { studentKeys } from '@/features/students/api/student-keys';
import { AVATAR_UPLOAD_TIMEOUT_MS } from '@/lib/images/avatar-upload-timeout';

export type UploadStudentAvatarVariables = { studentId: number; file: File; requestId?: string };

/** The stored photo's path, or null when the answer had none. */
export type UploadStudentAvatarResult = { avatarPath: string | null };

export async function uploadStudentAvatar({ studentId, file, requestId }: UploadStudentAvatarVariables): Promise<UploadStudentAvatarResult> {
  const body = new FormData();
  body.append(studentCardEndpoints.AVATAR_FIELD, file, file.name);
  const answer = await sendForm(studentCardEndpoints.uploadAvatar, { params: { id: studentId } }, body, {
    timeoutMs: AVATAR_UPLOAD_TIMEOUT_MS,
    fallbackMessage: STUDENT_MESSAGES.avatarFailed,
    requestId,
  });
  return { avatarPath: answer.data.avatarPath };
}

export function useUploadStudentAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStudentAvatar,
    onSuccess: (_result, { studentId }) => {
      void queryClient.invalidateQueries({ queryKey: studentKeys.detail(studentId) });
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}
