import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as teacherBulkEndpoints from '@/contract/endpoints/teachers/bulk';
import type { TeacherBulkResult, TeacherUpdateInput } from '@/contract/teachers';
import { createRequestId } from '@/lib/api/request-id';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { send } from '@/lib/api/send';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

export type TeacherBulkUpdate = { id: number; data: TeacherUpdateInput };

export const BULK_FAILED = 'The bulk action failed';

/**
 * PUT /teachers/bulk/update with `updates: [{id, data}]` (spec part 2 §7.2): one transaction, a
 * result per item. Never kept for later on the device: offline it fails at once.
 */
export async function bulkUpdateTeachers(updates: TeacherBulkUpdate[]): Promise<TeacherBulkResult> {
  const answer = await send(
    teacherBulkEndpoints.update,
    { body: { updates } },
    { requestId: createRequestId(), timeout: SERVICE_WRITE_TIMEOUT_MS, failed: BULK_FAILED },
  );
  return answer.data;
}

export function useBulkUpdateTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateTeachers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
