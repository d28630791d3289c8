/**
 * The class register (/attendances/bulk) and the front desk's clock (/mark-in-time,
 * /mark-out-time) on the real database: upsert counts, all or nothing, the class check, the
 * in/out rules, and replays that write once.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absentCannotLeaveMessage,
  ATTENDANCE_MESSAGES,
  markInFirstMessage,
  otherClassStudentMessage,
  unknownStudentMessage,
  type AttendanceMark,
} from '@/contract/attendance';
import { attendance, attendanceDayCounts } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { kabulClock } from './attendance-clock';
import { openEveryDay } from '../../test-support/school-calendar';
import { createAttendanceSchool, type AttendanceSchool } from './attendance-test-fixtures';

let t: TestApp;
let s: AttendanceSchool;

beforeAll(async () => {
  t = await createTestApp();
  s = await createAttendanceSchool(t, 'reg');
  // Open every day, so the register "for today" needs no override on a Friday or a holiday
  // (the school-day rule has its own test: school-days-and-rates.test.ts).
  await openEveryDay(t, s.schoolId);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, as: TestLogin = s.staff) => callApi(t.app, as, { method: 'POST', url, payload });
const marksOn = (date: string) =>
  t.database.db
    .select({ studentId: attendance.studentId, status: attendance.status, inTime: attendance.inTime, remarks: attendance.remarks, classId: attendance.classId, createdBy: attendance.createdBy })
    .from(attendance)
    .where(and(eq(attendance.date, date), isNull(attendance.deletedAt), eq(attendance.schoolId, s.schoolId)))
    .orderBy(asc(attendance.studentId));

describe('POST /attendances/bulk', () => {
  it('creates a class register, then updates it: counts created and updated; left-out times and remarks are kept', async () => {
    const first = await post('/attendances/bulk', {
      date: '2026-11-10',
      classId: s.classA,
      records: [
        { studentId: s.amina, status: 'PRESENT', inTime: '07:50' },
        { studentId: s.bilal, status: 'ABSENT', remarks: 'sick' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: ATTENDANCE_MESSAGES.bulkSaved, data: { date: '2026-11-10', created: 2, updated: 0 } });

    const second = await post('/attendances/bulk', {
      date: '2026-11-10',
      classId: s.classA,
      records: [
        { studentId: s.amina, status: 'LATE' },
        { studentId: s.bilal, status: 'EXCUSED' },
        { studentId: s.zahra, status: 'PRESENT' },
      ],
    });
    expect(second.json().data).toEqual({ date: '2026-11-10', created: 1, updated: 2 });
    expect(await marksOn('2026-11-10')).toEqual([
      { studentId: s.amina, status: 'LATE', inTime: '07:50:00', remarks: null, classId: s.classA, createdBy: s.staff.user.id },
      { studentId: s.bilal, status: 'EXCUSED', inTime: null, remarks: 'sick', classId: s.classA, createdBy: s.staff.user.id },
      { studentId: s.zahra, status: 'PRESENT', inTime: null, remarks: null, classId: s.classA, createdBy: s.staff.user.id },
    ]);
    // The triggers' day counters follow the upsert.
    const [counts] = await t.database.db
      .select()
      .from(attendanceDayCounts)
      .where(and(eq(attendanceDayCounts.classId, s.classA), eq(attendanceDayCounts.date, '2026-11-10')));
    expect(counts).toMatchObject({ present: 1, absent: 0, late: 1, excused: 1, marks: 3 });
  });

  it("defaults to today and each student's class when no class is sent", async () => {
    const response = await post('/attendances/bulk', { records: [{ studentId: s.karim, status: 'PRESENT' }, { studentId: s.amina, status: 'PRESENT' }] });
    expect(response.json().data).toEqual({ date: kabulDay(), created: 2, updated: 0 });
    const marks = await marksOn(kabulDay());
    expect(marks.map((mark) => [mark.studentId, mark.classId])).toEqual([
      [s.amina, s.classA],
      [s.karim, s.classB],
    ].sort((a, b) => a[0] - b[0]));
  });

  it('writes nothing when one student is unknown or of another school, naming them', async () => {
    const response = await post('/attendances/bulk', {
      date: '2026-11-11',
      records: [
        { studentId: s.amina, status: 'PRESENT' },
        { studentId: s.other.studentId, status: 'PRESENT' },
        { studentId: 999_999, status: 'ABSENT' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(`${ATTENDANCE_MESSAGES.bulkUnknownStudents}: ${s.other.studentId}, 999999`);
    expect(body.errors).toEqual({ 'records.1.studentId': unknownStudentMessage(s.other.studentId), 'records.2.studentId': unknownStudentMessage(999_999) });
    expect(await marksOn('2026-11-11')).toEqual([]);
  });

  it('refuses students of another class than the register’s, and other bad registers, writing nothing', async () => {
    const wrongClass = await post('/attendances/bulk', { date: '2026-11-11', classId: s.classA, records: [{ studentId: s.amina, status: 'PRESENT' }, { studentId: s.karim, status: 'PRESENT' }] });
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().errors).toEqual({ 'records.1.studentId': otherClassStudentMessage(s.karim) });

    const tooMany = Array.from({ length: 501 }, (_, index) => ({ studentId: index + 1, status: 'PRESENT' }));
    const cases: [unknown, string][] = [
      [{ date: '2026-11-11', records: [] }, ATTENDANCE_MESSAGES.bulkEmpty],
      [{ date: '2026-11-11', records: tooMany }, ATTENDANCE_MESSAGES.bulkTooMany],
      [{ date: '2026-11-11', records: [{ studentId: s.amina, status: 'PRESENT' }, { studentId: s.amina, status: 'ABSENT' }] }, ATTENDANCE_MESSAGES.bulkRepeatedStudent],
      [{ date: '2026-11-11', records: [{ studentId: s.amina, status: 'present!' }] }, ATTENDANCE_MESSAGES.status],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/attendances/bulk', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().errors)).toContain(message);
    }
    expect((await post('/attendances/bulk', { date: '2026-11-11', classId: s.other.classId, records: [{ studentId: s.amina, status: 'PRESENT' }] })).statusCode).toBe(404);
    expect((await post('/attendances/bulk', { date: '2099-11-11', records: [{ studentId: s.amina, status: 'PRESENT' }] })).statusCode).toBe(400);
    expect(await marksOn('2026-11-11')).toEqual([]);
  });

  it('rolls the whole register back when an in time falls after a recorded out time', async () => {
    await post('/attendances', { studentId: s.zahra, date: '2026-11-12', status: 'PRESENT', inTime: '08:00', outTime: '12:00' });
    const response = await post('/attendances/bulk', {
      date: '2026-11-12',
      records: [
        { studentId: s.amina, status: 'PRESENT' },
        { studentId: s.zahra, status: 'PRESENT', inTime: '12:30' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'records.1.studentId': ATTENDANCE_MESSAGES.outBeforeIn });
    expect((await marksOn('2026-11-12')).map((mark) => [mark.studentId, mark.inTime])).toEqual([[s.zahra, '08:00:00']]);
  });

  it('a replayed register (same X-Request-ID) is saved once', async () => {
    const request = { method: 'POST' as const, url: '/api/attendances/bulk', payload: { date: '2026-11-14', records: [{ studentId: s.bilal, status: 'PRESENT' }] } };
    const headers = { ...s.staff.headers, 'x-request-id': 'att-bulk-replay-1' };
    const first = await t.app.inject({ ...request, headers });
    const replay = await t.app.inject({ ...request, headers });
    expect(first.json().data).toEqual({ date: '2026-11-14', created: 1, updated: 0 });
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(await marksOn('2026-11-14')).toHaveLength(1);
  });

  it('is refused to PARENT and ACCOUNTANT (403)', async () => {
    for (const who of [s.parent, s.accountant]) {
      expect((await post('/attendances/bulk', { date: '2026-11-15', records: [{ studentId: s.amina, status: 'PRESENT' }] }, who)).statusCode).toBe(403);
      expect((await post('/attendances/mark-in-time', { studentId: s.amina, date: '2026-11-15' }, who)).statusCode).toBe(403);
    }
    expect(await marksOn('2026-11-15')).toEqual([]);
  });
});

describe('mark in and out', () => {
  it('marking in creates a PRESENT mark (201) with the time, then marking out sets the out time', async () => {
    const markedIn = await post('/attendances/mark-in-time', { studentId: s.amina, date: '2026-11-16', time: '07:45' });
    expect(markedIn.statusCode, markedIn.body).toBe(201);
    expect(markedIn.json().data).toMatchObject({ status: 'PRESENT', inTime: '07:45', outTime: null, classId: s.classA, date: '2026-11-16' });

    const early = await post('/attendances/mark-out-time', { studentId: s.amina, date: '2026-11-16', time: '07:30' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(ATTENDANCE_MESSAGES.outBeforeIn);

    const out = await post('/attendances/mark-out-time', { studentId: s.amina, date: '2026-11-16', time: '13:05' });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ id: markedIn.json().data.id, inTime: '07:45', outTime: '13:05' });

    // Marking in again after the out time would put them out of order.
    expect((await post('/attendances/mark-in-time', { studentId: s.amina, date: '2026-11-16', time: '13:30' })).statusCode).toBe(400);
  });

  it('marking in sets the in time on the day’s mark (200); an ABSENT student who arrives becomes LATE', async () => {
    await post('/attendances/bulk', { date: '2026-11-17', records: [{ studentId: s.bilal, status: 'ABSENT' }, { studentId: s.zahra, status: 'EXCUSED' }] });
    const bilal = await post('/attendances/mark-in-time', { studentId: s.bilal, date: '2026-11-17', time: '09:40' });
    expect(bilal.statusCode).toBe(200);
    expect(bilal.json().data).toMatchObject({ status: 'LATE', inTime: '09:40' });
    const zahra = await post('/attendances/mark-in-time', { studentId: s.zahra, date: '2026-11-17', time: '10:00' });
    expect(zahra.json().data).toMatchObject({ status: 'EXCUSED', inTime: '10:00' });
    expect(await marksOn('2026-11-17')).toHaveLength(2);
  });

  it('marking out without a mark, or for an ABSENT student, is 409 (mark in first)', async () => {
    const none = await post('/attendances/mark-out-time', { studentId: s.karim, date: '2026-11-18', time: '12:00' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(markInFirstMessage('2026-11-18'));
    await post('/attendances', { studentId: s.karim, date: '2026-11-18', status: 'ABSENT' });
    const absent = await post('/attendances/mark-out-time', { studentId: s.karim, date: '2026-11-18', time: '12:00' });
    expect(absent.statusCode).toBe(409);
    expect(absent.json().message).toBe(absentCannotLeaveMessage('2026-11-18'));
  });

  it("defaults to today and now on the Kabul clock; another school's student is 404", async () => {
    const before = kabulClock(new Date());
    const response = await post('/attendances/mark-in-time', { studentId: s.zahra });
    const after = kabulClock(new Date());
    expect(response.statusCode, response.body).toBe(201);
    const mark = response.json().data as AttendanceMark;
    expect(mark.date).toBe(kabulDay());
    expect([before, after]).toContain(mark.inTime);
    expect((await post('/attendances/mark-in-time', { studentId: s.other.studentId, date: '2026-11-16' })).statusCode).toBe(404);
    expect((await post('/attendances/mark-in-time', { studentId: s.amina, time: '7:00' })).statusCode).toBe(400);
  });

  it('a replayed mark-in (same X-Request-ID) records once', async () => {
    const request = { method: 'POST' as const, url: '/api/attendances/mark-in-time', payload: { studentId: s.zahra, date: '2026-11-19', time: '08:10' } };
    const headers = { ...s.staff.headers, 'x-request-id': 'att-in-replay-1' };
    const first = await t.app.inject({ ...request, headers });
    const replay = await t.app.inject({ ...request, headers });
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await marksOn('2026-11-19')).toHaveLength(1);
  });
});

describe('kabulClock', () => {
  it('reads the Kabul clock (UTC+04:30)', () => {
    expect(kabulClock(new Date('2026-11-16T03:15:00Z'))).toBe('07:45');
    expect(kabulClock(new Date('2026-11-16T19:40:00Z'))).toBe('00:10');
  });
});
