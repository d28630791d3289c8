import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_MESSAGES } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentPath } from '@/features/students/api/student-paths';

/** DELETE /students/{id}: a soft delete (restorable, spec part 2 §4). */
export async function deleteStudent(id: number): Promise<void> {
  const answer = await api.delete(studentPath(id), { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.notFound, { status: 200 });
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: studentKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.analyticsAll() });
    },
  });
}
