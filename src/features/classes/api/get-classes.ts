import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@/contract/api';
import type { SchoolClass } from '@/contract/classes';
import * as classEndpoints from '@/contract/endpoints/classes';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { classKeys } from '@/features/classes/api/class-keys';

/** What the list asks GET /classes for; '' and null leave a filter out. */
export type ClassListParams = { search: string; grade: number | null; page: number; limit: number };
export type ClassPage = { classes: SchoolClass[]; pagination: Pagination };

export const CLASS_PAGE_SIZE = 12;

export async function getClasses(params: ClassListParams, signal?: AbortSignal): Promise<ClassPage> {
  const { data, meta } = await send(
    classEndpoints.list,
    {
      query: {
        search: params.search === '' ? undefined : params.search,
        grade: params.grade ?? undefined,
        page: params.page,
        limit: params.limit,
      },
    },
    { signal, failed: 'Failed to load classes' },
  );
  return { classes: data, pagination: meta.pagination };
}

export function classesQueryOptions(params: ClassListParams) {
  return queryOptions({ queryKey: classKeys.list(params), queryFn: ({ signal }) => getClasses(params, signal), retry: retryUnlessRefused, ...offlineRead() });
}

/** One page; the previous page stays on screen while the next one loads. */
export function useClassList(params: ClassListParams) {
  return useQuery({ ...classesQueryOptions(params), placeholderData: keepPreviousData });
}
