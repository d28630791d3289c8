/**
 * One attendance rate over school days only, on the real database (issue 23): a register on a
 * Friday or a holiday is refused without `override: true` and taken with it; such a day is never
 * "not marked" in the Summary and no rate or count includes its marks; and every figure that two
 * screens show is the same number computed on the same data: the portal's dashboard card and its
 * Attendance tab, the student profile (stats), the student analytics and the portal's all-time
 * figure, the staff stats and the attendance report. The holiday calendar in Settings is validated.
 * Every other write of a mark (one mark, an edit, the gate's arrival and departure) keeps the same
 * rule as the register: the same 409 without `override: true`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES, type AttendanceStatsAnswer, type ClassSummary } from '@/contract/attendance';
import type { ParentDashboard } from '@/contract/parent-portal';
import { HOLIDAY_MESSAGES } from '@/contract/school-holidays';
import type { AttendanceStats } from '@/contract/student-portal-records';
import type { StudentRecordAnalytics, StudentStats } from '@/contract/student-records';
import { students } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createAttendanceSchool, type AttendanceSchool } from './attendance-test-fixtures';

let t: TestApp;
let s: AttendanceSchool;
let admin: TestLogin;

const today = kabulDay();
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
/** The latest day before today that is `dow` (0 Sunday … 6 Saturday). */
const lastBefore = (dow: number) => {
  let day = addDays(today, -1);
  while (weekday(day) !== dow) day = addDays(day, -1);
  return day;
};
const FRIDAY = lastBefore(5);
const HOLIDAY = lastBefore(2); // a Tuesday, made a holiday below
const SCHOOL_DAY_1 = lastBefore(0); // a Sunday
const SCHOOL_DAY_2 = lastBefore(1); // a Monday

beforeAll(async () => {
  t = await createTestApp();
  s = await createAttendanceSchool(t, 'sdr');
  admin = await createUserIn(t, s.schoolId, 'sdr-admin', { role: 'SCHOOL_ADMIN' });
  await t.database.db.update(students).set({ parentUserId: s.parent.user.id }).where(eq(students.id, s.amina));
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => callApi(t.app, as, { method, url, payload });
const get = async <T>(url: string, as: TestLogin = s.staff) => {
  const response = await call(as, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const register = (date: string, statuses: Record<number, string>, override?: boolean) =>
  call(s.staff, 'POST', '/attendances/bulk', {
    date,
    classId: s.classA,
    ...(override === undefined ? {} : { override }),
    records: Object.entries(statuses).map(([studentId, status]) => ({ studentId: Number(studentId), status })),
  });

describe('the holiday calendar in Settings', () => {
  it('refuses repeated dates, bad dates and nameless holidays, and keeps a valid calendar', async () => {
    const repeated = await call(admin, 'PUT', '/settings', { holidays: [{ date: HOLIDAY, name: 'A' }, { date: HOLIDAY, name: 'B' }] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain(HOLIDAY_MESSAGES.repeatedDate);
    const badDate = await call(admin, 'PUT', '/settings', { holidays: [{ date: '2026-02-30', name: 'Nope' }] });
    expect(badDate.statusCode).toBe(400);
    const nameless = await call(admin, 'PUT', '/settings', { holidays: [{ date: HOLIDAY, name: ' ' }] });
    expect(nameless.statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => ({ date: addDays('2030-01-01', index), name: `Day ${index}` }));
    expect((await call(admin, 'PUT', '/settings', { holidays: tooMany })).statusCode).toBe(400);

    const saved = await call(admin, 'PUT', '/settings', { holidays: [{ date: HOLIDAY, name: 'Test Day', nameFa: 'روز آزمایش' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get<{ holidays: unknown[] }>('/settings', admin)).holidays).toEqual([{ date: HOLIDAY, name: 'Test Day', nameFa: 'روز آزمایش' }]);
  });

  it('gives a school without saved settings Afghanistan\'s public holidays', async () => {
    const other = await get<{ holidays: { date: string }[] }>('/settings', await createUserIn(t, s.other.schoolId, 'sdr-other-admin', { role: 'SCHOOL_ADMIN' }));
    expect(other.holidays.map((holiday) => holiday.date)).toEqual(expect.arrayContaining(['2026-03-21', '2026-08-19']));
  });
});

describe('a register on a day that is not a school day', () => {
  it('is refused without override (409, a clear message) and taken with it', async () => {
    for (const day of [FRIDAY, HOLIDAY]) {
      const refused = await register(day, { [s.amina]: 'ABSENT' });
      expect(refused.statusCode, day).toBe(409);
      expect(refused.json().message).toBe(ATTENDANCE_MESSAGES.notSchoolDay);
      expect((await register(day, { [s.amina]: 'ABSENT' }, false)).statusCode).toBe(409);
      const taken = await register(day, { [s.amina]: 'ABSENT', [s.bilal]: 'ABSENT' }, true);
      expect(taken.statusCode, taken.body).toBe(200);
    }
    // A school day needs no override.
    expect((await register(SCHOOL_DAY_1, { [s.amina]: 'PRESENT', [s.bilal]: 'LATE', [s.zahra]: 'ABSENT' })).statusCode).toBe(200);
    expect((await register(SCHOOL_DAY_2, { [s.amina]: 'LATE', [s.bilal]: 'EXCUSED', [s.zahra]: 'PRESENT' })).statusCode).toBe(200);
  });
});

describe('school days in the Summary and the rates', () => {
  it('never lists a class as not marked on a Friday or a holiday, and does on a school day', async () => {
    const friday = await get<ClassSummary>(`/attendances/class-summary?date=${FRIDAY}`);
    expect(friday.notMarked).toEqual([]);
    expect(friday.schoolDays).toBe(0);
    expect(friday.nonSchoolDays).toEqual([{ date: FRIDAY, reason: 'WEEKEND', holiday: null }]);
    const holiday = await get<ClassSummary>(`/attendances/class-summary?date=${HOLIDAY}`);
    expect(holiday.notMarked).toEqual([]);
    expect(holiday.nonSchoolDays).toEqual([{ date: HOLIDAY, reason: 'HOLIDAY', holiday: { name: 'Test Day', nameFa: 'روز آزمایش' } }]);
    // The overridden marks are kept but not counted.
    expect(holiday.totals.marks).toBe(0);
    const schoolDay = await get<ClassSummary>(`/attendances/class-summary?date=${SCHOOL_DAY_1}`);
    expect(schoolDay.schoolDays).toBe(1);
    expect(schoolDay.notMarked.map((row) => row.className)).toEqual(['Grade 5 B', 'Grade 6 C']);
  });

  it('counts only school-day marks, every status, and attending = PRESENT + LATE', async () => {
    const range = `from=${addDays(today, -13)}&to=${today}`;
    const stats = await get<AttendanceStatsAnswer>(`/attendances/stats?${range}&classId=${s.classA}`);
    // 6 marks on the two school days; the 4 ABSENT marks of the Friday and the holiday are left out.
    expect(stats).toMatchObject({ present: 2, late: 2, excused: 1, absent: 1, marks: 6, rate: 67 });
    expect(stats.present + stats.absent + stats.late + stats.excused).toBe(stats.marks);
    const summary = await get<{ days: { date: string }[]; totals: AttendanceStatsAnswer }>(`/attendances/summary?${range}&classId=${s.classA}`);
    expect(summary.days.map((day) => day.date).sort()).toEqual([SCHOOL_DAY_1, SCHOOL_DAY_2].sort());
    expect(summary.totals).toEqual(expect.objectContaining({ marks: stats.marks, rate: stats.rate }));
  });
});

describe('every figure two screens show is the same number', () => {
  it('the portal dashboard and its Attendance tab (this month), with the period named', async () => {
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const dashboard = await get<ParentDashboard>('/parents/dashboard', s.parent);
    const tab = await get<AttendanceStats>(`/students/${s.amina}/attendance/stats?month=${month}&year=${year}`, s.parent);
    const card = dashboard.children.find((child) => child.id === s.amina)!;
    expect(card.attendance).toBe(tab.attendancePercentage);
    expect(card.attendancePeriod).toEqual(tab.period);
    expect(tab.period.name).toBe('THIS_MONTH');
    expect(dashboard.averageAttendance).toBe(card.attendance);
    expect(tab.present + tab.absent + tab.late + tab.excused).toBe(tab.total);
    // The tab's record list summary counts the same marks as its cards.
    const records = await get<{ summary: { total: number; rate: number } }>(`/students/${s.amina}/attendance?month=${month}&year=${year}`, s.parent);
    expect(records.summary).toMatchObject({ total: tab.total, rate: tab.attendancePercentage });
  });

  it('the student profile, the student analytics, the portal\'s all-time figure and the report', async () => {
    const profile = await get<StudentStats>(`/students/${s.amina}/stats`, admin);
    const analytics = await get<StudentRecordAnalytics>(`/students/${s.amina}/analytics?period=30D`, admin);
    const allTime = await get<AttendanceStats>(`/students/${s.amina}/attendance/stats`, admin);
    // Amina: PRESENT and LATE on the school days; ABSENT on the Friday and the holiday (not counted).
    expect(profile.attendanceRate).toBe(100);
    expect(profile.attendance).toMatchObject({ total: 2, present: 1, late: 1, absent: 0, excused: 0, rate: 100 });
    expect(analytics.attendance).toEqual(profile.attendance);
    expect(allTime).toMatchObject({ total: 2, attendancePercentage: profile.attendanceRate, period: { name: 'ALL_TIME' } });

    const report = await call(admin, 'POST', '/reports/generate', {
      type: 'ATTENDANCE',
      parameters: { startDate: addDays(today, -13), endDate: today, classId: s.classA },
    });
    expect(report.statusCode, report.body).toBe(201);
    const detail = (await get<{ columns: string[]; rows: unknown[][]; summary: Record<string, unknown> }>(`/reports/${report.json().data.id}`, admin));
    const rateAt = detail.columns.indexOf('Rate %');
    const admissionAt = detail.columns.indexOf('Admission No');
    const aminaRow = detail.rows.find((row) => row[admissionAt] === `ADM-${s.schoolId}-Amina`)!;
    expect(aminaRow[rateAt]).toBe(profile.attendanceRate);
    const staff = await get<AttendanceStatsAnswer>(`/attendances/stats?from=${addDays(today, -13)}&to=${today}&classId=${s.classA}`);
    expect(detail.summary).toMatchObject({ marks: staff.marks, attendanceRate: staff.rate });
  });
});

// Last, so its marks change no figure checked above.
describe('every other write of a mark on a day that is not a school day', () => {
  const expectRefused = (response: Awaited<ReturnType<typeof call>>, what: string) => {
    expect(response.statusCode, `${what}: ${response.body}`).toBe(409);
    expect(response.json().message, what).toBe(ATTENDANCE_MESSAGES.notSchoolDay);
  };
  const expectStatus = (response: Awaited<ReturnType<typeof call>>, status: number, what: string) => expect(response.statusCode, `${what}: ${response.body}`).toBe(status);

  it('one mark (POST) and its edit (PUT): refused on a Friday and a holiday without override, written with it; a delete needs none', async () => {
    for (const day of [FRIDAY, HOLIDAY]) {
      const mark = { studentId: s.karim, date: day, status: 'PRESENT' };
      expectRefused(await call(s.staff, 'POST', '/attendances', mark), `POST on ${day}`);
      expectRefused(await call(s.staff, 'POST', '/attendances', { ...mark, override: false }), `POST override false on ${day}`);
      const created = await call(s.staff, 'POST', '/attendances', { ...mark, override: true });
      expectStatus(created, 201, `POST override on ${day}`);
      const id = created.json().data.id as number;
      expectRefused(await call(admin, 'PUT', `/attendances/${id}`, { status: 'LATE' }), `PUT on ${day}`);
      // The override alone changes nothing.
      expectStatus(await call(admin, 'PUT', `/attendances/${id}`, { override: true }), 400, `PUT override only on ${day}`);
      const edited = await call(admin, 'PUT', `/attendances/${id}`, { status: 'LATE', override: true });
      expectStatus(edited, 200, `PUT override on ${day}`);
      expect(edited.json().data).toMatchObject({ date: day, status: 'LATE' });
      expectStatus(await call(s.head, 'DELETE', `/attendances/${id}`), 200, `DELETE on ${day}`);
    }
  });

  it('the gate (mark in, mark out): refused on a Friday and a holiday without override, recorded with it', async () => {
    for (const day of [FRIDAY, HOLIDAY]) {
      const press = { studentId: s.zahra, date: day };
      expectRefused(await call(s.staff, 'POST', '/attendances/mark-in-time', { ...press, time: '07:40' }), `mark in on ${day}`);
      // Refused for the day before "mark in first".
      expectRefused(await call(s.staff, 'POST', '/attendances/mark-out-time', { ...press, time: '12:00' }), `mark out on ${day}`);
      expectStatus(await call(s.staff, 'POST', '/attendances/mark-in-time', { ...press, time: '07:40', override: true }), 201, `mark in override on ${day}`);
      expectRefused(await call(s.staff, 'POST', '/attendances/mark-out-time', { ...press, time: '12:00' }), `mark out after mark in on ${day}`);
      const out = await call(s.staff, 'POST', '/attendances/mark-out-time', { ...press, time: '12:00', override: true });
      expectStatus(out, 200, `mark out override on ${day}`);
      expect(out.json().data).toMatchObject({ date: day, inTime: '07:40', outTime: '12:00' });
    }
    // A school without saved settings keeps Afghanistan's public holidays: Independence Day is one.
    const independenceDay = { studentId: s.other.studentId, date: '2026-08-19', time: '07:40' };
    expectRefused(await call(s.other.teacher, 'POST', '/attendances/mark-in-time', independenceDay), 'mark in on a seeded holiday');
    expectRefused(await call(s.other.teacher, 'POST', '/attendances', { studentId: s.other.studentId, date: '2026-08-19', status: 'PRESENT' }), 'POST on a seeded holiday');
    expectStatus(await call(s.other.teacher, 'POST', '/attendances/mark-in-time', { ...independenceDay, override: true }), 201, 'mark in override on a seeded holiday');
  });

  it('every write is taken on a school day without override', async () => {
    const created = await call(s.staff, 'POST', '/attendances', { studentId: s.karim, date: SCHOOL_DAY_1, status: 'ABSENT' });
    expectStatus(created, 201, 'POST on a school day');
    expectStatus(await call(admin, 'PUT', `/attendances/${created.json().data.id}`, { status: 'EXCUSED' }), 200, 'PUT on a school day');
    expectStatus(await call(s.staff, 'POST', '/attendances/mark-in-time', { studentId: s.karim, date: SCHOOL_DAY_2, time: '07:40' }), 201, 'mark in on a school day');
    expectStatus(await call(s.staff, 'POST', '/attendances/mark-out-time', { studentId: s.karim, date: SCHOOL_DAY_2, time: '12:00' }), 200, 'mark out on a school day');
  });
});
