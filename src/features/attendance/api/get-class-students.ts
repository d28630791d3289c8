/**
 * GET /students?classId=…: the register's rows, the class's active students by roll number (then
 * name).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BULK_RECORDS } from '@/contract/attendance';
import * as studentEndpoints from '@/contract/endpoints/students';
import type { Student } from '@/contract/students';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { offlineRead } from '@/lib/offline/query-cache/offline-read-persister';
import { attendanceKeys } from '@/features/attendance/api/attendance-keys';

export type ClassStudent = { id: number; name: string; admissionNo: string; rollNo: string | null };

/** "First Last", as the attendance answers name a student; else the display name or admission number. */
export function studentName(student: Pick<Student, 'admissionNo' | 'user'>): string {
  const name = [student.user.firstName, student.user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name || student.user.displayName || student.user.username || student.admissionNo;
}

const rollCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Roll numbers in counting order ("2" before "10"); students without one last, by name. */
export function byRollNumber(a: ClassStudent, b: ClassStudent): number {
  if (a.rollNo !== b.rollNo) {
    if (a.rollNo === null) return 1;
    if (b.rollNo === null) return -1;
    const order = rollCollator.compare(a.rollNo, b.rollNo);
    if (order !== 0) return order;
  }
  return rollCollator.compare(a.name, b.name);
}

export async function getClassStudents(classId: number, signal?: AbortSignal): Promise<ClassStudent[]> {
  // A register holds at most MAX_BULK_RECORDS students, the most one /students page gives too.
  const answer = await send(
    studentEndpoints.list,
    { query: { classId, status: 'ACTIVE', page: 1, limit: MAX_BULK_RECORDS, sortBy: 'name', sortOrder: 'asc' } },
    { signal, failed: 'Failed to load students' },
  );
  return answer.data
    .map((student) => ({ id: student.id, name: studentName(student), admissionNo: student.admissionNo, rollNo: student.rollNo }))
    .sort(byRollNumber);
}

export function classStudentsQueryOptions(classId: number) {
  return queryOptions({
    queryKey: attendanceKeys.classStudents(classId),
    ...offlineRead(),
    queryFn: ({ signal }) => getClassStudents(classId, signal),
    retry: retryUnlessRefused,
  });
}

export function useClassStudents(classId: number | null) {
  return useQuery({ ...classStudentsQueryOptions(classId ?? 0), enabled: classId !== null });
}
