/**
 * /assignments on the real database: setting, reading, filtering and the class's submission
 * counts; a teacher held to the class and subject they teach; edits that would contradict handed-in
 * work refused (409); bad input refused with nothing changed; other schools' rows answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES, maxGradeBelowGrades, type Assignment, type AssignmentDetail } from '@/contract/class-life';
import { assignmentSubmissions, assignments } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi, type ApiCall } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addStudent } from '../classes/class-test-fixtures';
import { createClassLifeFixture, type ClassLifeFixture } from './class-life-test-fixtures';

let t: TestApp;
let f: ClassLifeFixture;
let deleter: TestLogin;
let accountant: TestLogin;
let staffMember: TestLogin;
let examReader: TestLogin;

beforeAll(async () => {
  // No demo data: the crafted school alone, so every count here is worked out by hand.
  t = await createTestApp({ seed: 'none' });
  f = await createClassLifeFixture(t, 'asg');
  deleter = await createUserIn(t, f.schoolId, 'asg-deleter', { role: 'SCHOOL_ADMIN', grants: ['exam:delete'] });
  accountant = await createUserIn(t, f.schoolId, 'asg-accountant', { role: 'ACCOUNTANT' });
  staffMember = await createUserIn(t, f.schoolId, 'asg-staff', { role: 'STAFF' });
  examReader = await createUserIn(t, f.schoolId, 'asg-exam-reader', { role: 'STAFF', grants: ['exam:read'] });
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const payload = (values: object = {}) => ({ classId: f.classA, subjectId: f.maths, title: 'Fractions worksheet', description: 'Page 12, 1-10', dueDate: '2099-05-10', maxGrade: 20, ...values });
const create = async (as: TestLogin, values: object = {}) => {
  const response = await call(as, { method: 'POST', url: '/assignments', payload: payload(values) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Assignment;
};
const stored = async (id: number) => (await t.database.db.select().from(assignments).where(eq(assignments.id, id)))[0];
const schoolRows = async () => t.database.db.select().from(assignments).where(eq(assignments.schoolId, f.schoolId));
const ids = (response: { json: () => { data: Assignment[] } }) => response.json().data.map((item) => item.id);
const detail = async (id: number) => {
  const response = await call(f.teacher, { method: 'GET', url: `/assignments/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AssignmentDetail;
};
const submit = (assignmentId: number, studentId: number, status: 'SUBMITTED' | 'GRADED' | 'LATE' | 'MISSING', grade: string | null = null) =>
  t.database.db.insert(assignmentSubmissions).values({ assignmentId, studentId, status, grade, submittedAt: status === 'MISSING' ? null : new Date() });

describe('assignments: setting and reading', () => {
  it('sets assignments, answers them with class, subject (with their local names) and author, and lists latest due first with filters', async () => {
    const worksheet = await create(f.teacher);
    expect(worksheet).toEqual({
      id: worksheet.id, schoolId: f.schoolId, classId: f.classA, subjectId: f.maths, class: { id: f.classA, name: '7-A', dariName: 'صنف ۷ الف', pashtoName: null, code: expect.any(String) },
      subject: { id: f.maths, name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضیات', code: expect.any(String) },
      title: 'Fractions worksheet', description: 'Page 12, 1-10', dueDate: '2099-05-10', maxGrade: 20, createdBy: { id: f.teacher.user.id, name: 'asg-teacher' },
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const essay = await create(f.admin, { classId: f.classB, subjectId: f.physics, title: 'Forces essay', description: '', dueDate: '2099-06-01', maxGrade: undefined });
    expect(essay).toMatchObject({ description: null, maxGrade: 100, createdBy: { id: f.admin.user.id } });
    const quiz = await create(f.teacher, { title: 'Quiz prep', description: 'Revise decimals', dueDate: '2099-04-01' });

    const list = await call(f.teacher, { method: 'GET', url: '/assignments' });
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list)).toEqual([essay.id, worksheet.id, quiz.id]);
    expect(list.json().meta.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 3, limit: 20 });
    expect(ids(await call(f.teacher, { method: 'GET', url: '/assignments?limit=1&page=3' }))).toEqual([quiz.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: `/assignments?classId=${f.classA}` }))).toEqual([worksheet.id, quiz.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: `/assignments?subjectId=${f.physics}` }))).toEqual([essay.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/assignments?dueFrom=2099-04-02&dueTo=2099-05-10' }))).toEqual([worksheet.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/assignments?search=DECIMAL' }))).toEqual([quiz.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/assignments?search=essay' }))).toEqual([essay.id]);
    // Reading needs class:read or exam:read: exam:read alone is enough.
    expect(ids(await call(examReader, { method: 'GET', url: '/assignments' }))).toEqual([essay.id, worksheet.id, quiz.id]);
    for (const item of [worksheet, essay, quiz]) await t.database.db.delete(assignments).where(eq(assignments.id, item.id));
  });

  it("counts the class's submissions: pending until the due day has passed, then missing", async () => {
    const sara = await addStudent(t, f.schoolId, f.classA, 'Sara');
    const omid = await addStudent(t, f.schoolId, f.classA, 'Omid');
    await addStudent(t, f.schoolId, f.classA, 'Lina');
    await addStudent(t, f.schoolId, f.classA, 'Nadia');
    await addStudent(t, f.schoolId, f.classA, 'Gone', { deleted: true });
    const future = await create(f.teacher, { dueDate: addDays(kabulDay(), 3) });
    await submit(future.id, sara, 'SUBMITTED');
    await submit(future.id, omid, 'GRADED', '18.50');
    expect((await detail(future.id)).submissions).toEqual({ classSize: 4, submitted: 1, graded: 1, late: 0, missing: 0, pending: 2 });

    const today = await create(f.teacher, { dueDate: kabulDay() });
    expect((await detail(today.id)).submissions).toEqual({ classSize: 4, submitted: 0, graded: 0, late: 0, missing: 0, pending: 4 });

    // An assignment already past its due day (written directly: the API refuses past due dates).
    const [past] = await t.database.db
      .insert(assignments)
      .values({ schoolId: f.schoolId, classId: f.classA, subjectId: f.maths, title: 'Last week', dueDate: addDays(kabulDay(), -7), maxGrade: '10' })
      .returning();
    await submit(past.id, sara, 'LATE', '6.00');
    await submit(past.id, omid, 'MISSING');
    const pastDetail = await detail(past.id);
    expect(pastDetail).toMatchObject({ id: past.id, maxGrade: 10, createdBy: null });
    expect(pastDetail.submissions).toEqual({ classSize: 4, submitted: 0, graded: 0, late: 1, missing: 3, pending: 0 });
  });
});

describe('assignments: who writes what', () => {
  it('holds a teacher to the class and subject they teach; an administrator sets any', async () => {
    const count = (await schoolRows()).length;
    for (const values of [{ subjectId: f.physics }, { classId: f.classB }, { classId: f.classC }]) {
      // 7-C: class teacher, but without Mathematics there.
      const response = await call(f.teacher, { method: 'POST', url: '/assignments', payload: payload(values) });
      expect(response.statusCode, JSON.stringify(values)).toBe(403);
      expect(response.json().message).toBe(ASSIGNMENT_MESSAGES.notYourClass);
    }
    expect((await schoolRows()).length).toBe(count);
    const colleagues = await create(f.colleague, { classId: f.classB, subjectId: f.physics });
    const byAdmin = await create(f.admin, { classId: f.classC, subjectId: f.physics });
    // Neither may the teacher edit or move work outside their class and subject.
    expect((await call(f.teacher, { method: 'PUT', url: `/assignments/${colleagues.id}`, payload: { title: 'Mine' } })).statusCode).toBe(403);
    const mine = await create(f.teacher);
    expect((await call(f.teacher, { method: 'PUT', url: `/assignments/${mine.id}`, payload: { subjectId: f.physics } })).statusCode).toBe(403);
    expect((await stored(mine.id)).subjectId).toBe(f.maths);
    expect((await stored(colleagues.id)).title).toBe('Fractions worksheet');
    const edited = await call(f.admin, { method: 'PUT', url: `/assignments/${byAdmin.id}`, payload: { classId: f.classA, subjectId: f.maths, title: 'Moved', dueDate: '2099-07-01', maxGrade: 50 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ class: { id: f.classA }, subject: { id: f.maths }, title: 'Moved', dueDate: '2099-07-01', maxGrade: 50 });
  });

  it('lets the author delete their own; anyone else needs exam:delete', async () => {
    const mine = await create(f.teacher, { title: 'To remove' });
    const adminsWork = await create(f.admin, { title: 'Office set' });
    const notMine = await call(f.teacher, { method: 'DELETE', url: `/assignments/${adminsWork.id}` });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(ASSIGNMENT_MESSAGES.notYourAssignment);
    expect((await call(f.admin, { method: 'DELETE', url: `/assignments/${mine.id}` })).statusCode).toBe(403);
    expect((await stored(mine.id)).deletedAt).toBeNull();

    const deleted = await call(f.teacher, { method: 'DELETE', url: `/assignments/${mine.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: ASSIGNMENT_MESSAGES.deleted, data: { id: mine.id } });
    expect((await stored(mine.id)).deletedAt).not.toBeNull();
    expect((await call(f.teacher, { method: 'GET', url: `/assignments/${mine.id}` })).statusCode).toBe(404);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/assignments?search=remove' }))).toEqual([]);
    expect((await call(deleter, { method: 'DELETE', url: `/assignments/${adminsWork.id}` })).statusCode).toBe(200);
  });

  it('refuses roles without the permission (403)', async () => {
    for (const as of [accountant, staffMember]) {
      const response = await call(as, { method: 'GET', url: '/assignments' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have permission: class:read');
    }
    const count = (await schoolRows()).length;
    const byStaff = await call(staffMember, { method: 'POST', url: '/assignments', payload: payload() });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe('You do not have permission: exam:create');
    // exam:create without a teacher record: teaches nothing.
    const frontDesk = await createUserIn(t, f.schoolId, 'asg-frontdesk', { role: 'TEACHER' });
    expect((await call(frontDesk, { method: 'POST', url: '/assignments', payload: payload() })).statusCode).toBe(403);
    expect((await schoolRows()).length).toBe(count);
  });
});

describe('assignments: bad input, conflicts and strangers', () => {
  it('answers 400 with the field and changes nothing', async () => {
    const existing = await create(f.teacher, { title: 'Keep me' });
    const count = (await schoolRows()).length;
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', ASSIGNMENT_MESSAGES.titleRequired],
      [{ dueDate: '2099-02-30' }, 'dueDate', ASSIGNMENT_MESSAGES.dateFormat],
      [{ dueDate: addDays(kabulDay(), -1) }, 'dueDate', ASSIGNMENT_MESSAGES.dueInPast],
      [{ maxGrade: 0 }, 'maxGrade', ASSIGNMENT_MESSAGES.maxGradeRange],
      [{ maxGrade: 1000.5 }, 'maxGrade', ASSIGNMENT_MESSAGES.maxGradeRange],
      [{ maxGrade: '20' }, 'maxGrade', ASSIGNMENT_MESSAGES.maxGradeRange],
      [{ classId: f.otherClass }, 'classId', ASSIGNMENT_MESSAGES.classNotFound],
      [{ subjectId: f.otherSubject }, 'subjectId', ASSIGNMENT_MESSAGES.subjectNotFound],
      [{ description: 'x'.repeat(5001) }, 'description', ASSIGNMENT_MESSAGES.descriptionLength],
    ];
    for (const [values, field, message] of cases) {
      const response = await call(f.admin, { method: 'POST', url: '/assignments', payload: payload(values) });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect((response.json().errors as Record<string, string>)[field]).toBe(message);
    }
    const { classId: _classId, ...withoutClass } = payload();
    expect((await call(f.admin, { method: 'POST', url: '/assignments', payload: withoutClass })).statusCode).toBe(400);
    expect((await call(f.admin, { method: 'POST', url: '/assignments', payload: payload({ points: 5 }) })).statusCode).toBe(400);
    for (const values of [{ dueDate: addDays(kabulDay(), -1) }, { classId: f.otherClass }, { maxGrade: -1 }, { title: ' ' }]) {
      const response = await call(f.teacher, { method: 'PUT', url: `/assignments/${existing.id}`, payload: values });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
    }
    const bad = await call(f.teacher, { method: 'GET', url: '/assignments?dueFrom=2099-05-02&dueTo=2099-05-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.dueTo).toBe(ASSIGNMENT_MESSAGES.rangeOrder);
    expect((await schoolRows()).length).toBe(count);
    expect(await stored(existing.id)).toMatchObject({ title: 'Keep me', dueDate: '2099-05-10', maxGrade: '20.00', classId: f.classA });
  });

  it('keeps handed-in work consistent (409): no maximum below a given grade, no move to another class', async () => {
    const work = await create(f.admin, { title: 'Graded work' });
    const student = await addStudent(t, f.schoolId, f.classA, 'Farid');
    await submit(work.id, student, 'GRADED', '15.00');
    const lower = await call(f.admin, { method: 'PUT', url: `/assignments/${work.id}`, payload: { maxGrade: 10 } });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(maxGradeBelowGrades(15));
    const moved = await call(f.admin, { method: 'PUT', url: `/assignments/${work.id}`, payload: { classId: f.classB } });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(ASSIGNMENT_MESSAGES.hasSubmissionsMove);
    expect(await stored(work.id)).toMatchObject({ maxGrade: '20.00', classId: f.classA });
    const fine = await call(f.admin, { method: 'PUT', url: `/assignments/${work.id}`, payload: { maxGrade: 15, subjectId: f.physics } });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data).toMatchObject({ maxGrade: 15, subject: { id: f.physics } });
  });

  it("answers 404 for a missing id and for another school's assignment, and lists only the user's school", async () => {
    const theirs = await create(f.outsider, { classId: f.otherClass, subjectId: f.otherSubject, title: 'Their work' });
    for (const request of [
      { method: 'GET', url: `/assignments/${theirs.id}` },
      { method: 'PUT', url: `/assignments/${theirs.id}`, payload: { title: 'Ours now' } },
      { method: 'DELETE', url: `/assignments/${theirs.id}` },
      { method: 'GET', url: '/assignments/999999' },
    ] as ApiCall[]) {
      const response = await call(f.admin, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json().message).toBe(ASSIGNMENT_MESSAGES.notFound);
    }
    expect(await stored(theirs.id)).toMatchObject({ title: 'Their work', deletedAt: null });
    expect(ids(await call(f.admin, { method: 'GET', url: '/assignments?search=their' }))).toEqual([]);
    expect(ids(await call(f.outsider, { method: 'GET', url: '/assignments' }))).toEqual([theirs.id]);
  });
});
