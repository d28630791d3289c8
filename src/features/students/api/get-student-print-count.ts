import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { STUDENT_MESSAGES } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { studentKeys } from '@/features/students/api/student-keys';
import { studentCardPath } from '@/features/students/api/student-paths';

const printCountAnswerSchema = z.object({ data: z.object({ printCount: z.number().int().min(0) }) });

/** GET /students/{id}/card/print-count: how many times the card was generated (spec part 2 §7.1). */
export async function getStudentPrintCount(id: number, signal?: AbortSignal): Promise<number> {
  const answer = await api.get<{ printCount: number }>(`${studentCardPath(id)}/print-count`, { signal });
  const parsed = printCountAnswerSchema.safeParse(answer);
  if (answer.success === false || !parsed.success) {
    throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.printCountFailed, { status: 200 });
  }
  return parsed.data.data.printCount;
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
