import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLASS_MESSAGES, capacityBelowStudents, classCodeTaken, classHasStudents, type ClassDetail, type SchoolClass } from '@/contract/classes';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { classes, teacherAssignments, timetableEntries } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject, addTeacher } from './class-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let staff: TestLogin;
let parent: TestLogin;
let accountant: TestLogin;
let schoolId: number;
let otherSchoolId: number;
let otherClassId: number;
let teacherId: number;
let otherTeacherId: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  schoolId = await createSchool(t, 'Classes School');
  otherSchoolId = await createSchool(t, 'Other Classes School');
  admin = await createUserIn(t, schoolId, 'classes-admin', { role: 'SCHOOL_ADMIN', grants: ['class:delete'] });
  staff = await createUserIn(t, schoolId, 'classes-staff', { role: 'STAFF' });
  accountant = await createUserIn(t, schoolId, 'classes-accountant', { role: 'ACCOUNTANT' });
  teacherId = await addTeacher(t, schoolId, 'Ahmad', 'Rahimi');
  otherTeacherId = await addTeacher(t, otherSchoolId, 'Far', 'Away');
  otherClassId = await addClass(t, otherSchoolId, 'Their 7-A', { code: 'X-7A', grade: 7 });
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const create = async (payload: object) => {
  const response = await call(admin, { method: 'POST', url: '/classes', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as SchoolClass;
};
const liveClassRows = async () => (await t.database.db.select().from(classes).where(eq(classes.schoolId, schoolId))).filter((row) => !row.deletedAt);

describe('classes', () => {
  it('creates, reads, edits and lists classes with their details and student counts', async () => {
    const sevenA = await create({ name: '7-A', code: '7A', grade: 7, section: 'A', room: 'R-12', capacity: 30, academicYear: '1405', classTeacherId: teacherId });
    expect(sevenA).toEqual({
      id: sevenA.id, name: '7-A', dariName: null, pashtoName: null, code: '7A', schoolId, grade: 7, section: 'A', room: 'R-12', capacity: 30, academicYear: '1405',
      classTeacherId: teacherId, classTeacher: { id: teacherId, name: 'Ahmad Rahimi' }, studentCount: 0, updatedAt: expect.any(String),
    });
    const eightB = await create({ name: '8-B', code: '8B', grade: 8, section: ' ' });
    expect(eightB).toMatchObject({ section: null, classTeacher: null, capacity: null });
    await addStudent(t, schoolId, sevenA.id, 'Sara');
    await addStudent(t, schoolId, sevenA.id, 'Omid', { status: 'INACTIVE' });
    await addStudent(t, schoolId, sevenA.id, 'Gone', { deleted: true });

    // The pickers' list: {id, name, code} first, by grade; staff (student:read) may read it.
    const list = await call(staff, { method: 'GET', url: '/classes?limit=100&page=1' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map(({ id, name, code, studentCount }: SchoolClass) => ({ id, name, code, studentCount }))).toEqual([
      { id: sevenA.id, name: '7-A', code: '7A', studentCount: 2 },
      { id: eightB.id, name: '8-B', code: '8B', studentCount: 0 },
    ]);
    expect(list.json().meta.pagination.totalCount).toBe(2);
    const searched = await call(admin, { method: 'GET', url: '/classes?search=8b' });
    expect(searched.json().data.map((row: SchoolClass) => row.id)).toEqual([eightB.id]);
    const byGrade = await call(admin, { method: 'GET', url: '/classes?grade=7' });
    expect(byGrade.json().data.map((row: SchoolClass) => row.id)).toEqual([sevenA.id]);

    const edited = await call(admin, { method: 'PUT', url: `/classes/${eightB.id}`, payload: { room: 'Lab 2', classTeacherId: teacherId, capacity: 25 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: '8-B', room: 'Lab 2', capacity: 25, classTeacher: { id: teacherId } });
    const cleared = await call(admin, { method: 'PUT', url: `/classes/${eightB.id}`, payload: { classTeacherId: null, capacity: null } });
    expect(cleared.json().data).toMatchObject({ classTeacher: null, capacity: null, room: 'Lab 2' });
  });

  it('shows a class with the subjects taught in it and by whom', async () => {
    const classId = (await create({ name: '9-C', code: '9C', grade: 9 })).id;
    const maths = await addSubject(t, schoolId, 'Mathematics');
    const dari = await addSubject(t, schoolId, 'Dari');
    const mariam = await addTeacher(t, schoolId, 'Mariam', 'Sadat');
    await t.database.db.insert(teacherAssignments).values([
      { schoolId, teacherId, classId, subjectId: maths },
      { schoolId, teacherId: mariam, classId, subjectId: null },
    ]);
    await t.database.db.insert(timetableEntries).values([
      { schoolId, classId, subjectId: maths, teacherId: mariam, weekday: 6, startTime: '08:00', endTime: '08:45' },
      { schoolId, classId, subjectId: dari, teacherId: null, weekday: 6, startTime: '09:00', endTime: '09:45' },
    ]);
    const response = await call(admin, { method: 'GET', url: `/classes/${classId}` });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data as ClassDetail;
    expect(detail.subjects).toEqual([
      { subject: { id: dari, name: 'Dari', dariName: null, pashtoName: null, code: expect.any(String) }, teachers: [] },
      { subject: { id: maths, name: 'Mathematics', dariName: null, pashtoName: null, code: expect.any(String) }, teachers: [{ id: teacherId, name: 'Ahmad Rahimi' }, { id: mariam, name: 'Mariam Sadat' }] },
    ]);
    expect(detail.studentCount).toBe(0);
  });

  it('keeps codes unique per school and refuses bad input without changing anything', async () => {
    const before = await liveClassRows();
    const twice = await call(admin, { method: 'POST', url: '/classes', payload: { name: 'Another', code: '7A' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(classCodeTaken('7A'));
    // Another school may use the same code.
    expect((await call(admin, { method: 'POST', url: '/classes', payload: { name: 'Mine', code: 'X-7A' } })).statusCode).toBe(201);

    for (const payload of [{ code: 'NN' }, { name: ' ', code: 'NN' }, { name: 'N', code: 'NN', grade: 13 }, { name: 'N', code: 'NN', capacity: 0 }, { name: 'N', code: 'NN', colour: 'red' }]) {
      const bad = await call(admin, { method: 'POST', url: '/classes', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noName = await call(admin, { method: 'POST', url: '/classes', payload: { name: '', code: 'NN' } });
    expect(noName.json().errors).toEqual({ name: CLASS_MESSAGES.nameRequired });
    const foreignTeacher = await call(admin, { method: 'POST', url: '/classes', payload: { name: 'N', code: 'NN', classTeacherId: otherTeacherId } });
    expect(foreignTeacher.statusCode).toBe(400);
    expect(foreignTeacher.json().errors).toEqual({ classTeacherId: CLASS_MESSAGES.classTeacherNotFound });

    const sevenA = before.find((row) => row.code === '7A')!;
    const renamedOnto = await call(admin, { method: 'PUT', url: `/classes/${sevenA.id}`, payload: { code: '8B', name: 'Renamed' } });
    expect(renamedOnto.statusCode).toBe(409);
    const tooSmall = await call(admin, { method: 'PUT', url: `/classes/${sevenA.id}`, payload: { capacity: 1 } });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().message).toBe(capacityBelowStudents(2));
    const after = (await liveClassRows()).filter((row) => row.code !== 'X-7A');
    expect(after).toEqual(before);
  });

  it('deletes a class only when no students are in it, with its lessons; the code may then be used again', async () => {
    const sevenA = (await liveClassRows()).find((row) => row.code === '7A')!;
    const refused = await call(admin, { method: 'DELETE', url: `/classes/${sevenA.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(classHasStudents(2));

    const empty = await create({ name: 'Empty', code: 'EMPTY' });
    const subjectId = await addSubject(t, schoolId, 'Art');
    await t.database.db.insert(timetableEntries).values({ schoolId, classId: empty.id, subjectId, weekday: 1, startTime: '10:00', endTime: '10:45' });
    const deleted = await call(admin, { method: 'DELETE', url: `/classes/${empty.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(admin, { method: 'GET', url: `/classes/${empty.id}` })).statusCode).toBe(404);
    const lessons = await t.database.db.select().from(timetableEntries).where(eq(timetableEntries.classId, empty.id));
    expect(lessons.every((lesson) => lesson.deletedAt !== null)).toBe(true);
    expect((await call(admin, { method: 'POST', url: '/classes', payload: { name: 'Empty again', code: 'EMPTY' } })).statusCode).toBe(201);
  });

  it('hides other schools\' classes (404) and refuses roles without class permissions (403)', async () => {
    for (const request of [
      { method: 'GET', url: `/classes/${otherClassId}` },
      { method: 'GET', url: `/classes/${otherClassId}/stats` },
      { method: 'GET', url: `/classes/${otherClassId}/analytics` },
      { method: 'GET', url: `/classes/performance/${otherClassId}` },
      { method: 'PUT', url: `/classes/${otherClassId}`, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: `/classes/${otherClassId}` },
    ] as ApiCall[]) {
      const response = await call(admin, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect((await call(admin, { method: 'GET', url: `/classes?schoolId=${otherSchoolId}` })).statusCode).toBe(403);
    const [theirs] = await t.database.db.select().from(classes).where(eq(classes.id, otherClassId));
    expect(theirs).toMatchObject({ name: 'Their 7-A', deletedAt: null });

    // The accountant lists classes (the payment form's student picker) and nothing more.
    expect((await call(accountant, { method: 'GET', url: '/classes' })).statusCode).toBe(200);
    expect((await call(parent, { method: 'GET', url: '/classes' })).statusCode).toBe(403);
    for (const who of [parent, accountant]) {
      for (const request of [
        { method: 'GET', url: `/classes/${otherClassId}` },
        { method: 'POST', url: '/classes', payload: { name: 'N', code: 'N' } },
        { method: 'GET', url: `/classes/${otherClassId}/stats` },
      ] as ApiCall[]) {
        expect((await call(who, request)).statusCode, `${who.user.role} ${request.method} ${request.url}`).toBe(403);
      }
    }
    // A teacher reads and edits classes but neither creates nor deletes them.
    const teacher = await createUserIn(t, schoolId, 'classes-teacher');
    expect((await call(teacher, { method: 'POST', url: '/classes', payload: { name: 'N', code: 'N' } })).statusCode).toBe(403);
  });
});

describe('an edit made from an older version of the class (If-Match)', () => {
  it('applies nothing and answers 412 with the class as it is now; made from that version, it applies', async () => {
    const made = await create({ name: 'Versioned 9-V', code: 'V-9V', grade: 9, room: 'R-1' });
    const editAs = (payload: object, version: string) =>
      t.app.inject({ method: 'PUT', url: `/api/classes/${made.id}`, headers: { ...admin.headers, 'if-match': versionTag(version) }, payload });
    const first = await editAs({ room: 'R-2' }, made.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const now = first.json().data as SchoolClass;
    expect(now.updatedAt).not.toBe(made.updatedAt);

    const stale = await editAs({ room: 'R-3', capacity: 25 }, made.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ success: false, message: RECORD_VERSION_MESSAGES.changedSince, current: { id: made.id, room: 'R-2', capacity: null, updatedAt: now.updatedAt } });
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, made.id));
    expect(row).toMatchObject({ room: 'R-2', capacity: null });

    expect((await editAs({ room: 'R-3' }, now.updatedAt)).statusCode).toBe(200);
  });
});
