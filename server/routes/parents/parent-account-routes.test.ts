/**
 * /parents/{id}/... on the real database: who may use which account (the parent themselves, staff
 * of the parent's school, nobody else), the profile, the answers shared with /parents/..., the
 * settings round trip and the messages, with bad input changing nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_PARENT_SETTINGS, PARENT_ACCOUNT_MESSAGES, type ParentMessage, type ParentSettings } from '@/contract/parent-account';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { classes, parentMessages, parentNotifications, parentSettings, parents, students, users } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let parent: TestLogin;
let neighbour: TestLogin;
let farParent: TestLogin;
let admin: TestLogin;
let farAdmin: TestLogin;
let teacher: TestLogin;
let ids: { child: number; goneChild: number; neighbourChild: number; studentUser: number };

const READ_PATHS = ['', '/performance', '/students', '/dashboard', '/calendar', '/settings', '/notifications', '/messages'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await createSchool(t, 'Account Test School');
  const farSchoolId = await createSchool(t, 'Far School');
  parent = await createUserIn(t, schoolId, 'account-parent', { role: 'PARENT' });
  neighbour = await createUserIn(t, schoolId, 'neighbour-parent', { role: 'PARENT' });
  farParent = await createUserIn(t, farSchoolId, 'far-parent', { role: 'PARENT' });
  admin = await createUserIn(t, schoolId, 'account-admin', { role: 'SCHOOL_ADMIN' });
  farAdmin = await createUserIn(t, farSchoolId, 'far-admin', { role: 'SCHOOL_ADMIN' });
  teacher = await createUserIn(t, schoolId, 'account-teacher', { role: 'TEACHER' });
  await db
    .update(users)
    .set({ firstName: 'Laila', lastName: 'Noori', dariName: 'لیلا نوری', email: 'laila@family.af', phone: '+93700000001' })
    .where(eq(users.id, parent.user.id));
  await db.insert(parents).values({ schoolId, userId: parent.user.id, relationship: 'Mother', emergencyContact: '+93700000009' });

  const [klass] = await db.insert(classes).values({ schoolId, name: 'Grade 4 A', code: 'G4A', grade: 4, section: 'A' }).returning();
  const childUsers = await db
    .insert(users)
    .values(['Omid', 'Gone', 'Bashir'].map((firstName) => ({ schoolId, username: `acct-${firstName}`, passwordHash: 'x', firstName, lastName: 'Noori', role: 'STUDENT' })))
    .returning();
  const [child, goneChild, neighbourChild] = await db
    .insert(students)
    .values(
      childUsers.map((user, index) => ({
        schoolId,
        userId: user.id,
        parentUserId: index === 2 ? neighbour.user.id : parent.user.id,
        classId: klass.id,
        admissionNo: `A-${index}`,
        deletedAt: index === 1 ? new Date() : null,
      })),
    )
    .returning();
  await db.insert(parentNotifications).values([
    { schoolId, parentUserId: parent.user.id, studentId: child.id, type: 'info', title: 'Older', message: 'One', createdAt: new Date(Date.now() - 7_200_000) },
    { schoolId, parentUserId: parent.user.id, studentId: null, type: 'warning', title: 'Newer', message: 'Two' },
    { schoolId, parentUserId: neighbour.user.id, studentId: neighbourChild.id, type: 'info', title: 'Not yours', message: 'Three' },
  ]);
  ids = { child: child.id, goneChild: goneChild.id, neighbourChild: neighbourChild.id, studentUser: childUsers[0].id };
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, method: ApiCall['method'], url: string, payload?: unknown) => callApi(t.app, as, { method, url, payload });
const dataOf = async <T>(as: TestLogin, url: string): Promise<T> => {
  const response = await call(as, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};
const messageCount = async () => (await t.database.db.select({ id: parentMessages.id }).from(parentMessages)).length;
const settingsRows = () => t.database.db.select().from(parentSettings).where(eq(parentSettings.parentUserId, parent.user.id));

describe('who may use /parents/{id}/...', () => {
  it("refuses a parent every path of another parent's account, existing or not, with 403", async () => {
    for (const otherId of [neighbour.user.id, farParent.user.id, 2147483000]) {
      for (const path of READ_PATHS) {
        const response = await call(parent, 'GET', `/parents/${otherId}${path}`);
        expect(response.statusCode, `${otherId}${path}`).toBe(403);
        expect(response.json().message).toBe(PARENT_ACCOUNT_MESSAGES.notYourAccount);
      }
    }
    const put = await call(parent, 'PUT', `/parents/${neighbour.user.id}/settings`, DEFAULT_PARENT_SETTINGS);
    const post = await call(parent, 'POST', `/parents/${neighbour.user.id}/messages`, { subject: 'Hi', body: 'Hello' });
    expect([put.statusCode, post.statusCode]).toEqual([403, 403]);
  });

  it("lets a school admin read a parent of their school, and answers 404 for another school's parent or a user who is no parent", async () => {
    for (const path of READ_PATHS) {
      expect((await call(admin, 'GET', `/parents/${parent.user.id}${path}`)).statusCode, path).toBe(200);
      for (const notHis of [farParent.user.id, ids.studentUser, admin.user.id, 2147483000]) {
        const response = await call(admin, 'GET', `/parents/${notHis}${path}`);
        expect(response.statusCode, `${notHis}${path}`).toBe(404);
        expect(response.json().message).toBe(PARENT_ACCOUNT_MESSAGES.parentNotFound);
      }
    }
    expect((await call(farAdmin, 'GET', `/parents/${farParent.user.id}`)).statusCode).toBe(200);
    expect((await call(farAdmin, 'GET', `/parents/${parent.user.id}`)).statusCode).toBe(404);
  });

  it("refuses staff the parent's own writes with 403 and changes nothing", async () => {
    const before = await messageCount();
    const put = await call(admin, 'PUT', `/parents/${parent.user.id}/settings`, DEFAULT_PARENT_SETTINGS);
    const post = await call(admin, 'POST', `/parents/${parent.user.id}/messages`, { subject: 'Hi', body: 'Hello' });
    expect([put.statusCode, post.statusCode]).toEqual([403, 403]);
    expect(put.json().message).toBe(PARENT_ACCOUNT_MESSAGES.notYourAccount);
    expect(await messageCount()).toBe(before);
    expect(await settingsRows()).toEqual([]);
  });

  it('refuses a teacher (no parent:read) with 403 naming the permission', async () => {
    for (const path of READ_PATHS) {
      const response = await call(teacher, 'GET', `/parents/${parent.user.id}${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(permissionDeniedMessage('parent:read'));
    }
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    expect((await call(parent, 'GET', '/parents/abc/settings')).statusCode).toBe(400);
    expect((await call(parent, 'GET', '/parents/0')).statusCode).toBe(400);
  });
});

describe('GET /parents/{id}', () => {
  it("answers the parent's profile with the live children counted", async () => {
    const profile = await dataOf(parent, `/parents/${parent.user.id}`);
    expect(profile).toEqual({
      id: parent.user.id,
      firstName: 'Laila',
      lastName: 'Noori',
      dariName: 'لیلا نوری',
      email: 'laila@family.af',
      phone: '+93700000001',
      relationship: 'Mother',
      emergencyContact: '+93700000009',
      childrenCount: 1,
    });
    expect(await dataOf(admin, `/parents/${parent.user.id}`)).toEqual(profile);
  });

  it('answers null relationship for a parent the school keeps no parent record for', async () => {
    expect(await dataOf(neighbour, `/parents/${neighbour.user.id}`)).toMatchObject({ relationship: null, emergencyContact: null, childrenCount: 1 });
  });
});

describe('students, dashboard and notifications answer as the /parents/... calls do', () => {
  it('matches /parents/children, /parents/dashboard and /parents/notifications for the parent and for staff', async () => {
    const own = `/parents/${parent.user.id}`;
    const children = await dataOf<{ id: number }[]>(parent, '/parents/children');
    expect(children.map((child) => child.id)).toEqual([ids.child]);
    expect(await dataOf(parent, `${own}/students`)).toEqual(children);
    expect(await dataOf(admin, `${own}/students`)).toEqual(children);

    const dashboard = await dataOf<{ unreadNotifications: number }>(parent, '/parents/dashboard');
    expect(dashboard.unreadNotifications).toBe(2);
    expect(await dataOf(parent, `${own}/dashboard`)).toEqual(dashboard);
    expect(await dataOf(admin, `${own}/dashboard`)).toEqual(dashboard);

    const notes = await dataOf<{ title: string }[]>(parent, '/parents/notifications');
    expect(notes.map((note) => note.title)).toEqual(['Newer', 'Older']);
    expect(await dataOf(parent, `${own}/notifications`)).toEqual(notes);
    expect(await dataOf(admin, `${own}/notifications`)).toEqual(notes);
  });
});

describe('GET and PUT /parents/{id}/settings', () => {
  const saved: ParentSettings = { notifications: { email: false, push: true, sms: true, quietHours: { enabled: true, start: '21:30', end: '06:45' } } };
  const url = () => `/parents/${parent.user.id}/settings`;

  it('answers the defaults before anything is saved', async () => {
    expect(await dataOf(parent, url())).toEqual(DEFAULT_PARENT_SETTINGS);
  });

  it('refuses an invalid time, a missing field or a wrong type with 400 and stores nothing', async () => {
    const lateNight = await call(parent, 'PUT', url(), { notifications: { ...saved.notifications, quietHours: { enabled: true, start: '25:00', end: '06:00' } } });
    expect(lateNight.statusCode).toBe(400);
    expect(lateNight.json().errors).toEqual({ 'notifications.quietHours.start': 'Use HH:MM' });
    const { sms: _sms, ...withoutSms } = saved.notifications;
    expect((await call(parent, 'PUT', url(), { notifications: withoutSms })).statusCode).toBe(400);
    expect((await call(parent, 'PUT', url(), { notifications: { ...saved.notifications, push: 'yes' } })).statusCode).toBe(400);
    expect((await call(parent, 'PUT', url(), {})).statusCode).toBe(400);
    expect(await settingsRows()).toEqual([]);
    expect(await dataOf(parent, url())).toEqual(DEFAULT_PARENT_SETTINGS);
  });

  it('saves the whole settings, answers them, and reads them back (staff too); unknown keys are dropped', async () => {
    const response = await call(parent, 'PUT', url(), { ...saved, theme: 'dark', notifications: { ...saved.notifications, pigeon: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: saved, message: PARENT_ACCOUNT_MESSAGES.settingsSaved });
    expect(await dataOf(parent, url())).toEqual(saved);
    expect(await dataOf(admin, url())).toEqual(saved);
    const [row] = await settingsRows();
    expect(row.preferences).toEqual(saved);

    const quieter: ParentSettings = { notifications: { ...DEFAULT_PARENT_SETTINGS.notifications, push: false } };
    expect((await call(parent, 'PUT', url(), quieter)).statusCode).toBe(200);
    expect(await dataOf(parent, url())).toEqual(quieter);
    expect(await settingsRows()).toHaveLength(1);
  });
});

describe('POST and GET /parents/{id}/messages', () => {
  const url = () => `/parents/${parent.user.id}/messages`;

  it('sends a message about nothing in particular and one about the own child, listed newest first', async () => {
    const general = await call(parent, 'POST', url(), { subject: '  School bus  ', body: 'Will the bus run on Thursday?' });
    expect(general.statusCode, general.body).toBe(201);
    expect(general.json()).toMatchObject({
      success: true,
      message: PARENT_ACCOUNT_MESSAGES.messageSent,
      data: { studentId: null, studentName: null, subject: 'School bus', body: 'Will the bus run on Thursday?', readAt: null },
    });
    const aboutChild = await call(parent, 'POST', url(), { studentId: ids.child, subject: 'Absence', body: 'Omid is ill today.' });
    expect(aboutChild.statusCode, aboutChild.body).toBe(201);
    const sent = aboutChild.json().data as ParentMessage;
    expect(sent).toMatchObject({ studentId: ids.child, studentName: 'Omid Noori', subject: 'Absence' });
    expect(new Date(sent.createdAt).toISOString()).toBe(sent.createdAt);

    const listed = await dataOf<ParentMessage[]>(parent, url());
    expect(listed.map((message) => message.subject)).toEqual(['Absence', 'School bus']);
    expect(listed[0]).toEqual(sent);
    expect(await dataOf(admin, url())).toEqual(listed);
    expect(await dataOf(neighbour, `/parents/${neighbour.user.id}/messages`)).toEqual([]);
  });

  it("refuses a message about another family's child or a deleted child with 403 and writes nothing", async () => {
    const before = await messageCount();
    for (const studentId of [ids.neighbourChild, ids.goneChild, 2147483000]) {
      const response = await call(parent, 'POST', url(), { studentId, subject: 'About', body: 'Text' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PARENT_ACCOUNT_MESSAGES.notYourChild);
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses blank or too long fields and a bad studentId with 400 and the contract messages', async () => {
    const before = await messageCount();
    const blank = await call(parent, 'POST', url(), { subject: '   ', body: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ subject: PARENT_ACCOUNT_MESSAGES.subjectRequired, body: PARENT_ACCOUNT_MESSAGES.bodyRequired });
    const long = await call(parent, 'POST', url(), { subject: 's'.repeat(151), body: 'b'.repeat(4001) });
    expect(long.json().errors).toEqual({ subject: PARENT_ACCOUNT_MESSAGES.subjectTooLong, body: PARENT_ACCOUNT_MESSAGES.bodyTooLong });
    expect((await call(parent, 'POST', url(), { studentId: 'one', subject: 'S', body: 'B' })).statusCode).toBe(400);
    expect((await call(parent, 'POST', url(), { subject: 'S' })).statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });

  it('writes a message once when the same X-Request-ID is replayed', async () => {
    const before = await messageCount();
    const payload = { studentId: ids.child, subject: 'Replay', body: 'Sent twice by the outbox' };
    const send = (requestId: string) => t.app.inject({ method: 'POST', url: `/api${url()}`, headers: { ...parent.headers, 'x-request-id': requestId }, payload });
    const requestId = randomUUID();
    const first = await send(requestId);
    const second = await send(requestId);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await messageCount()).toBe(before + 1);
    // A new request id is a new message.
    expect((await send(randomUUID())).statusCode).toBe(201);
    expect(await messageCount()).toBe(before + 2);
  });
});
