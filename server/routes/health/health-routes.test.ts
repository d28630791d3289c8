import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp?.close());

describe('GET /api/health', () => {
  it('says the API is online, without a token, once the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
      message: 'API is online',
    });
    // The platform's headers are on every answer of the assembled app.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers 503 "API is offline" when the database is gone', async () => {
    const broken = await createTestApp({ seed: 'none' });
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: 'API is offline', data: { database: 'error' } });
    } finally {
      await broken.close();
    }
  }, 60_000);
});

describe('GET /api/ready', () => {
  it('says the server is ready, without a token, when its database answers with every migration applied', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { database: 'ok', migrations: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
      message: 'Ready',
    });
  });

  it('answers 503 "Not ready" when a shipped migration is missing, and when the database is gone', async () => {
    const broken = await createTestApp({ seed: 'none' });
    try {
      await broken.database.exec('delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)');
      const pending = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ success: false, message: 'Not ready', data: { database: 'ok', migrations: 'pending' } });

      await broken.database.close();
      const gone = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ success: false, message: 'Not ready', data: { database: 'error', migrations: 'error' } });
    } finally {
      await broken.close();
    }
  }, 60_000);
});

describe('the assembled app', () => {
  it('answers unknown /api routes, bad JSON and oversized bodies in the error envelope', async () => {
    const { app } = testApp;

    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Route not found' });

    const badJson = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false });

    const huge = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'teacher', password: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, message: 'Request body is too large (10 MB at most)' });
  });

  it('logs a demo account in through createTestApp and loginAs', async () => {
    const { user, headers } = await loginAs(testApp.app, 'frontdesk');
    expect(user.username).toBe('frontdesk');
    expect(user.role).toBe('TEACHER');
    expect(user.permissions['customer:delete']).toBe(true);
    expect(headers.authorization).toMatch(/^Bearer /);
  });
});
