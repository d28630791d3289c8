/** Test data for the register and the gate: students, marks and class answers as the API gives them. */
import type { AttendanceMark } from '@/contract/attendance';
import type { SchoolClass } from '@/contract/classes';
import type { Student } from '@/contract/students';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

type StubAnswer = { status?: number; body: unknown };

/** What the demo `teacher` may do with attendance. */
export const ATTENDANCE_TAKER = ['attendance:read', 'attendance:create', 'attendance:update', 'student:read'];

export type StudentRow = { id: number; firstName: string; lastName: string; admissionNo: string; rollNo: string | null; className?: string };

/** A whole student as GET /students answers it, from a test's row. */
export function makeStudent(student: StudentRow): Student {
  const none = null;
  return {
    id: student.id,
    userId: student.id + 1000,
    schoolId: 1,
    admissionNo: student.admissionNo,
    rollNo: student.rollNo,
    tazkiraNo: none,
    classId: student.className ? 3 : none,
    class: student.className ? { id: 3, name: student.className, code: 'C3' } : none,
    admissionDate: none,
    status: 'ACTIVE',
    bloodGroup: none,
    nationality: none,
    religion: none,
    caste: none,
    previousSchool: none,
    bankName: none,
    bankAccountNo: none,
    originAddress: none,
    originCity: none,
    originState: none,
    originProvince: none,
    originCountry: none,
    originPostalCode: none,
    currentAddress: none,
    currentCity: none,
    currentState: none,
    currentProvince: none,
    currentCountry: none,
    currentPostalCode: none,
    cardPrintCount: 0,
    convertedFromCustomerId: none,
    user: {
      id: student.id + 1000,
      username: `s${student.id}`,
      firstName: student.firstName,
      middleName: none,
      lastName: student.lastName,
      dariName: none,
      displayName: none,
      gender: none,
      dateOfBirth: none,
      birthDate: none,
      phone: none,
      email: none,
      tazkiraNo: none,
      status: 'ACTIVE',
      avatar: none,
      bio: none,
      timezone: none,
      locale: none,
      metadata: none,
    },
    parent: none,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: none,
  };
}

export function studentsAnswer(students: StudentRow[]): StubAnswer {
  return {
    body: {
      success: true,
      message: 'Students retrieved successfully',
      data: students.map(makeStudent),
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

/** A class as GET /classes answers it. */
export function makeClass(id: number, name: string, code: string): SchoolClass {
  return { id, name, dariName: null, pashtoName: null, code, schoolId: 1, grade: null, section: null, room: null, capacity: null, academicYear: null, classTeacherId: null, classTeacher: null, studentCount: 0, updatedAt: '2026-11-01T08:00:00.000Z' };
}

export const classesAnswer: StubAnswer = {
  body: {
    success: true,
    message: 'Classes retrieved successfully',
    data: [makeClass(3, 'Grade 7', 'G7'), makeClass(4, 'Grade 8', 'G8')],
    meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: 2, limit: 500 } },
  },
};

export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
