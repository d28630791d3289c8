import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/contract/auth';
import { sessionUserSchema } from '@/contract/auth';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { loginAs } from '../../test-support/login';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, headers });

describe('POST /api/users/login', () => {
  it('answers the token and the session user, and records the login time', async () => {
    const response = await login('teacher', 'demo1234');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    expect(body.data.token.split('.')).toHaveLength(3);
    const user = sessionUserSchema.parse(body.data.user);
    expect(user).toMatchObject({ username: 'teacher', role: 'TEACHER', schoolId: 1, isActive: true, dataScopes: ['school:1'] });
    expect(user.permissions['customer:read']).toBe(true);
    expect(user.lastLogin).not.toBeNull();
    expect(body.data.user).not.toHaveProperty('passwordHash');
  });

  it('accepts the username in any case', async () => {
    expect((await login('TEACHER', 'demo1234')).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrongPassword = await login('frontdesk', 'not-the-password');
    const unknownUser = await login('nobody-here', 'demo1234');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('refuses an empty body with 400 and field errors', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors.username).toBe(AUTH_MESSAGES.loginMissingFields);
    expect(body.errors.password).toBe(AUTH_MESSAGES.loginMissingFields);
  });

  // Brute-force throttling and the login call cap: login-throttle.test.ts.

  it('accepts an encrypted login body too', async () => {
    const { encryptPayload } = await import('@/lib/payload-crypto');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { encryptedData: encryptPayload({ username: 'admin', password: 'demo1234' }, t.config.payloadKey) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.role).toBe('SCHOOL_ADMIN');
  });
});

describe('session routes', () => {
  it('GET /api/auth/profile answers the session user; without a token 401', async () => {
    const { headers } = await loginAs(t.app, 'frontdesk');
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(response.statusCode).toBe(200);
    const user = sessionUserSchema.parse(response.json().data);
    expect(user.username).toBe('frontdesk');
    expect(user.permissions['customer:delete']).toBe(true);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Authentication required' });
  });

  it('a garbage token gets 401 "Invalid token"', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid token');
  });

  it('logout revokes the token server-side', async () => {
    const { headers } = await loginAs(t.app, 'teacher');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logged out' });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(after.statusCode).toBe(401);
    // Logging in again gives a fresh token that works.
    const again = await loginAs(t.app, 'teacher');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: again.headers })).statusCode).toBe(200);
  });

  it('refresh gives a new working token and revokes the old one', async () => {
    const { headers, token } = await loginAs(t.app, 'admin');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body.success).toBe(true);
    expect(body.data.token).not.toBe(token);
    expect(body.data.user.username).toBe('admin');
    const withNew = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(withNew.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(401);
  });

  it('an expired token gets 401 "Token expired"', async () => {
    const { SignJWT } = await import('jose');
    const [row] = (
      (await t.database.db.execute(sql`select value from server_settings where key = 'jwt_secret'`)) as unknown as {
        rows: { value: string }[];
      }
    ).rows;
    const secret = new TextEncoder().encode(t.config.jwtSecret ?? row.value);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const token = await new SignJWT({ role: 'TEACHER', schoolId: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .setJti('expired-token')
      .sign(secret);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token expired');
  });
});

describe('POST /api/me/change-password', () => {
  it('refuses a wrong current password with errors.currentPassword, then changes it', async () => {
    const { headers } = await loginAs(t.app, 'owner');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/me/change-password',
      headers,
      payload: { currentPassword: 'nope', newPassword: 'new-secret-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      errors: { currentPassword: AUTH_MESSAGES.wrongCurrentPassword },
    });

    const tooShort = await t.app.inject({
      method: 'POST',
      url: '/api/me/change-password',
      headers,
      payload: { currentPassword: 'demo1234', newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors.newPassword).toBeDefined();

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/me/change-password',
      headers,
      payload: { currentPassword: 'demo1234', newPassword: 'new-secret-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.passwordChanged, data: { user: { username: 'owner' } } });
    expect((await login('owner', 'demo1234')).statusCode).toBe(401);
    expect((await login('owner', 'new-secret-1')).statusCode).toBe(200);
    // The session goes on with the fresh token of the answer; the old one has ended (session-end.test.ts).
    const fresh = { authorization: `Bearer ${ok.json().data.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers })).statusCode).toBe(401);
  });
});
