import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERFORMANCE_MESSAGES, teacherPerformanceListSchema, type TeacherPerformanceList } from '@/contract/performance';
import { teacherPerformanceSchema } from '@/contract/teacher-analytics';
import { teachers } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { buildAnalyticsSchool, type AnalyticsFixture } from '../teachers/analytics/teacher-analytics-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let fx: AnalyticsFixture;
let viewer: TestLogin;
const today = kabulDay();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  const schoolId = await createSchool(t, 'Performance School');
  const teacherUser = await createUserIn(t, schoolId, 'perf.teacher');
  fx = await buildAnalyticsSchool(t, schoolId, teacherUser.user.id);
  viewer = await createUserIn(t, schoolId, 'perf.viewer', { role: 'STAFF', grants: ['teacher:read'] });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function list(as: TestLogin, query = ''): Promise<TeacherPerformanceList & { pagination: { totalCount: number; totalPages: number } }> {
  const response = await callApi(t.app, as, { method: 'GET', url: `/teachers/performance${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { ...teacherPerformanceListSchema.parse(body.data), pagination: body.meta.pagination };
}

describe('GET /teachers/performance', () => {
  it('answers figures, not "teacher not found": the static path is not read as an id', async () => {
    const response = await callApi(t.app, admin, { method: 'GET', url: '/teachers/performance' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(PERFORMANCE_MESSAGES.teachersFetched);
  });

  it('scores every demo teacher exactly as /teachers/{id}/performance does over its 90 days', async () => {
    const data = await list(admin, '?limit=100');
    expect(data).toMatchObject({ from: addDays(today, -89), to: today });
    expect(data.method).toContain('weighted mean');
    expect(data.teachers.length).toBeGreaterThanOrEqual(8);
    expect(data.teachers.every((row) => row.schoolId === 1)).toBe(true);
    for (const row of data.teachers) {
      const single = await callApi(t.app, admin, { method: 'GET', url: `/teachers/${row.teacherId}/performance` });
      const expected = teacherPerformanceSchema.parse(single.json().data);
      const parts = Object.fromEntries(expected.parts.map((part) => [part.key, part.value]));
      expect({ score: row.score, averageGrade: row.averageGrade, passRate: row.passRate, attendanceRate: row.attendanceRate, gradingTimeliness: row.gradingTimeliness, exams: row.exams }).toEqual({
        score: expected.score,
        ...parts,
        exams: expected.exams,
      });
    }
    // The seed grades every teacher's classes, so every demo teacher has a score, best first.
    const scores = data.teachers.map((row) => row.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data.teachers[0].rank).toBe(1);
  });

  it('gives the hand-checked figures of the fixture school, and only its teachers', async () => {
    const data = await list(viewer);
    expect(data.teachers.map((row) => row.schoolId)).toEqual([fx.schoolId, fx.schoolId, fx.schoolId]);
    const byId = new Map(data.teachers.map((row) => [row.teacherId, row]));
    // Six grades: 470 / 6 = 78.3; five pass at 60 %; 7 of 8 marks (88 %, whole percent); one of two exams graded in time (one pending).
    expect(byId.get(fx.teacher)).toMatchObject({
      employeeId: 'TA-1',
      name: 'Tahmina Teacher',
      score: 78.9,
      averageGrade: 78.3,
      passRate: 83.3,
      attendanceRate: 88,
      gradingTimeliness: 50,
      gradeCount: 6,
      markCount: 8,
      exams: { counted: 2, gradedOnTime: 1, pending: 1 },
    });
    // Trend: 60, 65, 70, 75 → 67.5, all pass; no marks, no exams: (0.4 × 67.5 + 0.3 × 100) / 0.7 = 81.4.
    expect(byId.get(fx.trend)).toMatchObject({ score: 81.4, averageGrade: 67.5, passRate: 100, attendanceRate: null, gradingTimeliness: null });
    // Other: one Dari grade of 30 %; class A's marks, 5 of 6 over the 90 days; the Dari exam ungraded and overdue.
    expect(byId.get(fx.other)).toMatchObject({ averageGrade: 30, passRate: 0, attendanceRate: 83, gradingTimeliness: 0, exams: { counted: 1, gradedOnTime: 0, pending: 0 } });
    expect(data.teachers.map((row) => [row.teacherId, row.rank])).toEqual([
      [fx.trend, 1],
      [fx.teacher, 2],
      [fx.other, 3],
    ]);
    // The means of the three teachers' figures, each over the teachers that have it.
    const other = byId.get(fx.other)!;
    expect(data.summary).toMatchObject({
      teachers: 3,
      scored: 3,
      averageScore: Math.round(((81.4 + 78.9 + (other.score ?? 0)) / 3) * 10) / 10,
      averageGrade: Math.round(((78.3 + 67.5 + 30) / 3) * 10) / 10,
      attendanceRate: Math.round(((88 + 83) / 2) * 10) / 10,
      gradingTimeliness: 25,
    });
  });

  it('narrows to the range asked for', async () => {
    // Only today: no grades or marks of the fixture fall on it; the exam of today is pending.
    const data = await list(viewer, `?from=${today}&to=${today}`);
    expect(data).toMatchObject({ from: today, to: today });
    const teacher = data.teachers.find((row) => row.teacherId === fx.teacher);
    expect(teacher).toMatchObject({ score: null, rank: null, gradeCount: 0, markCount: 0, exams: { counted: 0, gradedOnTime: 0, pending: 1 } });
  });

  it('lists a teacher without assignments, unranked and last', async () => {
    const [idle] = await t.database.db.insert(teachers).values({ schoolId: fx.schoolId, employeeId: 'PF-IDLE', firstName: 'Aaron', lastName: 'Idle' }).returning();
    const data = await list(viewer);
    expect(data.teachers.at(-1)).toMatchObject({ teacherId: idle.id, score: null, rank: null, gradeCount: 0, markCount: 0 });
    expect(data.summary).toMatchObject({ teachers: 4, scored: 3 });
    // A deleted teacher is not listed.
    await t.database.db.update(teachers).set({ deletedAt: new Date() }).where(eq(teachers.id, idle.id));
    expect((await list(viewer)).summary.teachers).toBe(3);
  });

  it('pages the ranked list and keeps the summary over every teacher', async () => {
    const first = await list(viewer, '?limit=2');
    const second = await list(viewer, '?limit=2&page=2');
    expect(first.pagination).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(first.teachers.map((row) => row.teacherId)).toEqual([fx.trend, fx.teacher]);
    expect(second.teachers.map((row) => row.teacherId)).toEqual([fx.other]);
    expect(second.summary).toEqual(first.summary);
  });

  it('refuses a reversed range, one over a year, and a bad date, with 400', async () => {
    const reversed = await callApi(t.app, viewer, { method: 'GET', url: `/teachers/performance?from=${today}&to=${addDays(today, -1)}` });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBe(PERFORMANCE_MESSAGES.rangeOrder);
    const tooLong = await callApi(t.app, viewer, { method: 'GET', url: `/teachers/performance?from=${addDays(today, -366)}&to=${today}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.to).toBe(PERFORMANCE_MESSAGES.rangeTooLong);
    // One end alone is filled in with today, and the result checked the same way.
    const filled = await callApi(t.app, viewer, { method: 'GET', url: `/teachers/performance?from=${addDays(today, -400)}` });
    expect(filled.statusCode).toBe(400);
    expect(filled.json().message).toBe(PERFORMANCE_MESSAGES.rangeTooLong);
    const badDate = await callApi(t.app, viewer, { method: 'GET', url: '/teachers/performance?from=2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.from).toBe(PERFORMANCE_MESSAGES.invalidDate);
    // 366 days exactly is allowed.
    expect((await callApi(t.app, viewer, { method: 'GET', url: `/teachers/performance?from=${addDays(today, -365)}&to=${today}` })).statusCode).toBe(200);
  });

  it('refuses users without teacher:read (403) and another school asked for by id (403)', async () => {
    for (const username of ['teacher', 'parent']) {
      const response = await callApi(t.app, await loginAs(t.app, username), { method: 'GET', url: '/teachers/performance' });
      expect(response.statusCode).toBe(403);
    }
    const foreign = await callApi(t.app, viewer, { method: 'GET', url: '/teachers/performance?schoolId=1' });
    expect(foreign.statusCode).toBe(403);
  });

  it('lets a user of every school choose one', async () => {
    const owner = await loginAs(t.app, 'owner');
    const everyone = await list(owner, '?limit=100');
    expect(new Set(everyone.teachers.map((row) => row.schoolId))).toEqual(new Set([1, fx.schoolId]));
    const one = await list(owner, `?schoolId=${fx.schoolId}`);
    expect(one.teachers.map((row) => row.teacherId).sort()).toEqual([fx.teacher, fx.other, fx.trend].sort());
  });
});
