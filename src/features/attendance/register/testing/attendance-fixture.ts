/** Test data for the register and the gate: students, marks and class answers as the API gives them. */
import type { AttendanceMark } from '@/contract/attendance';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

type StubAnswer = { status?: number; body: unknown };

/** What the demo `teacher` may do with attendance. */
export const ATTENDANCE_TAKER = ['attendance:read', 'attendance:create', 'attendance:update', 'student:read'];

export type StudentRow = { id: number; firstName: string; lastName: string; admissionNo: string; rollNo: string | null; className?: string };

export function studentsAnswer(students: StudentRow[]): StubAnswer {
  return {
    body: {
      success: true,
      data: students.map((student) => ({
        id: student.id,
        admissionNo: student.admissionNo,
        rollNo: student.rollNo,
        class: student.className ? { id: 3, name: student.className, code: 'C3' } : null,
        user: { username: `s${student.id}`, firstName: student.firstName, lastName: student.lastName, displayName: null },
      })),
      meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: students.length, limit: 500 } },
    },
  };
}

export function makeMark(overrides: Partial<AttendanceMark> = {}): AttendanceMark {
  return {
    id: 1,
    studentId: 1,
    studentName: 'Ahmad Karimi',
    admissionNo: 'ADM-1',
    classId: 3,
    className: 'Grade 7',
    date: '2026-03-15',
    status: 'PRESENT',
    inTime: null,
    outTime: null,
    remarks: null,
    createdBy: 7,
    createdAt: '2026-03-15T03:00:00.000Z',
    updatedAt: '2026-03-15T03:00:00.000Z',
    ...overrides,
  };
}

export function marksAnswer(marks: AttendanceMark[]): StubAnswer {
  return { body: { success: true, data: marks, meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: marks.length, limit: 500 } } } };
}

export const classesAnswer: StubAnswer = {
  body: {
    success: true,
    data: [
      { id: 3, name: 'Grade 7', code: 'G7' },
      { id: 4, name: 'Grade 8', code: 'G8' },
    ],
  },
};

export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
