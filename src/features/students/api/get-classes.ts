import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLASS_LIST_PAGE_SIZE, classListItemSchema, type ClassListItem } from '@/contract/students';
import { api } from '@/lib/api/api';
import { studentKeys } from '@/features/students/api/student-keys';

export const CLASSES_PATH = '/classes';

/** The answer's data is read as `data.items` or `data` (spec part 2 §7.1); unreadable items are skipped. */
export function readClassList(data: unknown): ClassListItem[] {
  const items = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = classListItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** GET /classes?limit=100&page=1: the classes the student form offers. */
export async function getClasses(signal?: AbortSignal): Promise<ClassListItem[]> {
  const answer = await api.get<unknown>(CLASSES_PATH, { searchParams: { limit: CLASS_LIST_PAGE_SIZE, page: 1 }, signal });
  return readClassList(answer.data);
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
