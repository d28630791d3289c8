import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES, type CreateStudentInput, type Student } from '@/contract/students';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { isQueued, send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';

export type UpdateStudentVariables = {
  id: number;
  /** The same payload as a create (contract `updateStudentSchema`); the parent carries its user id. */
  payload: CreateStudentInput;
  requestId: string;
  /** The student's `updatedAt` the edit was made from (a 412 when changed since). */
  version: string;
};

/** PUT /students/{id} (spec part 2 §7.1): the saved student, or null when the write was queued offline. */
export async function updateStudent({ id, payload, requestId, version }: UpdateStudentVariables): Promise<Student | null> {
  const answer = await send(
    studentEndpoints.update,
    { params: { id }, body: payload },
    { requestId, version, timeout: SERVICE_WRITE_TIMEOUT_MS, failed: STUDENT_MESSAGES.saveFailed },
  );
  return isQueued(answer) ? null : answer.data;
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
