/**
 * GET /students?classId=…: the Students tab's rows (every status, by name). Only what the tab
 * shows is parsed, so the rest of a student may change freely.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { STUDENT_STATUSES } from '@/contract/students';
import { api } from '@/lib/api/api';
import { retryUnlessRefused } from '@/lib/api/retry-unless-refused';
import { classKeys } from '@/features/classes/api/class-keys';
import { readAnswer } from '@/lib/api/read-answer';

const studentRowSchema = z.object({
  id: z.number().int(),
  admissionNo: z.string(),
  rollNo: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), displayName: z.string().nullable().optional() }),
});
const answerSchema = z.object({ data: z.array(studentRowSchema) });

export type ClassStudentRow = { id: number; name: string; admissionNo: string; rollNo: string | null; status: (typeof STUDENT_STATUSES)[number] };

/** The most one /students page gives; a class's capacity is at most 500 too. */
const CLASS_STUDENTS_LIMIT = 500;

export async function getClassStudents(classId: number, signal?: AbortSignal): Promise<ClassStudentRow[]> {
  const answer = await api.get<unknown>('/students', {
    searchParams: { classId, page: 1, limit: CLASS_STUDENTS_LIMIT, sortBy: 'name', sortOrder: 'asc' },
    signal,
  });
  return readAnswer(answer, answerSchema, 'Failed to load students').data.map((student) => ({
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
