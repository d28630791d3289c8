import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import { STUDENT_MESSAGES, studentListAnswerSchema, type Student } from '@/contract/students';
import { api } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { studentKeys, type StudentListFilters } from '@/features/students/api/student-keys';
import { STUDENTS_PATH } from '@/features/students/api/student-paths';

export type StudentPage = { students: Student[]; pagination: Pagination };

/** GET /students with page, limit, search, status and gender (spec part 2 §7.1); empty filters are left out. */
export async function getStudents(filters: StudentListFilters, signal?: AbortSignal): Promise<StudentPage> {
  const answer = await api.get<Student[]>(STUDENTS_PATH, {
    searchParams: {
      page: filters.page,
      limit: filters.limit,
      search: filters.search === '' ? undefined : filters.search,
      status: filters.status === '' ? undefined : filters.status,
      gender: filters.gender === '' ? undefined : filters.gender,
    },
    signal,
  });
  if (answer.success === false) throw new ApiError('HTTP', answer.message ?? STUDENT_MESSAGES.listFailed, { status: 200 });
  const parsed = studentListAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    // The answer's shape is not the contract's: a server/client version mismatch, not the user's doing.
    console.error('Unexpected students list answer', parsed.error);
    throw new ApiError('HTTP', STUDENT_MESSAGES.listFailed, { status: 200 });
  }
  return { students: parsed.data.data, pagination: parsed.data.meta.pagination };
}


export function studentsQueryOptions(filters: StudentListFilters) {
  return queryOptions({
    queryKey: studentKeys.list(filters),
    // Aborted when the filters move on, so a stale page stops at once.
    queryFn: ({ signal }) => getStudents(filters, signal),
    retry: retryUnlessRefused,
  });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useStudents(filters: StudentListFilters) {
  return useQuery({ ...studentsQueryOptions(filters), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
