/**
 * GET /messaging/contacts on the demo school: staff only (no parents, students, the asker, an
 * inactive or deleted user, or another school's people), search by name and username, at most
 * 50, and 403 for a parent or a student, 403 without messaging:read, 400 for a too-long search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGING_CONTACTS_LIMIT, MESSAGING_CONTACTS_MESSAGES, type MessagingContact } from '@/contract/messaging-contacts';
import { users } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let principal: TestLogin;
let teacher: TestLogin;

const contacts = async (as: TestLogin, search?: string) => {
  const url = search === undefined ? '/messaging/contacts' : `/messaging/contacts?search=${encodeURIComponent(search)}`;
  const response = await callApi(t.app, as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as MessagingContact[];
};

beforeAll(async () => {
  t = await createTestApp();
  principal = await loginAs(t.app, 'principal');
  teacher = await loginAs(t.app, 'teacher');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /messaging/contacts', () => {
  it('lists the live staff of the school by name, without parents, students or the asker', async () => {
    const list = await contacts(principal);
    const names = list.map((contact) => contact.name);
    expect(names).toEqual(expect.arrayContaining(['Ahmad Rahimi', 'Farida Ahmadi', 'Mohammad Karimi', 'Zahra Hashimi']));
    expect(names).not.toContain('Abdul Qadir Noori');
    expect(names).not.toContain('Gul Ahmad Safi');
    expect(list.some((contact) => contact.role === 'PARENT' || contact.role === 'STUDENT')).toBe(false);
    expect(list.length).toBeLessThanOrEqual(MESSAGING_CONTACTS_LIMIT);
    expect(list.find((contact) => contact.name === 'Ahmad Rahimi')).toEqual({ id: teacher.user.id, name: 'Ahmad Rahimi', role: 'TEACHER' });
    // By name: each next one is not before the previous.
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names.slice(0, 5)).toEqual(sorted.slice(0, 5));
  });

  it('finds people by part of the name, any case, and by username', async () => {
    expect((await contacts(teacher, 'hashim')).map((contact) => contact.name)).toEqual(['Zahra Hashimi']);
    expect((await contacts(teacher, 'CASHIER')).map((contact) => contact.name)).toEqual(['Mohammad Karimi']);
    expect(await contacts(teacher, 'nobody-is-called-this')).toEqual([]);
    // `%` is a letter in the search, not a wildcard.
    expect(await contacts(teacher, '%')).toEqual([]);
  });

  it('leaves out inactive and deleted users', async () => {
    const [cashier] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'cashier'));
    const [frontdesk] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'frontdesk'));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, cashier.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, frontdesk.id));
    try {
      const ids = (await contacts(teacher)).map((contact) => contact.id);
      expect(ids).not.toContain(cashier.id);
      expect(ids).not.toContain(frontdesk.id);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, cashier.id));
      await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, frontdesk.id));
    }
  });

  it("never lists another school's people, and another school's staff see only their own", async () => {
    const otherSchool = await createSchool(t, 'Contacts Branch');
    const outsider = await createUserIn(t, otherSchool, 'branch-teacher', { role: 'TEACHER' });
    const colleague = await createUserIn(t, otherSchool, 'branch-admin', { role: 'SCHOOL_ADMIN' });
    expect((await contacts(principal, 'branch')).map((contact) => contact.id)).toEqual([]);
    expect((await contacts(outsider)).map((contact) => contact.id)).toEqual([colleague.user.id]);
  });

  it('refuses parents and students (403) even though they may read messages', async () => {
    const parent = await loginAs(t.app, 'parent');
    const studentLogin = await createUserIn(t, principal.user.schoolId, 'contacts-student', { role: 'STUDENT' });
    for (const as of [parent, studentLogin]) {
      const response = await callApi(t.app, as, { method: 'GET', url: '/messaging/contacts' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: MESSAGING_CONTACTS_MESSAGES.staffOnly });
    }
  });

  it('refuses a user without messaging:read (403) and a search over 100 characters (400)', async () => {
    const noMessaging = await createUserIn(t, principal.user.schoolId, 'no-messaging', { role: 'TEACHER', revoke: ['messaging:read'] });
    expect((await callApi(t.app, noMessaging, { method: 'GET', url: '/messaging/contacts' })).statusCode).toBe(403);
    const tooLong = await callApi(t.app, teacher, { method: 'GET', url: `/messaging/contacts?search=${'a'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().success).toBe(false);
  });
});
