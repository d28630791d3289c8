import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GRADE_MESSAGES, type Exam, type ExamPerformance, type ExamTimetable, type Grade, type GradePerformance } from '@/contract/exams';
import { grades } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject } from '../classes/class-test-fixtures';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';

let t: TestApp;
let teacher: TestLogin;
let admin: TestLogin;
let outsider: TestLogin;
let parent: TestLogin;
let schoolId: number;
let classA: number;
let classB: number;
let maths: number;
let art: number;
let otherSubject: number;
let sara: number;
let omid: number;
let zed: number;
let far: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  schoolId = await createSchool(t, 'Grade Book School');
  const otherSchoolId = await createSchool(t, 'Other Grade Book School');
  teacher = await createUserIn(t, schoolId, 'book-teacher', { role: 'TEACHER' });
  admin = await createUserIn(t, schoolId, 'book-admin', { role: 'SCHOOL_ADMIN', grants: ['exam:delete'] });
  outsider = await createUserIn(t, otherSchoolId, 'book-outsider', { role: 'SCHOOL_ADMIN', grants: ['exam:delete'] });
  classA = await addClass(t, schoolId, '9-A');
  classB = await addClass(t, schoolId, '9-B');
  maths = await addSubject(t, schoolId, 'Mathematics');
  art = await addSubject(t, schoolId, 'Art');
  otherSubject = await addSubject(t, otherSchoolId, 'Their art');
  sara = await addStudent(t, schoolId, classA, 'Sara');
  omid = await addStudent(t, schoolId, classA, 'Omid');
  zed = await addStudent(t, schoolId, classB, 'Zed');
  far = await addStudent(t, otherSchoolId, null, 'Far');
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const addGrade = async (payload: object) => {
  const response = await call(teacher, { method: 'POST', url: '/grades', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Grade;
};
const schedule = async (payload: object) => {
  const response = await call(teacher, { method: 'POST', url: '/exams', payload: { subjectId: maths, maxMarks: 20, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Exam;
};

describe('grades', () => {
  it('records class work, edits, lists and deletes grades', async () => {
    const work = await addGrade({ studentId: sara, subjectId: art, score: 8, maxScore: 10, gradedOn: '2026-02-01', remarks: 'Poster' });
    expect(work).toEqual({
      id: work.id, schoolId, student: { id: sara, name: 'Sara Test', admissionNo: expect.any(String) }, subjectId: art, subject: { id: art, name: 'Art', code: expect.any(String) },
      classId: classA, exam: null, score: 8, maxScore: 10, percentage: 80, gradeLabel: 'B+', gradedOn: '2026-02-01', academicYear: null, remarks: 'Poster', updatedAt: expect.any(String),
    });
    const second = await addGrade({ studentId: omid, subjectId: maths, score: 45, gradedOn: '2026-02-03' });
    expect(second).toMatchObject({ maxScore: 100, percentage: 45, gradeLabel: 'D' });

    const list = await call(teacher, { method: 'GET', url: '/grades' });
    expect(list.json().data.map((grade: Grade) => grade.id)).toEqual([second.id, work.id]);
    expect((await call(teacher, { method: 'GET', url: `/grades?studentId=${sara}` })).json().data.map((grade: Grade) => grade.id)).toEqual([work.id]);
    expect((await call(teacher, { method: 'GET', url: `/grades?subjectId=${maths}&from=2026-02-02&to=2026-02-28` })).json().data.map((grade: Grade) => grade.id)).toEqual([second.id]);
    expect((await call(outsider, { method: 'GET', url: '/grades' })).json().data).toEqual([]);

    const edited = await call(teacher, { method: 'PUT', url: `/grades/${work.id}`, payload: { score: 9.5, remarks: null } });
    expect(edited.json().data).toMatchObject({ score: 9.5, percentage: 95, gradeLabel: 'A+', remarks: null });
    // Made from the version before that edit (If-Match): nothing applied, the grade as it is now.
    const stale = await t.app.inject({ method: 'PUT', url: `/api/grades/${work.id}`, headers: { ...teacher.headers, 'if-match': versionTag(work.updatedAt) }, payload: { score: 7 } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ message: RECORD_VERSION_MESSAGES.changedSince, current: { score: 9.5, updatedAt: edited.json().data.updatedAt } });
    const above = await call(teacher, { method: 'PUT', url: `/grades/${work.id}`, payload: { maxScore: 5 } });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual({ score: GRADE_MESSAGES.scoreAboveMax });

    expect((await call(outsider, { method: 'GET', url: `/grades/${work.id}` })).statusCode).toBe(404);
    expect((await call(outsider, { method: 'DELETE', url: `/grades/${work.id}` })).statusCode).toBe(404);
    expect((await call(teacher, { method: 'DELETE', url: `/grades/${work.id}` })).statusCode).toBe(403);
    expect((await call(admin, { method: 'DELETE', url: `/grades/${work.id}` })).statusCode).toBe(200);
    expect((await call(teacher, { method: 'GET', url: `/grades/${work.id}` })).statusCode).toBe(404);
    expect((await call(parent, { method: 'GET', url: '/grades' })).statusCode).toBe(403);
  });

  it('refuses bad grades with 400 and writes nothing', async () => {
    const before = (await t.database.db.select().from(grades).where(eq(grades.schoolId, schoolId))).length;
    const cases: [object, string][] = [
      [{ studentId: far, subjectId: maths, score: 5, gradedOn: '2026-02-01' }, 'studentId'],
      [{ studentId: sara, subjectId: otherSubject, score: 5, gradedOn: '2026-02-01' }, 'subjectId'],
      [{ studentId: sara, subjectId: maths, score: 101, gradedOn: '2026-02-01' }, 'score'],
      [{ studentId: sara, subjectId: maths, score: -1, gradedOn: '2026-02-01' }, 'score'],
      [{ studentId: sara, subjectId: maths, score: 5, gradedOn: '01/02/2026' }, 'gradedOn'],
      [{ studentId: sara, subjectId: maths, score: 5, gradedOn: '2026-02-01', examId: 1 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(teacher, { method: 'POST', url: '/grades', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toContain(field);
    }
    expect((await t.database.db.select().from(grades).where(eq(grades.schoolId, schoolId))).length).toBe(before);
  });

  it("keeps an exam's grade to the exam's subject and maximum", async () => {
    const exam = await schedule({ name: 'Quiz', classId: classA, examDate: '2099-01-10', startTime: '08:00', endTime: '08:30' });
    await call(teacher, { method: 'POST', url: `/exams/${exam.id}/grades`, payload: { records: [{ studentId: sara, score: 15 }] } });
    const [grade] = await t.database.db.select().from(grades).where(eq(grades.examId, exam.id));
    expect((await call(teacher, { method: 'PUT', url: `/grades/${grade.id}`, payload: { score: 21 } })).json().errors).toEqual({ score: GRADE_MESSAGES.scoreAboveMax });
    expect((await call(teacher, { method: 'PUT', url: `/grades/${grade.id}`, payload: { subjectId: art } })).json().message).toBe(GRADE_MESSAGES.examGradeSubject);
    const edited = await call(teacher, { method: 'PUT', url: `/grades/${grade.id}`, payload: { score: 18 } });
    expect(edited.json().data).toMatchObject({ score: 18, maxScore: 20, percentage: 90, exam: { id: exam.id, name: 'Quiz' } });
  });
});

describe('exam timetables and performance', () => {
  it('lays out the scheduled exams by day and sums up graded exams', async () => {
    const later = await schedule({ name: 'Art final', subjectId: art, classId: classA, examDate: '2099-06-02', startTime: '09:00', endTime: '10:00', room: 'Studio' });
    const first = await schedule({ name: 'Maths final B', classId: classB, examDate: '2099-06-01', startTime: '10:00', endTime: '11:00' });
    const early = await schedule({ name: 'Maths final A', classId: classA, examDate: '2099-06-01', startTime: '08:00', endTime: '09:30', room: 'Hall' });
    const cancelled = await schedule({ name: 'Dropped', classId: classB, examDate: '2099-06-03', startTime: '08:00', endTime: '09:00' });
    await call(teacher, { method: 'PUT', url: `/exams/${cancelled.id}`, payload: { status: 'CANCELLED' } });

    const timetable = await call(teacher, { method: 'GET', url: '/exam-timetables?from=2099-06-01&to=2099-06-30' });
    expect(timetable.statusCode, timetable.body).toBe(200);
    const days = (timetable.json().data as ExamTimetable).days;
    expect(days.map((day) => ({ date: day.date, exams: day.exams.map((exam) => `${exam.startTime}-${exam.endTime} ${exam.name} ${exam.room ?? ''}`.trim()) }))).toEqual([
      { date: '2099-06-01', exams: ['08:00-09:30 Maths final A Hall', '10:00-11:00 Maths final B'] },
      { date: '2099-06-02', exams: ['09:00-10:00 Art final Studio'] },
    ]);
    expect(days[0].exams[0]).toMatchObject({ examId: early.id, class: { id: classA, name: '9-A' }, subject: { id: maths, name: 'Mathematics' }, maxMarks: 20 });
    const onlyB = (await call(teacher, { method: 'GET', url: `/exam-timetables?classId=${classB}&from=2099-06-01` })).json().data as ExamTimetable;
    expect(onlyB.days.flatMap((day) => day.exams.map((exam) => exam.examId))).toEqual([first.id]);
    expect((await call(teacher, { method: 'GET', url: '/exam-timetables?from=2099-07-01&to=2099-06-01' })).statusCode).toBe(400);
    expect((await call(parent, { method: 'GET', url: '/exam-timetables' })).statusCode).toBe(403);
    expect((await call(outsider, { method: 'GET', url: '/exam-timetables' })).json().data.days).toEqual([]);

    await call(teacher, { method: 'POST', url: `/exams/${early.id}/grades`, payload: { records: [{ studentId: sara, score: 18 }, { studentId: omid, score: 9 }] } });
    await call(teacher, { method: 'POST', url: `/exams/${later.id}/grades`, payload: { records: [{ studentId: sara, score: 10 }] } });
    const performance = (await call(teacher, { method: 'GET', url: '/exam-timetables/performance?from=2099-06-01&to=2099-06-30' })).json().data as ExamPerformance;
    expect(performance.exams.map(({ examId, gradedCount, average, passRate }) => ({ examId, gradedCount, average, passRate }))).toEqual([
      { examId: later.id, gradedCount: 1, average: 50, passRate: 100 },
      { examId: early.id, gradedCount: 2, average: 67.5, passRate: 50 },
    ]);

    const byRangeAnswer = await call(teacher, { method: 'GET', url: '/grades/performance?from=2099-06-01&to=2099-06-30' });
    expect(byRangeAnswer.statusCode, byRangeAnswer.body).toBe(200);
    const byRange = byRangeAnswer.json().data as GradePerformance;
    expect(byRange.overall).toEqual({ gradeCount: 3, average: 61.7, passRate: 66.7 });
    expect(byRange.bySubject.map(({ subject, average, gradeCount }) => [subject.name, average, gradeCount])).toEqual([['Art', 50, 1], ['Mathematics', 67.5, 2]]);
    expect(byRange.byClass.map(({ class: klass, average, passRate }) => [klass.name, average, passRate])).toEqual([['9-A', 61.7, 66.7]]);
    const emptyAnswer = await call(teacher, { method: 'GET', url: `/grades/performance?classId=${classB}&from=2099-06-01` });
    expect(emptyAnswer.statusCode, emptyAnswer.body).toBe(200);
    const empty = emptyAnswer.json().data as GradePerformance;
    expect(empty).toEqual({ overall: { gradeCount: 0, average: null, passRate: null }, bySubject: [], byClass: [] });
    void zed;
  });
});
