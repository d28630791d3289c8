/**
 * The attendance reads on crafted marks whose every figure is known: /stats, /summary,
 * /class-summary, /analytics, /monthly-matrix and /export (parsed back). A deleted mark and
 * another school's mark never count; another school's class or student is 404.
 *
 * The marks (class Grade 4 A: Amina, Bilal, Zahra; Grade 5 B: Karim):
 *   Sat 2026-10-03  Amina PRESENT  Bilal ABSENT   Zahra LATE     Karim PRESENT
 *   Sun 2026-10-04  Amina PRESENT  Bilal ABSENT   Zahra PRESENT  Karim EXCUSED
 *   Mon 2026-10-05  Amina PRESENT  Bilal PRESENT  Zahra ABSENT   (Karim's ABSENT deleted)
 *   2026-09-29 Karim PRESENT, marked in Grade 4 A before he moved to Grade 5 B.
 * October: 11 marks, 6 PRESENT, 3 ABSENT, 1 LATE, 1 EXCUSED: rate (PRESENT + LATE) 7/11 = 63.6 -> 64.
 * No mark falls on a Friday or a holiday, so every mark counts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_EXPORT_HEADERS, ATTENDANCE_MESSAGES, MAX_EXPORT_ROWS, type AttendanceAnalytics, type AttendanceStatsAnswer, type AttendanceSummary, type ClassSummary, type MonthlyMatrix } from '@/contract/attendance';
import { attendance } from '../../db/schema';
import { CSV_BOM } from '../../lib/csv';
import { exportTooLargeMessage } from '../../lib/export-cap';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createAttendanceSchool, type AttendanceSchool } from './attendance-test-fixtures';
import { csvRows } from '../../test-support/csv-rows';

let t: TestApp;
let s: AttendanceSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await createAttendanceSchool(t, 'rep');
  const mark = (studentId: number, classId: number, date: string, status: 'PRESENT' | 'ABSENT' | 'LATE' | 'EXCUSED', extra: Partial<typeof attendance.$inferInsert> = {}) => ({
    schoolId: s.schoolId,
    studentId,
    classId,
    date,
    status,
    ...extra,
  });
  await t.database.db.insert(attendance).values([
    mark(s.amina, s.classA, '2026-10-03', 'PRESENT', { inTime: '07:50', outTime: '12:30' }),
    mark(s.bilal, s.classA, '2026-10-03', 'ABSENT', { remarks: 'fever, stayed home' }),
    mark(s.zahra, s.classA, '2026-10-03', 'LATE', { inTime: '08:40' }),
    mark(s.karim, s.classB, '2026-10-03', 'PRESENT'),
    mark(s.amina, s.classA, '2026-10-04', 'PRESENT'),
    mark(s.bilal, s.classA, '2026-10-04', 'ABSENT'),
    mark(s.zahra, s.classA, '2026-10-04', 'PRESENT'),
    mark(s.karim, s.classB, '2026-10-04', 'EXCUSED'),
    mark(s.amina, s.classA, '2026-10-05', 'PRESENT'),
    mark(s.bilal, s.classA, '2026-10-05', 'PRESENT'),
    mark(s.zahra, s.classA, '2026-10-05', 'ABSENT', { remarks: '=HYPERLINK("x")' }),
    mark(s.karim, s.classB, '2026-10-05', 'ABSENT', { deletedAt: new Date() }),
    mark(s.karim, s.classA, '2026-09-29', 'PRESENT'),
    { schoolId: s.other.schoolId, studentId: s.other.studentId, classId: s.other.classId, date: '2026-10-03', status: 'ABSENT' as const },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string, as: TestLogin = s.staff) => {
  const response = await callApi(t.app, as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const status = async (url: string, as: TestLogin = s.staff) => (await callApi(t.app, as, { method: 'GET', url })).statusCode;
const counts = (present: number, absent: number, late: number, excused: number, rate: number) => ({ present, absent, late, excused, marks: present + absent + late + excused, rate });
const october = 'from=2026-10-01&to=2026-10-31';
/** Each class's name as the answers carry it flat, with its Dari and Pashto forms (the fixture's local names). */
const names = () => ({
  a: { className: 'Grade 4 A', classDariName: 'صنف ۴ الف', classPashtoName: 'ټولګی ۴ الف' },
  b: { className: 'Grade 5 B', classDariName: 'صنف ۵ ب', classPashtoName: null },
  c: { className: 'Grade 6 C', classDariName: null, classPashtoName: null },
});

describe('GET /attendances/stats', () => {
  it('counts by status with the rate; filters narrow it', async () => {
    expect(await get<AttendanceStatsAnswer>(`/attendances/stats?${october}`)).toEqual({ from: '2026-10-01', to: '2026-10-31', ...counts(6, 3, 1, 1, 64) });
    expect(await get<AttendanceStatsAnswer>('/attendances/stats')).toMatchObject(counts(7, 3, 1, 1, 67));
    expect(await get<AttendanceStatsAnswer>(`/attendances/stats?${october}&classId=${s.classB}`)).toMatchObject(counts(1, 0, 0, 1, 50));
    expect(await get<AttendanceStatsAnswer>(`/attendances/stats?studentId=${s.bilal}`)).toMatchObject(counts(1, 2, 0, 0, 33));
    expect(await get<AttendanceStatsAnswer>(`/attendances/stats?classId=${s.classC}`)).toMatchObject(counts(0, 0, 0, 0, 0));
  });

  it("is 404 for another school's class or student, 400 for a bad range", async () => {
    expect(await status(`/attendances/stats?classId=${s.other.classId}`)).toBe(404);
    expect(await status(`/attendances/stats?studentId=${s.other.studentId}`)).toBe(404);
    expect(await status('/attendances/stats?from=2026-10-31&to=2026-10-01')).toBe(400);
  });
});

describe('GET /attendances/summary', () => {
  it('gives each day with marks, from the day counters', async () => {
    const summary = await get<AttendanceSummary>(`/attendances/summary?${october}`);
    expect(summary).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      days: [
        { date: '2026-10-03', ...counts(2, 1, 1, 0, 75) },
        { date: '2026-10-04', ...counts(2, 1, 0, 1, 50) },
        { date: '2026-10-05', ...counts(2, 1, 0, 0, 67) },
      ],
      totals: counts(6, 3, 1, 1, 64),
    });
    const classB = await get<AttendanceSummary>(`/attendances/summary?${october}&classId=${s.classB}`);
    expect(classB.days.map((day) => [day.date, day.marks])).toEqual([
      ['2026-10-03', 1],
      ['2026-10-04', 1],
    ]);
  });

  it('covers the last 30 days by default and refuses more than 366 days', async () => {
    const summary = await get<AttendanceSummary>('/attendances/summary?to=2026-10-30');
    expect([summary.from, summary.to]).toEqual(['2026-10-01', '2026-10-30']);
    const tooLong = await callApi(t.app, s.staff, { method: 'GET', url: '/attendances/summary?from=2025-01-01&to=2026-10-31' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(ATTENDANCE_MESSAGES.rangeTooLong);
    expect(await status(`/attendances/summary?classId=${s.other.classId}`)).toBe(404);
  });
});

describe('GET /attendances/class-summary', () => {
  it('lists every class for a day, naming those whose register was not taken, with the local names', async () => {
    const { a, b, c } = names();
    const summary = await get<ClassSummary>('/attendances/class-summary?date=2026-10-05');
    expect(summary).toEqual({
      from: '2026-10-05',
      to: '2026-10-05',
      classes: [
        { classId: s.classA, ...a, students: 3, marked: true, ...counts(2, 1, 0, 0, 67) },
        { classId: s.classB, ...b, students: 1, marked: false, ...counts(0, 0, 0, 0, 0) },
        { classId: s.classC, ...c, students: 0, marked: false, ...counts(0, 0, 0, 0, 0) },
      ],
      notMarked: [
        { classId: s.classB, ...b },
        { classId: s.classC, ...c },
      ],
      schoolDays: 1,
      nonSchoolDays: [],
      totals: counts(2, 1, 0, 0, 67),
    });
  });

  it('sums a range per class', async () => {
    const summary = await get<ClassSummary>(`/attendances/class-summary?${october}`);
    expect(summary.classes.map((row) => [row.className, row.marks, row.rate, row.marked])).toEqual([
      ['Grade 4 A', 9, 67, true],
      ['Grade 5 B', 2, 50, true],
      ['Grade 6 C', 0, 0, false],
    ]);
    expect(summary.totals).toEqual(counts(6, 3, 1, 1, 64));
    // October 2026 has five Fridays (the weekend), none of them a school day.
    expect(summary.schoolDays).toBe(26);
  });
});

describe('GET /attendances/analytics', () => {
  it('gives the trend, the classes, the weekdays (Saturday first) and the top absentees, with the local names', async () => {
    const { a, b } = names();
    const analytics = await get<AttendanceAnalytics>(`/attendances/analytics?${october}`);
    expect(analytics.totals).toEqual(counts(6, 3, 1, 1, 64));
    expect(analytics.trend.map((day) => [day.date, day.rate])).toEqual([
      ['2026-10-03', 75],
      ['2026-10-04', 50],
      ['2026-10-05', 67],
    ]);
    expect(analytics.byClass).toEqual([
      { classId: s.classA, ...a, ...counts(5, 3, 1, 0, 67) },
      { classId: s.classB, ...b, ...counts(1, 0, 0, 1, 50) },
    ]);
    expect(analytics.byWeekday).toEqual([
      { weekday: 6, ...counts(2, 1, 1, 0, 75) },
      { weekday: 0, ...counts(2, 1, 0, 1, 50) },
      { weekday: 1, ...counts(2, 1, 0, 0, 67) },
    ]);
    expect(analytics.topAbsentees).toEqual([
      { studentId: s.bilal, studentName: 'Bilal Test', admissionNo: `ADM-${s.schoolId}-Bilal`, ...a, absences: 2, marks: 3 },
      { studentId: s.zahra, studentName: 'Zahra Test', admissionNo: `ADM-${s.schoolId}-Zahra`, ...a, absences: 1, marks: 3 },
    ]);
    const classB = await get<AttendanceAnalytics>(`/attendances/analytics?${october}&classId=${s.classB}`);
    expect(classB.topAbsentees).toEqual([]);
    expect(classB.totals).toEqual(counts(1, 0, 0, 1, 50));
  });
});

describe('GET /attendances/monthly-matrix', () => {
  it("gives the class's students by roll number, each day's status, and the totals", async () => {
    const matrix = await get<MonthlyMatrix>(`/attendances/monthly-matrix?classId=${s.classA}&month=10&year=2026`);
    expect(matrix).toMatchObject({ classId: s.classA, ...names().a, month: 10, year: 2026 });
    expect(matrix.days).toHaveLength(31);
    expect([matrix.days[0], matrix.days[30]]).toEqual(['2026-10-01', '2026-10-31']);
    const rows = matrix.students.map((row) => [row.studentName, row.rollNo, row.cells.slice(2, 5), row.totals]);
    expect(rows).toEqual([
      ['Amina Test', '1', ['PRESENT', 'PRESENT', 'PRESENT'], counts(3, 0, 0, 0, 100)],
      ['Bilal Test', '2', ['ABSENT', 'ABSENT', 'PRESENT'], counts(1, 2, 0, 0, 33)],
      ['Zahra Test', '3', ['LATE', 'PRESENT', 'ABSENT'], counts(1, 1, 1, 0, 67)],
    ]);
    for (const row of matrix.students) {
      expect(row.cells).toHaveLength(31);
      expect(row.cells.filter((cell) => cell !== null)).toHaveLength(3);
    }
    expect(matrix.dayTotals[2]).toEqual({ date: '2026-10-03', ...counts(1, 1, 1, 0, 67) });
    expect(matrix.dayTotals[0]).toEqual({ date: '2026-10-01', ...counts(0, 0, 0, 0, 0) });
    expect(matrix.totals).toEqual(counts(5, 3, 1, 0, 67));
  });

  it('keeps a student who has moved on in the months he was marked in the class', async () => {
    const september = await get<MonthlyMatrix>(`/attendances/monthly-matrix?classId=${s.classA}&month=9&year=2026`);
    expect(september.days).toHaveLength(30);
    expect(september.students.map((row) => row.studentName)).toEqual(['Amina Test', 'Karim Test', 'Bilal Test', 'Zahra Test']);
    expect(september.students[1].cells[28]).toBe('PRESENT');
    expect(september.totals).toEqual(counts(1, 0, 0, 0, 100));
    const classB = await get<MonthlyMatrix>(`/attendances/monthly-matrix?classId=${s.classB}&month=10&year=2026`);
    // The deleted ABSENT of 10-05 is not shown.
    expect(classB.students.map((row) => row.cells.slice(2, 5))).toEqual([['PRESENT', 'EXCUSED', null]]);
  });

  it("refuses another school's class (404) and a bad month (400)", async () => {
    expect(await status(`/attendances/monthly-matrix?classId=${s.other.classId}&month=10&year=2026`)).toBe(404);
    expect(await status(`/attendances/monthly-matrix?classId=${s.classA}&month=13&year=2026`)).toBe(400);
    expect(await status(`/attendances/monthly-matrix?month=10&year=2026`)).toBe(400);
  });
});


describe('GET /attendances/export', () => {
  it('sends the register as a CSV attachment that parses back to the marks', async () => {
    const response = await callApi(t.app, s.staff, { method: 'GET', url: `/attendances/export?${october}&classId=${s.classA}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="attendance-2026-10-01-to-2026-10-31.csv"');
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = csvRows(response.body.slice(CSV_BOM.length));
    expect(header).toEqual([...ATTENDANCE_EXPORT_HEADERS]);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual(['2026-10-03', `ADM-${s.schoolId}-Amina`, '1', 'Amina Test', 'Grade 4 A', 'PRESENT', '07:50', '12:30', '']);
    expect(rows[1]).toEqual(['2026-10-03', `ADM-${s.schoolId}-Bilal`, '2', 'Bilal Test', 'Grade 4 A', 'ABSENT', '', '', 'fever, stayed home']);
    // A formula is defused with an apostrophe.
    expect(rows[8]).toEqual(['2026-10-05', `ADM-${s.schoolId}-Zahra`, '3', 'Zahra Test', 'Grade 4 A', 'ABSENT', '', '', `'=HYPERLINK("x")`]);

    const absent = await callApi(t.app, s.staff, { method: 'GET', url: `/attendances/export?${october}&status=ABSENT` });
    expect(csvRows(absent.body.slice(CSV_BOM.length)).slice(1).map((row) => row[3])).toEqual(['Bilal Test', 'Bilal Test', 'Zahra Test']);
  });

  it('refuses more than the row cap with 400, and other schools’ classes with 404', async () => {
    const db = t.database.db;
    const bigSchool = await createSchool(t, 'Big Attendance School');
    const clerk = await createUserIn(t, bigSchool, 'rep-big-clerk', { role: 'STAFF' });
    // 55 students marked every day of 366 days: 20 130 marks, past the cap of 20 000.
    await db.execute(sql`
      with made as (
        insert into users (school_id, username, password_hash, first_name, role)
        select ${bigSchool}, 'big-' || n, 'x', 'Big ' || n, 'STUDENT' from generate_series(1, 55) as n
        returning id, first_name
      ), enrolled as (
        insert into students (school_id, user_id, admission_no)
        select ${bigSchool}, id, 'BIG-' || first_name from made
        returning id
      )
      insert into attendance (school_id, student_id, date, status)
      select ${bigSchool}, enrolled.id, day::date, 'PRESENT'
      from enrolled cross join generate_series(date '2025-10-01', date '2026-10-01', interval '1 day') as day`);
    const response = await callApi(t.app, clerk, { method: 'GET', url: '/attendances/export?from=2025-10-01&to=2026-10-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(exportTooLargeMessage(20_130, MAX_EXPORT_ROWS));
    expect(response.json().message).toBe('This export would hold 20,130 rows; at most 20,000 fit in one. Narrow the filters (for example a shorter date range) and try again.');
    // 357 days: 19 635 marks, within the cap.
    expect(await status('/attendances/export?from=2025-10-10&to=2026-10-01', clerk)).toBe(200);
    expect(await status(`/attendances/export?classId=${s.other.classId}`)).toBe(404);
  });
});
