import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES } from '@/contract/students';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';

/** DELETE /students/{id}: a soft delete (restorable, spec part 2 §4). */
export async function deleteStudent(id: number): Promise<void> {
  await send(
    studentEndpoints.remove,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: STUDENT_MESSAGES.notFound },
  );
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
