import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '@/lib/payload-crypto';
import { auditLogs, customers } from '../db/schema';
import { loginAs, type TestLogin } from '../test-support/login';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { NUL_CHARACTER_MESSAGE, nulCharacterPaths } from './input-guard';

describe('nulCharacterPaths', () => {
  it('names every string and key that holds U+0000, however deep', () => {
    expect(nulCharacterPaths({ name: 'a\u0000b', ok: 'fine', list: ['x', { deep: '\u0000' }], 'k\u0000': 1 })).toEqual([
      ['name'],
      ['list', 1, 'deep'],
      ['k\u0000'],
    ]);
    expect(nulCharacterPaths('\u0000')).toEqual([[]]);
    expect(nulCharacterPaths({ n: 1, b: true, z: null, s: 'plain' })).toEqual([]);
  });

  it('walks a very deep body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nulCharacterPaths(deep)).toHaveLength(1);
  });
});

describe('a NUL character in any input answers 400 and writes nothing', () => {
  let t: TestApp;
  let owner: TestLogin;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t.app, 'owner');
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = async () => ({
    customers: (await t.database.db.select({ n: count() }).from(customers))[0].n,
    audit: (await t.database.db.select({ n: count() }).from(auditLogs))[0].n,
  });

  it('in the login body, before anyone signs in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'a\u0000b', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Validation failed', errors: { username: NUL_CHARACTER_MESSAGE } });
  });

  it('in a plain or an encrypted write body', async () => {
    const before = await rows();
    const body = { name: 'a\u0000b', phone: '0700000000' };
    for (const payload of [body, { encryptedData: encryptPayload(body, t.config.payloadKey) }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/customers', headers: owner.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: NUL_CHARACTER_MESSAGE });
    }
    expect(await rows()).toEqual(before);
  });

  it('in an object key of a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: owner.headers,
      payload: { name: 'Ahmad', phone: '0700000000', 'extra\u0000': 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'extra\u0000': NUL_CHARACTER_MESSAGE });
  });

  it('in a query string and in a path', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/customers?search=a%00b', headers: owner.headers });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual({ search: NUL_CHARACTER_MESSAGE });

    const path = await t.app.inject({ method: 'GET', url: '/api/students/1%00', headers: owner.headers });
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toEqual({ id: NUL_CHARACTER_MESSAGE });
  });
});
