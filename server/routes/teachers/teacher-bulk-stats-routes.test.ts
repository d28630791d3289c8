import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES, type TeacherStats } from '@/contract/teachers';
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
    .values({ schoolId: otherSchoolId, employeeId: 'MZ-1', firstName: 'Other', lastName: 'School', salary: '99999.00', department: 'Art' })
    .returning();
  otherTeacherId = other.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const idOf = async (employeeId: string) =>
  (await t.database.db.select().from(teachers).where(eq(teachers.employeeId, employeeId)))[0].id;

describe('bulk calls', () => {
  it('an empty selection answers 400 "No teachers selected"', async () => {
    for (const request of [
      { method: 'POST', url: '/teachers/bulk/create', payload: { teachers: [] } },
      { method: 'PUT', url: '/teachers/bulk/update', payload: { updates: [] } },
      { method: 'DELETE', url: '/teachers/bulk/delete', payload: { teacherIds: [], softDelete: true } },
    ] as const) {
      const response = await call(owner, request);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(TEACHER_MESSAGES.noneSelected);
    }
  });

  it('bulk create: good items are written, a bad one is reported with its field errors', async () => {
    const response = await call(admin, {
      method: 'POST',
      url: '/teachers/bulk/create',
      payload: { teachers: [teacherPayload({ email: 'bulk.one@example.af' }), { firstName: 'Half' }, teacherPayload({ email: 'bulk.two@example.af' })] },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.successCount).toBe(2);
    expect(data.failed).toEqual([expect.objectContaining({ index: 1, status: 400, errors: expect.objectContaining({ lastName: expect.any(String) }) })]);
    const rows = await t.database.db.select().from(teachers).where(inArray(teachers.email, ['bulk.one@example.af', 'bulk.two@example.af']));
    expect(rows.map((row) => row.employeeId).sort()).toEqual(['TCH-009', 'TCH-010']);
  });

  it('bulk update sets two teachers Inactive; an unknown or other school’s id fails alone', async () => {
    const ids = [await idOf('TCH-002'), await idOf('TCH-003')];
    const response = await call(admin, {
      method: 'PUT',
      url: '/teachers/bulk/update',
      payload: { updates: [...ids.map((id) => ({ id, data: { status: 'Inactive' } })), { id: otherTeacherId, data: { status: 'Inactive' } }] },
    });
    const data = response.json().data;
    expect(data.successCount).toBe(2);
    expect(data.failed).toEqual([expect.objectContaining({ index: 2, id: otherTeacherId, status: 404 })]);
    const rows = await t.database.db.select().from(teachers).where(inArray(teachers.id, [...ids, otherTeacherId]));
    expect(rows.map((row) => row.status).sort()).toEqual(['Active', 'Inactive', 'Inactive']);
    // Bad data for an item changes nothing.
    const bad = await call(admin, { method: 'PUT', url: '/teachers/bulk/update', payload: { updates: [{ id: ids[0], data: { status: 'Retired' } }] } });
    expect(bad.json().data.failed[0].status).toBe(400);
    await call(admin, { method: 'PUT', url: '/teachers/bulk/update', payload: { updates: ids.map((id) => ({ id, data: { status: 'Active' } })) } });
  });

  it('bulk delete: soft by default; permanent refuses a teacher with class assignments (409) and deletes one without', async () => {
    const withClasses = await idOf('TCH-004');
    const [plain] = await t.database.db.select().from(teachers).where(eq(teachers.email, 'bulk.two@example.af'));
    expect((await call(admin, { method: 'DELETE', url: '/teachers/bulk/delete', payload: { teacherIds: [plain.id] } })).statusCode).toBe(403);
    const permanent = await call(owner, { method: 'DELETE', url: '/teachers/bulk/delete', payload: { teacherIds: [withClasses, plain.id], softDelete: false } });
    const data = permanent.json().data;
    expect(data.succeeded).toEqual([{ index: 1, id: plain.id }]);
    expect(data.failed).toEqual([expect.objectContaining({ index: 0, status: 409, message: TEACHER_MESSAGES.hasReferences })]);
    expect(await t.database.db.select().from(teachers).where(eq(teachers.id, plain.id))).toHaveLength(0);
    expect((await t.database.db.select().from(teacherAssignments).where(eq(teacherAssignments.teacherId, withClasses))).length).toBeGreaterThan(0);

    const soft = await call(owner, { method: 'DELETE', url: '/teachers/bulk/delete', payload: { teacherIds: [withClasses] } });
    expect(soft.json().data.successCount).toBe(1);
    const [row] = await t.database.db.select().from(teachers).where(eq(teachers.id, withClasses));
    expect(row.deletedAt).not.toBeNull();
    await call(owner, { method: 'PATCH', url: `/teachers/${withClasses}/restore` });
  });

  it('the teacher role may not bulk create, update or delete', async () => {
    expect((await call(teacherUser, { method: 'POST', url: '/teachers/bulk/create', payload: { teachers: [teacherPayload()] } })).statusCode).toBe(403);
    expect((await call(teacherUser, { method: 'PUT', url: '/teachers/bulk/update', payload: { updates: [{ id: 1, data: {} }] } })).statusCode).toBe(403);
    expect((await call(teacherUser, { method: 'DELETE', url: '/teachers/bulk/delete', payload: { teacherIds: [1] } })).statusCode).toBe(403);
  });
});

describe('stats', () => {
  it('global stats count the live teachers of the school by status and department', async () => {
    const rows = await t.database.db.select().from(teachers).where(eq(teachers.schoolId, 1));
    const live = rows.filter((row) => row.deletedAt === null);
    const body = (await call(admin, { method: 'GET', url: '/teachers/stats' })).json();
    const stats = body.data as TeacherStats;
    expect(stats.total).toBe(live.length);
    expect(stats.active + stats.inactive + stats.onLeave + stats.terminated).toBe(live.length);
    const salaries = live.map((row) => Number(row.salary));
    expect(stats.averageSalary).toBeCloseTo(salaries.reduce((a, b) => a + b, 0) / salaries.length, 2);
    expect(stats.byDepartment.find((group) => group.department === 'Science')).toMatchObject({ count: 3, averageSalary: 32666.67 });
    expect(stats.byDepartment.map((group) => group.department)).not.toContain('Art');
    expect(stats.departments).toBe(new Set(live.map((row) => row.department)).size);
  });

  it('by department and by experience band; schoolId outside the scope is refused', async () => {
    const departments = (await call(admin, { method: 'GET', url: '/teachers/stats/department' })).json().data.departments;
    expect(departments.find((group: { department: string }) => group.department === 'Languages')).toMatchObject({ count: 3, averageExperience: 9 });
    const experience = (await call(admin, { method: 'GET', url: '/teachers/stats/experience?schoolId=1' })).json().data;
    expect(experience.bands.map((band: { band: string }) => band.band)).toEqual(['0-2', '3-5', '6-10', '11-20', '21+']);
    // Demo experience: 9, 12, 6, 5, 15, 7, 10, 4, plus the bulk-created 8s.
    expect(experience.bands.find((band: { band: string }) => band.band === '11-20').count).toBe(2);
    expect(experience.bands.find((band: { band: string }) => band.band === '3-5').count).toBe(2);
    expect((await call(admin, { method: 'GET', url: `/teachers/stats?schoolId=${otherSchoolId}` })).statusCode).toBe(403);
    const all = (await call(owner, { method: 'GET', url: `/teachers/stats?schoolId=${otherSchoolId}` })).json().data;
    expect(all).toMatchObject({ total: 1, averageSalary: 99999, departments: 1 });
  });

  it('one teacher: classes, subjects, students taught, years of service', async () => {
    const ahmad = await idOf('TCH-001');
    const body = (await call(admin, { method: 'GET', url: `/teachers/${ahmad}/stats` })).json().data;
    expect(body).toMatchObject({ teacherId: ahmad, assignments: 6, experience: 9, salary: 32000, allowances: 3000, documents: 0 });
    expect(body.classes).toHaveLength(6);
    expect(body.subjects).toEqual([{ id: expect.any(Number), name: 'Mathematics', dariName: 'ریاضی', pashtoName: 'ریاضي' }]);
    expect(body.classes).toContainEqual({ id: expect.any(Number), name: 'Grade 10 A', dariName: 'صنف ۱۰ الف', pashtoName: 'ټولګی ۱۰ الف' });
    expect(body.studentsTaught).toBe(120);
    expect(body.yearsOfService).toBeGreaterThanOrEqual(8);
    expect((await call(admin, { method: 'GET', url: `/teachers/${otherTeacherId}/stats` })).statusCode).toBe(404);
    expect((await call(teacherUser, { method: 'GET', url: '/teachers/stats' })).statusCode).toBe(403);
  });
});
