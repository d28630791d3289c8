import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import type { Teacher } from '@/contract/teachers';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { TEACHER_SAVE_FAILED } from '@/features/teachers/api/create-teacher';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

export type UpdateTeacherVariables = {
  id: number;
  /** The form sends every field; fields left out would keep their value (contract `teacherUpdateSchema`). */
  payload: EndpointInput<typeof teacherEndpoints.update>['body'];
  requestId: string;
  /** The `updatedAt` of the teacher the change was made from: a newer one on the server answers 412. */
  version: string;
};

/** PUT /teachers/{id} (spec part 2 §7.2): the saved teacher, or null when the write was queued offline. */
export async function updateTeacher({ id, payload, requestId, version }: UpdateTeacherVariables): Promise<Teacher | null> {
  const answer = await send(
    teacherEndpoints.update,
    { params: { id }, body: payload },
    { requestId, version, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: TEACHER_SAVE_FAILED },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useUpdateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: (saved, { id }) => {
      if (saved) queryClient.setQueryData(teacherKeys.detail(id), saved);
      // Lists, stats and the detail (for a queued write the detail is refetched when shown).
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}
