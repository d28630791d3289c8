/**
 * GET /audit/logs, /audit/logs/{id}, /audit/logs/user/{id}: real writes through the API (a
 * subject created and renamed, a payment, a new user) read back with their actor, route, request
 * id and changes; filters, paging, the filter pickers' choices; audit:read and the school scope;
 * password hashes never in an answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, type AuditListAnswer, type AuditLogDetail, type AuditLogItem } from '@/contract/audit';
import { auditLogs, classes, students, users } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let admin: TestLogin;
let teacher: TestLogin;
let otherAdmin: TestLogin;
let owner: TestLogin;
let subjectId: number;
let otherSubjectId: number;
let paymentId: number;
let clerkId: number;

const get = (as: TestLogin, url: string) => callApi(t.app, as, { method: 'GET', url });
async function list(as: TestLogin, query = '', path = '/audit/logs'): Promise<AuditListAnswer> {
  const response = await get(as, `${path}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditListAnswer;
}
async function detail(as: TestLogin, id: number): Promise<AuditLogDetail> {
  const response = await get(as, `/audit/logs/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AuditLogDetail }).data;
}
const subjectRows = async (as: TestLogin = admin) => (await list(as, `table=subjects&rowId=${subjectId}`)).data;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Audit School');
  otherSchoolId = await createSchool(t, 'Other Audit School');
  admin = await createUserIn(t, schoolId, 'audit-admin', { role: 'SCHOOL_ADMIN' });
  teacher = await createUserIn(t, schoolId, 'audit-teacher', { role: 'TEACHER' });
  otherAdmin = await createUserIn(t, otherSchoolId, 'audit-other-admin', { role: 'SCHOOL_ADMIN' });
  owner = await loginAs(t.app, 'owner');

  const withId = (as: TestLogin, requestId: string): TestLogin => ({ ...as, headers: { ...as.headers, 'x-request-id': requestId } });
  const created = await callApi(t.app, withId(admin, 'audit-req-create'), { method: 'POST', url: '/subjects', payload: { name: 'Astronomy', code: 'ASTR' } });
  expect(created.statusCode, created.body).toBe(201);
  subjectId = (created.json() as { data: { id: number } }).data.id;
  const renamed = await callApi(t.app, withId(admin, 'audit-req-rename'), {
    method: 'PUT',
    url: `/subjects/${subjectId}`,
    payload: { name: 'Astronomy and Space' },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);

  const foreign = await callApi(t.app, otherAdmin, { method: 'POST', url: '/subjects', payload: { name: 'Geology', code: 'GEO' } });
  expect(foreign.statusCode, foreign.body).toBe(201);
  otherSubjectId = (foreign.json() as { data: { id: number } }).data.id;
  // A table only the other school has rows of (written outside a request: a system row).
  await t.database.db.insert(classes).values({ schoolId: otherSchoolId, name: 'Other 7A', code: 'O7A' });

  const [studentUser] = await t.database.db
    .insert(users)
    .values({ schoolId, username: 'audit-student', passwordHash: 'x', firstName: 'Laila', lastName: 'Noori', role: 'STUDENT' })
    .returning();
  const [student] = await t.database.db.insert(students).values({ schoolId, userId: studentUser.id, admissionNo: 'ADM-AU-001' }).returning();
  const payment = await callApi(t.app, admin, { method: 'POST', url: '/payments', payload: { studentId: student.id, amount: 1234.5, paymentDate: '2026-02-01' } });
  expect(payment.statusCode, payment.body).toBe(201);
  paymentId = (payment.json() as { data: { id: number } }).data.id;

  const clerk = await callApi(t.app, admin, {
    method: 'POST',
    url: '/users',
    payload: { username: 'audit.clerk', password: 'Clerk-pass-1234', role: 'STAFF', firstName: 'Audit', lastName: 'Clerk' },
  });
  expect(clerk.statusCode, clerk.body).toBe(201);
  clerkId = (clerk.json() as { data: { id: number } }).data.id;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /audit/logs', () => {
  it('lists the school’s writes newest first, with who, the route, the request id and what an update changed', async () => {
    const answer = await list(admin);
    expect(answer).toMatchObject({ success: true, message: AUDIT_MESSAGES.listed });
    const ids = answer.data.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((left, right) => right - left));
    expect(answer.data.every((item) => item.schoolId === schoolId)).toBe(true);

    const [update, insert] = await subjectRows();
    expect(update).toEqual({
      id: expect.any(Number),
      schoolId,
      at: expect.any(String),
      action: 'UPDATE',
      table: 'subjects',
      rowId: String(subjectId),
      rowLabel: 'Astronomy and Space',
      route: 'PUT /api/subjects/:id',
      requestId: 'audit-req-rename',
      user: { id: admin.user.id, username: 'audit-admin', name: 'audit-admin' },
      changedFields: ['name'],
    } satisfies AuditLogItem);
    expect(Number.isNaN(Date.parse(update.at))).toBe(false);
    expect(update).not.toHaveProperty('before');
    expect(insert).toMatchObject({ action: 'INSERT', route: 'POST /api/subjects', requestId: 'audit-req-create', rowLabel: 'Astronomy', changedFields: [] });
  });

  it('names the tables and users present in the school for the filter pickers, and no other school’s', async () => {
    const { meta } = await list(admin, 'limit=1');
    expect(meta.tables).toEqual([...meta.tables].sort());
    expect(meta.tables).toEqual(expect.arrayContaining(['payments', 'subjects', 'users']));
    expect(meta.tables).not.toContain('classes');
    expect(meta.users.map((user) => user.username)).toContain('audit-admin');
    expect(meta.users.map((user) => user.username)).not.toContain('audit-other-admin');
    expect(meta.pagination).toMatchObject({ currentPage: 1, limit: 1 });

    const all = await list(owner, 'limit=1');
    expect(all.meta.tables).toContain('classes');
    expect(all.meta.users.map((user) => user.username)).toEqual(expect.arrayContaining(['audit-admin', 'audit-other-admin']));
    const other = await list(owner, `schoolId=${otherSchoolId}&limit=1`);
    expect(other.meta.users.map((user) => user.username)).not.toContain('audit-admin');
  });

  it('filters by table, action, user, row, Kabul days and search', async () => {
    const updates = await list(admin, 'table=subjects&action=UPDATE');
    expect(updates.data.map((item) => item.rowId)).toEqual([String(subjectId)]);

    const mine = await list(admin, `userId=${admin.user.id}&limit=100`);
    expect(mine.data.length).toBeGreaterThanOrEqual(4);
    expect(mine.data.every((item) => item.user?.id === admin.user.id)).toBe(true);

    const payments = await list(admin, `table=payments&rowId=${paymentId}`);
    expect(payments.data).toHaveLength(1);
    expect(payments.data[0]).toMatchObject({ action: 'INSERT', route: 'POST /api/payments', rowLabel: 'RCP-000001' });

    // The day of the write itself, so the test does not depend on when it runs.
    const [update] = await subjectRows();
    const day = kabulDay(new Date(update.at));
    expect((await list(admin, `table=subjects&from=${day}&to=${day}`)).data.map((item) => item.id)).toContain(update.id);
    expect((await list(admin, `table=subjects&to=${addDays(day, -1)}`)).data).toEqual([]);
    expect((await list(admin, `table=subjects&from=${addDays(day, 1)}`)).data).toEqual([]);

    const byName = await list(admin, 'search=astronomy');
    expect(byName.data.map((item) => item.action).sort()).toEqual(['INSERT', 'UPDATE']);
    const byRequest = await list(admin, 'search=audit-req-rename');
    expect(byRequest.data.map((item) => item.id)).toEqual([update.id]);
    expect((await list(admin, 'search=geology')).data).toEqual([]);
  });

  it('pages newest first with a stable order', async () => {
    const first = await list(admin, `table=subjects&rowId=${subjectId}&limit=1&page=1`);
    const second = await list(admin, `table=subjects&rowId=${subjectId}&limit=1&page=2`);
    expect(first.meta.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 2, limit: 1 });
    expect(first.data.map((item) => item.action)).toEqual(['UPDATE']);
    expect(second.data.map((item) => item.action)).toEqual(['INSERT']);
    expect((await list(admin, `table=subjects&rowId=${subjectId}&limit=1&page=3`)).data).toEqual([]);
  });

  it('shows a sign-in as the user\'s own write when asked (includeLogins=true), and a write outside any request with user null', async () => {
    const logins = await list(admin, `table=users&rowId=${admin.user.id}&action=UPDATE&includeLogins=true`);
    expect(logins.data.length).toBeGreaterThan(0);
    expect(logins.data[0]).toMatchObject({ user: { id: admin.user.id }, route: 'POST /api/users/login', changedFields: ['last_login'] });

    // A script or fixture writing straight to the database names nobody.
    await t.database.db.update(users).set({ phone: '+93700000123' }).where(eq(users.id, teacher.user.id));
    const direct = (await list(admin, `table=users&rowId=${teacher.user.id}&action=UPDATE`)).data.find((item) => item.changedFields.includes('phone'));
    expect(direct).toMatchObject({ user: null, route: null });
  });

  it('leaves sign-ins out by default (includeLogins=false too), and counts them only when asked', async () => {
    const isSignIn = (item: AuditLogItem) => item.table === 'users' && item.action === 'UPDATE' && item.changedFields.join() === 'last_login';
    for (const query of ['limit=100', 'limit=100&includeLogins=false', `limit=100&table=users&rowId=${admin.user.id}`]) {
      const answer = await list(admin, query);
      expect(answer.data.filter(isSignIn), query).toEqual([]);
    }
    const hidden = await list(admin, `table=users&rowId=${admin.user.id}&action=UPDATE`);
    const shown = await list(admin, `table=users&rowId=${admin.user.id}&action=UPDATE&includeLogins=true`);
    expect(shown.meta.pagination.totalCount).toBeGreaterThan(hidden.meta.pagination.totalCount);
    expect(shown.data.some(isSignIn)).toBe(true);
    // The same for one user's writes.
    expect((await list(admin, 'limit=100', `/audit/logs/user/${admin.user.id}`)).data.filter(isSignIn)).toEqual([]);
    expect((await list(admin, 'limit=100&includeLogins=true', `/audit/logs/user/${admin.user.id}`)).data.some(isSignIn)).toBe(true);
    expect((await get(admin, '/audit/logs?includeLogins=perhaps')).statusCode).toBe(400);
  });

  it('never lists the internal search column among the changes', async () => {
    // The users' search column follows the phone: the database changes it along.
    await t.database.db.update(users).set({ phone: '+93700000456' }).where(eq(users.id, teacher.user.id));
    const rows = (await list(admin, `table=users&rowId=${teacher.user.id}&action=UPDATE&limit=100`)).data;
    const direct = rows.find((item) => item.changedFields.includes('phone'));
    expect(direct?.changedFields).toEqual(['phone']);
    for (const item of rows) expect(item.changedFields).not.toContain('search_text');
    const record = await detail(admin, direct!.id);
    expect(record.changes.map((change) => change.field)).toEqual(['phone']);
    expect(record.before).not.toHaveProperty('search_text');
    expect(record.after).not.toHaveProperty('search_text');
  });

  it('refuses bad query input with 400', async () => {
    for (const query of [
      'action=CREATE',
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'to=yesterday',
      'table=Subjects;drop',
      'page=0',
      'limit=1000',
      'userId=-1',
      'userId=abc',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await get(admin, `/audit/logs?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false });
    }
    expect((await get(admin, '/audit/logs?action=CREATE')).json().errors).toMatchObject({ action: AUDIT_MESSAGES.actionInvalid });
    expect((await get(admin, '/audit/logs?from=2026-03-02&to=2026-03-01')).json().errors).toMatchObject({ to: AUDIT_MESSAGES.rangeOrder });
    expect((await get(admin, '/audit/logs/abc')).statusCode).toBe(400);
    expect((await get(admin, '/audit/logs/user/99999999999')).statusCode).toBe(400);
  });

  it('answers 403 without audit:read, and 403 for a school out of scope', async () => {
    for (const url of ['/audit/logs', `/audit/logs/user/${admin.user.id}`]) {
      expect((await get(teacher, url)).statusCode, url).toBe(403);
    }
    const [update] = await subjectRows();
    expect((await get(teacher, `/audit/logs/${update.id}`)).statusCode).toBe(403);
    expect((await get(admin, `/audit/logs?schoolId=${otherSchoolId}`)).statusCode).toBe(403);
  });
});

describe('GET /audit/logs/{id}', () => {
  it('gives the row before and after and the field-by-field changes', async () => {
    const [update, insert] = await subjectRows();
    const changed = await detail(admin, update.id);
    expect(changed).toMatchObject({ id: update.id, action: 'UPDATE', requestId: 'audit-req-rename', user: { username: 'audit-admin' } });
    expect(changed.before).toMatchObject({ id: subjectId, name: 'Astronomy', code: 'ASTR' });
    expect(changed.after).toMatchObject({ id: subjectId, name: 'Astronomy and Space', code: 'ASTR' });
    expect(changed.changes.map((change) => change.field)).toEqual(['name', 'updated_at']);
    expect(changed.changes[0]).toEqual({ field: 'name', before: 'Astronomy', after: 'Astronomy and Space' });

    const created = await detail(admin, insert.id);
    expect(created.before).toBeNull();
    expect(created.changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'Astronomy' }, { field: 'code', before: null, after: 'ASTR' }]));
    // An insert lists the fields it set, not the ones left empty.
    expect(created.changes.map((change) => change.field)).not.toContain('deleted_at');
  });

  it('keeps money as numbers and password hashes out of every answer', async () => {
    const [payment] = (await list(admin, `table=payments&rowId=${paymentId}`)).data;
    expect((await detail(admin, payment.id)).after).toMatchObject({ amount: 1234.5, receipt_number: 'RCP-000001' });

    const clerkRows = await get(admin, `/audit/logs?table=users&rowId=${clerkId}`);
    const [created] = (clerkRows.json() as AuditListAnswer).data;
    expect(created).toMatchObject({ action: 'INSERT', rowLabel: 'Audit Clerk', route: 'POST /api/users' });
    const record = await get(admin, `/audit/logs/${created.id}`);
    expect((record.json() as { data: AuditLogDetail }).data.after).toMatchObject({ username: 'audit.clerk' });
    for (const response of [clerkRows, record, await get(admin, '/audit/logs?table=users&limit=100')]) {
      expect(response.body).not.toMatch(/password_hash|passwordHash|\$argon2/);
    }
  });

  it('answers 404 for a missing id and another school’s record; an all-school user reads it', async () => {
    const [foreign] = (await list(owner, `table=subjects&rowId=${otherSubjectId}`)).data;
    expect(foreign).toMatchObject({ schoolId: otherSchoolId, rowLabel: 'Geology', user: { username: 'audit-other-admin' } });
    const refused = await get(admin, `/audit/logs/${foreign.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: AUDIT_MESSAGES.notFound });
    expect((await get(admin, '/audit/logs/999999999')).statusCode).toBe(404);
    expect((await detail(owner, foreign.id)).after).toMatchObject({ name: 'Geology' });
    expect((await list(admin, `search=geology`)).data).toEqual([]);
  });

  it('shows a server-wide record (no school) only to a user who sees every school', async () => {
    const [serverWide] = await t.database.db
      .insert(auditLogs)
      .values({ schoolId: null, userId: owner.user.id, tableName: 'server_settings', rowId: 'system_settings', action: 'UPDATE', before: { key: 'system_settings' }, after: { key: 'system_settings' } })
      .returning();
    expect((await get(admin, `/audit/logs/${serverWide.id}`)).statusCode).toBe(404);
    expect((await list(admin, 'table=server_settings')).data).toEqual([]);
    expect((await list(admin, 'limit=1')).meta.tables).not.toContain('server_settings');
    expect((await detail(owner, serverWide.id)).schoolId).toBeNull();
    expect((await list(owner, 'table=server_settings')).data.map((item) => item.id)).toContain(serverWide.id);
  });
});

describe('GET /audit/logs/user/{id}', () => {
  it("lists that user's writes with the same filters and pages", async () => {
    const answer = await list(admin, 'limit=100', `/audit/logs/user/${admin.user.id}`);
    expect(answer.data.length).toBeGreaterThanOrEqual(4);
    expect(answer.data.every((item) => item.user?.id === admin.user.id)).toBe(true);
    const subjects = await list(admin, 'table=subjects&limit=1', `/audit/logs/user/${admin.user.id}`);
    expect(subjects.meta.pagination.totalCount).toBe(2);
    expect(subjects.data[0]).toMatchObject({ action: 'UPDATE', rowId: String(subjectId) });
    // Someone who wrote nothing there (the teacher only signed in): an empty page, not an error.
    expect((await list(admin, 'table=subjects', `/audit/logs/user/${teacher.user.id}`)).data).toEqual([]);
  });

  it('answers 404 for a user of another school or no user, and the owner reads that user', async () => {
    for (const id of [otherAdmin.user.id, 99999999]) {
      const response = await get(admin, `/audit/logs/user/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ success: false, message: AUDIT_MESSAGES.userNotFound });
    }
    const foreign = await list(owner, '', `/audit/logs/user/${otherAdmin.user.id}`);
    expect(foreign.data.map((item) => item.rowLabel)).toContain('Geology');
  });
});
