import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_FIELD_MESSAGES, TEACHER_MESSAGES, type Teacher } from '@/contract/teachers';
import { teacherAssignments, teachers } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { teacherPayload } from './teacher-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let owner: TestLogin;
let teacherUser: TestLogin;
let otherSchoolId: number;
let otherTeacherId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  owner = await loginAs(t.app, 'owner');
  teacherUser = await loginAs(t.app, 'teacher');
  otherSchoolId = await createSchool(t, 'Mazar Branch');
  const [other] = await t.database.db
    .insert(teachers)
    .values({ schoolId: otherSchoolId, employeeId: 'TCH-001', firstName: 'Other', lastName: 'School', email: 'other@example.af' })
    .returning();
  otherTeacherId = other.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const teacherCount = async () => (await t.database.db.select().from(teachers)).length;

describe('POST /teachers', () => {
  it('creates a teacher with the next free employee id and answers the DTO', async () => {
    const response = await call(admin, { method: 'POST', url: '/teachers', payload: teacherPayload({ email: 'Zarmina.Habibi@Example.af' }) });
    expect(response.statusCode).toBe(201);
    const data = response.json().data as Teacher;
    expect(data).toMatchObject({
      employeeId: 'TCH-009',
      schoolId: 1,
      firstName: 'Zarmina',
      email: 'zarmina.habibi@example.af',
      salary: 33500.5,
      experience: 8,
      dateOfBirth: '1990-05-17',
      hireDate: '2018-09-01',
      status: 'Active',
      photo: null,
      emergencyContact: { name: 'Yama Habibi', relationship: 'Brother', phone: '+93700333444' },
      deletedAt: null,
    });
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, data.id));
    expect(row.salary).toBe('33500.50');
  });

  it('answers every missing required field in errors, and writes nothing', async () => {
    const before = await teacherCount();
    const response = await call(admin, { method: 'POST', url: '/teachers', payload: { firstName: '  ', emergencyContact: {} } });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      firstName: TEACHER_FIELD_MESSAGES.firstName,
      lastName: TEACHER_FIELD_MESSAGES.lastName,
      email: TEACHER_FIELD_MESSAGES.email,
      salary: TEACHER_FIELD_MESSAGES.salary,
      hireDate: TEACHER_FIELD_MESSAGES.hireDate,
      'emergencyContact.phone': TEACHER_FIELD_MESSAGES.emergencyContactPhone,
    });
    expect(await teacherCount()).toBe(before);
  });

  it('refuses a fractional experience, a salary with 3 decimals, a bad email and an impossible date', async () => {
    const response = await call(admin, {
      method: 'POST',
      url: '/teachers',
      payload: teacherPayload({ experience: 2.5, salary: 10.123, email: 'not-an-email', dateOfBirth: '1990-02-30' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      experience: TEACHER_FIELD_MESSAGES.experienceInvalid,
      salary: TEACHER_FIELD_MESSAGES.salaryInvalid,
      email: TEACHER_FIELD_MESSAGES.emailInvalid,
      dateOfBirth: TEACHER_FIELD_MESSAGES.dateInvalid,
    });
  });

  it('answers 409 on a taken employee id or email of the same school, and writes nothing', async () => {
    const before = await teacherCount();
    const taken = await call(admin, { method: 'POST', url: '/teachers', payload: teacherPayload({ employeeId: 'tch-001', email: 'new.one@example.af' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: TEACHER_MESSAGES.employeeIdTaken, errors: { employeeId: TEACHER_MESSAGES.employeeIdTaken } });
    const [ahmad] = await t.database.db.select().from(teachers).where(eq(teachers.employeeId, 'TCH-001'));
    const email = await call(admin, { method: 'POST', url: '/teachers', payload: teacherPayload({ email: (ahmad.email ?? '').toUpperCase() }) });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ message: TEACHER_MESSAGES.emailTaken, errors: { email: TEACHER_MESSAGES.emailTaken } });
    expect(await teacherCount()).toBe(before);
  });

  it('is idempotent with X-Request-ID: a replay answers the same teacher and writes once', async () => {
    const before = await teacherCount();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/teachers',
        headers: { ...admin.headers, 'x-request-id': 'teacher-create-replay-1' },
        payload: teacherPayload({ email: 'replay@example.af' }),
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await teacherCount()).toBe(before + 1);
  });

  it('needs teacher:create: the teacher role is refused', async () => {
    const response = await call(teacherUser, { method: 'POST', url: '/teachers', payload: teacherPayload({ email: 'x@example.af' }) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission: teacher:create');
  });

  it('refuses a school outside the scope', async () => {
    const response = await call(admin, { method: 'POST', url: '/teachers', payload: teacherPayload({ email: 'y@example.af', schoolId: otherSchoolId }) });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /teachers', () => {
  it('pages full teachers with meta.total, sorted by salary descending', async () => {
    const body = (await call(admin, { method: 'GET', url: '/teachers?limit=3&sortBy=salary&sortOrder=desc' })).json();
    expect(body.meta.total).toBeGreaterThanOrEqual(9);
    expect(body.meta.pagination).toMatchObject({ currentPage: 1, limit: 3 });
    const salaries = (body.data as Teacher[]).map((teacher) => teacher.salary);
    expect(salaries[0]).toBe(38000);
    expect([...salaries].sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(salaries);
  });

  it('searches case-insensitively over names, email, mobile, employee id, subject and department', async () => {
    const find = async (text: string) =>
      ((await call(admin, { method: 'GET', url: `/teachers?query=${encodeURIComponent(text)}` })).json().data as Teacher[]).map((item) => item.employeeId);
    expect(await find('RAHIMI')).toEqual(['TCH-001']);
    expect(await find('ahmad rah')).toEqual(['TCH-001']);
    expect(await find('tch-003')).toEqual(['TCH-003']);
    expect(await find('computer')).toEqual(['TCH-008']);
    expect(await find('+93799123')).toEqual(['TCH-001']);
    expect((await find('languages')).sort()).toEqual(['TCH-002', 'TCH-004', 'TCH-007']);
    expect(await find('nobody-like-this')).toEqual([]);
  });

  it('filters by status, department, experience and salary ranges', async () => {
    const ids = async (query: string) =>
      ((await call(admin, { method: 'GET', url: `/teachers?${query}` })).json().data as Teacher[]).map((item) => item.employeeId).sort();
    expect(await ids('department=science')).toEqual(['TCH-003', 'TCH-005', 'TCH-006']);
    expect(await ids('experienceMin=10&experienceMax=12')).toEqual(['TCH-002', 'TCH-007']);
    expect(await ids('salaryMin=35000')).toEqual(['TCH-002', 'TCH-005']);
    expect(await ids('status=Terminated')).toEqual([]);
  });

  it('includes documents and assignments when asked', async () => {
    const body = (await call(admin, { method: 'GET', url: '/teachers?query=TCH-001&include=assignments,documents' })).json();
    const [teacher] = body.data as Teacher[];
    expect(teacher.documents).toEqual([]);
    expect(teacher.assignments?.length).toBe(6);
    // With the demo class's and subject's Dari and Pashto names (issue 23).
    expect(teacher.assignments?.[0]).toEqual({
      classId: expect.any(Number), className: 'Grade 10 A', classDariName: 'صنف ۱۰ الف', classPashtoName: 'ټولګی ۱۰ الف',
      subjectId: expect.any(Number), subjectName: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: 'ریاضي',
    });
    const plain = (await call(admin, { method: 'GET', url: '/teachers?query=TCH-001' })).json().data[0];
    expect(plain).not.toHaveProperty('assignments');
  });

  it('refuses a bad sort key, and another school (403)', async () => {
    expect((await call(admin, { method: 'GET', url: '/teachers?sortBy=salaryX' })).statusCode).toBe(400);
    expect((await call(admin, { method: 'GET', url: `/teachers?schoolId=${otherSchoolId}` })).statusCode).toBe(403);
  });

  it('never lists another school’s teacher', async () => {
    const body = (await call(admin, { method: 'GET', url: '/teachers?query=Other&limit=100' })).json();
    expect((body.data as Teacher[]).map((item) => item.id)).not.toContain(otherTeacherId);
  });
});

describe('GET /teachers/{id}, /search, /school/{id}, /department/{name}', () => {
  it('answers one teacher, 404 for another school’s or an unknown id', async () => {
    const [ahmad] = await t.database.db.select().from(teachers).where(eq(teachers.employeeId, 'TCH-001'));
    const one = await call(admin, { method: 'GET', url: `/teachers/${ahmad.id}?include=assignments` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: ahmad.id, firstName: 'Ahmad', assignments: expect.any(Array) });
    expect((await call(admin, { method: 'GET', url: `/teachers/${otherTeacherId}` })).statusCode).toBe(404);
    expect((await call(admin, { method: 'GET', url: '/teachers/999999' })).json().message).toBe(TEACHER_MESSAGES.notFound);
    expect((await call(owner, { method: 'GET', url: `/teachers/${otherTeacherId}` })).statusCode).toBe(200);
  });

  it('quick search answers the first matches by name', async () => {
    const body = (await call(admin, { method: 'GET', url: '/teachers/search?q=science&limit=2' })).json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ lastName: 'Amiri', department: 'Science' });
    expect((await call(admin, { method: 'GET', url: '/teachers/search' })).statusCode).toBe(400);
  });

  it('lists by school (404 outside the scope) and by department name', async () => {
    const school = (await call(admin, { method: 'GET', url: '/teachers/school/1?limit=all' })).json();
    expect(school.meta.total).toBe(school.data.length);
    expect((await call(admin, { method: 'GET', url: `/teachers/school/${otherSchoolId}` })).statusCode).toBe(404);
    const department = (await call(admin, { method: 'GET', url: `/teachers/department/${encodeURIComponent('Information Technology')}` })).json();
    expect((department.data as Teacher[]).map((item) => item.employeeId)).toEqual(['TCH-008']);
  });
});

describe('PUT, DELETE and restore /teachers/{id}', () => {
  const createOne = async (email: string) =>
    (await call(admin, { method: 'POST', url: '/teachers', payload: teacherPayload({ email, firstName: 'Edit', lastName: email }) })).json().data as Teacher;

  it('edits given fields and keeps the others', async () => {
    const created = await createOne('edit.me@example.af');
    const response = await call(admin, { method: 'PUT', url: `/teachers/${created.id}`, payload: { status: 'On Leave', salary: '40000.25' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'On Leave', salary: 40000.25, firstName: 'Edit', email: 'edit.me@example.af' });
  });

  it('refuses blanking a required field, a taken email, and another school’s teacher', async () => {
    const created = await createOne('keep.me@example.af');
    const blank = await call(admin, { method: 'PUT', url: `/teachers/${created.id}`, payload: { lastName: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ lastName: TEACHER_FIELD_MESSAGES.lastName });
    const taken = await call(admin, { method: 'PUT', url: `/teachers/${created.id}`, payload: { email: 'edit.me@example.af' } });
    expect(taken.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, created.id));
    expect(row.lastName).toBe('keep.me@example.af');
    expect(row.email).toBe('keep.me@example.af');
    expect((await call(admin, { method: 'PUT', url: `/teachers/${otherTeacherId}`, payload: { status: 'Inactive' } })).statusCode).toBe(404);
  });

  it('soft deletes (teacher:delete) and restores; the list hides a deleted teacher', async () => {
    const created = await createOne('delete.me@example.af');
    expect((await call(admin, { method: 'DELETE', url: `/teachers/${created.id}` })).statusCode).toBe(403);
    const deleted = await call(owner, { method: 'DELETE', url: `/teachers/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.deletedAt).not.toBeNull();
    const listed = (await call(admin, { method: 'GET', url: '/teachers?query=delete.me' })).json();
    expect(listed.meta.total).toBe(0);
    expect((await call(admin, { method: 'GET', url: '/teachers?query=delete.me&includeDeleted=true' })).json().meta.total).toBe(1);
    expect((await call(owner, { method: 'DELETE', url: `/teachers/${created.id}` })).statusCode).toBe(404);
    const restored = await call(admin, { method: 'PATCH', url: `/teachers/${created.id}/restore` });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deletedAt).toBeNull();
    expect((await call(admin, { method: 'PATCH', url: `/teachers/${created.id}/restore` })).statusCode).toBe(409);
  });

  it('the teacher role may not edit or delete', async () => {
    const [ahmad] = await t.database.db.select().from(teachers).where(eq(teachers.employeeId, 'TCH-001'));
    expect((await call(teacherUser, { method: 'PUT', url: `/teachers/${ahmad.id}`, payload: { status: 'Inactive' } })).statusCode).toBe(403);
    expect((await call(teacherUser, { method: 'DELETE', url: `/teachers/${ahmad.id}` })).statusCode).toBe(403);
    expect((await call(teacherUser, { method: 'GET', url: `/teachers/${ahmad.id}` })).statusCode).toBe(403);
  });
});

describe('POST /teachers/validate and GET /teachers/suggestions/code', () => {
  it('answers field errors and duplicates without writing', async () => {
    const before = await teacherCount();
    const response = await call(admin, { method: 'POST', url: '/teachers/validate', payload: { employeeId: 'TCH-002', firstName: 'A' } });
    expect(response.statusCode).toBe(200);
    const { valid, errors } = response.json().data;
    expect(valid).toBe(false);
    expect(errors).toMatchObject({ employeeId: TEACHER_MESSAGES.employeeIdTaken, lastName: TEACHER_FIELD_MESSAGES.lastName });
    const ok = await call(admin, { method: 'POST', url: '/teachers/validate', payload: teacherPayload({ email: 'valid.only@example.af' }) });
    expect(ok.json().data).toEqual({ valid: true, errors: {} });
    expect(await teacherCount()).toBe(before);
  });

  it('validates an edit of an existing teacher: its own email is not a duplicate', async () => {
    const [ahmad] = await t.database.db.select().from(teachers).where(eq(teachers.employeeId, 'TCH-001'));
    const response = await call(admin, { method: 'POST', url: '/teachers/validate', payload: { id: ahmad.id, email: ahmad.email } });
    expect(response.json().data).toEqual({ valid: true, errors: {} });
    expect((await call(admin, { method: 'POST', url: '/teachers/validate', payload: { id: otherTeacherId } })).statusCode).toBe(404);
    expect((await call(teacherUser, { method: 'POST', url: '/teachers/validate', payload: {} })).statusCode).toBe(403);
  });

  it('suggests the next free employee ids of the school', async () => {
    const body = (await call(admin, { method: 'GET', url: '/teachers/suggestions/code?name=Zarmina' })).json();
    const highest = Math.max(
      ...(await t.database.db.select().from(teachers).where(eq(teachers.schoolId, 1))).map((row) => Number(row.employeeId.slice(4)) || 0),
    );
    expect(body.data.suggestions).toEqual([1, 2, 3].map((step) => `TCH-${String(highest + step).padStart(3, '0')}`));
    expect((await call(admin, { method: 'GET', url: `/teachers/suggestions/code?schoolId=${otherSchoolId}` })).statusCode).toBe(403);
  });
});

describe('GET /teachers?limit=all (picker) next to the assignments table', () => {
  it('still answers the picker shape', async () => {
    const body = (await call(admin, { method: 'GET', url: '/teachers?limit=all' })).json();
    expect(body.data[0]).toHaveProperty('designation', 'Teacher');
    expect(await t.database.db.select().from(teacherAssignments)).toHaveLength(60);
  });
});

