import { randomUUID } from 'node:crypto';
import AES from 'crypto-js/aes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, isEncryptedEnvelope } from '@/lib/payload-crypto';
import { loginAs } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { INVALID_PAYLOAD_MESSAGE } from './payload-envelope';

/** What the client does: one or two nested layers. */
function unwrap(body: unknown, key: string): unknown {
  let value = body;
  for (let layer = 0; layer < 2 && isEncryptedEnvelope(value); layer += 1) value = decryptPayload(value.encryptedData, key);
  return value;
}

describe('request bodies', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await loginAs(t.app, 'teacher')).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('decrypts an { encryptedData } body before validation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rbac/access/check',
      headers,
      payload: { encryptedData: encryptPayload({ resource: 'customer', action: 'create' }, t.config.payloadKey) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ allowed: true, permission: 'customer:create' });
  });

  it('accepts a plain JSON body too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rbac/access/check',
      headers,
      payload: { resource: 'customer', action: 'delete' },
    });
    expect(response.json().data).toEqual({ allowed: false, permission: 'customer:delete' });
  });

  it('answers 400 "Invalid encrypted payload" to garbage or a wrong key', async () => {
    for (const encryptedData of ['not-a-cipher-text', encryptPayload({ resource: 'x', action: 'y' }, 'another-key')]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers, payload: { encryptedData } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: INVALID_PAYLOAD_MESSAGE });
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { encryptedData: 'U2FsdGVkX1+garbage' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe(INVALID_PAYLOAD_MESSAGE);
  });

  it('refuses __proto__ and constructor.prototype keys in an encrypted body exactly as in a plain one', async () => {
    const poisoned = [
      '{"resource":"customer","action":"create","__proto__":{"isAdmin":true}}',
      '{"resource":"customer","action":"create","nested":{"__proto__":{"x":1}}}',
      '{"resource":"customer","action":"create","constructor":{"prototype":{"isAdmin":true}}}',
    ];
    for (const json of poisoned) {
      const plain = await t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers: { ...headers, 'content-type': 'application/json' }, payload: json });
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });

      // Encrypted as text: JSON.stringify (in encryptPayload) never writes an own __proto__ key, an attacker's script does.
      const encryptedData = AES.encrypt(json, t.config.payloadKey).toString();
      for (const payload of [{ encryptedData }, { encryptedData: AES.encrypt(JSON.stringify({ encryptedData }), t.config.payloadKey).toString() }]) {
        const wrapped = await t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers, payload });
        expect(wrapped.statusCode).toBe(plain.statusCode);
        expect(wrapped.json()).toEqual(plain.json());
      }
    }
    // A key merely named "constructor" passes both ways, as Fastify's parser lets it.
    const harmless = '{"resource":"customer","action":"create","constructor":"x"}';
    const encrypted = await t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers, payload: { encryptedData: AES.encrypt(harmless, t.config.payloadKey).toString() } });
    const plain = await t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers: { ...headers, 'content-type': 'application/json' }, payload: harmless });
    expect(encrypted.statusCode).toBe(plain.statusCode);
  });

  it('validates the decrypted body: 400 with field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rbac/access/check',
      headers,
      payload: { encryptedData: encryptPayload({ resource: '' }, t.config.payloadKey) },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['resource', 'action']));
  });
});

describe('ENCRYPT_RESPONSES=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { encryptResponses: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('wraps answers in two nested encryptedData layers that decrypt to the plain answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'teacher', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(200);
    const outer = response.json();
    expect(Object.keys(outer)).toEqual(['encryptedData']);
    const inner = decryptPayload(outer.encryptedData, t.config.payloadKey);
    expect(isEncryptedEnvelope(inner)).toBe(true);
    const answer = unwrap(outer, t.config.payloadKey) as { success: boolean; data: { token: string; user: { username: string } } };
    expect(answer.success).toBe(true);
    expect(answer.data.user.username).toBe('teacher');

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${answer.data.token}` },
    });
    expect(unwrap(profile.json(), t.config.payloadKey)).toMatchObject({ success: true, data: { username: 'teacher' } });
  });

  it('wraps error answers too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(response.statusCode).toBe(401);
    expect(unwrap(response.json(), t.config.payloadKey)).toEqual({ success: false, message: 'Authentication required' });
  });

  it('an idempotent replay is encrypted afresh and decrypts to the same answer', async () => {
    const login = unwrap(
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'teacher', password: 'demo1234' } })).json(),
      t.config.payloadKey,
    ) as { data: { token: string } };
    const headers = { authorization: `Bearer ${login.data.token}`, 'x-request-id': randomUUID() };
    const payload = { encryptedData: encryptPayload({ resource: 'student', action: 'read' }, t.config.payloadKey) };
    const first = await t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers, payload });
    const second = await t.app.inject({ method: 'POST', url: '/api/rbac/access/check', headers, payload });
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json().encryptedData).not.toBe(first.json().encryptedData);
    const plain = unwrap(first.json(), t.config.payloadKey);
    expect(plain).toEqual({ success: true, data: { allowed: true, permission: 'student:read' } });
    expect(unwrap(second.json(), t.config.payloadKey)).toEqual(plain);
  });

  it('leaves the OpenAPI document readable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('openapi');
  });
});
