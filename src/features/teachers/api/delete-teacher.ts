import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { teacherPath } from '@/features/teachers/api/teacher-paths';

/** DELETE /teachers/{id}: a soft delete, undone by PATCH /teachers/{id}/restore (spec part 2 §4). */
export async function deleteTeacher(id: number): Promise<void> {
  const answer = await api.delete(teacherPath(id), { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? TEACHER_MESSAGES.notFound, { status: 200 });
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: teacherKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: teacherKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.stats() });
    },
  });
}
