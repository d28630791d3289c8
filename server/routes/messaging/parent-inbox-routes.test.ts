/**
 * The school's inbox on the real database: the demo parent writes through the portal, the
 * principal finds it unread, opens it and marks it read, and the parent's portal then shows it
 * read. Filters and pages; parents and teachers refused (403); another school's message or a
 * missing one 404; bad queries 400 with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParentMessage } from '@/contract/parent-account';
import { PARENT_INBOX_MESSAGES, PARENT_INBOX_PREVIEW_LENGTH, type ParentInboxItem, type ParentInboxListAnswer, type ParentInboxMessage } from '@/contract/parent-inbox';
import { classes, parentMessages, parents, students, users } from '../../db/schema';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let principal: TestLogin;
let admin: TestLogin;
let owner: TestLogin;
let parent: TestLogin;
let teacher: TestLogin;
let farParent: TestLogin;
let farAdmin: TestLogin;
let child: { id: number; name: string; className: string | null };
let parentRecordId: number;
let aboutChild: ParentMessage;
let general: ParentMessage;
let farMessage: ParentMessage;

const LONG_BODY = `Omid has a fever\n\nand will stay home tomorrow. ${'We will send the doctor’s note with him when he is back. '.repeat(5)}Thank you.`;

const call = (as: TestLogin, method: ApiCall['method'], url: string, payload?: unknown) => callApi(t.app, as, { method, url, payload });
const list = async (as: TestLogin, query = '') => {
  const response = await call(as, 'GET', `/parent-messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ParentInboxListAnswer;
};
const ids = (items: ParentInboxItem[]) => items.map((item) => item.id);
const readAtInDb = async (id: number) => (await t.database.db.select({ readAt: parentMessages.readAt }).from(parentMessages).where(eq(parentMessages.id, id)))[0]?.readAt ?? null;
const portalMessages = async () => {
  const response = await call(parent, 'GET', `/parents/${parent.user.id}/messages`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: ParentMessage[] }).data;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [principal, admin, owner, parent, teacher] = await Promise.all(['principal', 'admin', 'owner', 'parent', 'teacher'].map((name) => loginAs(t.app, name)));
  const farSchoolId = await createSchool(t, 'Far School');
  farParent = await createUserIn(t, farSchoolId, 'inbox-far-parent', { role: 'PARENT' });
  farAdmin = await createUserIn(t, farSchoolId, 'inbox-far-admin', { role: 'SCHOOL_ADMIN' });

  const [first] = await db
    .select({ id: students.id, firstName: users.firstName, lastName: users.lastName, className: classes.name })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(eq(students.parentUserId, parent.user.id))
    .orderBy(students.id)
    .limit(1);
  child = { id: first.id, name: `${first.firstName} ${first.lastName}`, className: first.className };
  [{ id: parentRecordId }] = await db.select({ id: parents.id }).from(parents).where(eq(parents.userId, parent.user.id));

  const send = async (as: TestLogin, payload: object) => {
    const response = await call(as, 'POST', `/parents/${as.user.id}/messages`, payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: ParentMessage }).data;
  };
  general = await send(parent, { subject: 'School bus', body: 'Will the bus run on Thursday?' });
  aboutChild = await send(parent, { studentId: child.id, subject: 'Absence tomorrow', body: LONG_BODY });
  farMessage = await send(farParent, { subject: 'Far away', body: 'A message of another school' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the inbox round trip', () => {
  it('lists the parent’s message unread, newest first, with parent, child, class and a preview', async () => {
    const answer = await list(principal);
    expect(answer.message).toBe(PARENT_INBOX_MESSAGES.listed);
    expect(ids(answer.data)).toEqual([aboutChild.id, general.id]);
    expect(answer.meta).toEqual({ pagination: { currentPage: 1, totalPages: 1, totalCount: 2, limit: 20 }, unread: 2 });
    const [item] = answer.data;
    expect(item).toEqual({
      id: aboutChild.id,
      schoolId: 1,
      subject: 'Absence tomorrow',
      preview: expect.stringMatching(/^Omid has a fever and will stay home tomorrow\. We will/),
      createdAt: aboutChild.createdAt,
      readAt: null,
      parent: { id: parentRecordId, userId: parent.user.id, name: 'Gul Ahmad Safi', phone: '+93780567890' },
      student: { id: child.id, name: child.name, className: child.className },
    });
    expect(item.preview).toHaveLength(PARENT_INBOX_PREVIEW_LENGTH);
    expect(item.preview.endsWith('…')).toBe(true);
    expect(answer.data[1]).toMatchObject({ subject: 'School bus', preview: 'Will the bus run on Thursday?', student: null });
    expect(child.className).not.toBeNull();
  });

  it('opens a message with its full text without marking it read; PATCH read marks it, once; the portal shows it read', async () => {
    const opened = await call(principal, 'GET', `/parent-messages/${aboutChild.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const message = (opened.json() as { data: ParentInboxMessage }).data;
    expect(message).toMatchObject({ id: aboutChild.id, body: aboutChild.body, readAt: null });
    expect(await readAtInDb(aboutChild.id)).toBeNull();

    const marked = await call(principal, 'PATCH', `/parent-messages/${aboutChild.id}/read`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe(PARENT_INBOX_MESSAGES.markedRead);
    const readAt = (marked.json() as { data: ParentInboxMessage }).data.readAt;
    expect(readAt).not.toBeNull();
    expect((await readAtInDb(aboutChild.id))?.toISOString()).toBe(readAt);

    // Read again (by another reader): the first read time stays.
    const again = await call(admin, 'PATCH', `/parent-messages/${aboutChild.id}/read`);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { data: ParentInboxMessage }).data.readAt).toBe(readAt);

    const sent = await portalMessages();
    expect(sent.find((one) => one.id === aboutChild.id)?.readAt).toBe(readAt);
    expect(sent.find((one) => one.id === general.id)?.readAt).toBeNull();

    const after = await list(principal);
    expect(after.meta.unread).toBe(1);
    expect(ids((await list(principal, '?unread=true')).data)).toEqual([general.id]);
    expect(ids((await list(principal, '?unread=false')).data)).toEqual([aboutChild.id]);
  });

  it('marks a message unread again, and the portal shows it unread', async () => {
    await call(principal, 'PATCH', `/parent-messages/${aboutChild.id}/read`);
    const unmarked = await call(principal, 'PATCH', `/parent-messages/${aboutChild.id}/unread`);
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(unmarked.json()).toMatchObject({ message: PARENT_INBOX_MESSAGES.markedUnread, data: { id: aboutChild.id, readAt: null } });
    expect(await readAtInDb(aboutChild.id)).toBeNull();
    expect((await portalMessages()).find((one) => one.id === aboutChild.id)?.readAt).toBeNull();
    expect((await list(principal)).meta.unread).toBe(2);
  });
});

describe('GET /parent-messages filters and pages', () => {
  it('filters by child, parent record, parent user and search (subject, text, parent or child name)', async () => {
    expect(ids((await list(principal, `?studentId=${child.id}`)).data)).toEqual([aboutChild.id]);
    expect(ids((await list(principal, `?parentId=${parentRecordId}`)).data)).toEqual([aboutChild.id, general.id]);
    expect(ids((await list(principal, `?parentUserId=${parent.user.id}`)).data)).toEqual([aboutChild.id, general.id]);
    expect(ids((await list(principal, '?search=BUS')).data)).toEqual([general.id]);
    expect(ids((await list(principal, '?search=doctor')).data)).toEqual([aboutChild.id]);
    expect(ids((await list(principal, '?search=gul%20ahmad')).data)).toEqual([aboutChild.id, general.id]);
    expect(ids((await list(principal, `?search=${encodeURIComponent(child.name)}`)).data)).toEqual([aboutChild.id]);
    // % matches itself, not everything.
    const none = await list(principal, '?search=%25');
    expect(none.data).toEqual([]);
    expect(none.meta.pagination.totalCount).toBe(0);
    // The badge counts the school's unread messages, whatever the filters.
    expect(none.meta.unread).toBe(2);
  });

  it('pages newest first', async () => {
    const second = await list(principal, '?limit=1&page=2');
    expect(ids(second.data)).toEqual([general.id]);
    expect(second.meta.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 2, limit: 1 });
  });

  it('answers 400 for a bad query or id', async () => {
    for (const query of ['unread=maybe', 'limit=0', 'limit=101', 'page=0', 'studentId=abc', 'parentId=-1', `search=${'x'.repeat(101)}`]) {
      const response = await call(principal, 'GET', `/parent-messages?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    for (const path of ['/parent-messages/abc', '/parent-messages/0']) expect((await call(principal, 'GET', path)).statusCode, path).toBe(400);
    expect((await call(principal, 'PATCH', '/parent-messages/abc/read')).statusCode).toBe(400);
  });
});

describe('who may use the inbox', () => {
  it('refuses a parent (who holds parent:read for the portal) and a teacher with 403, changing nothing', async () => {
    for (const [who, message] of [
      [parent, PARENT_INBOX_MESSAGES.staffOnly],
      [teacher, permissionDeniedMessage('parent:read')],
    ] as const) {
      for (const [method, url] of [
        ['GET', '/parent-messages'],
        ['GET', `/parent-messages/${general.id}`],
        ['PATCH', `/parent-messages/${general.id}/read`],
        ['PATCH', `/parent-messages/${general.id}/unread`],
      ] as const) {
        const response = await call(who, method, url);
        expect(response.statusCode, `${who.user.username} ${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(message);
      }
    }
    expect(await readAtInDb(general.id)).toBeNull();
  });

  it("answers 404 for another school's message or a missing one, and leaves it unread", async () => {
    for (const id of [farMessage.id, 2147483000]) {
      for (const [method, url] of [
        ['GET', `/parent-messages/${id}`],
        ['PATCH', `/parent-messages/${id}/read`],
        ['PATCH', `/parent-messages/${id}/unread`],
      ] as const) {
        const response = await call(principal, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe(PARENT_INBOX_MESSAGES.notFound);
      }
    }
    expect(await readAtInDb(farMessage.id)).toBeNull();
    expect(ids((await list(principal)).data)).not.toContain(farMessage.id);
  });

  it("shows each school its own messages; an owner of every school sees both, or one with schoolId", async () => {
    const far = await list(farAdmin);
    expect(ids(far.data)).toEqual([farMessage.id]);
    expect(far.meta.unread).toBe(1);
    expect(far.data[0]).toMatchObject({ parent: { id: null, userId: farParent.user.id, name: 'inbox-far-parent' }, student: null });
    expect((await call(farAdmin, 'GET', `/parent-messages/${general.id}`)).statusCode).toBe(404);
    expect((await call(farAdmin, 'GET', '/parent-messages?schoolId=1')).statusCode).toBe(403);

    const everyone = await list(owner);
    expect(ids(everyone.data)).toEqual([farMessage.id, aboutChild.id, general.id]);
    expect(everyone.meta.unread).toBe(3);
    expect(ids((await list(owner, '?schoolId=1')).data)).toEqual([aboutChild.id, general.id]);
    expect((await call(owner, 'GET', `/parent-messages/${farMessage.id}`)).statusCode).toBe(200);
  });
});
