import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import { TEACHER_MESSAGES } from '@/contract/teachers';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

/** DELETE /teachers/{id}: a soft delete, undone by PATCH /teachers/{id}/restore (spec part 2 §4). */
export async function deleteTeacher(id: number): Promise<void> {
  await send(
    teacherEndpoints.remove,
    { params: { id } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: TEACHER_MESSAGES.notFound },
  );
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
