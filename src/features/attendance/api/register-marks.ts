/** GET /attendances?classId&date: the marks a class already has on a day, to prefill the register. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { attendanceMarkSchema, MAX_BULK_RECORDS, type AttendanceMark } from '@/contract/attendance';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

const LOAD_FAILED = 'Failed to load attendance';
const answerSchema = z.object({ data: z.array(attendanceMarkSchema) });

/** The marks of a list query; `limit` at most 500 (the contract's largest page). */
export async function getAttendanceMarks(searchParams: Record<string, string | number>, signal?: AbortSignal): Promise<AttendanceMark[]> {
  const answer = await api.get<unknown>('/attendances', { searchParams: { page: 1, ...searchParams }, signal });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? LOAD_FAILED, { status: 200 });
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) {
    console.error('Unexpected attendance answer', parsed.error);
    throw new ApiError('HTTP', LOAD_FAILED, { status: 200 });
  }
  return parsed.data.data;
}

export function registerMarksQueryOptions(classId: number, date: string) {
  const filters = { classId, date, limit: MAX_BULK_RECORDS };
  return queryOptions({
    queryKey: attendanceKeys.marks(filters),
    queryFn: ({ signal }) => getAttendanceMarks(filters, signal),
    retry: retryUnlessRefused,
  });
}

export function useRegisterMarks(classId: number | null, date: string) {
  return useQuery({ ...registerMarksQueryOptions(classId ?? 0, date), enabled: classId !== null });
}
