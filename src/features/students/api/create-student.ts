import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_MESSAGES, type CreateStudentInput, type Student } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { studentKeys } from '@/features/students/api/student-keys';
import { STUDENTS_PATH } from '@/features/students/api/student-paths';

export type CreateStudentVariables = {
  payload: CreateStudentInput;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** POST /students (spec part 2 §7.1): the created student, or null when the write was queued offline. */
export async function createStudent({ payload, requestId }: CreateStudentVariables): Promise<Student | null> {
  const answer = await api.post<Student>(STUDENTS_PATH, payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.saveFailed, { status: 200 });
  return answer.queued === true ? null : (answer.data ?? null);
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
