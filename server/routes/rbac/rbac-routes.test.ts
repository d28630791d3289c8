import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, ROLES } from '@/contract/permissions';
import { ROLE_LADDER_MESSAGES } from '@/contract/role-ladder';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const sessions: Record<string, TestLogin> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['teacher', 'frontdesk', 'cashier', 'principal', 'parent', 'admin', 'owner']) {
    sessions[username] = await loginAs(t.app, username);
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: string) => t.app.inject({ method: 'GET', url, headers: sessions[as].headers });

async function effective(username: string): Promise<Record<string, boolean>> {
  const { user } = sessions[username];
  const response = await get(`/api/rbac/permissions/user/${user.id}/effective`, username);
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data.userId).toBe(user.id);
  expect(data.permissionNames.sort()).toEqual(Object.keys(data.permissions).sort());
  return data.permissions;
}

describe("every demo account's effective permissions", () => {
  it('teacher: the TEACHER defaults (customer read, no delete)', async () => {
    const permissions = await effective('teacher');
    expect(permissions['customer:read']).toBe(true);
    expect(permissions['customer:create']).toBe(true);
    expect(permissions['customer:delete']).toBeUndefined();
    expect(permissions['dashboard:view']).toBe(true);
    expect(permissions['user:read']).toBeUndefined();
    expect(permissions['*']).toBeUndefined();
  });

  it('frontdesk: TEACHER plus customer:delete', async () => {
    const permissions = await effective('frontdesk');
    expect(permissions['customer:delete']).toBe(true);
    expect(permissions['customer:read']).toBe(true);
    expect(permissions['payroll:read']).toBeUndefined();
  });

  it('cashier: TEACHER plus finance, payment, expense and payroll CRUD', async () => {
    const permissions = await effective('cashier');
    for (const resource of ['finance', 'payment', 'expense', 'payroll']) {
      for (const action of ['read', 'create', 'update', 'delete']) expect(permissions[`${resource}:${action}`]).toBe(true);
    }
    expect(permissions['customer:delete']).toBeUndefined();
  });

  it('principal and owner hold *', async () => {
    expect((await effective('principal'))['*']).toBe(true);
    expect((await effective('owner'))['*']).toBe(true);
  });

  it('admin: settings:update, no deletes', async () => {
    const permissions = await effective('admin');
    expect(permissions['settings:update']).toBe(true);
    expect(permissions['student:export']).toBe(true);
    expect(Object.keys(permissions).filter((name) => name.endsWith(':delete'))).toEqual([]);
  });

  it('parent: parent:read', async () => {
    const permissions = await effective('parent');
    expect(permissions['parent:read']).toBe(true);
    expect(permissions['customer:read']).toBeUndefined();
  });

  it("another user's effective permissions need permission:read", async () => {
    const refused = await get(`/api/rbac/permissions/user/${sessions.owner.user.id}/effective`, 'teacher');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: permission:read');
    const allowed = await get(`/api/rbac/permissions/user/${sessions.teacher.user.id}/effective`, 'owner');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.username).toBe('teacher');
    expect(allowed.json().data.dataScopes).toEqual(['school:1']);
    const ownerScopes = (await get(`/api/rbac/permissions/user/${sessions.owner.user.id}/effective`, 'owner')).json().data.dataScopes;
    expect(ownerScopes).toEqual(['*']);
  });
});

describe('catalogue and roles', () => {
  it('GET /api/rbac/permissions lists every permission', async () => {
    const response = await get('/api/rbac/permissions', 'teacher');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((permission: { name: string }) => permission.name);
    expect(names.sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(response.json().data.find((p: { name: string }) => p.name === 'customer:delete')).toMatchObject({
      resource: 'customer',
      action: 'delete',
    });
  });

  it('GET /api/rbac/roles lists the roles with their defaults', async () => {
    const response = await get('/api/rbac/roles', 'parent');
    expect(response.statusCode).toBe(200);
    const roles = response.json().data as { name: string; permissions: string[]; isActive: boolean }[];
    expect(roles.map((role) => role.name).sort()).toEqual([...ROLES].sort());
    expect(roles.find((role) => role.name === 'SUPER_ADMIN')?.permissions).toEqual(['*']);
    expect(roles.find((role) => role.name === 'TEACHER')?.permissions).toContain('customer:update');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/rbac/roles' })).statusCode).toBe(401);
  });
});

describe('POST /api/rbac/access/check', () => {
  const check = (as: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers: sessions[as].headers, payload });

  it('answers for the signed-in user', async () => {
    expect((await check('frontdesk', { resource: 'customer', action: 'delete' })).json()).toEqual({
      success: true,
      data: { allowed: true, permission: 'customer:delete' },
    });
    expect((await check('teacher', { resource: 'customer', action: 'delete' })).json().data.allowed).toBe(false);
  });

  it('honours the data scope of a school in the context', async () => {
    expect((await check('principal', { resource: 'student', action: 'read', context: { schoolId: 2 } })).json().data.allowed).toBe(false);
    expect((await check('principal', { resource: 'student', action: 'read', context: { schoolId: 1 } })).json().data.allowed).toBe(true);
    expect((await check('owner', { resource: 'student', action: 'read', context: { schoolId: 2 } })).json().data.allowed).toBe(true);
  });

  it('refuses a body without resource and action (400)', async () => {
    const response = await check('teacher', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('resource');
  });
});

describe('per-user permission list', () => {
  it('GET /api/users/{id}/permissions: items carry permission.name and name', async () => {
    const { user } = sessions.frontdesk;
    const response = await get(`/api/users/${user.id}/permissions`, 'frontdesk');
    expect(response.statusCode).toBe(200);
    const items = response.json().data as { name: string; permission: { name: string }; source: string }[];
    expect(items.every((item) => item.permission.name === item.name)).toBe(true);
    expect(items.find((item) => item.name === 'customer:delete')?.source).toBe('user');
    expect(items.find((item) => item.name === 'customer:read')?.source).toBe('role');
    const other = await get(`/api/users/${sessions.teacher.user.id}/permissions`, 'frontdesk');
    expect(other.statusCode).toBe(403);
  });

  it('PUT replaces grants and revocations; nobody grants what they do not hold', async () => {
    const target = sessions.teacher.user;
    const put = (as: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${target.id}/permissions`, headers: sessions[as].headers, payload });

    // The admin has no permission:update at all.
    expect((await put('admin', { grants: ['customer:delete'] })).statusCode).toBe(403);

    const granted = await put('owner', { grants: ['customer:delete'], revocations: ['customer:create'] });
    expect(granted.statusCode).toBe(200);
    const names = granted.json().data.map((item: { name: string }) => item.name);
    expect(names).toContain('customer:delete');
    expect(names).not.toContain('customer:create');
    const after = await effective('teacher');
    expect(after['customer:delete']).toBe(true);
    // The teacher's own token sees the change at once (the auth cache forgets the user).
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/rbac/access/check',
      headers: sessions.teacher.headers,
      payload: { resource: 'customer', action: 'delete' },
    });
    expect(check.json().data.allowed).toBe(true);
    expect(after['customer:create']).toBeUndefined();

    const conflicting = await put('owner', { grants: ['customer:delete'], revocations: ['customer:delete'] });
    expect(conflicting.statusCode).toBe(400);
    const badName = await put('owner', { grants: ['not a permission'] });
    expect(badName.statusCode).toBe(400);

    // Back to role defaults.
    expect((await put('owner', { grants: [] })).statusCode).toBe(200);
    expect((await effective('teacher'))['customer:create']).toBe(true);

    // Given permission:update, the admin still cannot hand out what the admin lacks.
    const adminId = sessions.admin.user.id;
    const promote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${adminId}/permissions`,
      headers: sessions.owner.headers,
      payload: { grants: ['permission:update'] },
    });
    expect(promote.statusCode).toBe(200);
    const everything = await put('admin', { grants: ['*'] });
    expect(everything.statusCode).toBe(403);
    expect(everything.json().message).toBe('You do not have permission: *');
    expect((await put('admin', { grants: ['customer:delete'] })).json().message).toBe(
      'You do not have permission: customer:delete',
    );
    expect((await put('admin', { grants: ['student:export'] })).statusCode).toBe(200);
    // Nor touch a user who holds more than the admin does.
    const onOwner = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${sessions.owner.user.id}/permissions`,
      headers: sessions.admin.headers,
      payload: { grants: [] },
    });
    expect(onOwner.statusCode).toBe(403);
    expect(onOwner.json().message).toBe(ROLE_LADDER_MESSAGES.superAdminsOnly);
  });
});
