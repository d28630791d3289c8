/** Answers shaped like the contract's, for the exams screen's component tests. */
import type { SchoolClass } from '@/contract/classes';
import type { Exam, ExamResults, ExamTimetable } from '@/contract/exams';
import type { Student } from '@/contract/students';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

export const ok = (data: unknown, extra: Record<string, unknown> = {}): StubAnswer => ({ body: { success: true, message: 'OK', data, ...extra } });

export function makeExam(overrides: Partial<Exam> = {}): Exam {
  const schoolClass = overrides.class ?? { id: 1, name: 'Grade 7 A', code: 'G7A' };
  const subject = overrides.subject ?? { id: 5, name: 'Mathematics', code: 'MATH' };
  return {
    id: 7,
    schoolId: 1,
    name: 'Midterm Mathematics',
    dariName: null,
    pashtoName: null,
    classId: schoolClass.id,
    subjectId: subject.id,
    class: schoolClass,
    subject,
    examDate: '2026-11-23',
    startTime: '08:00',
    endTime: '09:30',
    room: '12',
    maxMarks: 40,
    status: 'SCHEDULED',
    academicYear: '1405',
    gradedCount: 0,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function examListAnswer(exams: Exam[], { totalCount = exams.length, limit = 20 } = {}): StubAnswer {
  return ok(exams, { meta: { pagination: { currentPage: 1, totalPages: Math.max(1, Math.ceil(totalCount / limit)), totalCount, limit } } });
}

/** A class as GET /classes answers it. */
export function makeClass(id: number, name: string, code: string): SchoolClass {
  return { id, name, dariName: null, pashtoName: null, code, schoolId: 1, grade: null, section: null, room: null, capacity: null, academicYear: null, classTeacherId: null, classTeacher: null, studentCount: 0, updatedAt: '2026-11-01T08:00:00.000Z' };
}

const onePage = (count: number, limit: number) => ({ pagination: { currentPage: 1, totalPages: 1, totalCount: count, limit } });

export const classesAnswer = () => ok([makeClass(1, 'Grade 7 A', 'G7A'), makeClass(2, 'Grade 8 B', 'G8B')], { meta: onePage(2, 500) });
export const subjectsAnswer = () =>
  ok(
    [
      { id: 5, name: 'Mathematics', code: 'MATH', schoolId: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
      { id: 6, name: 'Dari', code: 'DARI', schoolId: 1, updatedAt: '2026-11-01T08:00:00.000Z' },
    ],
    { meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: 2, limit: 500 } } },
  );

/** A whole student as GET /students answers it, from the fields the grade sheet reads. */
export function makeStudent(id: number, firstName: string, lastName: string, rollNo: string | null): Student {
  const none = null;
  return {
    id,
    userId: id + 1000,
    schoolId: 1,
    admissionNo: `ADM-${id}`,
    rollNo,
    tazkiraNo: none,
    classId: 1,
    class: { id: 1, name: 'Grade 7 A', code: 'G7A' },
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
      id: id + 1000,
      username: `student${id}`,
      firstName,
      middleName: none,
      lastName,
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

export const studentsAnswer = () => ok([makeStudent(11, 'Maryam', 'Safi', '1'), makeStudent(12, 'Ahmad', 'Noori', '2'), makeStudent(13, 'Sara', 'Rahimi', '3')], { meta: onePage(3, 200) });

export function makeResults(overrides: Partial<ExamResults> = {}): ExamResults {
  const row = (studentId: number, name: string, score: number | null, rank: number | null) => ({
    studentId,
    name,
    admissionNo: `ADM-${studentId}`,
    gradeId: score === null ? null : studentId + 100,
    score,
    percentage: score === null ? null : Math.round((score / 40) * 1000) / 10,
    gradeLabel: score === null ? null : score >= 36 ? ('A+' as const) : ('C' as const),
    rank,
    passed: score === null ? null : score >= 20,
    remarks: null,
  });
  return {
    exam: makeExam({ status: 'COMPLETED', gradedCount: 2 }),
    students: [row(11, 'Maryam Safi', 37, 1), row(12, 'Ahmad Noori', 25, 2), row(13, 'Sara Rahimi', null, null)],
    figures: {
      studentCount: 3,
      gradedCount: 2,
      average: 77.5,
      highest: 92.5,
      lowest: 62.5,
      passRate: 100,
      distribution: { 'A+': 1, A: 0, 'B+': 0, B: 0, 'C+': 0, C: 1, D: 0 },
    },
    ...overrides,
  };
}

export function makeTimetable(): ExamTimetable {
  const slot = (examId: number, name: string, startTime: string) => ({
    examId,
    name,
    class: { id: 1, name: 'Grade 7 A', code: 'G7A' },
    subject: { id: 5, name: 'Mathematics', code: 'MATH' },
    startTime,
    endTime: '11:00',
    room: '12',
    maxMarks: 40,
  });
  return { days: [{ date: '2026-11-24', exams: [slot(7, 'Midterm Mathematics', '08:00')] }, { date: '2026-11-25', exams: [slot(8, 'Dari dictation', '10:00')] }] };
}

export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}
