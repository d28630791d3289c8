import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../db/schema';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SCHOOL_SETTINGS_MESSAGES } from './school-settings-routes';

let t: TestApp;
let admin: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher, parent] = await Promise.all(['admin', 'teacher', 'parent'].map((name) => loginAs(t.app, name)));
});
afterAll(async () => {
  await t?.close();
});

const schoolRow = async () => (await t.database.db.select().from(schools).where(eq(schools.id, 1)))[0];

describe('GET /api/settings/school', () => {
  it("gives any signed-in user their school's profile, complete for the token slip", async () => {
    for (const user of [teacher, parent]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/settings/school', headers: user.headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: SCHOOL_SETTINGS_MESSAGES.fetched });
      expect(body.data).toMatchObject({
        id: 1,
        name: 'Noor Academy High School',
        dariName: 'لیسه عالی نور',
        complexName: 'Noor Educational Complex',
        address: expect.stringContaining('Kabul'),
        phone: expect.stringMatching(/^\+93/),
      });
      expect(Object.keys(body.data.socialLinks).sort()).toEqual(['facebook', 'instagram', 'website', 'whatsapp']);
      expect(body.data.socialLinks.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/school' })).statusCode).toBe(401);
  });
});

describe('PUT /api/settings/school', () => {
  it('lets a school admin (settings:update) change the profile; blank links are removed', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/school',
      headers: admin.headers,
      payload: {
        complexName: 'Noor Educational Complex (Karte Char)',
        phone: '+93 20 250 9999',
        address: '',
        socialLinks: { facebook: 'https://www.facebook.com/noor.kabul', website: 'https://nooracademy.edu.af', instagram: ' ' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: SCHOOL_SETTINGS_MESSAGES.updated,
      data: {
        name: 'Noor Academy High School',
        complexName: 'Noor Educational Complex (Karte Char)',
        phone: '+93 20 250 9999',
        address: null,
        socialLinks: { facebook: 'https://www.facebook.com/noor.kabul', website: 'https://nooracademy.edu.af' },
      },
    });
    const row = await schoolRow();
    expect(row.complexName).toBe('Noor Educational Complex (Karte Char)');
    expect(row.socialLinks).toEqual({ facebook: 'https://www.facebook.com/noor.kabul', website: 'https://nooracademy.edu.af' });
  });

  it('refuses a teacher (403 naming settings:update) and bad input (400), changing nothing', async () => {
    const before = await schoolRow();
    const refused = await t.app.inject({ method: 'PUT', url: '/api/settings/school', headers: teacher.headers, payload: { name: 'Hijacked' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(permissionDeniedMessage('settings:update'));

    for (const payload of [{ name: '' }, { phone: '1'.repeat(31) }, { socialLinks: { facebook: 'x'.repeat(301) } }]) {
      const bad = await t.app.inject({ method: 'PUT', url: '/api/settings/school', headers: admin.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toBe('Validation failed');
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings/school', headers: admin.headers, payload: { name: '' } })).json().errors.name).toBe(
      'School name is required',
    );
    expect(await schoolRow()).toEqual(before);
  });
});
