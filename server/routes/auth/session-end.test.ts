/**
 * A new password ends the user's other sessions (issue 21 §5): after POST /me/change-password
 * every other token of that user answers 401 (also in another API process on the same database,
 * and also for a refresh), while the changer carries on with the fresh token the answer hands
 * back; after an administrator sets a new password (PUT /users/{id}) every token of that user
 * answers 401.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, loginResponseDataSchema } from '@/contract/auth';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { ACCESS_MESSAGES } from '../../plugins/access-control';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
/** A second API process: its own auth cache, the same database. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
}, 60_000);

afterAll(async () => {
  await other?.close();
  await t?.close();
});

const profile = (as: TestLogin | string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: { authorization: `Bearer ${typeof as === 'string' ? as : as.token}` },
  });

const refresh = (as: TestLogin) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: as.headers });

const changePassword = (as: TestLogin, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/change-password',
    headers: as.headers,
    payload: { currentPassword, newPassword },
  });

describe('POST /api/me/change-password ends the other sessions', () => {
  it("answers 401 to the user's other tokens and hands the changer a fresh one", async () => {
    const phone = await loginAs(t.app, 'teacher');
    const tablet = await loginAs(t.app, 'teacher');
    const desk = await loginAs(t.app, 'teacher');
    // Both processes have seen (and cached) the tokens before the change.
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await profile(phone, other)).statusCode).toBe(200);
    const refreshedEarlier = loginResponseDataSchema.parse((await refresh(desk)).json().data).token;

    const changed = await changePassword(tablet, 'demo1234', 'tablet-secret-1');
    expect(changed.statusCode, changed.body).toBe(200);
    const body = changed.json();
    expect(body).toMatchObject({ success: true, message: AUTH_MESSAGES.passwordChanged });
    const fresh = loginResponseDataSchema.parse(body.data);
    expect(fresh.user.username).toBe('teacher');

    const refused = await profile(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, message: ACCESS_MESSAGES.tokenRevoked });
    expect((await profile(refreshedEarlier)).statusCode).toBe(401);
    // The token that asked for the change is replaced by the fresh one.
    expect((await profile(tablet)).statusCode).toBe(401);
    // A token issued before the change mints no new one.
    expect((await refresh(phone)).statusCode).toBe(401);

    // The changer carries on, here and in the other process, within the same second.
    expect((await profile(fresh.token)).statusCode).toBe(200);
    expect((await profile(fresh.token, other)).statusCode).toBe(200);
    const next = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${fresh.token}` } });
    expect(next.statusCode).toBe(200);
    expect((await profile(next.json().data.token)).statusCode).toBe(200);

    // A sign-in with the new password works at once; the old password is refused.
    const again = await loginAs(t.app, 'teacher', 'tablet-secret-1');
    expect((await profile(again)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'teacher', password: 'demo1234' } })).statusCode).toBe(401);
  });

  it('refuses the old tokens in another API process that never cached them', async () => {
    const first = await loginAs(t.app, 'frontdesk');
    const second = await loginAs(t.app, 'frontdesk');
    expect((await changePassword(first, 'demo1234', 'frontdesk-secret-1')).statusCode).toBe(200);
    expect((await profile(second, other)).statusCode).toBe(401);
    expect((await profile(first, other)).statusCode).toBe(401);
  });

  it('changes nothing when the current password is wrong', async () => {
    const first = await loginAs(t.app, 'cashier');
    const second = await loginAs(t.app, 'cashier');
    expect((await changePassword(first, 'wrong-password', 'cashier-secret-1')).statusCode).toBe(400);
    expect((await profile(first)).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(200);
  });
});

describe("an administrator's password reset (PUT /api/users/{id}) ends every session of the user", () => {
  it("answers 401 to all of the user's tokens, and the new password signs in", async () => {
    const owner = await loginAs(t.app, 'owner');
    const first = await loginAs(t.app, 'principal');
    const second = await loginAs(t.app, 'principal');
    expect((await profile(first)).statusCode).toBe(200);
    expect((await profile(second, other)).statusCode).toBe(200);
    const [target] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'principal'));

    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      headers: owner.headers,
      payload: { password: 'reset-by-owner-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(first, other)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    // The administrator's own session is untouched.
    expect((await profile(owner)).statusCode).toBe(200);
    const again = await loginAs(t.app, 'principal', 'reset-by-owner-1');
    expect((await profile(again)).statusCode).toBe(200);
  });

  it('an edit without a password leaves the sessions alone', async () => {
    const owner = await loginAs(t.app, 'owner');
    const session = await loginAs(t.app, 'admin');
    const [target] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      headers: owner.headers,
      payload: { department: 'Office' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await profile(session)).statusCode).toBe(200);
  });
});
