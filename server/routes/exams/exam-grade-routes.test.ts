import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { EXAM_MESSAGES, scoreAboveMaxMarks, studentsNotInClass, type Exam, type ExamResults } from '@/contract/exams';
import { exams, grades, students, subjects, users } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject } from '../classes/class-test-fixtures';

let t: TestApp;
let teacher: TestLogin;
let outsider: TestLogin;
let parent: TestLogin;
let schoolId: number;
let otherSchoolId: number;
let classA: number;
let classB: number;
let maths: number;
const kids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  schoolId = await createSchool(t, 'Grades School');
  otherSchoolId = await createSchool(t, 'Other Grades School');
  teacher = await createUserIn(t, schoolId, 'grades-teacher', { role: 'TEACHER' });
  outsider = await createUserIn(t, otherSchoolId, 'grades-outsider', { role: 'TEACHER' });
  classA = await addClass(t, schoolId, '8-A');
  classB = await addClass(t, schoolId, '8-B');
  maths = await addSubject(t, schoolId, 'Mathematics');
  for (const name of ['Amina', 'Bilal', 'Cyrus', 'Dunya', 'Elham', 'Farid']) kids[name] = await addStudent(t, schoolId, classA, name);
  kids.Zed = await addStudent(t, schoolId, classB, 'Zed');
  kids.Far = await addStudent(t, otherSchoolId, null, 'Far');
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
let slot = 0;
const schedule = async (values: object = {}, as = teacher) => {
  slot += 1;
  const hour = String(slot % 20).padStart(2, '0');
  const payload = { name: `Exam ${slot}`, classId: classA, subjectId: maths, examDate: '2099-03-01', startTime: `${hour}:00`, endTime: `${hour}:30`, maxMarks: 50, academicYear: '1405', ...values };
  const response = await call(as, { method: 'POST', url: '/exams', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Exam;
};
const enter = (examId: number, records: object[], as = teacher) => call(as, { method: 'POST', url: `/exams/${examId}/grades`, payload: { records } });
const examGrades = (examId: number) => t.database.db.select().from(grades).where(and(eq(grades.examId, examId), isNull(grades.deletedAt)));

describe('grade entry and results', () => {
  it('ranks the class with shared ranks and computes the class figures', async () => {
    const exam = await schedule({ examDate: '2024-03-10' });
    const entered = await enter(exam.id, [
      { studentId: kids.Amina, score: 45 },
      { studentId: kids.Bilal, score: 45, remarks: 'Neat work' },
      { studentId: kids.Cyrus, score: 40 },
      { studentId: kids.Dunya, score: 24 },
      { studentId: kids.Elham, score: 25 },
    ]);
    expect(entered.statusCode, entered.body).toBe(200);
    // The exam's day has passed: entering its grades completes it.
    expect(entered.json().data).toEqual({ examId: exam.id, status: 'COMPLETED', created: 5, updated: 0 });

    const [stored] = await t.database.db.select().from(grades).where(and(eq(grades.examId, exam.id), eq(grades.studentId, kids.Bilal)));
    expect(stored).toMatchObject({ schoolId, classId: classA, subjectId: maths, score: '45.00', maxScore: '50.00', gradedOn: '2024-03-10', academicYear: '1405', remarks: 'Neat work' });

    const response = await call(teacher, { method: 'GET', url: `/exams/${exam.id}/results` });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().data as ExamResults;
    expect(results.exam).toMatchObject({ id: exam.id, status: 'COMPLETED', gradedCount: 5 });
    expect(results.students.map(({ name, score, percentage, gradeLabel, rank, passed }) => ({ name, score, percentage, gradeLabel, rank, passed }))).toEqual([
      { name: 'Amina Test', score: 45, percentage: 90, gradeLabel: 'A+', rank: 1, passed: true },
      { name: 'Bilal Test', score: 45, percentage: 90, gradeLabel: 'A+', rank: 1, passed: true },
      { name: 'Cyrus Test', score: 40, percentage: 80, gradeLabel: 'B+', rank: 3, passed: true },
      { name: 'Elham Test', score: 25, percentage: 50, gradeLabel: 'D', rank: 4, passed: true },
      { name: 'Dunya Test', score: 24, percentage: 48, gradeLabel: 'D', rank: 5, passed: false },
      { name: 'Farid Test', score: null, percentage: null, gradeLabel: null, rank: null, passed: null },
    ]);
    expect(results.figures).toEqual({
      studentCount: 6, gradedCount: 5, average: 71.6, highest: 90, lowest: 48, passRate: 80,
      distribution: { 'A+': 2, A: 0, 'B+': 1, B: 0, 'C+': 0, C: 0, D: 2 },
    });

    // A correction updates the same grade; the ranks follow.
    const corrected = await enter(exam.id, [{ studentId: kids.Dunya, score: 50 }]);
    expect(corrected.json().data).toMatchObject({ created: 0, updated: 1 });
    expect(await examGrades(exam.id)).toHaveLength(5);
    const after = (await call(teacher, { method: 'GET', url: `/exams/${exam.id}/results` })).json().data as ExamResults;
    expect(after.students[0]).toMatchObject({ name: 'Dunya Test', rank: 1, percentage: 100 });
    expect(after.students[1]).toMatchObject({ rank: 2 });
  });

  it('keeps a future exam scheduled and saves nothing when any record is wrong', async () => {
    const exam = await schedule();
    const good = { studentId: kids.Amina, score: 30 };
    const cases: [object[], string][] = [
      [[good, { studentId: kids.Bilal, score: 51 }], scoreAboveMaxMarks('Bilal Test', 50)],
      [[good, { studentId: kids.Zed, score: 10 }], studentsNotInClass(['Zed Test'])],
      [[good, { studentId: kids.Far, score: 10 }], studentsNotInClass([`student #${kids.Far}`])],
      [[good, { studentId: kids.Amina, score: 31 }], 'Each student may appear once; entered twice: Amina Test'],
    ];
    for (const [records, message] of cases) {
      const response = await enter(exam.id, records);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    for (const payload of [{ records: [] }, { records: [{ studentId: kids.Amina, score: -1 }] }, { records: [{ studentId: kids.Amina }] }, {}]) {
      expect((await call(teacher, { method: 'POST', url: `/exams/${exam.id}/grades`, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const tooMany = Array.from({ length: 201 }, () => good);
    expect((await enter(exam.id, tooMany)).json().errors).toEqual({ records: EXAM_MESSAGES.recordsTooMany });
    expect(await examGrades(exam.id)).toHaveLength(0);

    const saved = await enter(exam.id, [good]);
    expect(saved.json().data).toMatchObject({ status: 'SCHEDULED', created: 1 });
  });

  it('takes no grades on a cancelled exam, hides other schools and writes once per X-Request-ID', async () => {
    const cancelled = await schedule();
    await call(teacher, { method: 'PUT', url: `/exams/${cancelled.id}`, payload: { status: 'CANCELLED' } });
    const refused = await enter(cancelled.id, [{ studentId: kids.Amina, score: 10 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EXAM_MESSAGES.cancelledNoGrades);

    const exam = await schedule();
    expect((await enter(exam.id, [{ studentId: kids.Amina, score: 10 }], outsider)).statusCode).toBe(404);
    expect((await enter(exam.id, [{ studentId: kids.Amina, score: 10 }], parent)).statusCode).toBe(403);
    expect(await examGrades(exam.id)).toHaveLength(0);

    const request = { method: 'POST' as const, url: `/api/exams/${exam.id}/grades`, payload: { records: [{ studentId: kids.Cyrus, score: 20 }] } };
    const headers = { ...teacher.headers, 'x-request-id': 'exam-grades-replay-1' };
    const first = await t.app.inject({ ...request, headers });
    const replay = await t.app.inject({ ...request, headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await examGrades(exam.id)).toHaveLength(1);
  });

  it("shows the grades in the demo parent's portal for their child", async () => {
    const demoTeacher = await loginAs(t.app, 'teacher');
    const [parentUser] = await t.database.db.select().from(users).where(eq(users.username, 'parent'));
    const [child] = await t.database.db
      .select()
      .from(students)
      .where(and(eq(students.parentUserId, parentUser.id), isNull(students.deletedAt)))
      .orderBy(students.id);
    expect(child?.classId).not.toBeNull();
    const [subject] = await t.database.db.select().from(subjects).where(eq(subjects.schoolId, child.schoolId)).orderBy(subjects.id);
    const created = await call(demoTeacher, {
      method: 'POST',
      url: '/exams',
      payload: { name: 'Portal check exam', classId: child.classId, subjectId: subject.id, examDate: '2025-01-04', startTime: '05:00', endTime: '05:45', maxMarks: 40 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const examId = (created.json().data as Exam).id;
    expect((await enter(examId, [{ studentId: child.id, score: 34 }], demoTeacher)).statusCode).toBe(200);

    const portalGrades = await call(parent, { method: 'GET', url: `/students/${child.id}/grades?examId=${examId}` });
    expect(portalGrades.statusCode, portalGrades.body).toBe(200);
    expect(portalGrades.json().data.grades).toEqual([expect.objectContaining({ examId, score: 34, percentage: 85 })]);

    const portalExams = await call(parent, { method: 'GET', url: `/students/${child.id}/exams` });
    expect(portalExams.statusCode, portalExams.body).toBe(200);
    const shown = portalExams.json().data.find((exam: { id: number }) => exam.id === examId);
    expect(shown).toMatchObject({ title: 'Portal check exam', subject: subject.name, status: 'COMPLETED', grade: 34, maxGrade: 40, percentage: 85 });
    const [row] = await t.database.db.select().from(exams).where(eq(exams.id, examId));
    expect(row.status).toBe('COMPLETED');
  });
});
