import { queryOptions, useQuery } from '@tanstack/react-query';
import * as classEndpoints from '@/contract/endpoints/classes';
import { CLASS_LIST_PAGE_SIZE, type ClassListItem } from '@/contract/students';
import { send } from '@/lib/api/send';
import { studentKeys } from '@/features/students/api/student-keys';

/** GET /classes?limit=100&page=1: the classes the student form offers. */
export async function getClasses(signal?: AbortSignal): Promise<ClassListItem[]> {
  const answer = await send(classEndpoints.list, { query: { limit: CLASS_LIST_PAGE_SIZE, page: 1 } }, { signal });
  return answer.data.map(({ id, name, code }) => ({ id, name, code }));
}

export function classesQueryOptions() {
  return queryOptions({
    queryKey: studentKeys.classes(),
    queryFn: ({ signal }) => getClasses(signal),
  });
}

export function useClasses(enabled = true) {
  return useQuery({ ...classesQueryOptions(), enabled });
}
