/** Test data for the attendance reports: matrix, class summary and analytics answers as the API gives them. */
import {
  type AttendanceAnalytics,
  type AttendanceCounts,
  type AttendanceStatus,
  type ClassSummary,
  type MonthlyMatrix,
} from '@/contract/attendance';
import type { SchoolClass } from '@/contract/classes';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

/** What the office may read on the Attendance screen. */
export const ATTENDANCE_READER = ['attendance:read'];

const schoolClass = (id: number, name: string, code: string): SchoolClass => ({
  id,
  name,
  dariName: null,
  pashtoName: null,
  code,
  schoolId: 1,
  grade: null,
  section: null,
  room: null,
  capacity: null,
  academicYear: null,
  classTeacherId: null,
  classTeacher: null,
  studentCount: 0,
  updatedAt: '2026-11-01T08:00:00.000Z',
});

export const CLASSES: SchoolClass[] = [schoolClass(3, 'Grade 7', '7A'), schoolClass(4, 'Grade 8', '8A')];

/** GET /classes: the class choice's page. */
export const classListAnswer = (): StubAnswer => ({
  body: {
    success: true,
    message: 'Classes retrieved successfully',
    data: CLASSES,
    meta: { pagination: { currentPage: 1, totalPages: 1, totalCount: CLASSES.length, limit: 500 } },
  },
});

export function counts(statuses: readonly (AttendanceStatus | null)[]): AttendanceCounts {
  const of = (status: AttendanceStatus) => statuses.filter((item) => item === status).length;
  const present = of('PRESENT');
  const marks = statuses.filter((item) => item !== null).length;
  const late = of('LATE');
  // As the server rates them (server/lib/figures/attendance-rate.ts): PRESENT and LATE over all marks.
  return { present, absent: of('ABSENT'), late, excused: of('EXCUSED'), marks, rate: marks > 0 ? Math.round(((present + late) * 100) / marks) : 0 };
}

const P = 'PRESENT';
const A = 'ABSENT';
const L = 'LATE';
const E = 'EXCUSED';

/**
 * Grade 7 in March 2026 (1 March is a Sunday, so the 6th is a Friday): Ahmad marked on the 1st
 * to 4th, Mariam on the 1st to 3rd; nobody after. The school's weekend is Friday (the default
 * week) unless `weekend` is given.
 */
export function makeMatrix(overrides: Partial<MonthlyMatrix> = {}): MonthlyMatrix {
  const days = Array.from({ length: 31 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`);
  const pad = (marks: (AttendanceStatus | null)[]) => [...marks, ...Array<null>(31 - marks.length).fill(null)];
  const rows = [
    { studentId: 11, studentName: 'Ahmad Karimi', admissionNo: 'ADM-11', rollNo: '1', cells: pad([P, P, A, L]) },
    { studentId: 12, studentName: 'Mariam Sadat', admissionNo: 'ADM-12', rollNo: '2', cells: pad([P, E, P]) },
  ];
  const students = rows.map((row) => ({ ...row, totals: counts(row.cells) }));
  const dayTotals = days.map((date, index) => ({ date, ...counts(students.map((student) => student.cells[index])) }));
  return {
    classId: 3,
    className: 'Grade 7',
    month: 3,
    year: 2026,
    days,
    weekend: days.map((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5),
    students,
    dayTotals,
    totals: counts(students.flatMap((student) => student.cells)),
    ...overrides,
  };
}

export function makeClassSummary(overrides: Partial<ClassSummary> = {}): ClassSummary {
  const grade7 = { ...counts([P, P, P, A, L]), classId: 3, className: 'Grade 7', students: 5, marked: true };
  const grade8 = { ...counts([]), classId: 4, className: 'Grade 8', students: 4, marked: false };
  return {
    from: '2026-03-03',
    to: '2026-03-03',
    classes: [grade7, grade8],
    notMarked: [{ classId: 4, className: 'Grade 8' }],
    schoolDays: 1,
    nonSchoolDays: [],
    totals: counts([P, P, P, A, L]),
    ...overrides,
  };
}

export function makeAnalytics(overrides: Partial<AttendanceAnalytics> = {}): AttendanceAnalytics {
  const day1 = { date: '2026-03-01', ...counts([P, P, P, A]) };
  const day2 = { date: '2026-03-02', ...counts([P, L, E, A]) };
  return {
    from: '2026-02-02',
    to: '2026-03-03',
    totals: counts([P, P, P, A, P, L, E, A]),
    trend: [day1, day2],
    byClass: [],
    byWeekday: [],
    topAbsentees: [
      { studentId: 11, studentName: 'Ahmad Karimi', admissionNo: 'ADM-11', className: 'Grade 7', absences: 2, marks: 2 },
      { studentId: 14, studentName: 'Zahra Noori', admissionNo: 'ADM-14', className: null, absences: 1, marks: 6 },
    ],
    ...overrides,
  };
}

export const okAnswer = (data: unknown): StubAnswer => ({ body: { success: true, data } });
