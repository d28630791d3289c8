import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, users } from '../../db/schema';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { ROLE_LADDER_MESSAGES } from '@/contract/role-ladder';
import { permissionNotHeld, scopeNotHeld, USER_MESSAGES } from './user-schemas';

let t: TestApp;
let owner: TestLogin;
let admin: TestLogin;
let secondSchoolId: number;
let secondAdmin: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t.app, 'owner');
  admin = await loginAs(t.app, 'admin');
  const [school] = await t.database.db.insert(schools).values({ name: 'Herat Branch', dariName: 'شعبه هرات' }).returning();
  secondSchoolId = school.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: owner.headers,
    payload: { username: 'herat.admin', password: 'herat-pass-1', firstName: 'Wahida', role: 'SCHOOL_ADMIN', schoolId: secondSchoolId },
  });
  expect(created.statusCode).toBe(201);
  secondAdmin = await loginAs(t.app, 'herat.admin', 'herat-pass-1');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: TestLogin, payload?: object) =>
  t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

describe('GET /api/users', () => {
  it('pages the users of the own school, never with password hashes', async () => {
    const response = await call('GET', '/api/users?page=1&limit=3', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(3);
    const inSchool = (await t.database.db.select().from(users).where(eq(users.schoolId, 1))).length;
    expect(body.meta.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(inSchool / 3), totalCount: inSchool, limit: 3 });
    expect(body.data.every((user: { schoolId: number }) => user.schoolId === 1)).toBe(true);
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
  });

  it('searches and filters by role (any case)', async () => {
    const search = await call('GET', '/api/users?search=karimi&limit=100', admin);
    const found: { username: string; lastName: string | null; role: string }[] = search.json().data;
    expect(found.every((user) => user.lastName?.toLowerCase().includes('karimi'))).toBe(true);
    // The demo students (seed-academics.ts) include Karimis too.
    expect(found.filter((user) => user.role !== 'STUDENT').map((user) => user.username)).toEqual(['cashier']);
    const teachers = await call('GET', '/api/users?role=teacher&limit=50', admin);
    expect(teachers.json().data.map((user: { username: string }) => user.username).sort()).toEqual(
      ['cashier', 'frontdesk', 'principal', 'teacher'],
    );
  });

  it("a user of school 2 sees only school 2's users; the owner (scope *) sees all", async () => {
    const second = await call('GET', '/api/users?limit=100', secondAdmin);
    expect(second.json().data.map((user: { username: string }) => user.username)).toEqual(['herat.admin']);
    const teacherId = (await t.database.db.select().from(users).where(eq(users.username, 'teacher')))[0].id;
    expect((await call('GET', `/api/users/${teacherId}`, secondAdmin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/users/${teacherId}`, secondAdmin, { firstName: 'X' })).statusCode).toBe(404);

    const all = await call('GET', '/api/users?limit=100', owner);
    expect(all.json().meta.pagination.totalCount).toBe((await t.database.db.select().from(users)).length);
  });

  it('refuses a bad query with 400', async () => {
    const response = await call('GET', '/api/users?limit=0', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('limit');
  });
});

describe('POST /api/users', () => {
  it('creates a user with a hashed password who can log in', async () => {
    const response = await call('POST', '/api/users', admin, {
      username: 'new.teacher',
      password: 'first-pass-1',
      firstName: 'Roya',
      lastName: 'Nazari',
      dariName: 'رویا نظری',
      email: 'roya@nooracademy.edu.af',
      phone: '+93799000111',
      role: 'teacher',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ username: 'new.teacher', role: 'TEACHER', schoolId: 1, isActive: true });
    expect(created).not.toHaveProperty('passwordHash');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await loginAs(t.app, 'new.teacher', 'first-pass-1');
    expect(session.user.permissions['customer:read']).toBe(true);
  });

  it('answers 409 for a taken username (any case)', async () => {
    const response = await call('POST', '/api/users', admin, { username: 'Teacher', password: 'long-enough', firstName: 'A', role: 'TEACHER' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: USER_MESSAGES.usernameTaken });
  });

  it('answers 400 with field errors for a bad body', async () => {
    const response = await call('POST', '/api/users', admin, { username: 'x', password: 'short', email: 'not-an-email', role: 'KING' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['username', 'password', 'email', 'firstName', 'role']));
    expect(errors.email).toBe('Please enter a valid email address');
  });

  it('no escalation: a school admin cannot create a SUPER_ADMIN, another school, or give scope *', async () => {
    const base = { password: 'long-enough-1', firstName: 'Esc' };
    const refusal = (response: { statusCode: number; json: () => { message: string } }) => [response.statusCode, response.json().message];
    const superAdmin = await call('POST', '/api/users', admin, { ...base, username: 'esc.one', role: 'SUPER_ADMIN' });
    expect(refusal(superAdmin)).toEqual([403, ROLE_LADDER_MESSAGES.superAdminsOnly]);
    const elsewhere = await call('POST', '/api/users', admin, { ...base, username: 'esc.two', role: 'TEACHER', schoolId: secondSchoolId });
    expect(refusal(elsewhere)).toEqual([403, USER_MESSAGES.schoolOutOfScope]);
    const scoped = await call('POST', '/api/users', admin, { ...base, username: 'esc.three', role: 'TEACHER', dataScopes: ['*'] });
    expect(refusal(scoped)).toEqual([403, scopeNotHeld('*')]);
    // A peer: school administrators manage only those below them.
    const peer = await call('POST', '/api/users', admin, { ...base, username: 'esc.four', role: 'SCHOOL_ADMIN' });
    expect(refusal(peer)).toEqual([403, ROLE_LADDER_MESSAGES.schoolAdminsOnly]);
    // A role whose defaults the admin lacks (CRM_MANAGER deletes and exports customers).
    const crm = await call('POST', '/api/users', admin, { ...base, username: 'esc.five', role: 'CRM_MANAGER' });
    expect(refusal(crm)).toEqual([403, permissionNotHeld('customer:delete')]);
    const [{ n }] = (
      (await t.database.db.execute(sql`select count(*)::int as n from users where username like 'esc.%'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(0);
  });

  it('needs user:create', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const response = await call('POST', '/api/users', teacher, { username: 'nope', password: 'long-enough', firstName: 'N', role: 'TEACHER' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission: user:create');
  });
});

describe('GET, PUT, DELETE /api/users/{id}', () => {
  it('a user may read their own record without user:read', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const own = await call('GET', `/api/users/${teacher.user.id}`, teacher);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.username).toBe('teacher');
    expect((await call('GET', `/api/users/${admin.user.id}`, teacher)).statusCode).toBe(403);
  });

  it('updates fields and the password', async () => {
    const created = await call('POST', '/api/users', admin, { username: 'edit.me', password: 'old-password', firstName: 'Edit', role: 'TEACHER' });
    const id = created.json().data.id;
    const updated = await call('PUT', `/api/users/${id}`, admin, { lastName: 'Sharifi', department: 'Science', password: 'new-password' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ firstName: 'Edit', lastName: 'Sharifi', department: 'Science' });
    await loginAs(t.app, 'edit.me', 'new-password');
    const taken = await call('PUT', `/api/users/${id}`, admin, { username: 'teacher' });
    expect(taken.statusCode).toBe(409);
  });

  it("no escalation: a school admin cannot change the owner's or the principal's account", async () => {
    const onOwner = await call('PUT', `/api/users/${owner.user.id}`, admin, { password: 'hijacked-1' });
    expect([onOwner.statusCode, onOwner.json().message]).toEqual([403, ROLE_LADDER_MESSAGES.superAdminsOnly]);
    const principal = await loginAs(t.app, 'principal');
    const onPrincipal = await call('PUT', `/api/users/${principal.user.id}`, admin, { password: 'hijacked-1' });
    expect([onPrincipal.statusCode, onPrincipal.json().message]).toEqual([403, permissionNotHeld('*')]);
    const teacher = await loginAs(t.app, 'teacher');
    expect((await call('PUT', `/api/users/${teacher.user.id}`, admin, { role: 'SUPER_ADMIN' })).statusCode).toBe(403);
  });

  it('DELETE deactivates: the user can no longer log in or use a token', async () => {
    const created = await call('POST', '/api/users', owner, { username: 'leaving', password: 'leaving-pass', firstName: 'Leaving', role: 'TEACHER' });
    const id = created.json().data.id;
    const session = await loginAs(t.app, 'leaving', 'leaving-pass');
    // Used once, so its resolved session sits in the auth cache when the account is deleted.
    expect((await call('GET', '/api/auth/profile', session)).statusCode).toBe(200);
    // The admin has no delete permission at all.
    expect((await call('DELETE', `/api/users/${id}`, admin)).statusCode).toBe(403);
    const removed = await call('DELETE', `/api/users/${id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: USER_MESSAGES.deleted });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row.isActive).toBe(false);
    expect(row.deletedAt).not.toBeNull();
    expect((await call('GET', '/api/auth/profile', session)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'leaving', password: 'leaving-pass' } });
    expect(login.statusCode).toBe(401);
    expect((await call('GET', `/api/users/${id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${owner.user.id}`, owner)).json().message).toBe(USER_MESSAGES.cannotDeleteSelf);
  });
});
