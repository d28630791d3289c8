import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { SUBJECT_MESSAGES, TIMETABLE_MESSAGES, subjectCodeOfRemoved, subjectCodeTaken, subjectInUse, type Subject, type TimetableEntry } from '@/contract/classes';
import { exams, grades, subjects, timetableEntries } from '../../db/schema';
import { kabulDay } from '../../lib/kabul-time';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject, addTeacher } from './class-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let parent: TestLogin;
let accountant: TestLogin;
let schoolId: number;
let otherSchoolId: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  schoolId = await createSchool(t, 'Timetable School');
  otherSchoolId = await createSchool(t, 'Other Timetable School');
  admin = await createUserIn(t, schoolId, 'tt-admin', { role: 'SCHOOL_ADMIN', grants: ['class:delete', 'subject:delete'] });
  accountant = await createUserIn(t, schoolId, 'tt-accountant', { role: 'ACCOUNTANT' });
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);

describe('subjects', () => {
  it('creates, lists, edits and deletes subjects; codes are unique per school', async () => {
    const created = await call(admin, { method: 'POST', url: '/subjects', payload: { name: ' Chemistry ', code: 'CHEM' } });
    expect(created.statusCode, created.body).toBe(201);
    const chemistry = created.json().data as Subject;
    expect(chemistry).toEqual({ id: chemistry.id, schoolId, name: 'Chemistry', dariName: null, pashtoName: null, code: 'CHEM', updatedAt: expect.any(String) });
    await call(admin, { method: 'POST', url: '/subjects', payload: { name: 'Biology', code: 'BIO' } });

    const twice = await call(admin, { method: 'POST', url: '/subjects', payload: { name: 'Chem 2', code: 'CHEM' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(subjectCodeTaken('CHEM'));
    const list = await call(admin, { method: 'GET', url: '/subjects' });
    expect(list.json().data.map((row: Subject) => row.name)).toEqual(['Biology', 'Chemistry']);
    expect((await call(admin, { method: 'GET', url: '/subjects?search=chem' })).json().data.map((row: Subject) => row.code)).toEqual(['CHEM']);

    const renamed = await call(admin, { method: 'PUT', url: `/subjects/${chemistry.id}`, payload: { name: 'Organic Chemistry' } });
    expect(renamed.json().data).toMatchObject({ name: 'Organic Chemistry', code: 'CHEM' });
    // Made from the version before the rename (If-Match): nothing applied, the subject as it is now.
    const stale = await t.app.inject({ method: 'PUT', url: `/api/subjects/${chemistry.id}`, headers: { ...admin.headers, 'if-match': versionTag(chemistry.updatedAt) }, payload: { name: 'Chem' } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ message: RECORD_VERSION_MESSAGES.changedSince, current: { name: 'Organic Chemistry', updatedAt: renamed.json().data.updatedAt } });
    expect((await call(admin, { method: 'PUT', url: `/subjects/${chemistry.id}`, payload: { code: 'BIO' } })).statusCode).toBe(409);

    expect((await call(admin, { method: 'DELETE', url: `/subjects/${chemistry.id}` })).statusCode).toBe(200);
    expect((await call(admin, { method: 'GET', url: `/subjects/${chemistry.id}` })).statusCode).toBe(404);
    const reused = await call(admin, { method: 'POST', url: '/subjects', payload: { name: 'Chemistry', code: 'CHEM' } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(subjectCodeOfRemoved('CHEM'));
  });

  it('refuses to delete a subject that exams, grades or lessons use, naming them', async () => {
    const subjectId = await addSubject(t, schoolId, 'Geography', 'GEO');
    const classId = await addClass(t, schoolId, '6-A');
    const studentId = await addStudent(t, schoolId, classId, 'Laila');
    const [exam] = await t.database.db.insert(exams).values({ schoolId, classId, subjectId, name: 'Midterm', examDate: kabulDay() }).returning();
    await t.database.db.insert(grades).values([1, 2].map(() => ({ schoolId, studentId, subjectId, classId, examId: exam.id, score: '70', gradedOn: kabulDay() })));
    await t.database.db.insert(timetableEntries).values({ schoolId, classId, subjectId, weekday: 6, startTime: '08:00', endTime: '08:45' });
    const refused = await call(admin, { method: 'DELETE', url: `/subjects/${subjectId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(subjectInUse(['1 exam', '2 grades', '1 timetable lesson']));
    const [row] = await t.database.db.select().from(subjects).where(eq(subjects.id, subjectId));
    expect(row.deletedAt).toBeNull();
  });

  it('refuses bad input, other schools and roles without subject permissions', async () => {
    const blank = await call(admin, { method: 'POST', url: '/subjects', payload: { name: '  ', code: 'X1' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: SUBJECT_MESSAGES.nameRequired });
    expect((await call(admin, { method: 'POST', url: '/subjects', payload: { name: 'No code' } })).statusCode).toBe(400);
    expect((await t.database.db.select().from(subjects).where(eq(subjects.code, 'X1'))).length).toBe(0);

    const theirs = await addSubject(t, otherSchoolId, 'Their subject');
    for (const request of [
      { method: 'GET', url: `/subjects/${theirs}` },
      { method: 'PUT', url: `/subjects/${theirs}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/subjects/${theirs}` },
    ] as ApiCall[]) {
      expect((await call(admin, request)).statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    for (const who of [parent, accountant]) {
      expect((await call(who, { method: 'GET', url: '/subjects' })).statusCode).toBe(403);
      expect((await call(who, { method: 'POST', url: '/subjects', payload: { name: 'N', code: 'N' } })).statusCode).toBe(403);
    }
  });
});

describe('timetables', () => {
  let sevenA: number;
  let sevenB: number;
  let maths: number;
  let dari: number;
  let ahmad: number;
  let mariam: number;

  beforeAll(async () => {
    sevenA = await addClass(t, schoolId, '7-A');
    sevenB = await addClass(t, schoolId, '7-B');
    maths = await addSubject(t, schoolId, 'Mathematics', 'MATH');
    dari = await addSubject(t, schoolId, 'Dari', 'DARI');
    ahmad = await addTeacher(t, schoolId, 'Ahmad', 'Rahimi');
    mariam = await addTeacher(t, schoolId, 'Mariam', 'Sadat');
  });

  const add = (payload: object) => call(admin, { method: 'POST', url: '/timetables', payload });
  const lesson = (values: object = {}) => ({ classId: sevenA, subjectId: maths, teacherId: ahmad, weekday: 6, startTime: '08:00', endTime: '08:45', ...values });
  const liveLessons = async () => (await t.database.db.select().from(timetableEntries).where(eq(timetableEntries.schoolId, schoolId))).filter((row) => !row.deletedAt).sort((a, b) => a.id - b.id);

  it('adds lessons and lists a class\'s and a teacher\'s week, Saturday first', async () => {
    const first = await add(lesson({ room: 'R-1' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toEqual({
      id: expect.any(Number), schoolId, classId: sevenA, className: '7-A', classDariName: null, classPashtoName: null, subjectId: maths, subject: { id: maths, name: 'Mathematics', dariName: null, pashtoName: null, code: 'MATH' },
      teacherId: ahmad, teacher: { id: ahmad, name: 'Ahmad Rahimi' }, weekday: 6, startTime: '08:00', endTime: '08:45', room: 'R-1', updatedAt: expect.any(String),
    });
    // Touching lessons do not overlap.
    expect((await add(lesson({ subjectId: dari, teacherId: mariam, startTime: '08:45', endTime: '09:30' }))).statusCode).toBe(201);
    expect((await add(lesson({ weekday: 1, startTime: '10:00', endTime: '10:45' }))).statusCode).toBe(201);
    expect((await add(lesson({ classId: sevenB, weekday: 7, startTime: '08:00', endTime: '08:45' }))).statusCode).toBe(201);
    expect((await add(lesson({ classId: sevenB, subjectId: dari, teacherId: null, weekday: 6, startTime: '08:00', endTime: '08:45' }))).statusCode).toBe(201);

    const week = await call(admin, { method: 'GET', url: `/timetables?classId=${sevenA}` });
    expect(week.statusCode).toBe(200);
    expect(week.json().data.map((row: TimetableEntry) => [row.weekday, row.startTime, row.subject.code])).toEqual([[6, '08:00', 'MATH'], [6, '08:45', 'DARI'], [1, '10:00', 'MATH']]);
    const ahmadsWeek = await call(admin, { method: 'GET', url: `/timetables?teacherId=${ahmad}` });
    expect(ahmadsWeek.json().data.map((row: TimetableEntry) => [row.weekday, row.className])).toEqual([[6, '7-A'], [7, '7-B'], [1, '7-A']]);
    expect(ahmadsWeek.json().meta.total).toBe(3);
  });

  it('refuses a lesson overlapping one of the same class or teacher, naming it', async () => {
    const before = await liveLessons();
    const sameClass = await add(lesson({ subjectId: dari, teacherId: mariam, startTime: '08:30', endTime: '09:00' }));
    expect(sameClass.statusCode).toBe(409);
    expect(sameClass.json().message).toBe('This lesson overlaps Mathematics of 7-A with Ahmad Rahimi on Saturday 08:00–08:45 (same class)');
    const sameTeacher = await add(lesson({ classId: sevenB, weekday: 1, startTime: '10:30', endTime: '11:00' }));
    expect(sameTeacher.statusCode).toBe(409);
    expect(sameTeacher.json().message).toBe('This lesson overlaps Mathematics of 7-A with Ahmad Rahimi on Monday 10:00–10:45 (same teacher)');

    const monday = before.find((row) => row.weekday === 1)!;
    const moved = await call(admin, { method: 'PUT', url: `/timetables/${monday.id}`, payload: { weekday: 6, startTime: '08:15', endTime: '09:00' } });
    expect(moved.statusCode).toBe(409);
    // Its own old time does not count against an edit.
    const longer = await call(admin, { method: 'PUT', url: `/timetables/${monday.id}`, payload: { endTime: '11:00', room: 'Lab' } });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().data).toMatchObject({ weekday: 1, startTime: '10:00', endTime: '11:00', room: 'Lab' });
    await call(admin, { method: 'PUT', url: `/timetables/${monday.id}`, payload: { endTime: '10:45', room: null } });
    expect(await liveLessons()).toEqual(before.map((row) => (row.id === monday.id ? { ...row, updatedAt: expect.any(Date) } : row)));
  });

  it('an edit made from an older version of the lesson (If-Match) applies nothing and answers 412 with the lesson as it is now', async () => {
    const made = (await add(lesson({ weekday: 3, startTime: '13:00', endTime: '13:45' }))).json().data as TimetableEntry;
    const edit = (payload: object, version: string) =>
      t.app.inject({ method: 'PUT', url: `/api/timetables/${made.id}`, headers: { ...admin.headers, 'if-match': versionTag(version) }, payload });
    const first = await edit({ room: 'Lab 1' }, made.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const now = first.json().data as TimetableEntry;

    const stale = await edit({ room: 'Lab 2', teacherId: mariam }, made.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: { id: made.id, room: 'Lab 1', teacherId: ahmad, updatedAt: now.updatedAt } });
    expect((await liveLessons()).find((row) => row.id === made.id)).toMatchObject({ room: 'Lab 1', teacherId: ahmad });
    expect((await edit({ room: 'Lab 2' }, now.updatedAt)).statusCode).toBe(200);
    expect((await call(admin, { method: 'DELETE', url: `/timetables/${made.id}` })).statusCode).toBe(200);
  });

  it('refuses bad input without changing anything', async () => {
    const before = await liveLessons();
    for (const payload of [
      lesson({ weekday: 0 }),
      lesson({ weekday: 8 }),
      lesson({ startTime: '8am' }),
      lesson({ startTime: '25:00' }),
      lesson({ startTime: '09:00', endTime: '09:00' }),
      lesson({ startTime: '10:00', endTime: '09:00' }),
      lesson({ classId: undefined }),
    ]) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await add(lesson({ weekday: 9 }))).json().errors).toEqual({ weekday: TIMETABLE_MESSAGES.weekdayRange });
    expect((await add(lesson({ startTime: '11:00', endTime: '10:00' }))).json().errors).toEqual({ endTime: TIMETABLE_MESSAGES.endAfterStart });
    const monday = before.find((row) => row.weekday === 1 && row.classId === sevenA)!;
    const endsBefore = await call(admin, { method: 'PUT', url: `/timetables/${monday.id}`, payload: { startTime: '11:00' } });
    expect(endsBefore.statusCode).toBe(400);

    const otherClass = await addClass(t, otherSchoolId, 'Their class');
    const otherSubject = await addSubject(t, otherSchoolId, 'Their subject');
    const otherTeacher = await addTeacher(t, otherSchoolId, 'Their', 'Teacher');
    expect((await add(lesson({ classId: otherClass, weekday: 2 }))).json().errors).toEqual({ classId: TIMETABLE_MESSAGES.classNotFound });
    expect((await add(lesson({ subjectId: otherSubject, weekday: 2 }))).json().errors).toEqual({ subjectId: TIMETABLE_MESSAGES.subjectNotFound });
    expect((await add(lesson({ teacherId: otherTeacher, weekday: 2 }))).json().errors).toEqual({ teacherId: TIMETABLE_MESSAGES.teacherNotFound });
    expect(await liveLessons()).toEqual(before);
  });

  it('removes lessons, hides other schools\' lessons (404) and refuses other roles (403)', async () => {
    const [theirClass] = [await addClass(t, otherSchoolId, 'Far class')];
    const theirSubject = await addSubject(t, otherSchoolId, 'Far subject');
    const [theirs] = await t.database.db.insert(timetableEntries).values({ schoolId: otherSchoolId, classId: theirClass, subjectId: theirSubject, weekday: 6, startTime: '08:00', endTime: '08:45' }).returning();
    for (const request of [
      { method: 'GET', url: `/timetables/${theirs.id}` },
      { method: 'PUT', url: `/timetables/${theirs.id}`, payload: { room: 'Mine' } },
      { method: 'DELETE', url: `/timetables/${theirs.id}` },
    ] as ApiCall[]) {
      expect((await call(admin, request)).statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect((await call(admin, { method: 'GET', url: '/timetables' })).json().data.some((row: TimetableEntry) => row.id === theirs.id)).toBe(false);

    const [mine] = await liveLessons();
    for (const who of [parent, accountant]) {
      expect((await call(who, { method: 'GET', url: '/timetables' })).statusCode).toBe(403);
      expect((await call(who, { method: 'DELETE', url: `/timetables/${mine.id}` })).statusCode).toBe(403);
    }
    expect((await call(admin, { method: 'DELETE', url: `/timetables/${mine.id}` })).statusCode).toBe(200);
    expect((await call(admin, { method: 'GET', url: `/timetables/${mine.id}` })).statusCode).toBe(404);
  });
});
