/**
 * POST /students/{id}/avatar (spec part 2 §7.1, §9): the photo as the multipart field `avatar`,
 * bearer authorization, 30-second time-out. Never queued offline (a multipart body, see
 * postMultipart): with no network it fails and the form says so.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVATAR_UPLOAD_TIMEOUT_MS, STUDENT_MESSAGES } from '@/contract/students';
import { postMultipart } from '@/lib/api/post-multipart';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentPath } from '@/features/students/api/student-paths';

export type UploadStudentAvatarVariables = { studentId: number; file: File; requestId?: string };

/** The stored photo's path, or null when the answer had none. */
export type UploadStudentAvatarResult = { avatarPath: string | null };

export async function uploadStudentAvatar({ studentId, file, requestId }: UploadStudentAvatarVariables): Promise<UploadStudentAvatarResult> {
  const body = new FormData();
  body.append('avatar', file, file.name);
  const data = await postMultipart<{ avatarPath?: string }>(`${studentPath(studentId)}/avatar`, body, {
    timeoutMs: AVATAR_UPLOAD_TIMEOUT_MS,
    fallbackMessage: STUDENT_MESSAGES.avatarFailed,
    requestId,
  });
  return { avatarPath: data?.avatarPath ?? null };
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
