/**
 * The school's settings as attendance obeys them, on the real database: the late-after time
 * decides the status of a front-gate arrival (both sides of the boundary), and the school week
 * marks the monthly matrix's weekend days and orders the analytics' weekdays. Each school's own
 * settings count, never another's.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceAnalytics, AttendanceMark, MonthlyMatrix } from '@/contract/attendance';
import { attendance } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { arrivalStatus } from './attendance-clock';
import { createAttendanceSchool, type AttendanceSchool } from './attendance-test-fixtures';

let t: TestApp;
let s: AttendanceSchool;
let admin: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  s = await createAttendanceSchool(t, 'set');
  admin = await createUserIn(t, s.schoolId, 'set-admin', { role: 'SCHOOL_ADMIN' });
});
afterAll(async () => {
  await t?.close();
});

const markIn = (studentId: number, date: string, time: string, as: TestLogin = s.staff) =>
  callApi(t.app, as, { method: 'POST', url: '/attendances/mark-in-time', payload: { studentId, date, time } });
const saveSettings = async (payload: object) => {
  const response = await callApi(t.app, admin, { method: 'PUT', url: '/settings', payload });
  expect(response.statusCode, response.body).toBe(200);
};
const get = async <T>(url: string) => {
  const response = await callApi(t.app, s.staff, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const storedStatus = async (studentId: number, date: string) =>
  (
    await t.database.db
      .select({ status: attendance.status })
      .from(attendance)
      .where(and(eq(attendance.studentId, studentId), eq(attendance.date, date), isNull(attendance.deletedAt)))
  )[0]?.status;

describe('arrivalStatus', () => {
  it('is PRESENT up to and at the late-after time, LATE after it', () => {
    expect(arrivalStatus('07:59', '08:00')).toBe('PRESENT');
    expect(arrivalStatus('08:00', '08:00')).toBe('PRESENT');
    expect(arrivalStatus('08:01', '08:00')).toBe('LATE');
    expect(arrivalStatus('08:01:00', '08:00')).toBe('LATE');
  });
});

describe('POST /attendances/mark-in-time and the late-after time', () => {
  it('with the default 08:00: an arrival at 08:00 is PRESENT, one at 08:01 is LATE', async () => {
    const onTime = await markIn(s.amina, '2026-11-02', '08:00');
    expect(onTime.statusCode, onTime.body).toBe(201);
    expect((onTime.json().data as AttendanceMark).status).toBe('PRESENT');
    const late = await markIn(s.bilal, '2026-11-02', '08:01');
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().data).toMatchObject({ status: 'LATE', inTime: '08:01' });
    expect(await storedStatus(s.bilal, '2026-11-02')).toBe('LATE');
  });

  it("follows the school's saved time, on both sides of it", async () => {
    await saveSettings({ lateAfter: '07:30' });
    expect((await markIn(s.amina, '2026-11-03', '07:30')).json().data.status).toBe('PRESENT');
    expect((await markIn(s.bilal, '2026-11-03', '07:31')).json().data.status).toBe('LATE');
    expect(await storedStatus(s.amina, '2026-11-03')).toBe('PRESENT');
    expect(await storedStatus(s.bilal, '2026-11-03')).toBe('LATE');
  });

  it('keeps a status someone chose; an ABSENT student who arrives gets the arrival status', async () => {
    // lateAfter is 07:30 (saved above).
    const register = await callApi(t.app, s.staff, {
      method: 'POST',
      url: '/attendances/bulk',
      payload: {
        date: '2026-11-04',
        records: [
          { studentId: s.amina, status: 'PRESENT' },
          { studentId: s.bilal, status: 'ABSENT' },
          { studentId: s.zahra, status: 'ABSENT' },
          { studentId: s.karim, status: 'EXCUSED' },
        ],
      },
    });
    expect(register.statusCode, register.body).toBe(200);
    const cases: Array<[number, string, string]> = [
      [s.amina, '09:00', 'PRESENT'],
      [s.bilal, '07:20', 'PRESENT'],
      [s.zahra, '07:45', 'LATE'],
      [s.karim, '09:00', 'EXCUSED'],
    ];
    for (const [studentId, time, expected] of cases) {
      const response = await markIn(studentId, '2026-11-04', time);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data, `${studentId} at ${time}`).toMatchObject({ status: expected, inTime: time });
    }
  });

  it("uses the student's own school's time, not another school's", async () => {
    // The other school keeps the default 08:00: 07:45 is on time there though it is late here.
    const there = await markIn(s.other.studentId, '2026-11-05', '07:45', s.other.teacher);
    expect(there.statusCode, there.body).toBe(201);
    expect(there.json().data.status).toBe('PRESENT');
    expect((await markIn(s.amina, '2026-11-05', '07:45')).json().data.status).toBe('LATE');
  });
});

describe("the school week in the attendance reports", () => {
  const octoberWeekend = (matrix: MonthlyMatrix) => matrix.days.filter((_, index) => matrix.weekend[index]).map((day) => Number(day.slice(8)));

  it('marks Fridays as the weekend by default, then the saved weekend days', async () => {
    const before = await get<MonthlyMatrix>(`/attendances/monthly-matrix?classId=${s.classA}&month=10&year=2026`);
    expect(before.weekend).toHaveLength(31);
    // October 2026: Fridays are the 2nd, 9th, 16th, 23rd and 30th.
    expect(octoberWeekend(before)).toEqual([2, 9, 16, 23, 30]);

    await saveSettings({ week: { firstDay: 'SUNDAY', weekendDays: ['FRIDAY', 'SATURDAY'] } });
    const after = await get<MonthlyMatrix>(`/attendances/monthly-matrix?classId=${s.classA}&month=10&year=2026`);
    expect(octoberWeekend(after)).toEqual([2, 3, 9, 10, 16, 17, 23, 24, 30, 31]);

    // Another school's matrix keeps its own (default) week.
    const otherMatrix = await callApi(t.app, s.other.teacher, { method: 'GET', url: `/attendances/monthly-matrix?classId=${s.other.classId}&month=10&year=2026` });
    expect(otherMatrix.statusCode, otherMatrix.body).toBe(200);
    expect(octoberWeekend(otherMatrix.json().data)).toEqual([2, 9, 16, 23, 30]);
  });

  it("orders the analytics' weekdays from the school's first day", async () => {
    await t.database.db.insert(attendance).values(
      ['2026-10-03', '2026-10-04', '2026-10-05'].map((date) => ({ schoolId: s.schoolId, studentId: s.amina, classId: s.classA, date, status: 'PRESENT' as const })),
    );
    const weekdays = async () => (await get<AttendanceAnalytics>('/attendances/analytics?from=2026-10-01&to=2026-10-31')).byWeekday.map((day) => day.weekday);
    // The week starts on Sunday now (saved above): Sunday 0, Monday 1; Saturday is a weekend day
    // now, so its marks are not counted (no figure counts a day that is not a school day).
    expect(await weekdays()).toEqual([0, 1]);
    await saveSettings({ week: { firstDay: 'SATURDAY', weekendDays: ['FRIDAY'] } });
    expect(await weekdays()).toEqual([6, 0, 1]);
  });
});
