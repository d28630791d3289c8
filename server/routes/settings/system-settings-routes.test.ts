import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS } from '@/contract/settings';
import { serverSettings } from '../../db/schema';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SYSTEM_SETTINGS_KEY } from './system-settings-repository';
import { SYSTEM_SETTINGS_MESSAGES } from './system-settings-routes';

let t: TestApp;
let superAdmin: TestLogin;
let owner: TestLogin;
let schoolAdmin: TestLogin;
let principal: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, schoolAdmin, principal, teacher, parent] = await Promise.all(
    ['owner', 'admin', 'principal', 'teacher', 'parent'].map((name) => loginAs(t.app, name)),
  );
  owner = await createUserIn(t, await createSchool(t), 'branch-owner', { role: 'OWNER' });
});
afterAll(async () => {
  await t?.close();
});

const storedValue = async () =>
  (await t.database.db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, SYSTEM_SETTINGS_KEY)))[0]?.value;
const getSystem = (user: TestLogin) => t.app.inject({ method: 'GET', url: '/api/settings/system', headers: user.headers });
const putSystem = (user: TestLogin, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/system', headers: user.headers, payload: payload as object });

const ROLE_REFUSAL = 'You do not have the required role: SUPER_ADMIN, OWNER';

describe('/api/settings/system', () => {
  it('answers the defaults to SUPER_ADMIN and OWNER before anything is saved', async () => {
    for (const user of [superAdmin, owner]) {
      const response = await getSystem(user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: SYSTEM_SETTINGS_MESSAGES.fetched, data: DEFAULT_SYSTEM_SETTINGS });
    }
    expect(await storedValue()).toBeUndefined();
  });

  it('stores a change and reads it back; roles are upper-cased and a blank message is none', async () => {
    const saved = await putSystem(superAdmin, { shellRoles: ['teacher', 'PARENT', 'Student'], maintenanceMessage: 'Server upgrade on Friday 18:00', sessionIdleMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { shellRoles: ['TEACHER', 'PARENT', 'STUDENT'], maintenanceMessage: 'Server upgrade on Friday 18:00', sessionIdleMinutes: 45 };
    expect(saved.json()).toEqual({ success: true, message: SYSTEM_SETTINGS_MESSAGES.updated, data: expected });
    expect((await getSystem(owner)).json().data).toEqual(expected);

    const cleared = await putSystem(owner, { maintenanceMessage: '  ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toEqual({ ...expected, maintenanceMessage: null });
    expect(JSON.parse((await storedValue())!)).toEqual({ ...expected, maintenanceMessage: null });
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const before = await storedValue();
    const cases: Array<[unknown, string]> = [
      [{ shellRoles: [] }, 'shellRoles'],
      [{ shellRoles: ['JANITOR'] }, 'shellRoles.0'],
      [{ shellRoles: ['TEACHER', 'teacher'] }, 'shellRoles'],
      [{ sessionIdleMinutes: 4 }, 'sessionIdleMinutes'],
      [{ sessionIdleMinutes: 1441 }, 'sessionIdleMinutes'],
      [{ sessionIdleMinutes: 7.5 }, 'sessionIdleMinutes'],
      [{ maintenanceMessage: 'x'.repeat(501) }, 'maintenanceMessage'],
    ];
    for (const [payload, field] of cases) {
      const response = await putSystem(superAdmin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await storedValue()).toBe(before);
  });

  it('refuses every other role, even one holding every permission (403), changing nothing', async () => {
    const before = await storedValue();
    for (const user of [schoolAdmin, principal, teacher, parent]) {
      const read = await getSystem(user);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe(ROLE_REFUSAL);
      expect((await putSystem(user, { sessionIdleMinutes: 10 })).statusCode).toBe(403);
    }
    expect(await storedValue()).toBe(before);
  });

  it('leaves the other server settings (the JWT secret) out of the answer', async () => {
    const keys = (await t.database.db.select({ key: serverSettings.key }).from(serverSettings)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(1);
    expect(Object.keys((await getSystem(superAdmin)).json().data).sort()).toEqual(['maintenanceMessage', 'sessionIdleMinutes', 'shellRoles']);
  });
});
