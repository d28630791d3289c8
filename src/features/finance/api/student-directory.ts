/**
 * The school's students as the payment picker shows them, kept on the device (issue 24, "Reads
 * kept for staff"): asked for once an hour while the picker is used online (GET /students/roll:
 * only what the picker shows, ~220 bytes a student), saved encrypted for the user like every kept read, and searched here when the server
 * cannot be reached, so a cashier finds a student they never searched before during an outage.
 * The search follows the server's picker search: the text in the name, the admission number or
 * the phone's digits, then the students of the classes whose name holds the text.
 */
import { queryOptions } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import { toAsciiDigits } from '@/contract/ascii-digits';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { STUDENT_PICKER_LIMIT } from '@/features/finance/api/student-picker-cache';
import { STUDENTS_LOAD_FAILED, type StudentPickerOption, type StudentPickerSearch } from '@/features/finance/api/student-picker-students';

/** Asked for again after an hour of use: a school's roll changes slowly, and it is every student. */
export const STUDENT_DIRECTORY_STALE_MS = 60 * 60_000;
/** A text of this many digits or more is also looked for in the phones. */
const PHONE_DIGITS_MIN = 3;

export async function getStudentDirectory(signal?: AbortSignal): Promise<StudentPickerOption[]> {
  return (await send(studentEndpoints.roll, {}, { signal, failed: STUDENTS_LOAD_FAILED })).data;
}

export function studentDirectoryQueryOptions() {
  return queryOptions({
    queryKey: [...financeKeys.studentPicker(), 'directory'] as const,
    queryFn: ({ signal }) => getStudentDirectory(signal),
    ...offlineRead(),
    retry: retryUnlessRefused,
    staleTime: STUDENT_DIRECTORY_STALE_MS,
    gcTime: STUDENT_DIRECTORY_STALE_MS,
  });
}

function folded(text: string): string {
  return toAsciiDigits(text).trim().toLocaleLowerCase();
}

function matchesText(student: StudentPickerOption, text: string, digits: string): boolean {
  if (folded(student.name).includes(text) || folded(student.admissionNo).includes(text)) return true;
  return digits.length >= PHONE_DIGITS_MIN && student.phone !== null && student.phone.replace(/\D/g, '').includes(digits);
}

/** The picker's options from the kept students: the text's matches, then the classes' students, at most STUDENT_PICKER_LIMIT. */
export function searchStudentDirectory(students: readonly StudentPickerOption[], { search, classIds }: StudentPickerSearch): StudentPickerOption[] {
  const text = folded(search);
  // A phone typed the local way (0799 …) is looked for without its leading 0, as the server does.
  const digits = toAsciiDigits(search).replace(/\D/g, '').replace(/^0(?!0)/, '');
  const byText = text === '' ? students : students.filter((student) => matchesText(student, text, digits));
  const inClasses = students.filter((student) => student.classId !== null && classIds.includes(student.classId));
  const seen = new Set<number>();
  return [...byText, ...inClasses].filter((student) => !seen.has(student.id) && seen.add(student.id)).slice(0, STUDENT_PICKER_LIMIT);
}
