import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import { classListAnswerSchema, type SchoolClass } from '@/contract/classes';
import { api } from '@/lib/api/api';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { classKeys } from '@/features/classes/api/class-keys';
import { readAnswer } from '@/lib/api/read-answer';

/** What the list asks GET /classes for; '' and null leave a filter out. */
export type ClassListParams = { search: string; grade: number | null; page: number; limit: number };
export type ClassPage = { classes: SchoolClass[]; pagination: Pagination };

export const CLASS_PAGE_SIZE = 12;

export async function getClasses(params: ClassListParams, signal?: AbortSignal): Promise<ClassPage> {
  const answer = await api.get<unknown>('/classes', {
    searchParams: {
      search: params.search === '' ? undefined : params.search,
      grade: params.grade ?? undefined,
      page: params.page,
      limit: params.limit,
    },
    signal,
  });
  const { data, meta } = readAnswer(answer, classListAnswerSchema, 'Failed to load classes');
  return { classes: data, pagination: meta.pagination };
}

export function classesQueryOptions(params: ClassListParams) {
  return queryOptions({ queryKey: classKeys.list(params), queryFn: ({ signal }) => getClasses(params, signal), retry: retryUnlessRefused });
}

/** One page; the previous page stays on screen while the next one loads. */
export function useClassList(params: ClassListParams) {
  return useQuery({ ...classesQueryOptions(params), placeholderData: keepPreviousData });
}
