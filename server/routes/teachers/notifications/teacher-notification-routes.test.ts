import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherNotificationSchema } from '@/contract/teacher-analytics';
import { teacherNotifications, teachers } from '../../../db/schema';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { notifyTeacher } from './teacher-notification-repository';

let t: TestApp;
let schoolId: number;
let self: TestLogin;
let reader: TestLogin;
let updater: TestLogin;
let outsider: TestLogin;
let mine: number;
let colleague: number;
let demoTeacher: number;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Notification School');
  self = await createUserIn(t, schoolId, 'tn.self');
  reader = await createUserIn(t, schoolId, 'tn.reader', { role: 'STAFF', grants: ['teacher:read'] });
  updater = await createUserIn(t, schoolId, 'tn.updater', { role: 'STAFF', grants: ['teacher:read', 'teacher:update'] });
  const otherSchool = await createSchool(t, 'Elsewhere');
  outsider = await createUserIn(t, otherSchool, 'tn.outsider', { role: 'STAFF', grants: ['teacher:read', 'teacher:update'] });
  const [a, b] = await t.database.db
    .insert(teachers)
    .values([
      { schoolId, employeeId: 'TN-1', firstName: 'Mina', lastName: 'Self', userId: self.user.id },
      { schoolId, employeeId: 'TN-2', firstName: 'Colle', lastName: 'Ague' },
    ])
    .returning();
  mine = a.id;
  colleague = b.id;
  // Three of mine, oldest first, and one of the colleague's.
  await t.database.db.transaction(async (tx) => {
    await notifyTeacher(tx, { schoolId, teacherId: mine, kind: 'LOW_ATTENDANCE', title: 'Low attendance', message: 'first' }, at('2026-01-10T08:00:00Z'));
    await notifyTeacher(tx, { schoolId, teacherId: mine, kind: 'GRADES_DROP', title: 'Grades dropped', message: 'second', data: { subject: 'Math' } }, at('2026-01-11T08:00:00Z'));
    await notifyTeacher(tx, { schoolId, teacherId: mine, kind: 'LOW_PASS_RATE', title: 'Low pass rate', message: 'third' }, at('2026-01-12T08:00:00Z'));
    await notifyTeacher(tx, { schoolId, teacherId: colleague, kind: 'LOW_ATTENDANCE', title: 'Low attendance', message: 'theirs' }, at('2026-01-12T08:00:00Z'));
  });
  const [demo] = await t.database.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.employeeId, 'TCH-001'));
  demoTeacher = demo.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const list = (teacherId: number, as: TestLogin, query = '') => t.app.inject({ method: 'GET', url: `/api/teachers/${teacherId}/notifications${query}`, headers: as.headers });
const markRead = (id: number, as: TestLogin, requestId: string = randomUUID()) =>
  t.app.inject({ method: 'PATCH', url: `/api/teachers/notifications/${id}/read`, headers: { ...as.headers, 'x-request-id': requestId } });

async function myNotifications(query = '') {
  const response = await list(mine, self, query);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { items: body.data.map((item: unknown) => teacherNotificationSchema.parse(item)), meta: body.meta };
}

describe('GET /teachers/{id}/notifications', () => {
  it('lists the teacher’s own notifications newest first with the unread count, to the teacher without teacher:read', async () => {
    const { items, meta } = await myNotifications();
    expect(items.map((item: { message: string }) => item.message)).toEqual(['third', 'second', 'first']);
    expect(items[1]).toMatchObject({ kind: 'GRADES_DROP', title: 'Grades dropped', data: { subject: 'Math' }, read: false, readAt: null, createdAt: '2026-01-11T08:00:00.000Z' });
    expect(meta).toEqual({ pagination: { currentPage: 1, totalPages: 1, totalCount: 3, limit: 20 }, unreadCount: 3 });
  });

  it('pages', async () => {
    const { items, meta } = await myNotifications('?page=2&limit=2');
    expect(items.map((item: { message: string }) => item.message)).toEqual(['first']);
    expect(meta.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 3, limit: 2 });
  });

  it('lets teacher:read see anyone’s; refuses others 403, other schools 404', async () => {
    expect((await list(colleague, reader)).statusCode).toBe(200);
    expect((await list(colleague, self)).statusCode).toBe(403);
    expect((await list(mine, outsider)).statusCode).toBe(404);
    expect((await list(999_999, reader)).statusCode).toBe(404);
    expect((await list(mine, self, '?limit=0')).statusCode).toBe(400);
  });

  it('lets the demo teacher account read its own notifications', async () => {
    const demo = await loginAs(t.app, 'teacher');
    const response = await list(demoTeacher, demo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.unreadCount).toBe(0);
  });
});

describe('PATCH /teachers/notifications/{id}/read', () => {
  it('marks one read once, keeping the first time, and the counts follow', async () => {
    const [, second] = (await myNotifications()).items;
    const first = await markRead(second.id, self);
    expect(first.statusCode, first.body).toBe(200);
    const read = teacherNotificationSchema.parse(first.json().data);
    expect(read).toMatchObject({ id: second.id, read: true });
    expect(read.readAt).not.toBeNull();

    const again = teacherNotificationSchema.parse((await markRead(second.id, self)).json().data);
    expect(again.readAt).toBe(read.readAt);

    const { meta } = await myNotifications();
    expect(meta.unreadCount).toBe(2);
    const unread = await myNotifications('?unreadOnly=true');
    expect(unread.items.map((item: { message: string }) => item.message)).toEqual(['third', 'first']);
    expect(unread.meta.pagination.totalCount).toBe(2);
  });

  it('needs the teacher themself or teacher:update; another school or an unknown id is 404', async () => {
    const [theirs] = await t.database.db.select().from(teacherNotifications).where(eq(teacherNotifications.teacherId, colleague));
    expect((await markRead(theirs.id, self)).statusCode).toBe(403);
    expect((await markRead(theirs.id, reader)).statusCode).toBe(403);
    expect((await markRead(theirs.id, outsider)).statusCode).toBe(404);
    expect((await markRead(999_999, updater)).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(teacherNotifications).where(eq(teacherNotifications.id, theirs.id));
    expect(still.readAt).toBeNull();
    expect((await markRead(theirs.id, updater)).statusCode).toBe(200);
  });
});

describe('the demo school', () => {
  it('computes the demo teacher’s figures from the seeded assignments, grades and attendance', async () => {
    const principal = await loginAs(t.app, 'principal');
    const analytics = await t.app.inject({ method: 'GET', url: `/api/teachers/${demoTeacher}/analytics?period=1y`, headers: principal.headers });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const data = analytics.json().data;
    expect(data.classes).toBeGreaterThan(0);
    expect(data.current.gradeCount).toBeGreaterThan(0);
    expect(data.current.markCount).toBeGreaterThan(0);
    const performance = await t.app.inject({ method: 'GET', url: `/api/teachers/${demoTeacher}/performance`, headers: principal.headers });
    expect(performance.json().data.score).not.toBeNull();
  });
});

describe('notifyTeacher', () => {
  it('writes a deduplicated notification once per Kabul day', async () => {
    const input = { schoolId, teacherId: colleague, kind: 'GRADES_DROP', title: 'Grades dropped', message: 'Math fell', dedupeKey: 'subject:1' };
    const morning = at('2026-02-01T04:00:00Z'); // 08:30 in Kabul
    const evening = at('2026-02-01T18:00:00Z'); // 22:30 in Kabul, the same day
    const nextDay = at('2026-02-01T20:00:00Z'); // 00:30 on 2 February in Kabul
    const results = await t.database.db.transaction(async (tx) => [
      await notifyTeacher(tx, input, morning),
      await notifyTeacher(tx, input, evening),
      await notifyTeacher(tx, { ...input, dedupeKey: 'subject:2' }, evening),
      await notifyTeacher(tx, input, nextDay),
    ]);
    expect(results.map((result) => result.created)).toEqual([true, false, true, true]);
    expect(results[1].id).toBe(results[0].id);
    const [row] = await t.database.db.select().from(teacherNotifications).where(eq(teacherNotifications.id, results[0].id));
    expect(row.data).toEqual({ dedupeKey: 'subject:1' });
  });
});
