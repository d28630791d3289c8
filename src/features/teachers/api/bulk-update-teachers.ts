import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherBulkResultSchema, type TeacherBulkResult, type TeacherUpdateInput } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { TEACHERS_BULK_UPDATE_PATH } from '@/features/teachers/api/teacher-paths';

export type TeacherBulkUpdate = { id: number; data: TeacherUpdateInput };

const BULK_FAILED = 'The bulk action failed';

/** PUT /teachers/bulk/update with `updates: [{id, data}]` (spec part 2 §7.2): one transaction, a result per item. */
export async function bulkUpdateTeachers(updates: TeacherBulkUpdate[]): Promise<TeacherBulkResult> {
  const answer = await api.put<unknown>(TEACHERS_BULK_UPDATE_PATH, { updates }, { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? BULK_FAILED, { status: 200 });
  return readBulkResult(answer.data, updates.length);
}

/**
 * The per-item result; a write the service worker queued for later (offline) has none yet, so
 * it counts every item as sent.
 */
export function readBulkResult(data: unknown, itemCount: number): TeacherBulkResult {
  const parsed = teacherBulkResultSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  return { succeeded: [], failed: [], successCount: itemCount, failureCount: 0 };
}

export function useBulkUpdateTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateTeachers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
