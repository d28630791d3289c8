import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import * as studentEndpoints from '@/contract/endpoints/students';
import { STUDENT_MESSAGES, type Student } from '@/contract/students';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { studentKeys, type StudentListFilters } from '@/features/students/api/student-keys';

export type StudentPage = { students: Student[]; pagination: Pagination };

/** GET /students with page, limit, search, status and gender (spec part 2 §7.1); empty filters are left out. */
export async function getStudents(filters: StudentListFilters, signal?: AbortSignal): Promise<StudentPage> {
  const answer = await send(
    studentEndpoints.list,
    {
      query: {
        page: filters.page,
        limit: filters.limit,
        search: filters.search === '' ? undefined : filters.search,
        status: filters.status === '' ? undefined : filters.status,
        gender: filters.gender === '' ? undefined : filters.gender,
      },
    },
    { signal, failed: STUDENT_MESSAGES.listFailed },
  );
  return { students: answer.data, pagination: answer.meta.pagination };
}

export function studentsQueryOptions(filters: StudentListFilters) {
  return queryOptions({
    queryKey: studentKeys.list(filters),
    ...offlineRead(),
    // Aborted when the filters move on, so a stale page stops at once.
    queryFn: ({ signal }) => getStudents(filters, signal),
    retry: retryUnlessRefused,
  });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useStudents(filters: StudentListFilters) {
  return useQuery({ ...studentsQueryOptions(filters), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
