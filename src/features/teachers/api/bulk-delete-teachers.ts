import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as teacherBulkEndpoints from '@/contract/endpoints/teachers/bulk';
import type { TeacherBulkResult } from '@/contract/teachers';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { BULK_FAILED } from '@/features/teachers/api/bulk-update-teachers';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

/** DELETE /teachers/bulk/delete with `{teacherIds, softDelete: true}` (spec part 2 §4: deletion is soft). */
export async function bulkDeleteTeachers(teacherIds: number[]): Promise<TeacherBulkResult> {
  const answer = await send(
    teacherBulkEndpoints.remove,
    { body: { teacherIds, softDelete: true } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: BULK_FAILED },
  );
  return answer.data;
}

export function useBulkDeleteTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteTeachers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
