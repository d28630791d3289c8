import { queryOptions, useQuery } from '@tanstack/react-query';
import * as studentCardEndpoints from '@/contract/endpoints/students/card';
import { STUDENT_MESSAGES } from '@/contract/students';
import { send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';

/** GET /students/{id}/card/print-count: how many times the card was generated (spec part 2 §7.1). */
export async function getStudentPrintCount(id: number, signal?: AbortSignal): Promise<number> {
  const answer = await send(studentCardEndpoints.printCount, { params: { id } }, { signal, failed: STUDENT_MESSAGES.printCountFailed });
  return answer.data.printCount;
}

export function studentPrintCountQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.printCount(id),
    queryFn: ({ signal }) => getStudentPrintCount(id, signal),
  });
}

/** The card print count of a student; null waits. Asked afresh each time the profile opens. */
export function useStudentPrintCount(id: number | null) {
  return useQuery({ ...studentPrintCountQueryOptions(id ?? 0), enabled: id !== null, refetchOnMount: 'always' });
}
