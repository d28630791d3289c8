/**
 * The student picker's search (spec §2.4, §5 "Student picker search"): GET /students with the text
 * (the server searches names, admission and roll numbers, phones and emails), plus the students of
 * the classes whose name holds the text (student-picker-classes.ts). Each answer is cached for 10
 * minutes per text. A failure is shown with a retry: never sample students (issue 7).
 */
import { queryOptions } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract/endpoint';
import * as studentEndpoints from '@/contract/endpoints/students';
import { pickerPersonName, type Student } from '@/contract/students';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { send } from '@/lib/api/send';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { STUDENT_PICKER_GC_MS, STUDENT_PICKER_LIMIT, STUDENT_PICKER_STALE_MS } from '@/features/finance/api/student-picker-cache';

/** One choice of the picker: what its row shows and what the payment needs. */
export type StudentPickerOption = {
  id: number;
  name: string;
  admissionNo: string;
  className: string | null;
  /** The class's Dari and Pashto names (the row shows the one for the UI language: localFlatName). */
  classDariName?: string | null;
  classPashtoName?: string | null;
  /** The student's class (the fee structures that apply to the student: get-usual-fee.ts). */
  classId: number | null;
  /** The student's phone, else the parent's (as the payment bill prints it). */
  phone: string | null;
  /** The parent's name on the student's record (the bill's father's name), when there is a parent. */
  parentName: string | null;
  /** The parent's user id (the payment's parentId), when the student has a parent on record. */
  parentUserId: number | null;
};

export type StudentPickerSearch = { search: string; classIds: readonly number[] };

export const STUDENTS_LOAD_FAILED = 'Failed to load students';

function toStudentPickerOption(student: Student): StudentPickerOption {
  const parent = student.parent?.user ?? null;
  return {
    id: student.id,
    name: pickerPersonName(student.user) ?? student.admissionNo,
    admissionNo: student.admissionNo,
    className: student.class?.name ?? null,
    classDariName: student.class?.dariName ?? null,
    classPashtoName: student.class?.pashtoName ?? null,
    classId: student.class?.id ?? null,
    phone: student.user.phone ?? parent?.phone ?? null,
    parentName: parent ? pickerPersonName(parent) : null,
    parentUserId: parent?.id ?? null,
  };
}

type StudentListQuery = EndpointInput<typeof studentEndpoints.list>['query'] & {};

async function getStudentPage(query: Pick<StudentListQuery, 'search' | 'classId'>, signal?: AbortSignal): Promise<StudentPickerOption[]> {
  const answer = await send(
    studentEndpoints.list,
    { query: { page: 1, limit: STUDENT_PICKER_LIMIT, sortBy: 'name', sortOrder: 'asc', ...query } },
    { signal, failed: STUDENTS_LOAD_FAILED },
  );
  return answer.data.map(toStudentPickerOption);
}

/** The text's matches first, then the matching classes' students, each student once, at most STUDENT_PICKER_LIMIT. */
export async function getStudentPickerOptions({ search, classIds }: StudentPickerSearch, signal?: AbortSignal): Promise<StudentPickerOption[]> {
  const text = search.trim();
  const pages = await Promise.all([
    getStudentPage(text === '' ? {} : { search: text }, signal),
    ...classIds.map((classId) => getStudentPage({ classId }, signal)),
  ]);
  const seen = new Set<number>();
  return pages
    .flat()
    .filter((option) => !seen.has(option.id) && seen.add(option.id))
    .slice(0, STUDENT_PICKER_LIMIT);
}

export function studentPickerQueryOptions(params: StudentPickerSearch) {
  const key = { search: params.search.trim(), classIds: [...params.classIds] };
  return queryOptions({
    queryKey: [...financeKeys.studentPicker(), 'students', key] as const,
    queryFn: ({ signal }) => getStudentPickerOptions(key, signal),
    // Kept for this user (encrypted), so a search made before still answers during an outage.
    ...offlineRead(),
    retry: retryUnlessRefused,
    staleTime: STUDENT_PICKER_STALE_MS,
    gcTime: STUDENT_PICKER_GC_MS,
  });
}
