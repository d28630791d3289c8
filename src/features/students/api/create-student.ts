import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES, type CreateStudentInput, type Student } from '@/contract/students';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';

export type CreateStudentVariables = {
  payload: CreateStudentInput;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** POST /students (spec part 2 §7.1): the created student, or null when the write was queued offline. */
export async function createStudent({ payload, requestId }: CreateStudentVariables): Promise<Student | null> {
  const answer = await send(
    studentEndpoints.create,
    { body: payload },
    { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: STUDENT_MESSAGES.saveFailed },
  );
  return isQueued(answer) ? null : answer.data;
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: (created) => {
      // Queued (null): nothing changed on the server yet.
      if (!created) return;
      queryClient.setQueryData(studentKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.analyticsAll() });
    },
  });
}
