/**
 * /attendances CRUD on the real database: a mark defaults to today and the student's class, a
 * second mark for the same day is 409, edits keep times in order, a delete is soft, bad input
 * changes nothing, other schools' ids are 404, roles without the permission are 403, and a
 * replayed X-Request-ID writes once.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES, duplicateMarkMessage, type AttendanceMark } from '@/contract/attendance';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { attendance } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { callApi, type ApiCall } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { openEveryDay } from '../../test-support/school-calendar';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createAttendanceSchool, type AttendanceSchool } from './attendance-test-fixtures';

let t: TestApp;
let s: AttendanceSchool;
let otherMarkId: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await createAttendanceSchool(t, 'crud');
  // Open every day, so a mark "for today" or on a Friday needs no override (the school-day rule
  // has its own test: school-days-and-rates.test.ts).
  await openEveryDay(t, s.schoolId);
  const [other] = await t.database.db
    .insert(attendance)
    .values({ schoolId: s.other.schoolId, studentId: s.other.studentId, classId: s.other.classId, date: '2026-11-02', status: 'ABSENT' })
    .returning();
  otherMarkId = other.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const liveMarks = async (studentId: number) =>
  (await t.database.db.select({ n: count() }).from(attendance).where(and(eq(attendance.studentId, studentId), isNull(attendance.deletedAt))))[0].n;
const create = async (payload: Record<string, unknown>, as: TestLogin = s.teacher) => {
  const response = await call(as, { method: 'POST', url: '/attendances', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as AttendanceMark;
};

describe('POST /attendances', () => {
  it("marks today by default, in the student's class, created by the user", async () => {
    const mark = await create({ studentId: s.amina, status: 'PRESENT', inTime: '07:55', remarks: '  on time ' });
    expect(mark).toMatchObject({
      studentId: s.amina,
      studentName: 'Amina Test',
      classId: s.classA,
      className: 'Grade 4 A',
      classDariName: 'صنف ۴ الف',
      classPashtoName: 'ټولګی ۴ الف',
      date: kabulDay(),
      status: 'PRESENT',
      inTime: '07:55',
      outTime: null,
      remarks: 'on time',
      createdBy: s.teacher.user.id,
    });
  });

  it('refuses a second mark for the same student and day with 409, leaving the first', async () => {
    await create({ studentId: s.bilal, date: '2026-11-01', status: 'LATE' });
    const again = await call(s.staff, { method: 'POST', url: '/attendances', payload: { studentId: s.bilal, date: '2026-11-01', status: 'PRESENT' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(duplicateMarkMessage('2026-11-01'));
    const [row] = await t.database.db.select().from(attendance).where(and(eq(attendance.studentId, s.bilal), eq(attendance.date, '2026-11-01')));
    expect(row.status).toBe('LATE');
  });

  it('answers 400 with a clear message for bad input and writes nothing', async () => {
    const before = await liveMarks(s.zahra);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ studentId: s.zahra, status: 'HERE' }, 'status', ATTENDANCE_MESSAGES.status],
      [{ studentId: s.zahra, status: 'PRESENT', date: '2026-02-30' }, 'date', ATTENDANCE_MESSAGES.dateFormat],
      [{ studentId: s.zahra, status: 'PRESENT', date: '2026-11-02', inTime: '7:5' }, 'inTime', ATTENDANCE_MESSAGES.timeFormat],
      [{ studentId: s.zahra, status: 'PRESENT', date: '2026-11-02', inTime: '24:00' }, 'inTime', ATTENDANCE_MESSAGES.timeFormat],
      [{ studentId: s.zahra, status: 'PRESENT', date: '2026-11-02', inTime: '09:00', outTime: '08:00' }, 'outTime', ATTENDANCE_MESSAGES.outBeforeIn],
      [{ studentId: s.zahra, status: 'PRESENT', date: '2026-11-02', remarks: 'x'.repeat(256) }, 'remarks', ATTENDANCE_MESSAGES.remarksTooLong],
      [{ status: 'PRESENT' }, 'studentId', ATTENDANCE_MESSAGES.studentId],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(s.teacher, { method: 'POST', url: '/attendances', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    const future = await call(s.teacher, { method: 'POST', url: '/attendances', payload: { studentId: s.zahra, status: 'PRESENT', date: '2099-01-01' } });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(ATTENDANCE_MESSAGES.futureDate);
    expect(await liveMarks(s.zahra)).toBe(before);
  });

  it("answers 404 for another school's student", async () => {
    const response = await call(s.teacher, { method: 'POST', url: '/attendances', payload: { studentId: s.other.studentId, status: 'PRESENT', date: '2026-11-03' } });
    expect(response.statusCode).toBe(404);
    expect(await liveMarks(s.other.studentId)).toBe(1);
  });
});

describe('GET /attendances', () => {
  it('lists newest first with filters and pages, never another school', async () => {
    await create({ studentId: s.karim, date: '2026-10-05', status: 'ABSENT' });
    await create({ studentId: s.karim, date: '2026-10-06', status: 'EXCUSED' });
    await create({ studentId: s.karim, date: '2026-10-07', status: 'PRESENT' });
    const list = async (query: string) => {
      const response = await call(s.staff, { method: 'GET', url: `/attendances?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: AttendanceMark[]; meta: { pagination: { totalCount: number; totalPages: number } } };
    };
    const karims = await list(`studentId=${s.karim}`);
    expect(karims.data.map((mark) => mark.date)).toEqual(['2026-10-07', '2026-10-06', '2026-10-05']);
    const paged = await list(`studentId=${s.karim}&limit=2&page=2`);
    expect(paged.data.map((mark) => mark.date)).toEqual(['2026-10-05']);
    expect(paged.meta.pagination).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect((await list(`classId=${s.classB}&status=EXCUSED`)).data.map((mark) => mark.date)).toEqual(['2026-10-06']);
    expect((await list('date=2026-10-05')).data.map((mark) => mark.studentId)).toEqual([s.karim]);
    expect((await list('from=2026-10-06&to=2026-10-31')).meta.pagination.totalCount).toBe(2);
    const all = await list('limit=500');
    expect(all.data.some((mark) => mark.id === otherMarkId)).toBe(false);

    expect((await call(s.staff, { method: 'GET', url: `/attendances?studentId=${s.other.studentId}` })).statusCode).toBe(404);
    expect((await call(s.staff, { method: 'GET', url: '/attendances?from=2026-10-07&to=2026-10-01' })).statusCode).toBe(400);
  });

  it("reads one mark; another school's is 404", async () => {
    const mark = await create({ studentId: s.zahra, date: '2026-10-08', status: 'PRESENT' });
    const got = await call(s.staff, { method: 'GET', url: `/attendances/${mark.id}` });
    expect(got.json().data).toEqual(mark);
    expect((await call(s.staff, { method: 'GET', url: `/attendances/${otherMarkId}` })).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /attendances/{id}', () => {
  it('edits status, times and remarks; keeps what is left out; clears with null', async () => {
    const mark = await create({ studentId: s.zahra, date: '2026-10-09', status: 'PRESENT', inTime: '08:00', remarks: 'note' });
    const put = async (payload: Record<string, unknown>) => call(s.teacher, { method: 'PUT', url: `/attendances/${mark.id}`, payload });
    const edited = await put({ status: 'LATE', outTime: '13:30' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'LATE', inTime: '08:00', outTime: '13:30', remarks: 'note' });
    const cleared = await put({ remarks: null, inTime: '' });
    expect(cleared.json().data).toMatchObject({ status: 'LATE', inTime: null, outTime: '13:30', remarks: null });

    const outBeforeIn = await put({ inTime: '14:00' });
    expect(outBeforeIn.statusCode).toBe(400);
    expect(outBeforeIn.json().message).toBe(ATTENDANCE_MESSAGES.outBeforeIn);
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ status: 'GONE' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.id, mark.id));
    expect(row).toMatchObject({ status: 'LATE', inTime: null, outTime: '13:30:00' });

    expect((await call(s.teacher, { method: 'PUT', url: `/attendances/${otherMarkId}`, payload: { status: 'PRESENT' } })).statusCode).toBe(404);
  });

  it('an edit made from an older version of the mark (If-Match) applies nothing and answers 412 with the mark as it is now', async () => {
    const mark = await create({ studentId: s.zahra, date: '2026-10-12', status: 'PRESENT' });
    const put = (payload: Record<string, unknown>, version: string) =>
      t.app.inject({ method: 'PUT', url: `/api/attendances/${mark.id}`, headers: { ...s.teacher.headers, 'if-match': versionTag(version) }, payload });
    const first = await put({ status: 'LATE' }, mark.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await put({ status: 'ABSENT', override: true }, mark.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ message: RECORD_VERSION_MESSAGES.changedSince, current: { id: mark.id, status: 'LATE', updatedAt: first.json().data.updatedAt } });
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.id, mark.id));
    expect(row.status).toBe('LATE');
  });

  it('soft deletes: the mark is gone from reads, kept in the table, and the day can be marked again', async () => {
    const mark = await create({ studentId: s.amina, date: '2026-10-10', status: 'ABSENT' });
    const deleted = await call(s.head, { method: 'DELETE', url: `/attendances/${mark.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(s.head, { method: 'GET', url: `/attendances/${mark.id}` })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.id, mark.id));
    expect(row.deletedAt).not.toBeNull();
    await create({ studentId: s.amina, date: '2026-10-10', status: 'PRESENT' });
    expect((await call(s.head, { method: 'DELETE', url: `/attendances/${mark.id}` })).statusCode).toBe(404);
    expect((await call(s.head, { method: 'DELETE', url: `/attendances/${otherMarkId}` })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses PARENT and ACCOUNTANT every call, STAFF edits, TEACHER deletes (403)', async () => {
    const mark = await create({ studentId: s.bilal, date: '2026-10-12', status: 'PRESENT' });
    for (const who of [s.parent, s.accountant]) {
      expect((await call(who, { method: 'GET', url: '/attendances' })).statusCode).toBe(403);
      expect((await call(who, { method: 'GET', url: `/attendances/${mark.id}` })).statusCode).toBe(403);
      expect((await call(who, { method: 'POST', url: '/attendances', payload: { studentId: s.bilal, status: 'PRESENT', date: '2026-10-13' } })).statusCode).toBe(403);
      expect((await call(who, { method: 'GET', url: '/attendances/stats' })).statusCode).toBe(403);
      expect((await call(who, { method: 'GET', url: '/attendances/export' })).statusCode).toBe(403);
    }
    expect((await call(s.staff, { method: 'PUT', url: `/attendances/${mark.id}`, payload: { status: 'LATE' } })).statusCode).toBe(403);
    expect((await call(s.teacher, { method: 'DELETE', url: `/attendances/${mark.id}` })).statusCode).toBe(403);
    expect(await liveMarks(s.bilal)).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.id, mark.id));
    expect(row).toMatchObject({ status: 'PRESENT', deletedAt: null });
  });
});

describe('idempotency', () => {
  it('a replay with the same X-Request-ID gets the first answer and writes once', async () => {
    const request = { method: 'POST' as const, url: '/api/attendances', payload: { studentId: s.zahra, date: '2026-10-14', status: 'PRESENT' } };
    const headers = { ...s.teacher.headers, 'x-request-id': 'att-crud-replay-1' };
    const first = await t.app.inject({ ...request, headers });
    const replay = await t.app.inject({ ...request, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(attendance).where(and(eq(attendance.studentId, s.zahra), eq(attendance.date, '2026-10-14')));
    expect(rows).toHaveLength(1);
  });
});
