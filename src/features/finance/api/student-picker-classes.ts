/**
 * The classes the student picker matches a typed text against (spec §2.4: the picker searches the
 * class name too). GET /students searches names, numbers and phones but not class names, so the
 * picker matches the text to the school's classes here and asks for those classes' students.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as classEndpoints from '@/contract/endpoints/classes';
import type { ClassListItem } from '@/contract/students';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { STUDENT_PICKER_GC_MS, STUDENT_PICKER_MAX_CLASSES, STUDENT_PICKER_STALE_MS } from '@/features/finance/api/student-picker-cache';

/** The most classes /classes answers in one page: every class of a school. */
const ALL_CLASSES_LIMIT = 500;

export async function getStudentPickerClasses(signal?: AbortSignal): Promise<ClassListItem[]> {
  const answer = await send(classEndpoints.list, { query: { limit: ALL_CLASSES_LIMIT, page: 1 } }, { signal });
  return answer.data.map(({ id, name, code, dariName, pashtoName }) => ({ id, name, code, dariName, pashtoName }));
}

export function studentPickerClassesQueryOptions() {
  return queryOptions({
    queryKey: [...financeKeys.studentPicker(), 'classes'] as const,
    queryFn: ({ signal }) => getStudentPickerClasses(signal),
    // Kept for this user (encrypted), so a search made before still answers during an outage.
    ...offlineRead(),
    retry: retryUnlessRefused,
    staleTime: STUDENT_PICKER_STALE_MS,
    gcTime: STUDENT_PICKER_GC_MS,
  });
}

export function useStudentPickerClasses(enabled: boolean) {
  return useQuery({ ...studentPickerClassesQueryOptions(), enabled });
}

/**
 * The ids of the first classes whose name (English, Dari or Pashto) or code holds the text
 * (case-insensitive); none for a blank text.
 */
export function matchingClassIds(classes: readonly ClassListItem[], text: string): number[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const holds = (value: string | null | undefined) => (value ?? '').toLocaleLowerCase().includes(needle);
  return classes
    .filter((item) => holds(item.name) || holds(item.dariName) || holds(item.pashtoName) || holds(item.code))
    .slice(0, STUDENT_PICKER_MAX_CLASSES)
    .map((item) => item.id);
}
