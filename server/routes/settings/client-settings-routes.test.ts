/**
 * GET /settings/shell, /settings/week and /settings/currency: what every signed-in app obeys,
 * readable by any signed-in user. The shell roles are null until saved (the app keeps its build
 * setting), then what the owner saved; the week and the currency are the user's own school's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS } from '@/contract/settings';
import { serverSettings } from '../../db/schema';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { CLIENT_SETTINGS_MESSAGES } from './client-settings-routes';
import { SYSTEM_SETTINGS_KEY } from './system-settings-repository';

let t: TestApp;
let owner: TestLogin;
let schoolAdmin: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  [schoolAdmin, teacher, parent] = await Promise.all(['admin', 'teacher', 'parent'].map((name) => loginAs(t.app, name)));
  owner = await createUserIn(t, await createSchool(t, 'Owner Branch'), 'shell-owner', { role: 'OWNER' });
});
afterAll(async () => {
  await t?.close();
});

const read = (url: string, user?: TestLogin) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: user?.headers ?? {} });

describe('GET /api/settings/shell', () => {
  it('answers null to every signed-in user while none are saved, and 401 to a stranger', async () => {
    for (const user of [schoolAdmin, teacher, parent, owner]) {
      const response = await read('/settings/shell', user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: CLIENT_SETTINGS_MESSAGES.shellFetched, data: { shellRoles: null } });
    }
    expect((await read('/settings/shell')).statusCode).toBe(401);
  });

  it('answers the roles an owner saved, to a school admin and a parent alike', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings/system', headers: owner.headers, payload: { shellRoles: ['TEACHER', 'PARENT', 'school_admin'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const user of [schoolAdmin, parent]) {
      expect((await read('/settings/shell', user)).json().data).toEqual({ shellRoles: ['TEACHER', 'PARENT', 'SCHOOL_ADMIN'] });
    }
  });

  it('answers null again when the saved roles no longer fit the contract (the build setting applies)', async () => {
    await t.database.db.update(serverSettings).set({ value: JSON.stringify({ shellRoles: ['JANITOR'], sessionIdleMinutes: 30 }) }).where(eq(serverSettings.key, SYSTEM_SETTINGS_KEY));
    expect((await read('/settings/shell', teacher)).json().data).toEqual({ shellRoles: null });
  });
});

describe('GET /api/settings/week', () => {
  it("answers the user's school week: the default, then what the school saved; another school keeps its own", async () => {
    for (const user of [teacher, parent]) {
      const response = await read('/settings/week', user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: CLIENT_SETTINGS_MESSAGES.weekFetched, data: DEFAULT_SCHOOL_GENERAL_SETTINGS.week });
    }
    const week = { firstDay: 'SUNDAY', weekendDays: ['FRIDAY', 'SATURDAY'] };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: schoolAdmin.headers, payload: { week } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read('/settings/week', teacher)).json().data).toEqual(week);
    expect((await read('/settings/week', owner)).json().data).toEqual(DEFAULT_SCHOOL_GENERAL_SETTINGS.week);
    expect((await read('/settings/week')).statusCode).toBe(401);
  });
});

describe('GET /api/settings/currency', () => {
  it("answers the user's school currency: the demo school's AFN, USD once it picks USD; another school keeps its own (USD by default)", async () => {
    for (const user of [teacher, parent]) {
      const response = await read('/settings/currency', user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: CLIENT_SETTINGS_MESSAGES.currencyFetched, data: { currency: 'AFN' } });
    }
    expect((await read('/settings/currency', owner)).json().data).toEqual({ currency: 'USD' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: schoolAdmin.headers, payload: { currency: 'USD' } });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const user of [teacher, parent]) {
      expect((await read('/settings/currency', user)).json().data).toEqual({ currency: 'USD' });
    }
    const ownerSaved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: owner.headers, payload: { currency: 'AFN' } });
    expect(ownerSaved.statusCode, ownerSaved.body).toBe(200);
    expect((await read('/settings/currency', owner)).json().data).toEqual({ currency: 'AFN' });
    expect((await read('/settings/currency', teacher)).json().data).toEqual({ currency: 'USD' });
  });

  it('answers 401 without a token', async () => {
    expect((await read('/settings/currency')).statusCode).toBe(401);
  });
});
