import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_MESSAGES } from '@/contract/classes';
import { gradePerformanceSchema } from '@/contract/exams';
import { PERFORMANCE_MESSAGES, subjectPerformanceListSchema, subjectPerformanceSchema } from '@/contract/performance';
import { subjects } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject } from '../classes/class-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let teacher: TestLogin;
let schoolId: number;
const ids: Record<string, number> = {};
const today = kabulDay();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  schoolId = await createSchool(t, 'Subjects School');
  teacher = await createUserIn(t, schoolId, 'subj.teacher', { role: 'TEACHER' });
  ids.classA = await addClass(t, schoolId, '8-A');
  ids.classB = await addClass(t, schoolId, '8-B');
  ids.classC = await addClass(t, schoolId, '8-C');
  ids.maths = await addSubject(t, schoolId, 'Mathematics');
  ids.dari = await addSubject(t, schoolId, 'Dari');
  ids.empty = await addSubject(t, schoolId, 'Art');
  ids.a1 = await addStudent(t, schoolId, ids.classA, 'Amina');
  ids.a2 = await addStudent(t, schoolId, ids.classA, 'Bilal');
  ids.b1 = await addStudent(t, schoolId, ids.classB, 'Cyrus');
  ids.c1 = await addStudent(t, schoolId, ids.classC, 'Dunya');
  // Written through POST /grades, as a teacher records class work.
  const grade = async (studentId: number, subjectId: number, score: number, maxScore: number, daysAgo: number, academicYear = '1405') => {
    const payload = { studentId, subjectId, score, maxScore, gradedOn: addDays(today, -daysAgo), academicYear };
    const response = await callApi(t.app, teacher, { method: 'POST', url: '/grades', payload });
    expect(response.statusCode, response.body).toBe(201);
  };
  await grade(ids.a1, ids.maths, 90, 100, 1);
  await grade(ids.a2, ids.maths, 40, 100, 1);
  await grade(ids.b1, ids.maths, 35, 50, 2);
  await grade(ids.c1, ids.maths, 20, 100, 3);
  await grade(ids.a1, ids.dari, 45, 50, 1);
  // Outside the default 90 days, and of another academic year.
  await grade(ids.a1, ids.maths, 100, 100, 200, '1403');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (as: TestLogin, url: string) => callApi(t.app, as, { method: 'GET', url });

async function list(as: TestLogin, query = '') {
  const response = await get(as, `/subjects/performance${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().message).toBe(PERFORMANCE_MESSAGES.subjectsFetched);
  return subjectPerformanceListSchema.parse(response.json().data);
}

const classRef = (id: number, name: string) => expect.objectContaining({ id, name });

describe('GET /subjects/performance', () => {
  it('figures each subject from the grades written through the API, with its best and worst class', async () => {
    const data = await list(teacher);
    expect(data).toMatchObject({ from: addDays(today, -89), to: today, academicYear: null });
    expect(data.subjects.map((row) => row.subject.name)).toEqual(['Art', 'Dari', 'Mathematics']);
    const [art, dari, maths] = data.subjects;
    // 90, 40, 35/50 = 70 and 20: mean 55; 90 and 70 reach the 50 % pass mark.
    expect(maths).toMatchObject({ averageGrade: 55, passRate: 50, gradeCount: 4 });
    expect(maths.bestClass).toEqual({ class: classRef(ids.classB, '8-B'), averageGrade: 70, passRate: 100, gradeCount: 1 });
    expect(maths.worstClass).toEqual({ class: classRef(ids.classC, '8-C'), averageGrade: 20, passRate: 0, gradeCount: 1 });
    // One class only: it is the best, and there is no worst.
    expect(dari).toMatchObject({ averageGrade: 90, passRate: 100, gradeCount: 1, bestClass: { class: classRef(ids.classA, '8-A') }, worstClass: null });
    expect(art).toMatchObject({ averageGrade: null, passRate: null, gradeCount: 0, bestClass: null, worstClass: null });
    // 90, 40, 70, 20, 90: mean 62, three of five pass.
    expect(data.overall).toEqual({ averageGrade: 62, passRate: 60, gradeCount: 5 });
  });

  it('narrows to a range, or reads one academic year whatever the days', async () => {
    const recent = await list(teacher, `?from=${addDays(today, -2)}&to=${addDays(today, -1)}`);
    // 90, 40, 70: 66.7; two of three pass.
    expect(recent.subjects.find((row) => row.subject.id === ids.maths)).toMatchObject({ averageGrade: 66.7, passRate: 66.7, gradeCount: 3 });
    const year = await list(teacher, '?academicYear=1403');
    expect(year).toMatchObject({ from: null, to: null, academicYear: '1403' });
    expect(year.subjects.find((row) => row.subject.id === ids.maths)).toMatchObject({ averageGrade: 100, passRate: 100, gradeCount: 1 });
    expect(year.overall.gradeCount).toBe(1);
    // A year and a range together: both apply.
    const both = await list(teacher, `?academicYear=1403&from=${addDays(today, -30)}`);
    expect(both.overall.gradeCount).toBe(0);
  });

  it('agrees with /grades/performance for the demo school', async () => {
    const from = addDays(today, -60);
    const data = await list(admin, `?from=${from}&to=${today}`);
    const grades = gradePerformanceSchema.parse((await get(admin, `/grades/performance?from=${from}&to=${today}`)).json().data);
    expect(data.subjects.every((row) => row.schoolId === 1)).toBe(true);
    expect(grades.bySubject.length).toBeGreaterThan(0);
    for (const expected of grades.bySubject) {
      const row = data.subjects.find((subject) => subject.subject.id === expected.subject.id);
      expect(row).toMatchObject({ averageGrade: expected.average, passRate: expected.passRate, gradeCount: expected.gradeCount });
    }
    expect(data.overall).toEqual({ averageGrade: grades.overall.average, passRate: grades.overall.passRate, gradeCount: grades.overall.gradeCount });
  });

  it('refuses a reversed or too long range (400), a user without subject:read (403) and another school by id (403)', async () => {
    const reversed = await get(teacher, `/subjects/performance?from=${today}&to=${addDays(today, -5)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBe(PERFORMANCE_MESSAGES.rangeOrder);
    expect((await get(teacher, `/subjects/performance?from=2024-01-01&to=2025-06-01`)).statusCode).toBe(400);
    expect((await get(await loginAs(t.app, 'parent'), '/subjects/performance')).statusCode).toBe(403);
    expect((await get(teacher, '/subjects/performance?schoolId=1')).statusCode).toBe(403);
  });
});

describe('GET /subjects/{id}/performance', () => {
  it('answers one subject with every class, best first', async () => {
    const response = await get(teacher, `/subjects/${ids.maths}/performance`);
    expect(response.statusCode, response.body).toBe(200);
    const data = subjectPerformanceSchema.parse(response.json().data);
    expect(data).toMatchObject({ subject: { id: ids.maths, name: 'Mathematics' }, averageGrade: 55, passRate: 50, gradeCount: 4, from: addDays(today, -89), to: today });
    expect(data.byClass.map((row) => [row.class.name, row.averageGrade, row.passRate, row.gradeCount])).toEqual([
      ['8-B', 70, 100, 1],
      ['8-A', 65, 50, 2],
      ['8-C', 20, 0, 1],
    ]);
    expect(data.bestClass?.class.id).toBe(ids.classB);
    expect(data.worstClass?.class.id).toBe(ids.classC);
  });

  it('answers 404 for another school’s, an unknown or a deleted subject, and 403 without subject:read', async () => {
    const [demoSubject] = await t.database.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.schoolId, 1)).limit(1);
    for (const id of [demoSubject.id, 999_999]) {
      const response = await get(teacher, `/subjects/${id}/performance`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(SUBJECT_MESSAGES.notFound);
    }
    const gone = await addSubject(t, schoolId, 'Removed');
    await t.database.db.update(subjects).set({ deletedAt: new Date() }).where(eq(subjects.id, gone));
    expect((await get(teacher, `/subjects/${gone}/performance`)).statusCode).toBe(404);
    expect((await get(await loginAs(t.app, 'parent'), `/subjects/${ids.maths}/performance`)).statusCode).toBe(403);
  });
});
