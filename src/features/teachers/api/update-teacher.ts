import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Teacher, TeacherUpdateInput } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { readSavedTeacher } from '@/features/teachers/api/create-teacher';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { teacherPath } from '@/features/teachers/api/teacher-paths';

export type UpdateTeacherVariables = {
  id: number;
  /** The form sends every field; fields left out would keep their value (contract `teacherUpdateSchema`). */
  payload: TeacherUpdateInput;
  requestId: string;
};

/** PUT /teachers/{id} (spec part 2 §7.2): the saved teacher, or null when the write was queued offline. */
export async function updateTeacher({ id, payload, requestId }: UpdateTeacherVariables): Promise<Teacher | null> {
  return readSavedTeacher(await api.put<Teacher>(teacherPath(id), payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
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
