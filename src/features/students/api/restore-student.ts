import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_MESSAGES } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentPath } from '@/features/students/api/student-paths';

/** PATCH /students/{id}/restore: undoes a soft delete (spec part 2 §4, §7.1). */
export async function restoreStudent(id: number): Promise<void> {
  const answer = await api.patch(`${studentPath(id)}/restore`, undefined, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.notFound, { status: 200 });
}

export function useRestoreStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
