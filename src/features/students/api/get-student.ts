import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES, type Student } from '@/contract/students';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { studentKeys } from '@/features/students/api/student-keys';

/** GET /students/{id}. */
export async function getStudent(id: number, signal?: AbortSignal): Promise<Student> {
  const answer = await send(studentEndpoints.get, { params: { id } }, { signal, failed: STUDENT_MESSAGES.notFound });
  return answer.data;
}

export function studentQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.detail(id),
    ...offlineRead(),
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
