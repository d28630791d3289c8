/**
 * GET /exams (filtered, paged), GET /exams/{id}/results and GET /exam-timetables.
 * refetchOnMount: an exam write or a grade entry marks them stale (examKeys.all) while their tab
 * is not shown; the app's default would show the old figures when it is (spec part 1 §9).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as examEndpoints from '@/contract/endpoints/exams';
import { EXAM_PAGE_SIZE, type ExamStatus } from '@/contract/exams';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { examKeys } from '@/features/exams/api/exam-keys';

export type ExamFilters = { classId?: number; subjectId?: number; status?: ExamStatus; from?: string; to?: string; search?: string; page: number; limit?: number };

/** Only the filters that are set go into the address (the server rejects blank ones). */
function definedParams<T extends object>(filters: T): T {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as T;
}

export function useExams(filters: ExamFilters, enabled = true) {
  return useQuery({
    queryKey: examKeys.list(filters),
    ...offlineRead(),
    queryFn: ({ signal }) => send(examEndpoints.list, { query: definedParams({ limit: EXAM_PAGE_SIZE, ...filters }) }, { signal, failed: 'Failed to load exams' }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    enabled,
    refetchOnMount: true,
  });
}

export function useExamResults(examId: number | null) {
  return useQuery({
    queryKey: examKeys.results(examId ?? 0),
    ...offlineRead(),
    queryFn: async ({ signal }) => (await send(examEndpoints.results, { params: { id: examId ?? 0 } }, { signal, failed: 'Failed to load the results' })).data,
    retry: retryUnlessRefused,
    enabled: examId !== null,
    refetchOnMount: true,
  });
}

export type TimetableRange = { classId?: number; from: string; to?: string };

export function useExamTimetable(range: TimetableRange) {
  return useQuery({
    queryKey: examKeys.timetable(range),
    queryFn: async ({ signal }) => (await send(examEndpoints.timetable, { query: definedParams(range) }, { signal, failed: 'Failed to load the exam timetable' })).data,
    retry: retryUnlessRefused,
    refetchOnMount: true,
  });
}
