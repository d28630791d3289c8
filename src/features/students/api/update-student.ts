import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_MESSAGES, type CreateStudentInput, type Student } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentPath } from '@/features/students/api/student-paths';

export type UpdateStudentVariables = {
  id: number;
  /** The same payload as a create (contract `updateStudentSchema`); the parent carries its user id. */
  payload: CreateStudentInput;
  requestId: string;
};

/** PUT /students/{id} (spec part 2 §7.1): the saved student, or null when the write was queued offline. */
export async function updateStudent({ id, payload, requestId }: UpdateStudentVariables): Promise<Student | null> {
  const answer = await api.put<Student>(studentPath(id), payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.saveFailed, { status: 200 });
  return answer.queued === true ? null : (answer.data ?? null);
}

export function useUpdateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudent,
    onSuccess: (saved, { id }) => {
      if (saved) queryClient.setQueryData(studentKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: studentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.analyticsAll() });
      void queryClient.invalidateQueries({ queryKey: studentKeys.detail(id), refetchType: saved ? 'none' : 'active' });
    },
  });
}
