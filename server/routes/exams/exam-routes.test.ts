import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXAM_MESSAGES, examStatusChangeRefused, type Exam, type ExamDetail } from '@/contract/exams';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { exams, grades } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject } from '../classes/class-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;
let accountant: TestLogin;
let outsider: TestLogin;
let schoolId: number;
let otherSchoolId: number;
let classA: number;
let classB: number;
let maths: number;
let physics: number;
let otherClass: number;
let otherSubject: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  schoolId = await createSchool(t, 'Exams School');
  otherSchoolId = await createSchool(t, 'Other Exams School');
  admin = await createUserIn(t, schoolId, 'exams-admin', { role: 'SCHOOL_ADMIN', grants: ['exam:delete'] });
  teacher = await createUserIn(t, schoolId, 'exams-teacher', { role: 'TEACHER' });
  accountant = await createUserIn(t, schoolId, 'exams-accountant', { role: 'ACCOUNTANT' });
  outsider = await createUserIn(t, otherSchoolId, 'exams-outsider', { role: 'SCHOOL_ADMIN', grants: ['exam:delete'] });
  classA = await addClass(t, schoolId, '7-A');
  classB = await addClass(t, schoolId, '7-B');
  maths = await addSubject(t, schoolId, 'Mathematics');
  physics = await addSubject(t, schoolId, 'Physics');
  otherClass = await addClass(t, otherSchoolId, 'Their 7-A');
  otherSubject = await addSubject(t, otherSchoolId, 'Their maths');
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const examPayload = (values: object = {}) => ({
  name: 'Midterm', classId: classA, subjectId: maths, examDate: '2099-05-10', startTime: '08:00', endTime: '10:00', room: 'Hall 1', maxMarks: 50, academicYear: '1405', ...values,
});
const create = async (values: object = {}, as = teacher) => {
  const response = await call(as, { method: 'POST', url: '/exams', payload: examPayload(values) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Exam;
};
const examCount = async () => (await t.database.db.select().from(exams).where(eq(exams.schoolId, schoolId))).length;

describe('exams', () => {
  it('schedules, reads, lists and edits exams', async () => {
    const midterm = await create();
    expect(midterm).toEqual({
      id: midterm.id, schoolId, name: 'Midterm', dariName: null, pashtoName: null, classId: classA, subjectId: maths, class: { id: classA, name: '7-A', dariName: null, pashtoName: null, code: expect.any(String) }, subject: { id: maths, name: 'Mathematics', dariName: null, pashtoName: null, code: expect.any(String) },
      examDate: '2099-05-10', startTime: '08:00', endTime: '10:00', room: 'Hall 1', maxMarks: 50, status: 'SCHEDULED', academicYear: '1405', gradedCount: 0, updatedAt: expect.any(String),
    });
    const sooner = await create({ name: 'Quiz', subjectId: physics, examDate: '2099-05-01', room: null });
    const later = await create({ name: 'Final', classId: classB, examDate: '2099-06-20', room: 'Hall 2' });
    await addStudent(t, schoolId, classA, 'Sara');

    const detail = await call(teacher, { method: 'GET', url: `/exams/${midterm.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data as ExamDetail).toMatchObject({ id: midterm.id, studentCount: 1, gradedCount: 0 });

    const scheduled = await call(teacher, { method: 'GET', url: '/exams?status=SCHEDULED' });
    expect(scheduled.json().data.map((exam: Exam) => exam.id)).toEqual([sooner.id, midterm.id, later.id]);
    const newestFirst = await call(teacher, { method: 'GET', url: '/exams?limit=2&page=1' });
    expect(newestFirst.json().data.map((exam: Exam) => exam.id)).toEqual([later.id, midterm.id]);
    expect(newestFirst.json().meta.pagination).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect((await call(teacher, { method: 'GET', url: `/exams?classId=${classB}` })).json().data.map((exam: Exam) => exam.id)).toEqual([later.id]);
    expect((await call(teacher, { method: 'GET', url: `/exams?subjectId=${physics}` })).json().data.map((exam: Exam) => exam.id)).toEqual([sooner.id]);
    expect((await call(teacher, { method: 'GET', url: '/exams?from=2099-05-05&to=2099-05-31' })).json().data.map((exam: Exam) => exam.id)).toEqual([midterm.id]);
    expect((await call(teacher, { method: 'GET', url: '/exams?search=qui' })).json().data.map((exam: Exam) => exam.id)).toEqual([sooner.id]);
    // The other school's admin sees none of them.
    expect((await call(outsider, { method: 'GET', url: '/exams' })).json().data).toEqual([]);

    const edited = await call(teacher, { method: 'PUT', url: `/exams/${later.id}`, payload: { name: 'Final exam', room: '', maxMarks: 100 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Final exam', room: null, maxMarks: 100 });
  });

  it('refuses a class or a room that is already booked at an overlapping time', async () => {
    const first = await create({ name: 'Chemistry', examDate: '2099-07-01', startTime: '09:00', endTime: '11:00', room: 'Lab 1' });
    const before = await examCount();
    const sameClass = await call(teacher, { method: 'POST', url: '/exams', payload: examPayload({ examDate: '2099-07-01', startTime: '10:30', endTime: '12:00', room: 'Lab 9' }) });
    expect(sameClass.statusCode).toBe(409);
    expect(sameClass.json().message).toContain('"Chemistry" of 7-A on 2099-07-01 09:00–11:00 (same class)');
    const sameRoom = await call(teacher, { method: 'POST', url: '/exams', payload: examPayload({ classId: classB, examDate: '2099-07-01', startTime: '08:00', endTime: '09:30', room: ' lab 1 ' }) });
    expect(sameRoom.statusCode).toBe(409);
    expect(sameRoom.json().message).toContain('in room Lab 1 (same room)');
    expect(await examCount()).toBe(before);

    // Back to back, another room or another day is fine.
    await create({ examDate: '2099-07-01', startTime: '11:00', endTime: '12:00', room: 'Lab 1' });
    await create({ classId: classB, examDate: '2099-07-01', startTime: '09:00', endTime: '11:00', room: 'Lab 2' });
    const moved = await call(teacher, { method: 'PUT', url: `/exams/${first.id}`, payload: { startTime: '08:00', endTime: '11:30' } });
    expect(moved.statusCode).toBe(409);
    // A cancelled exam frees its slot.
    expect((await call(teacher, { method: 'PUT', url: `/exams/${first.id}`, payload: { status: 'CANCELLED' } })).statusCode).toBe(200);
    await create({ classId: classA, examDate: '2099-07-01', startTime: '09:00', endTime: '10:00', room: 'Lab 1' });
  });

  it('books a room once when two classes ask for it at the same moment', async () => {
    const [one, two] = await Promise.all([
      call(teacher, { method: 'POST', url: '/exams', payload: examPayload({ name: 'Race A', classId: classA, examDate: '2099-09-15', startTime: '09:00', endTime: '10:00', room: 'Hall 7' }) }),
      call(teacher, { method: 'POST', url: '/exams', payload: examPayload({ name: 'Race B', classId: classB, examDate: '2099-09-15', startTime: '09:30', endTime: '10:30', room: 'Hall 7' }) }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([201, 409]);
  });

  it('moves status only from SCHEDULED, and keeps exams with grades', async () => {
    const exam = await create({ name: 'Status', examDate: '2099-08-01' });
    const done = await call(teacher, { method: 'PUT', url: `/exams/${exam.id}`, payload: { status: 'COMPLETED' } });
    expect(done.json().data.status).toBe('COMPLETED');
    const back = await call(teacher, { method: 'PUT', url: `/exams/${exam.id}`, payload: { status: 'SCHEDULED' } });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(examStatusChangeRefused('COMPLETED', 'SCHEDULED'));
    expect((await call(teacher, { method: 'PUT', url: `/exams/${exam.id}`, payload: { status: 'CANCELLED' } })).statusCode).toBe(409);

    const graded = await create({ name: 'Graded', examDate: '2099-08-02' });
    const student = await addStudent(t, schoolId, classA, 'Omid');
    expect((await call(teacher, { method: 'POST', url: `/exams/${graded.id}/grades`, payload: { records: [{ studentId: student, score: 40 }] } })).statusCode).toBe(200);
    expect((await call(teacher, { method: 'PUT', url: `/exams/${graded.id}`, payload: { status: 'CANCELLED' } })).json().message).toBe(EXAM_MESSAGES.hasGradesCancel);
    expect((await call(teacher, { method: 'PUT', url: `/exams/${graded.id}`, payload: { classId: classB } })).json().message).toBe(EXAM_MESSAGES.hasGradesMove);
    expect((await call(teacher, { method: 'PUT', url: `/exams/${graded.id}`, payload: { maxMarks: 30 } })).statusCode).toBe(409);
    const deleted = await call(admin, { method: 'DELETE', url: `/exams/${graded.id}` });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(EXAM_MESSAGES.hasGradesDelete);

    // A new date and maximum carry over to the grades the portals read.
    const moved = await call(teacher, { method: 'PUT', url: `/exams/${graded.id}`, payload: { examDate: '2099-08-03', maxMarks: 80, academicYear: '1406' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [grade] = await t.database.db.select().from(grades).where(eq(grades.examId, graded.id));
    expect(grade).toMatchObject({ gradedOn: '2099-08-03', maxScore: '80.00', academicYear: '1406' });

    const empty = await create({ name: 'Empty', examDate: '2099-08-04' });
    expect((await call(admin, { method: 'DELETE', url: `/exams/${empty.id}` })).statusCode).toBe(200);
    expect((await call(teacher, { method: 'GET', url: `/exams/${empty.id}` })).statusCode).toBe(404);
  });

  it('answers bad input with 400 on the field and changes nothing', async () => {
    const before = await examCount();
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'name', EXAM_MESSAGES.nameRequired],
      [{ examDate: '2099-02-30' }, 'examDate', EXAM_MESSAGES.dateFormat],
      [{ startTime: '10:00', endTime: '09:00' }, 'endTime', EXAM_MESSAGES.endAfterStart],
      [{ startTime: '25:00' }, 'startTime', EXAM_MESSAGES.timeFormat],
      [{ maxMarks: 0 }, 'maxMarks', EXAM_MESSAGES.maxMarksRange],
      [{ classId: otherClass }, 'classId', EXAM_MESSAGES.classNotFound],
      [{ subjectId: otherSubject }, 'subjectId', EXAM_MESSAGES.subjectNotFound],
    ];
    for (const [values, field, message] of cases) {
      const response = await call(teacher, { method: 'POST', url: '/exams', payload: examPayload(values) });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(values)).toBe(message);
    }
    expect((await call(teacher, { method: 'POST', url: '/exams', payload: examPayload({ status: 'COMPLETED' }) })).statusCode).toBe(400);
    const exam = await create({ name: 'Times', examDate: '2099-09-01' });
    const ends = await call(teacher, { method: 'PUT', url: `/exams/${exam.id}`, payload: { endTime: '07:00' } });
    expect(ends.statusCode).toBe(400);
    expect(ends.json().errors).toEqual({ endTime: EXAM_MESSAGES.endAfterStart });
    expect(await examCount()).toBe(before + 1);
  });

  it('hides other schools, refuses parents and accountants, and writes once per X-Request-ID', async () => {
    const exam = await create({ name: 'Scoped', examDate: '2099-10-01' });
    for (const request of [
      { method: 'GET', url: `/exams/${exam.id}` },
      { method: 'PUT', url: `/exams/${exam.id}`, payload: { name: 'Theirs' } },
      { method: 'DELETE', url: `/exams/${exam.id}` },
      { method: 'GET', url: `/exams/${exam.id}/results` },
    ] as ApiCall[]) {
      expect((await call(outsider, request)).statusCode, request.method + request.url).toBe(404);
    }
    for (const as of [parent, accountant]) {
      expect((await call(as, { method: 'GET', url: '/exams' })).statusCode).toBe(403);
      expect((await call(as, { method: 'POST', url: '/exams', payload: examPayload({ examDate: '2099-10-02' }) })).statusCode).toBe(403);
    }
    // The teacher has no exam:delete.
    expect((await call(teacher, { method: 'DELETE', url: `/exams/${exam.id}` })).statusCode).toBe(403);

    const request = { method: 'POST' as const, url: '/api/exams', payload: examPayload({ name: 'Replayed', examDate: '2099-10-03' }) };
    const headers = { ...teacher.headers, 'x-request-id': 'exam-create-replay-1' };
    const first = await t.app.inject({ ...request, headers });
    const replay = await t.app.inject({ ...request, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await t.database.db.select().from(exams).where(eq(exams.name, 'Replayed'))).length).toBe(1);
  });
});

describe('an edit made from an older version of the exam (If-Match)', () => {
  it('applies nothing and answers 412 with the exam as it is now; made from that version, it applies', async () => {
    const made = await create({ name: 'Versioned quiz', examDate: '2099-08-15' });
    const editAs = (payload: object, version: string) =>
      t.app.inject({ method: 'PUT', url: `/api/exams/${made.id}`, headers: { ...teacher.headers, 'if-match': versionTag(version) }, payload });
    const first = await editAs({ room: 'Hall 3' }, made.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const now = first.json().data as Exam;

    const stale = await editAs({ room: 'Hall 4', maxMarks: 80 }, made.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: { id: made.id, room: 'Hall 3', maxMarks: 50, updatedAt: now.updatedAt } });
    const [row] = await t.database.db.select().from(exams).where(eq(exams.id, made.id));
    expect(row).toMatchObject({ room: 'Hall 3' });

    expect((await editAs({ room: 'Hall 4' }, now.updatedAt)).statusCode).toBe(200);
  });
});
