/**
 * GET /students?search=…: the gate's student finder (names, admission and roll numbers, phones).
 * The text is debounced by the caller; the previous matches stay while the next load.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';
import { studentName } from '@/features/attendance/api/get-class-students';

export type GateStudent = {
  id: number;
  name: string;
  admissionNo: string;
  rollNo: string | null;
  className: string | null;
  classDariName?: string | null;
  classPashtoName?: string | null;
};

/** Enough matches to pick from at a glance; a longer text narrows them. */
export const GATE_SEARCH_LIMIT = 10;

export async function searchGateStudents(search: string, signal?: AbortSignal): Promise<GateStudent[]> {
  const answer = await send(
    studentEndpoints.list,
    { query: { search, status: 'ACTIVE', page: 1, limit: GATE_SEARCH_LIMIT, sortBy: 'name', sortOrder: 'asc' } },
    { signal, failed: 'Failed to load students' },
  );
  return answer.data.map((student) => ({
    id: student.id,
    name: studentName(student),
    admissionNo: student.admissionNo,
    rollNo: student.rollNo,
    className: student.class?.name ?? null,
    classDariName: student.class?.dariName ?? null,
    classPashtoName: student.class?.pashtoName ?? null,
  }));
}

export function gateStudentSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...attendanceKeys.all, 'gate-search', search] as const,
    queryFn: ({ signal }) => searchGateStudents(search, signal),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
}

export function useGateStudentSearch(search: string) {
  const text = search.trim();
  return useQuery({ ...gateStudentSearchQueryOptions(text), enabled: text !== '', placeholderData: keepPreviousData });
}
