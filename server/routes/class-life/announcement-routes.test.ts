/**
 * /announcements on the real database: posting, reading and filtering, who may write for which
 * class (administrator school-wide, a teacher only for the classes they teach, the author's own
 * edits), bad input refused with nothing changed, and other schools' rows answering 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANNOUNCEMENT_MESSAGES, type Announcement } from '@/contract/class-life';
import { RECORD_VERSION_MESSAGES, versionTag } from '@/contract/record-version';
import { announcements } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createClassLifeFixture, type ClassLifeFixture } from './class-life-test-fixtures';

let t: TestApp;
let f: ClassLifeFixture;
let deleter: TestLogin;
let staffMember: TestLogin;
let accountant: TestLogin;

beforeAll(async () => {
  // No demo data: the crafted school alone, so every count here is worked out by hand.
  t = await createTestApp({ seed: 'none' });
  f = await createClassLifeFixture(t, 'ann');
  deleter = await createUserIn(t, f.schoolId, 'ann-deleter', { role: 'SCHOOL_ADMIN', grants: ['messaging:delete'] });
  staffMember = await createUserIn(t, f.schoolId, 'ann-staff', { role: 'STAFF' });
  accountant = await createUserIn(t, f.schoolId, 'ann-accountant', { role: 'ACCOUNTANT' });
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const post = async (as: TestLogin, values: object) => {
  const response = await call(as, { method: 'POST', url: '/announcements', payload: { title: 'Notice', body: 'Text', ...values } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Announcement;
};
const stored = async (id: number) => (await t.database.db.select().from(announcements).where(eq(announcements.id, id)))[0];
const schoolRows = async () => t.database.db.select().from(announcements).where(eq(announcements.schoolId, f.schoolId));
const ids = (response: { json: () => { data: Announcement[] } }) => response.json().data.map((item) => item.id);

describe('announcements: posting and reading', () => {
  it('posts school-wide and class notices, answers them with class, author and state, and lists newest publication first', async () => {
    const before = Date.now();
    const now = await post(f.admin, { title: 'Parents evening', body: 'Thursday 4 pm in the hall', audience: 'PARENTS' });
    expect(now).toEqual({
      id: now.id, schoolId: f.schoolId, title: 'Parents evening', body: 'Thursday 4 pm in the hall', audience: 'PARENTS', classId: null, class: null,
      publishedAt: expect.any(String), expiresAt: null, state: 'LIVE', createdBy: { id: f.admin.user.id, name: 'ann-admin' },
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(Date.parse(now.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    const scheduled = await post(f.admin, { title: 'Exam week', body: 'Timetable attached', audience: 'STUDENTS', classId: f.classA, publishedAt: '2099-03-01T08:00:00+04:30', expiresAt: '2099-03-10T08:00:00+04:30' });
    expect(scheduled).toMatchObject({ class: { id: f.classA, name: '7-A', dariName: 'صنف ۷ الف', pashtoName: null }, state: 'SCHEDULED', publishedAt: '2099-03-01T03:30:00.000Z', expiresAt: '2099-03-10T03:30:00.000Z' });
    const older = await post(f.admin, { title: 'Staff meeting', body: 'Monday', audience: 'STAFF', publishedAt: '2020-01-01T08:00:00+04:30' });
    expect(older.state).toBe('LIVE');
    // Ending it now: a PUT may set an expiry that has passed (after its publication).
    const ended = await call(f.admin, { method: 'PUT', url: `/announcements/${older.id}`, payload: { expiresAt: '2020-02-01T08:00:00+04:30' } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ state: 'EXPIRED', expiresAt: '2020-02-01T03:30:00.000Z' });

    const list = await call(f.teacher, { method: 'GET', url: '/announcements' });
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list)).toEqual([scheduled.id, now.id, older.id]);
    expect(list.json().meta.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 3, limit: 20 });
    const paged = await call(f.teacher, { method: 'GET', url: '/announcements?limit=2&page=2' });
    expect(ids(paged)).toEqual([older.id]);
    expect(paged.json().meta.pagination).toMatchObject({ currentPage: 2, totalPages: 2, totalCount: 3 });
    expect(ids(await call(f.teacher, { method: 'GET', url: '/announcements?audience=PARENTS' }))).toEqual([now.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: `/announcements?classId=${f.classA}` }))).toEqual([scheduled.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/announcements?active=true' }))).toEqual([scheduled.id, now.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/announcements?active=false' }))).toEqual([older.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/announcements?search=HALL' }))).toEqual([now.id]);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/announcements?search=exam%20w' }))).toEqual([scheduled.id]);

    const one = await call(f.teacher, { method: 'GET', url: `/announcements/${scheduled.id}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ success: true, message: ANNOUNCEMENT_MESSAGES.fetched, data: scheduled });
    for (const item of [now, scheduled, older]) await t.database.db.delete(announcements).where(eq(announcements.id, item.id));
  });

  it('lets a teacher post for a class they teach or lead, never school-wide or for another class', async () => {
    const own = await post(f.teacher, { title: 'Homework club', classId: f.classA, audience: 'PARENTS' });
    expect(own).toMatchObject({ class: { id: f.classA }, createdBy: { id: f.teacher.user.id } });
    const led = await post(f.teacher, { title: 'Class trip', classId: f.classC });
    expect(led).toMatchObject({ class: { id: f.classC }, audience: 'ALL' });
    const count = (await schoolRows()).length;
    const schoolWide = await call(f.teacher, { method: 'POST', url: '/announcements', payload: { title: 'All', body: 'Everyone' } });
    expect(schoolWide.statusCode).toBe(403);
    expect(schoolWide.json().message).toBe(ANNOUNCEMENT_MESSAGES.schoolWideNeedsAdmin);
    const otherClass = await call(f.teacher, { method: 'POST', url: '/announcements', payload: { title: 'B', body: 'B', classId: f.classB } });
    expect(otherClass.statusCode).toBe(403);
    expect(otherClass.json().message).toBe(ANNOUNCEMENT_MESSAGES.notYourClass);
    // Moving their own notice to a class they do not teach, or school-wide, is refused the same way.
    const moved = await call(f.teacher, { method: 'PUT', url: `/announcements/${own.id}`, payload: { classId: null } });
    expect(moved.statusCode).toBe(403);
    expect((await call(f.teacher, { method: 'PUT', url: `/announcements/${own.id}`, payload: { classId: f.classB } })).statusCode).toBe(403);
    expect((await schoolRows()).length).toBe(count);
    expect((await stored(own.id)).classId).toBe(f.classA);
  });
});

describe('announcements: who changes what', () => {
  it('lets the author edit and delete their own; anyone else needs messaging:update or messaging:delete', async () => {
    const mine = await post(f.teacher, { title: 'Maths quiz', classId: f.classA });
    const edited = await call(f.teacher, { method: 'PUT', url: `/announcements/${mine.id}`, payload: { title: 'Maths quiz moved', audience: 'STUDENTS' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Maths quiz moved', audience: 'STUDENTS', body: 'Text', class: { id: f.classA } });

    const adminsNotice = await post(f.admin, { title: 'Holiday', classId: f.classA });
    const notMine = await call(f.teacher, { method: 'PUT', url: `/announcements/${adminsNotice.id}`, payload: { title: 'Changed' } });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(ANNOUNCEMENT_MESSAGES.notYourAnnouncement);
    expect((await call(f.teacher, { method: 'DELETE', url: `/announcements/${adminsNotice.id}` })).statusCode).toBe(403);
    expect((await stored(adminsNotice.id)).title).toBe('Holiday');

    // The administrator edits anyone's (messaging:update) but deletes only with messaging:delete.
    const byAdmin = await call(f.admin, { method: 'PUT', url: `/announcements/${mine.id}`, payload: { body: 'Corrected by the office' } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await call(f.admin, { method: 'DELETE', url: `/announcements/${mine.id}` })).statusCode).toBe(403);
    expect((await stored(mine.id)).deletedAt).toBeNull();

    const deleted = await call(f.teacher, { method: 'DELETE', url: `/announcements/${mine.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: ANNOUNCEMENT_MESSAGES.deleted, data: { id: mine.id } });
    expect((await stored(mine.id)).deletedAt).not.toBeNull();
    expect((await call(f.teacher, { method: 'GET', url: `/announcements/${mine.id}` })).statusCode).toBe(404);
    expect((await call(f.teacher, { method: 'DELETE', url: `/announcements/${mine.id}` })).statusCode).toBe(404);
    expect(ids(await call(f.teacher, { method: 'GET', url: '/announcements' }))).not.toContain(mine.id);

    expect((await call(deleter, { method: 'DELETE', url: `/announcements/${adminsNotice.id}` })).statusCode).toBe(200);
    expect((await stored(adminsNotice.id)).deletedAt).not.toBeNull();
  });

  it('refuses roles without the permission (403)', async () => {
    // STAFF hold messaging:read but not class:read: the full list is for those who see classes.
    expect((await call(staffMember, { method: 'GET', url: '/announcements' })).statusCode).toBe(403);
    const count = (await schoolRows()).length;
    const byAccountant = await call(accountant, { method: 'POST', url: '/announcements', payload: { title: 'x', body: 'y' } });
    expect(byAccountant.statusCode).toBe(403);
    expect(byAccountant.json().message).toBe('You do not have permission: messaging:create');
    // STAFF may post messages but teach no class: nothing school-wide, no class of theirs.
    expect((await call(staffMember, { method: 'POST', url: '/announcements', payload: { title: 'x', body: 'y' } })).statusCode).toBe(403);
    expect((await call(staffMember, { method: 'POST', url: '/announcements', payload: { title: 'x', body: 'y', classId: f.classA } })).statusCode).toBe(403);
    expect((await schoolRows()).length).toBe(count);
  });
});

describe('announcements: bad input and strangers', () => {
  it('answers 400 with the field and changes nothing', async () => {
    const existing = await post(f.admin, { title: 'Keep me', publishedAt: '2099-01-01T08:00:00+04:30', expiresAt: '2099-01-05T08:00:00+04:30' });
    const count = (await schoolRows()).length;
    const cases: [object, string, string][] = [
      [{ body: 'no title' }, 'title', ANNOUNCEMENT_MESSAGES.titleRequired],
      [{ title: '  ', body: 'blank title' }, 'title', ANNOUNCEMENT_MESSAGES.titleRequired],
      [{ title: 'x', body: 'y', audience: 'TEACHERS' }, 'audience', ANNOUNCEMENT_MESSAGES.audience],
      [{ title: 'x', body: 'y', publishedAt: 'tomorrow' }, 'publishedAt', ANNOUNCEMENT_MESSAGES.dateTime],
      [{ title: 'x', body: 'y', publishedAt: '2099-01-02T08:00:00+04:30', expiresAt: '2099-01-01T08:00:00+04:30' }, 'expiresAt', ANNOUNCEMENT_MESSAGES.expiresAfterPublished],
      [{ title: 'x', body: 'y', publishedAt: '2020-01-01T08:00:00+04:30', expiresAt: '2020-01-02T08:00:00+04:30' }, 'expiresAt', ANNOUNCEMENT_MESSAGES.expiresInPast],
      [{ title: 'x', body: 'y', classId: f.otherClass }, 'classId', ANNOUNCEMENT_MESSAGES.classNotFound],
      [{ title: 'x', body: 'y', pinned: true }, 'body', ''],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(f.admin, { method: 'POST', url: '/announcements', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const errors = response.json().errors as Record<string, string>;
      if (message) expect(errors[field], JSON.stringify(errors)).toBe(message);
    }
    const putCases: [object, string][] = [
      [{ expiresAt: '2098-12-31T08:00:00+04:30' }, ANNOUNCEMENT_MESSAGES.expiresAfterPublished],
      [{ publishedAt: '2099-01-06T08:00:00+04:30' }, ANNOUNCEMENT_MESSAGES.expiresAfterPublished],
      [{ classId: f.otherClass }, ANNOUNCEMENT_MESSAGES.classNotFound],
      [{ title: '' }, ANNOUNCEMENT_MESSAGES.titleRequired],
    ];
    for (const [payload, message] of putCases) {
      const response = await call(f.admin, { method: 'PUT', url: `/announcements/${existing.id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(response.json().errors as Record<string, string>)).toContain(message);
    }
    expect((await schoolRows()).length).toBe(count);
    const after = await stored(existing.id);
    expect({ title: after.title, classId: after.classId, publishedAt: after.publishedAt.toISOString(), expiresAt: after.expiresAt?.toISOString() }).toEqual({
      title: 'Keep me', classId: null, publishedAt: existing.publishedAt, expiresAt: existing.expiresAt,
    });
  });

  it("answers 404 for a missing id and for another school's announcement, and lists only the user's school", async () => {
    const theirs = await post(f.outsider, { title: 'Their notice' });
    for (const request of [
      { method: 'GET', url: `/announcements/${theirs.id}` },
      { method: 'PUT', url: `/announcements/${theirs.id}`, payload: { title: 'Ours now' } },
      { method: 'DELETE', url: `/announcements/${theirs.id}` },
      { method: 'GET', url: '/announcements/999999' },
    ] as ApiCall[]) {
      const response = await call(f.admin, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json().message).toBe(ANNOUNCEMENT_MESSAGES.notFound);
    }
    expect((await stored(theirs.id))).toMatchObject({ title: 'Their notice', deletedAt: null });
    expect(ids(await call(f.admin, { method: 'GET', url: '/announcements?search=their' }))).toEqual([]);
    expect(ids(await call(f.outsider, { method: 'GET', url: '/announcements' }))).toEqual([theirs.id]);
  });
});

describe('an announcement edit made from an older version (If-Match)', () => {
  it('applies nothing and answers 412 with the announcement as it is now', async () => {
    const made = await post(f.admin, { title: 'Versioned notice', body: 'First text' });
    const edit = (payload: object, version: string) =>
      t.app.inject({ method: 'PUT', url: `/api/announcements/${made.id}`, headers: { ...f.admin.headers, 'if-match': versionTag(version) }, payload });
    const first = await edit({ body: 'Second text' }, made.updatedAt);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await edit({ body: 'Third text' }, made.updatedAt);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ message: RECORD_VERSION_MESSAGES.changedSince, current: { id: made.id, body: 'Second text', updatedAt: first.json().data.updatedAt } });
  });
});
