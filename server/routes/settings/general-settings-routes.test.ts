import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS } from '@/contract/settings';
import { schoolSettings } from '../../db/schema';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { GENERAL_SETTINGS_MESSAGES } from './general-settings-routes';

let t: TestApp;
let admin: TestLogin;
let principal: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  [admin, principal, teacher, parent] = await Promise.all(['admin', 'principal', 'teacher', 'parent'].map((name) => loginAs(t.app, name)));
});
afterAll(async () => {
  await t?.close();
});

const storedRows = async () => t.database.db.select().from(schoolSettings).orderBy(schoolSettings.schoolId);
const getSettings = (user: TestLogin) => t.app.inject({ method: 'GET', url: '/api/settings', headers: user.headers });
const putSettings = (user: TestLogin, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: user.headers, payload: payload as object });

const CHANGES = {
  deskPrefixes: ['A', 'B', 'GT'],
  currency: 'AFN',
  week: { firstDay: 'SATURDAY', weekendDays: ['THURSDAY', 'FRIDAY'] },
  lateAfter: '07:45',
  defaultNotificationPreferences: { email: false, push: true, sms: true, quietHours: { enabled: true, start: '21:00', end: '06:30' } },
  holidays: [{ date: '2026-12-20', name: 'School founding day', nameFa: 'روز تأسیس مکتب' }],
  moneyLimits: { maxAmountCents: 15_000_000_00 },
} as const;

describe('GET /api/settings', () => {
  it("answers the demo school's settings (the defaults, its currency AFN as seeded) to anyone with settings:read; another school's defaults", async () => {
    for (const user of [admin, principal]) {
      const response = await getSettings(user);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: GENERAL_SETTINGS_MESSAGES.fetched, data: { ...DEFAULT_SCHOOL_GENERAL_SETTINGS, currency: 'AFN' } });
    }
    expect((await storedRows()).map((row) => row.schoolId)).toEqual([1]);
    const other = await createUserIn(t, await createSchool(t, 'Defaults School'), 'defaults-admin', { role: 'SCHOOL_ADMIN' });
    expect((await getSettings(other)).json().data).toEqual(DEFAULT_SCHOOL_GENERAL_SETTINGS);
  });

  it('refuses a teacher and a parent without settings:read (403), and a stranger (401)', async () => {
    for (const user of [teacher, parent]) {
      const response = await getSettings(user);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(permissionDeniedMessage('settings:read'));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/settings', () => {
  it('stores every section and reads it back; a section left out keeps its value', async () => {
    const saved = await putSettings(admin, CHANGES);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: GENERAL_SETTINGS_MESSAGES.updated, data: CHANGES });
    expect((await getSettings(principal)).json().data).toEqual(CHANGES);

    const partly = await putSettings(principal, { currency: 'USD' });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json().data).toEqual({ ...CHANGES, currency: 'USD' });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ schoolId: 1, settings: { ...CHANGES, currency: 'USD' } });
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const before = await storedRows();
    const cases: Array<[unknown, string, string]> = [
      [{ deskPrefixes: ['a'] }, 'deskPrefixes.0', 'A desk prefix is one or two capital letters (A–Z)'],
      [{ deskPrefixes: ['ABC'] }, 'deskPrefixes.0', 'A desk prefix is one or two capital letters (A–Z)'],
      [{ deskPrefixes: ['A', 'A'] }, 'deskPrefixes', 'Each desk prefix may appear only once'],
      [{ deskPrefixes: [] }, 'deskPrefixes', 'Give at least one desk prefix'],
      [{ currency: 'EUR' }, 'currency', ''],
      [{ week: { firstDay: 'FRIDAY', weekendDays: ['FRIDAY'] } }, 'week.firstDay', 'The first day of the week cannot be a weekend day'],
      [{ lateAfter: '8:00' }, 'lateAfter', 'Use HH:MM (24-hour)'],
      [{ lateAfter: '24:00' }, 'lateAfter', 'Use HH:MM (24-hour)'],
      [{ defaultNotificationPreferences: { email: true } }, 'defaultNotificationPreferences.push', ''],
      [{ moneyLimits: { maxAmountCents: 99_99 } }, 'moneyLimits.maxAmountCents', 'The limit per amount must be from 100.00 to 20,000,000.00'],
      [{ colour: 'blue' }, 'body', ''],
    ];
    for (const [payload, field, message] of cases) {
      const response = await putSettings(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe('Validation failed');
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toContain(field);
      if (message) expect(response.json().errors[field]).toBe(message);
    }
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a teacher and a parent (403 naming settings:update), changing nothing', async () => {
    const before = await storedRows();
    for (const user of [teacher, parent]) {
      const response = await putSettings(user, { currency: 'AFN' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(permissionDeniedMessage('settings:update'));
    }
    expect(await storedRows()).toEqual(before);
  });

  it("keeps each school's settings to itself", async () => {
    const otherSchool = await createSchool(t);
    const otherAdmin = await createUserIn(t, otherSchool, 'herat-admin', { role: 'SCHOOL_ADMIN' });
    expect((await getSettings(otherAdmin)).json().data).toEqual(DEFAULT_SCHOOL_GENERAL_SETTINGS);
    expect((await putSettings(otherAdmin, { deskPrefixes: ['H'] })).statusCode).toBe(200);
    expect((await getSettings(admin)).json().data.deskPrefixes).toEqual(CHANGES.deskPrefixes);
    expect((await getSettings(otherAdmin)).json().data.deskPrefixes).toEqual(['H']);
  });

  it('reads a stale stored section as its default and keeps the others', async () => {
    const otherSchool = await createSchool(t, 'Mazar Branch');
    const otherAdmin = await createUserIn(t, otherSchool, 'mazar-admin', { role: 'SCHOOL_ADMIN' });
    await t.database.db.insert(schoolSettings).values({ schoolId: otherSchool, settings: { currency: 'AFN', lateAfter: 'late', deskPrefixes: 'A' } });
    const data = (await getSettings(otherAdmin)).json().data;
    expect(data).toEqual({ ...DEFAULT_SCHOOL_GENERAL_SETTINGS, currency: 'AFN' });
    const [row] = await t.database.db.select().from(schoolSettings).where(eq(schoolSettings.schoolId, otherSchool));
    expect(row.settings).toMatchObject({ lateAfter: 'late' });
  });
});
