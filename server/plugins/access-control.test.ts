import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareApp } from '../test-support/bare-app';
import { loginAs } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from '../db/connection';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { createTokenService, resolveJwtSecret } from '../lib/tokens';
import { accessControlPlugin } from './access-control';
import { authPlugin } from './auth';

describe('every /api route declares its access', () => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await seedDatabase(database.db, loadConfig({}));
  });
  afterAll(async () => {
    await dispose?.();
  });

  async function appWith(register: FastifyPluginAsync) {
    const app = createBareApp();
    app.decorate('db', database.db);
    await app.register(
      async (api) => {
        await api.register(authPlugin, { database });
        await api.register(accessControlPlugin);
        await api.register(register);
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('refuses to start when a route has no config.access', async () => {
    const failure = await appWith(async (api) => {
      api.get('/forgotten', async () => ({ ok: true }));
    })
      .then((app) => app.ready())
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain('GET /api/forgotten declares no config.access');
  });

  it('starts when every route declares it, and enforces each kind of rule', async () => {
    const app = await appWith(async (api) => {
      api.get('/open', { config: { access: 'public' } }, async () => ({ ok: 'public' }));
      api.get('/signed-in', { config: { access: 'authenticated' } }, async () => ({ ok: 'authenticated' }));
      api.get('/parents', { config: { access: { role: ['parent'] } } }, async () => ({ ok: 'role' }));
      api.get('/deleters', { config: { access: { permission: 'customer:delete' } } }, async () => ({ ok: 'permission' }));
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/open' })).json()).toEqual({ ok: 'public' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/signed-in' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Authentication required' });
    expect((await app.inject({ method: 'GET', url: '/api/deleters' })).statusCode).toBe(401);

    const bearer = async (username: string) => {
      const [row] = await database.db.select().from(users).where(eq(users.username, username));
      const tokens = createTokenService(await resolveJwtSecret(database.db, undefined), 600);
      const { token } = await tokens.sign(row);
      return { authorization: `Bearer ${token}` };
    };
    const teacher = await bearer('teacher');
    const parent = await bearer('parent');
    const frontdesk = await bearer('frontdesk');
    expect((await app.inject({ method: 'GET', url: '/api/signed-in', headers: teacher })).statusCode).toBe(200);
    // Roles compare case-insensitively (the rule says `parent`, the user is PARENT).
    expect((await app.inject({ method: 'GET', url: '/api/parents', headers: parent })).statusCode).toBe(200);
    const wrongRole = await app.inject({ method: 'GET', url: '/api/parents', headers: teacher });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toEqual({ success: false, message: 'You do not have the required role: PARENT' });
    const noPermission = await app.inject({ method: 'GET', url: '/api/deleters', headers: teacher });
    expect(noPermission.statusCode).toBe(403);
    expect(noPermission.json().message).toBe('You do not have permission: customer:delete');
    expect((await app.inject({ method: 'GET', url: '/api/deleters', headers: frontdesk })).statusCode).toBe(200);
    await app.close();
  });
});

describe('access rules on the real routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 403 naming the missing permission', async () => {
    const { headers } = await loginAs(t.app, 'teacher');
    const response = await t.app.inject({ method: 'GET', url: '/api/users', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'You do not have permission: user:read' });
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users', payload: { nonsense: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required' });
  });

  it('a deactivated user is refused even with a token that has not expired', async () => {
    const { headers, user } = await loginAs(t.app, 'parent');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(401);
    await t.database.db.execute(sql`update users set is_active = true where id = ${user.id}`);
  });

  it('a revoked per-user permission takes effect on the next request', async () => {
    const { headers, user } = await loginAs(t.app, 'frontdesk');
    const owner = await loginAs(t.app, 'owner');
    const check = () =>
      t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers, payload: { resource: 'customer', action: 'read' } });
    expect((await check()).json().data.allowed).toBe(true);
    // Through the API, so this process forgets the cached session at once (a change made behind
    // the server's back shows within the auth cache's few seconds).
    const revoked = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/permissions`,
      headers: owner.headers,
      payload: { grants: ['customer:delete'], revocations: ['customer:read'] },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await check()).json().data).toEqual({ allowed: false, permission: 'customer:read' });
  });
});
