import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { teacherRestorePath } from '@/features/teachers/api/teacher-paths';

/** PATCH /teachers/{id}/restore: undoes a soft delete (spec part 2 §4, §7.2). */
export async function restoreTeacher(id: number): Promise<void> {
  const answer = await api.patch(teacherRestorePath(id), undefined, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? TEACHER_MESSAGES.notFound, { status: 200 });
}

export function useRestoreTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
