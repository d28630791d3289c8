/** GET /exams (filtered, paged), GET /exams/{id}/results and GET /exam-timetables. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EXAM_PAGE_SIZE, examListAnswerSchema, examResultsAnswerSchema, examTimetableAnswerSchema, type ExamStatus } from '@/contract/exams';
import { api } from '@/lib/api/api';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { examKeys } from '@/features/exams/api/exam-keys';
import { readAnswer } from '@/lib/api/read-answer';

export type ExamFilters = { classId?: number; subjectId?: number; status?: ExamStatus; from?: string; to?: string; search?: string; page: number; limit?: number };

/** Only the filters that are set go into the address (the server rejects blank ones). */
function definedParams(filters: object): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params[key] = value as string | number;
  }
  return params;
}

export function useExams(filters: ExamFilters, enabled = true) {
  return useQuery({
    queryKey: examKeys.list(filters),
    queryFn: async ({ signal }) => readAnswer(await api.get('/exams', { searchParams: definedParams({ limit: EXAM_PAGE_SIZE, ...filters }), signal }), examListAnswerSchema, 'Failed to load exams'),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    enabled,
  });
}

export function useExamResults(examId: number | null) {
  return useQuery({
    queryKey: examKeys.results(examId ?? 0),
    queryFn: async ({ signal }) => readAnswer(await api.get(`/exams/${examId}/results`, { signal }), examResultsAnswerSchema, 'Failed to load the results').data,
    retry: retryUnlessRefused,
    enabled: examId !== null,
  });
}

export type TimetableRange = { classId?: number; from: string; to?: string };

export function useExamTimetable(range: TimetableRange) {
  return useQuery({
    queryKey: examKeys.timetable(range),
    queryFn: async ({ signal }) =>
      readAnswer(
        await api.get('/exam-timetables', { searchParams: definedParams(range), signal }),
        examTimetableAnswerSchema,
        'Failed to load the exam timetable',
      ).data,
    retry: retryUnlessRefused,
  });
}
