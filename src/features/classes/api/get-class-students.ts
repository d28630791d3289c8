/** GET /students?classId=…: the Students tab's rows (every status, by name). */
import { useQuery } from '@tanstack/react-query';
import * as studentEndpoints from '@/contract/endpoints/students';
import type { STUDENT_STATUSES } from '@/contract/students';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { send } from '@/lib/api/send';
import { classKeys } from '@/features/classes/api/class-keys';

export type ClassStudentRow = { id: number; name: string; admissionNo: string; rollNo: string | null; status: (typeof STUDENT_STATUSES)[number] };

/** The most one /students page gives; a class's capacity is at most 500 too. */
const CLASS_STUDENTS_LIMIT = 500;

export async function getClassStudents(classId: number, signal?: AbortSignal): Promise<ClassStudentRow[]> {
  const answer = await send(
    studentEndpoints.list,
    { query: { classId, page: 1, limit: CLASS_STUDENTS_LIMIT, sortBy: 'name', sortOrder: 'asc' } },
    { signal, failed: 'Failed to load students' },
  );
  return answer.data.map((student) => ({
    id: student.id,
    name: [student.user.firstName, student.user.lastName].filter(Boolean).join(' ') || student.user.displayName || student.admissionNo,
    admissionNo: student.admissionNo,
    rollNo: student.rollNo,
    status: student.status,
  }));
}

export function useClassStudents(classId: number, enabled: boolean) {
  return useQuery({ queryKey: classKeys.students(classId), queryFn: ({ signal }) => getClassStudents(classId, signal), retry: retryUnlessRefused, enabled });
}
