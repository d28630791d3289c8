import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  teacherAnalyticsSchema,
  teacherBehaviorSchema,
  teacherInsightsSchema,
  teacherPerformanceSchema,
  teacherPredictionSchema,
  type TeacherAnalytics,
} from '@/contract/teacher-analytics';
import { teacherNotifications, teachers } from '../../db/schema';
import { addDays } from '../../lib/kabul-time';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { WEEKDAY_NAMES } from '../../lib/figures/analytics-period';
import { buildAnalyticsSchool, day1, day2, dayB, thisWeek, today, type AnalyticsFixture } from './analytics/teacher-analytics-test-fixtures';

let t: TestApp;
let fx: AnalyticsFixture;
let viewer: TestLogin;
let noPermission: TestLogin;
let outsider: TestLogin;
let foreignTeacher: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const schoolId = await createSchool(t, 'Teacher Analytics School');
  const teacherUser = await createUserIn(t, schoolId, 'ta.teacher');
  fx = await buildAnalyticsSchool(t, schoolId, teacherUser.user.id);
  viewer = await createUserIn(t, schoolId, 'ta.viewer', { role: 'STAFF', grants: ['teacher:read'] });
  noPermission = await createUserIn(t, schoolId, 'ta.noperm', { role: 'STAFF' });
  const otherSchool = await createSchool(t, 'Other School');
  outsider = await createUserIn(t, otherSchool, 'ta.outsider', { role: 'STAFF', grants: ['teacher:read'] });
  const [foreign] = await t.database.db.insert(teachers).values({ schoolId: otherSchool, employeeId: 'OS-1', firstName: 'F', lastName: 'G' }).returning();
  foreignTeacher = foreign.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin) => t.app.inject({ method: 'GET', url, headers: as.headers });

async function analytics(teacherId: number, query = ''): Promise<TeacherAnalytics> {
  const response = await get(`/api/teachers/${teacherId}/analytics${query}`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  return teacherAnalyticsSchema.parse(response.json().data);
}

const weekdayOf = (day: string) => WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()];

describe('GET /teachers/{id}/analytics', () => {
  it('counts only the grades of the teacher’s class and subject pairs and the attendance of their classes', async () => {
    const data = await analytics(fx.teacher);
    expect(data).toMatchObject({ teacherId: fx.teacher, period: '30d', from: addDays(today, -29), to: today, previousFrom: addDays(today, -59), previousTo: addDays(today, -30), unit: 'week' });
    expect(data).toMatchObject({ studentsTaught: 3, classes: 2, subjects: 1 });
    // 90, 50 and 40/50 = 80: mean 73.3, two of three at 60 % or more.
    expect(data.current).toEqual({ averageGrade: 73.3, passRate: 66.7, gradeCount: 3, attendanceRate: 83, markCount: 6 });
    // 80, 80 and 45/50 = 90; class A 2 of 2 present.
    expect(data.previous).toEqual({ averageGrade: 83.3, passRate: 100, gradeCount: 3, attendanceRate: 100, markCount: 2 });
    expect(data.change).toEqual({ averageGrade: -10, passRate: -33.3, attendanceRate: -17 });
  });

  it('breaks the figures down per assignment, the class teacher’s one without grades', async () => {
    const data = await analytics(fx.teacher);
    expect(data.breakdown.map((row) => [row.className, row.subjectName, row.students])).toEqual([
      ['Class A', null, 2],
      ['Class A', 'Mathematics', 2],
      ['Class B', 'Mathematics', 1],
    ]);
    // With the class's and the subject's Dari and Pashto names (issue 23).
    expect(data.breakdown.map((row) => [row.classDariName, row.classPashtoName, row.subjectDariName, row.subjectPashtoName])).toEqual([
      ['صنف الف', null, null, null],
      ['صنف الف', null, 'ریاضی', 'ریاضي'],
      [null, null, 'ریاضی', 'ریاضي'],
    ]);
    const [classTeacher, mathA, mathB] = data.breakdown;
    expect(classTeacher.current).toEqual({ averageGrade: null, passRate: null, gradeCount: 0, attendanceRate: 75, markCount: 4 });
    expect(mathA.current).toEqual({ averageGrade: 70, passRate: 50, gradeCount: 2, attendanceRate: 75, markCount: 4 });
    expect(mathA.previous).toEqual({ averageGrade: 80, passRate: 100, gradeCount: 2, attendanceRate: 100, markCount: 2 });
    expect(mathB.current).toEqual({ averageGrade: 80, passRate: 100, gradeCount: 1, attendanceRate: 100, markCount: 2 });
    expect(mathB.previous).toEqual({ averageGrade: 90, passRate: 100, gradeCount: 1, attendanceRate: null, markCount: 0 });
  });

  it('has one trend point per week from Saturday that together hold the period’s records', async () => {
    const data = await analytics(fx.teacher);
    expect(data.trend.length).toBeGreaterThanOrEqual(5);
    expect(data.trend.every((point) => new Date(`${point.start}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    expect(data.trend.at(-1)?.start).toBe(thisWeek);
    expect(data.trend.reduce((sum, point) => sum + point.gradeCount, 0)).toBe(3);
    expect(data.trend.reduce((sum, point) => sum + point.markCount, 0)).toBe(6);
    // day1 and dayB are at least a week apart, so in different weeks.
    const weekOf = (day: string) => data.trend.filter((point) => point.start <= day).at(-1);
    expect(weekOf(day1)).toMatchObject({ averageGrade: 70, passRate: 50, gradeCount: 2 });
    expect(weekOf(dayB)).toMatchObject({ averageGrade: 80, passRate: 100, gradeCount: 1 });
  });

  it('reads months for a year, accepts upper case, and refuses an unknown period', async () => {
    const year = await analytics(fx.teacher, '?period=1Y');
    expect(year.unit).toBe('month');
    expect(year.trend.every((point) => point.start.endsWith('-01'))).toBe(true);
    // Both periods' grades are in the year.
    expect(year.current.gradeCount).toBe(6);
    expect((await get(`/api/teachers/${fx.teacher}/analytics?period=2w`, viewer)).statusCode).toBe(400);
  });

  it('gives a teacher without assignments zeros and nulls, not errors', async () => {
    const [idle] = await t.database.db.insert(teachers).values({ schoolId: fx.schoolId, employeeId: 'TA-IDLE', firstName: 'I', lastName: 'D' }).returning();
    const data = await analytics(idle.id);
    expect(data).toMatchObject({ studentsTaught: 0, classes: 0, subjects: 0, breakdown: [] });
    expect(data.current).toEqual({ averageGrade: null, passRate: null, gradeCount: 0, attendanceRate: null, markCount: 0 });
    expect(data.change).toEqual({ averageGrade: null, passRate: null, attendanceRate: null });
  });
});

describe('GET /teachers/{id}/performance', () => {
  it('scores the 90 days by the documented weights', async () => {
    const response = await get(`/api/teachers/${fx.teacher}/performance`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const data = teacherPerformanceSchema.parse(response.json().data);
    expect(data.period).toBe('90d');
    // Six grades: 470 / 6 = 78.3; five pass; 7 of 8 marks; one of two exams graded in time (one pending).
    expect(Object.fromEntries(data.parts.map((part) => [part.key, part.value]))).toEqual({ averageGrade: 78.3, passRate: 83.3, attendanceRate: 88, gradingTimeliness: 50 });
    expect(data.exams).toEqual({ counted: 2, gradedOnTime: 1, pending: 1 });
    // THE attendance rate is whole percent (7 of 8: 88): 0.4 × 78.3 + 0.3 × 83.3 + 0.2 × 88 + 0.1 × 50 = 78.91.
    expect(data.score).toBe(78.9);
    expect(data.method).toContain('weighted mean');
  });

  it('leaves out parts without data and scales the others up', async () => {
    // The Trend teacher has grades but no attendance and no exams.
    const data = teacherPerformanceSchema.parse((await get(`/api/teachers/${fx.trend}/performance?period=30d`, viewer)).json().data);
    const parts = Object.fromEntries(data.parts.map((part) => [part.key, part]));
    expect(parts.attendanceRate.value).toBeNull();
    expect(parts.gradingTimeliness.value).toBeNull();
    expect(parts.averageGrade).toMatchObject({ value: 67.5, appliedWeight: 0.571 });
    expect(parts.passRate).toMatchObject({ value: 100, appliedWeight: 0.429 });
    // (0.4 × 67.5 + 0.3 × 100) / 0.7 = 81.43.
    expect(data.score).toBe(81.4);
  });
});

describe('GET /teachers/{id}/insights', () => {
  it('finds the low attendance, the drop, the low pass rate and the top class, and notifies once a day', async () => {
    const response = await get(`/api/teachers/${fx.teacher}/insights`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const data = teacherInsightsSchema.parse(response.json().data);
    expect(data.insights.map((insight) => [insight.kind, insight.severity, insight.about?.name ?? null])).toEqual([
      ['LOW_ATTENDANCE', 'warning', 'Class A'],
      ['GRADES_DROP', 'warning', 'Mathematics'],
      ['LOW_PASS_RATE', 'warning', 'Mathematics, Class A'],
      ['TOP_CLASS', 'success', 'Class B'],
    ]);
    expect(data.insights[0]).toMatchObject({ message: 'Attendance in Class A is 75%, below the 85% target.', figures: { attendanceRate: 75, target: 85, marks: 4 } });
    expect(data.insights[1]).toMatchObject({ message: 'The average in Mathematics fell 10 points, from 83.3% to 73.3%.', figures: { change: -10 } });
    expect(data.notificationsCreated).toBe(3);

    const again = teacherInsightsSchema.parse((await get(`/api/teachers/${fx.teacher}/insights`, viewer)).json().data);
    expect(again.insights).toEqual(data.insights);
    expect(again.notificationsCreated).toBe(0);
    const rows = await t.database.db.select().from(teacherNotifications);
    expect(rows.filter((row) => row.teacherId === fx.teacher).map((row) => row.kind).sort()).toEqual(['GRADES_DROP', 'LOW_ATTENDANCE', 'LOW_PASS_RATE']);
  });

  it('says when there is nothing to analyse', async () => {
    const [idle] = await t.database.db.insert(teachers).values({ schoolId: fx.schoolId, employeeId: 'TA-IDLE2', firstName: 'I', lastName: 'D' }).returning();
    const data = teacherInsightsSchema.parse((await get(`/api/teachers/${idle.id}/insights`, viewer)).json().data);
    expect(data.insights.map((insight) => insight.kind)).toEqual(['NO_ASSIGNMENTS']);
    expect(data.notificationsCreated).toBe(0);
  });
});

describe('GET /teachers/{id}/predictions/performance', () => {
  it('fits the weekly averages and projects the next week', async () => {
    const response = await get(`/api/teachers/${fx.trend}/predictions/performance?period=30d`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const data = teacherPredictionSchema.parse(response.json().data);
    expect(data.points.map((point) => point.averageGrade)).toEqual([60, 65, 70, 75]);
    expect(data).toMatchObject({ enoughData: true, pointCount: 4, slope: 5, rSquared: 1, direction: 'improving', confidence: 'low' });
    expect(data.predicted).toEqual({ start: addDays(thisWeek, 7), label: addDays(thisWeek, 7), averageGrade: 80 });
    expect(data.method).toContain('least-squares');
  });

  it('answers "not enough data" under three points', async () => {
    const data = teacherPredictionSchema.parse((await get(`/api/teachers/${fx.teacher}/predictions/performance`, viewer)).json().data);
    expect(data).toMatchObject({ enoughData: false, pointCount: 2, slope: null, rSquared: null, predicted: null, confidence: 'none' });
    expect(data.message).toBe('Not enough data: at least 3 weeks with grades are needed, 2 found.');
  });
});

describe('GET /teachers/{id}/analysis/behavioral', () => {
  it('measures grading spread, weekday patterns and workload', async () => {
    const response = await get(`/api/teachers/${fx.teacher}/analysis/behavioral`, viewer);
    expect(response.statusCode, response.body).toBe(200);
    const data = teacherBehaviorSchema.parse(response.json().data);
    // 90, 50, 80: mean 73.3; deviations 16.7, -23.3, 6.7; population variance 288.9; sd 17.0.
    expect(data.gradingConsistency).toEqual({ gradeCount: 3, mean: 73.3, standardDeviation: 17, label: 'moderate' });
    expect(data.gradingActivity.activeDays).toBe(2);
    const expectedGrades = new Map<string, number>();
    for (const [day, count] of [[day1, 2], [dayB, 1]] as const) expectedGrades.set(weekdayOf(day), (expectedGrades.get(weekdayOf(day)) ?? 0) + count);
    for (const entry of data.gradingActivity.byWeekday) expect(entry.grades).toBe(expectedGrades.get(entry.day) ?? 0);
    // day1: 2 of 3 attended; day2: 3 of 3.
    const byDay = Object.fromEntries(data.attendanceByWeekday.map((entry) => [entry.day, entry]));
    expect(byDay[weekdayOf(day1)]).toMatchObject({ marks: 3, attended: 2, rate: 67 });
    expect(byDay[weekdayOf(day2)]).toMatchObject({ marks: 3, attended: 3, rate: 100 });
    expect(data.weakestAttendanceDay).toBe(weekdayOf(day1));
    // A (2 students, two assignments) and B (1 student).
    expect(data.workload).toEqual({ classes: 2, subjects: 1, assignments: 3, students: 3, studentLoad: 5 });
    expect(data.method).toContain('standard deviation');
  });
});

describe('refusals', () => {
  const routes = (id: number) => [
    `/api/teachers/${id}/analytics`,
    `/api/teachers/${id}/performance`,
    `/api/teachers/${id}/insights`,
    `/api/teachers/${id}/predictions/performance`,
    `/api/teachers/${id}/analysis/behavioral`,
  ];

  it('answers 403 without teacher:read', async () => {
    for (const url of routes(fx.teacher)) expect((await get(url, noPermission)).statusCode, url).toBe(403);
  });

  it('answers 404 for another school’s teacher, an unknown one and a deleted one', async () => {
    for (const url of routes(fx.teacher)) expect((await get(url, outsider)).statusCode, url).toBe(404);
    for (const url of routes(foreignTeacher)) expect((await get(url, viewer)).statusCode, url).toBe(404);
    for (const url of routes(999_999)) expect((await get(url, viewer)).statusCode, url).toBe(404);
    const [gone] = await t.database.db
      .insert(teachers)
      .values({ schoolId: fx.schoolId, employeeId: 'TA-GONE', firstName: 'G', lastName: 'O', deletedAt: new Date() })
      .returning();
    expect((await get(`/api/teachers/${gone.id}/analytics`, viewer)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 400 for a bad id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/teachers/${fx.teacher}/analytics` })).statusCode).toBe(401);
    expect((await get('/api/teachers/abc/analytics', viewer)).statusCode).toBe(400);
  });
});

describe('the API document', () => {
  it('documents the routes with their period parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    const paths = response.json().paths;
    const analyticsPath = paths['/api/teachers/{id}/analytics'].get;
    expect(analyticsPath.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['id', 'period']));
    expect(paths['/api/teachers/notifications/{id}/read'].patch).toBeDefined();
    expect(paths['/api/teachers/{id}/predictions/performance'].get).toBeDefined();
  });
});
