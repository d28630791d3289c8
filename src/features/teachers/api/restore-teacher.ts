import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

/** PATCH /teachers/{id}/restore: undoes a soft delete (spec part 2 §4, §7.2); may be kept for later offline. */
export async function restoreTeacher(id: number): Promise<void> {
  await send(
    teacherEndpoints.restore,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: TEACHER_MESSAGES.notFound },
  );
}

export function useRestoreTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
