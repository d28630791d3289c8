import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { teacherSchema, type Teacher, type TeacherWriteInput } from '@/contract/teachers';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { SERVICE_WRITE_TIMEOUT_MS } from '@/lib/api/request-limits';
import { teacherKeys } from '@/features/teachers/api/teacher-keys';
import { TEACHERS_PATH } from '@/features/teachers/api/teacher-paths';

export const TEACHER_SAVE_FAILED = 'Failed to save teacher';

const teacherAnswerSchema = successResponse(teacherSchema);

export type CreateTeacherVariables = {
  payload: TeacherWriteInput;
  /** X-Request-ID of this one logical write, kept when the same form is sent again unchanged. */
  requestId: string;
};

/** The saved teacher from a write's answer; null when the service worker queued the write (offline). */
export function readSavedTeacher(answer: { success?: boolean; message?: string; queued?: boolean }): Teacher | null {
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? TEACHER_SAVE_FAILED, { status: 200 });
  if (answer.queued === true) return null;
  const parsed = teacherAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected teacher answer', parsed.error);
    throw new ApiError('HTTP', TEACHER_SAVE_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

/** POST /teachers (spec part 2 §7.2): the created teacher, or null when the write was queued offline. */
export async function createTeacher({ payload, requestId }: CreateTeacherVariables): Promise<Teacher | null> {
  return readSavedTeacher(await api.post<Teacher>(TEACHERS_PATH, payload, { requestId, timeout: SERVICE_WRITE_TIMEOUT_MS }));
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
