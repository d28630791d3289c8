import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES } from '@/contract/students';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';

/** PATCH /students/{id}/restore: undoes a soft delete (spec part 2 §4, §7.1); kept for later when offline. */
export async function restoreStudent(id: number): Promise<void> {
  await send(
    studentEndpoints.restore,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: STUDENT_MESSAGES.notFound },
  );
}

export function useRestoreStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
