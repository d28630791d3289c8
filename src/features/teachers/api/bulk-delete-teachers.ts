import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeacherBulkResult } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { readBulkResult } from '@/features/teachers/api/bulk-update-teachers';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { TEACHERS_BULK_DELETE_PATH } from '@/features/teachers/api/teacher-paths';

const BULK_FAILED = 'The bulk action failed';

/** DELETE /teachers/bulk/delete with `{teacherIds, softDelete: true}` (spec part 2 §4: deletion is soft). */
export async function bulkDeleteTeachers(teacherIds: number[]): Promise<TeacherBulkResult> {
  const answer = await api.delete<unknown>(TEACHERS_BULK_DELETE_PATH, {
    body: { teacherIds, softDelete: true },
    requestId: createRequestId(),
    timeout: SERVICE_WRITE_TIMEOUT_MS,
  });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? BULK_FAILED, { status: 200 });
  return readBulkResult(answer.data, teacherIds.length);
}

export function useBulkDeleteTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteTeachers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
