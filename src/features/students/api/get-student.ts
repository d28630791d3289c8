import { queryOptions, useQuery } from '@tanstack/react-query';
import { successResponse } from '@/contract/api';
import { STUDENT_MESSAGES, studentSchema, type Student } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentPath } from '@/features/students/api/student-paths';

const studentAnswerSchema = successResponse(studentSchema);

/** GET /students/{id}. */
export async function getStudent(id: number, signal?: AbortSignal): Promise<Student> {
  const answer = await api.get<Student>(studentPath(id), { signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.notFound, { status: 200 });
  const parsed = studentAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected student answer', parsed.error);
    throw new ApiError('HTTP', STUDENT_MESSAGES.notFound, { status: 200 });
  }
  return parsed.data.data;
}

export function studentQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => getStudent(id, signal),
  });
}

/**
 * One student, fresh from the server, showing `shown` (the list's copy) until it arrives; pass
 * null to wait (nothing is fetched).
 */
export function useStudent(shown: Student | null) {
  return useQuery({
    ...studentQueryOptions(shown?.id ?? 0),
    enabled: shown !== null,
    placeholderData: shown ?? undefined,
    refetchOnMount: 'always',
  });
}
