import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as teacherEndpoints from '@/contract/endpoints/teachers/teachers';
import type { Teacher } from '@/contract/teachers';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';

export const TEACHER_SAVE_FAILED = 'Failed to save teacher';

export type CreateTeacherVariables = {
  payload: EndpointInput<typeof teacherEndpoints.create>['body'];
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** POST /teachers (spec part 2 §7.2): the created teacher, or null when the write was queued offline. */
export async function createTeacher({ payload, requestId }: CreateTeacherVariables): Promise<Teacher | null> {
  const answer = await send(
    teacherEndpoints.create,
    { body: payload },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: TEACHER_SAVE_FAILED },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: (created) => {
      // Queued (null): nothing changed on the server yet.
      if (!created) return;
      queryClient.setQueryData(teacherKeys.detail(created.id), created);
      // Lists, counts and analytics all change with a new teacher.
      void queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
  });
}
