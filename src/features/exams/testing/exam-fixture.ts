/** Answers shaped like the contract's, for the exams screen's component tests. */
import type { Exam, ExamResults, ExamTimetable } from '@/contract/exams';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

export const ok = (data: unknown, extra: Record<string, unknown> = {}): StubAnswer => ({ body: { success: true, message: 'OK', data, ...extra } });

export function makeExam(overrides: Partial<Exam> = {}): Exam {
  return {
    id: 7,
    schoolId: 1,
    name: 'Midterm Mathematics',
    class: { id: 1, name: 'Grade 7 A', code: 'G7A' },
    subject: { id: 5, name: 'Mathematics', code: 'MATH' },
    examDate: '2026-11-23',
    startTime: '08:00',
    endTime: '09:30',
    room: '12',
    maxMarks: 40,
    status: 'SCHEDULED',
    academicYear: '1405',
    gradedCount: 0,
    ...overrides,
  };
}

export function examListAnswer(exams: Exam[], { totalCount = exams.length, limit = 20 } = {}): StubAnswer {
  return ok(exams, { meta: { pagination: { currentPage: 1, totalPages: Math.max(1, Math.ceil(totalCount / limit)), totalCount, limit } } });
}

export const classesAnswer = () => ok([{ id: 1, name: 'Grade 7 A', code: 'G7A' }, { id: 2, name: 'Grade 8 B', code: 'G8B' }], { meta: {} });
export const subjectsAnswer = () =>
  ok(
    [
      { id: 5, name: 'Mathematics', code: 'MATH', schoolId: 1 },
      { id: 6, name: 'Dari', code: 'DARI', schoolId: 1 },
    ],
    { meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: 2, limit: 500 } } },
  );

const student = (id: number, firstName: string, lastName: string, rollNo: string) => ({ id, admissionNo: `ADM-${id}`, rollNo, user: { firstName, lastName, displayName: null } });
export const studentsAnswer = () => ok([student(11, 'Maryam', 'Safi', '1'), student(12, 'Ahmad', 'Noori', '2'), student(13, 'Sara', 'Rahimi', '3')], { meta: {} });

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
