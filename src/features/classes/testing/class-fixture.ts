/** Answers shaped like the contract's, for the classes screen's component tests. */
import type { ClassAnalytics, ClassDetail, ClassPerformance, ClassStats, SchoolClass, TimetableEntry } from '@/contract/classes';
import type { Student } from '@/contract/students';
import { decryptPayload, DEFAULT_PAYLOAD_KEY } from '@/lib/payload-crypto';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

export function makeClass(overrides: Partial<SchoolClass> = {}): SchoolClass {
  return {
    id: 1,
    name: 'Grade 7 A',
    dariName: null,
    pashtoName: null,
    code: 'G7A',
    schoolId: 1,
    grade: 7,
    section: 'A',
    room: '12',
    capacity: 40,
    academicYear: '1405',
    classTeacherId: 3,
    classTeacher: { id: 3, name: 'Zahra Karimi' },
    studentCount: 30,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeClassDetail(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return { ...makeClass(), subjects: [{ subject: { id: 5, name: 'Mathematics', code: 'MATH' }, teachers: [{ id: 3, name: 'Zahra Karimi' }] }], ...overrides };
}

export function makeLesson(overrides: Partial<TimetableEntry> = {}): TimetableEntry {
  const subject = overrides.subject ?? { id: 5, name: 'Mathematics', code: 'MATH' };
  const teacher = overrides.teacher === undefined ? { id: 3, name: 'Zahra Karimi' } : overrides.teacher;
  return {
    id: 50,
    schoolId: 1,
    classId: 1,
    className: 'Grade 7 A',
    subjectId: subject.id,
    subject,
    teacherId: teacher?.id ?? null,
    teacher,
    weekday: 6,
    startTime: '08:00',
    endTime: '08:45',
    room: null,
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): StubAnswer => ({ body: { success: true, message: 'OK', data, ...extra } });

export function classListAnswer(classes: SchoolClass[], { page = 1, totalCount = classes.length, limit = 12 } = {}): StubAnswer {
  return ok(classes, { meta: { pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(totalCount / limit)), totalCount, limit } } });
}

export function makeStats(overrides: Partial<ClassStats> = {}): ClassStats {
  return {
    classId: 1,
    studentCount: 30,
    capacity: 40,
    byGender: { Female: 14, Male: 16 },
    byStatus: { ACTIVE: 30, INACTIVE: 0, SUSPENDED: 0, GRADUATED: 0, TRANSFERRED: 0 },
    attendance: { present: 90, absent: 6, late: 3, excused: 1, marks: 100, rate: 90, from: '2026-10-25', to: '2026-11-23' },
    averageGrade: 78.4,
    ...overrides,
  };
}

export function makeAnalytics(): ClassAnalytics {
  return {
    classId: 1,
    subjectAverages: [{ id: 5, name: 'Mathematics', code: 'MATH', average: 81.5, gradeCount: 12 }],
    attendanceTrend: [
      { weekStart: '2026-11-14', present: 40, absent: 5, late: 3, excused: 2, marks: 50, rate: 80 },
      { weekStart: '2026-11-21', present: 0, absent: 0, late: 0, excused: 0, marks: 0, rate: 0 },
    ],
    gradeDistribution: { 'A+': 2, A: 5, 'B+': 6, B: 4, 'C+': 1, C: 0, D: 0 },
  };
}

export function makePerformance(): ClassPerformance {
  return {
    classId: 1,
    students: [
      { rank: 1, studentId: 11, name: 'Mina Rahimi', admissionNo: 'ADM-11', average: 92.5, gradeLabel: 'A+', gradeCount: 6, attendanceRate: 97, attendanceMarks: 30 },
      { rank: null, studentId: 12, name: 'Omid Noori', admissionNo: 'ADM-12', average: null, gradeLabel: null, gradeCount: 0, attendanceRate: 0, attendanceMarks: 0 },
    ],
  };
}

/** The body the client sent (inside its encrypted envelope). */
export async function readSentBody(request: Request): Promise<Record<string, unknown>> {
  const envelope = (await request.clone().json()) as { encryptedData: string };
  return decryptPayload(envelope.encryptedData, DEFAULT_PAYLOAD_KEY) as Record<string, unknown>;
}

/** A teacher as GET /teachers?limit=all answers it (the pickers' item). */
export function makeTeacherChoice(id: number, firstName: string, lastName: string) {
  return {
    id,
    employeeId: `TCH-${id}`,
    userId: id + 100,
    schoolId: 1,
    user: { firstName, lastName, dariName: null, phone: null, email: null },
    designation: 'Teacher',
    department: null,
    subject: null,
    status: 'ACTIVE',
    salary: { basicSalary: 0, allowances: 0 },
  };
}

/** GET /teachers?limit=all: the pickers' page. */
export function teacherChoicesAnswer(teachers: ReturnType<typeof makeTeacherChoice>[]): StubAnswer {
  return {
    body: {
      success: true,
      data: teachers,
      meta: { total: teachers.length, pagination: { currentPage: 1, totalPages: 1, totalCount: teachers.length, limit: teachers.length } },
    },
  };
}

type StudentRowOverrides = { id: number; admissionNo: string; rollNo: string | null; status?: Student['status']; user: Partial<Student['user']> };

/** A whole student as GET /students answers it, from the few fields a test cares about. */
export function makeStudent({ id, admissionNo, rollNo, status = 'ACTIVE', user }: StudentRowOverrides): Student {
  return {
    id,
    userId: id + 1000,
    schoolId: 1,
    admissionNo,
    rollNo,
    tazkiraNo: null,
    classId: 1,
    class: { id: 1, name: 'Grade 7 A', code: 'G7A' },
    admissionDate: null,
    status,
    bloodGroup: null,
    nationality: null,
    religion: null,
    caste: null,
    previousSchool: null,
    bankName: null,
    bankAccountNo: null,
    originAddress: null,
    originCity: null,
    originState: null,
    originProvince: null,
    originCountry: null,
    originPostalCode: null,
    currentAddress: null,
    currentCity: null,
    currentState: null,
    currentProvince: null,
    currentCountry: null,
    currentPostalCode: null,
    cardPrintCount: 0,
    convertedFromCustomerId: null,
    user: {
      id: id + 1000,
      username: `student${id}`,
      firstName: null,
      middleName: null,
      lastName: null,
      dariName: null,
      displayName: null,
      gender: null,
      dateOfBirth: null,
      birthDate: null,
      phone: null,
      email: null,
      tazkiraNo: null,
      status,
      avatar: null,
      bio: null,
      timezone: null,
      locale: null,
      metadata: null,
      ...user,
    },
    parent: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
  };
}

/** GET /students: one page of students. */
export function studentPageAnswer(students: Student[]): StubAnswer {
  return ok(students, { meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: students.length, limit: 500 } } });
}
