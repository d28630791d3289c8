/**
 * Conversations and messages on the real database: membership isolation (someone else's
 * conversation or message is a 404, another school's people cannot be added), the read flag and
 * unread count from each side, search, edits and deletes by the sender only, the AI 501, the
 * ACCOUNTANT's 403 and bad input that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGING_MESSAGES, type Conversation, type Message } from '@/contract/messaging';
import { conversations, messages } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let homa: TestLogin;
let karim: TestLogin;
let sara: TestLogin;
let accountant: TestLogin;
let stranger: TestLogin;
let group: Conversation;

const unreadCount = async (as: TestLogin) => (await callApi(t.app, as, { method: 'GET', url: '/messages/unread/count' })).json().data.count as number;
const post = async (as: TestLogin, conversationId: number, body: string) => {
  const response = await callApi(t.app, as, { method: 'POST', url: `/conversations/${conversationId}/messages`, payload: { body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Message;
};
const rowCounts = async () => {
  const db = t.database.db;
  const [[m], [c]] = await Promise.all([db.select({ n: count() }).from(messages), db.select({ n: count() }).from(conversations)]);
  return { messages: m.n, conversations: c.n };
};

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const schoolId = await createSchool(t, 'Messaging School');
  const otherSchoolId = await createSchool(t, 'Other School');
  homa = await createUserIn(t, schoolId, 'homa', { role: 'TEACHER' });
  karim = await createUserIn(t, schoolId, 'karim', { role: 'TEACHER' });
  sara = await createUserIn(t, schoolId, 'sara', { role: 'STUDENT' });
  accountant = await createUserIn(t, schoolId, 'acc', { role: 'ACCOUNTANT' });
  stranger = await createUserIn(t, otherSchoolId, 'stranger', { role: 'TEACHER' });
  const created = await callApi(t.app, homa, { method: 'POST', url: '/conversations', payload: { type: 'GROUP', title: 'Grade 5 teachers', memberIds: [karim.user.id] } });
  expect(created.statusCode, created.body).toBe(201);
  group = created.json().data;
});

afterAll(async () => {
  await t?.close();
});

describe('conversations', () => {
  it('makes the creator the owner and lists the conversation for its members only', async () => {
    expect(group.members.map((member) => [member.userId, member.role])).toEqual([
      [homa.user.id, 'OWNER'],
      [karim.user.id, 'MEMBER'],
    ]);
    const forKarim = (await callApi(t.app, karim, { method: 'GET', url: '/conversations' })).json().data as Conversation[];
    expect(forKarim.map((conversation) => conversation.id)).toContain(group.id);
    const forSara = (await callApi(t.app, sara, { method: 'GET', url: '/conversations' })).json().data as Conversation[];
    expect(forSara).toEqual([]);
  });

  it("answers 404 for a conversation the user is not in, for reading and for posting", async () => {
    for (const as of [sara, stranger]) {
      expect((await callApi(t.app, as, { method: 'GET', url: `/conversations/${group.id}` })).statusCode).toBe(404);
      expect((await callApi(t.app, as, { method: 'GET', url: `/conversations/${group.id}/messages` })).statusCode).toBe(404);
      const before = await rowCounts();
      const posted = await callApi(t.app, as, { method: 'POST', url: `/conversations/${group.id}/messages`, payload: { body: 'let me in' } });
      expect(posted.statusCode).toBe(404);
      expect(posted.json().message).toBe(MESSAGING_MESSAGES.conversationNotFound);
      expect(await rowCounts()).toEqual(before);
    }
  });

  it('refuses people of another school as members (400) and creates nothing', async () => {
    const before = await rowCounts();
    const response = await callApi(t.app, homa, { method: 'POST', url: '/conversations', payload: { type: 'GROUP', title: 'Mixed', memberIds: [karim.user.id, stranger.user.id] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGING_MESSAGES.membersNotFound);
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps one direct conversation per pair', async () => {
    const first = await callApi(t.app, sara, { method: 'POST', url: '/conversations', payload: { type: 'DIRECT', memberIds: [karim.user.id] } });
    expect(first.statusCode).toBe(201);
    const again = await callApi(t.app, karim, { method: 'POST', url: '/conversations', payload: { type: 'DIRECT', memberIds: [sara.user.id] } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('refuses conversation changes without messaging:update, even to the owner (403)', async () => {
    const denied = await callApi(t.app, karim, { method: 'PUT', url: `/conversations/${group.id}`, payload: { title: 'Mine now' } });
    expect(denied.statusCode).toBe(403); // karim lacks messaging:update by default
    const renamed = await callApi(t.app, homa, { method: 'PUT', url: `/conversations/${group.id}`, payload: { title: 'Grade 5 staff' } });
    expect(renamed.statusCode).toBe(403); // so does a TEACHER owner: edits need messaging:update
  });
});

describe('messages, the read flag and the unread count', () => {
  it("counts others' messages as unread until read, and the sender's own as read", async () => {
    const before = await unreadCount(karim);
    const first = await post(homa, group.id, 'Staff meeting moved to Thursday');
    const second = await post(homa, group.id, 'Room 12, after the last lesson');
    expect(first.read).toBe(true);
    expect(await unreadCount(karim)).toBe(before + 2);
    expect(await unreadCount(homa)).toBe(0);

    const list = (await callApi(t.app, karim, { method: 'GET', url: `/conversations` })).json().data as Conversation[];
    const mine = list.find((conversation) => conversation.id === group.id)!;
    expect(mine.unreadCount).toBe(2);
    expect(mine.lastMessage?.id).toBe(second.id);
    expect(list[0].id).toBe(group.id); // the latest activity sorts first

    // Reading the first leaves the second unread; reading the second reads both.
    const readFirst = await callApi(t.app, karim, { method: 'PATCH', url: `/messages/${first.id}/read` });
    expect(readFirst.statusCode, readFirst.body).toBe(200);
    expect(readFirst.json().data.read).toBe(true);
    expect(await unreadCount(karim)).toBe(before + 1);
    await callApi(t.app, karim, { method: 'PATCH', url: `/messages/${second.id}/read` });
    expect(await unreadCount(karim)).toBe(before);
    // Reading an earlier message again never moves the mark back.
    await callApi(t.app, karim, { method: 'PATCH', url: `/messages/${first.id}/read` });
    expect(await unreadCount(karim)).toBe(before);
  });

  it('sends a direct message to one person: unread for them until read, invisible to others', async () => {
    const sent = await callApi(t.app, sara, { method: 'POST', url: '/messages', payload: { recipientId: homa.user.id, body: 'May I hand in my essay tomorrow?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json().data as Message;
    expect(message).toMatchObject({ conversationId: null, recipientId: homa.user.id, senderName: 'sara', read: true });
    expect(await unreadCount(homa)).toBe(1);
    expect((await callApi(t.app, karim, { method: 'GET', url: `/messages/${message.id}` })).statusCode).toBe(404);
    expect((await callApi(t.app, karim, { method: 'PATCH', url: `/messages/${message.id}/read` })).statusCode).toBe(404);
    const read = await callApi(t.app, homa, { method: 'PATCH', url: `/messages/${message.id}/read` });
    expect(read.json().data.read).toBe(true);
    expect(await unreadCount(homa)).toBe(0);
    // It is in the recipient's list of messages too.
    const inbox = (await callApi(t.app, homa, { method: 'GET', url: '/messages' })).json();
    expect(inbox.data.map((m: Message) => m.id)).toContain(message.id);
  });

  it('refuses a recipient of another school, and a message with both or neither target (400, nothing sent)', async () => {
    const before = await rowCounts();
    const payloads = [
      { recipientId: stranger.user.id, body: 'hello' },
      { recipientId: homa.user.id, conversationId: group.id, body: 'both' },
      { body: 'nobody' },
      { recipientId: homa.user.id, body: '   ' },
    ];
    for (const payload of payloads) {
      const response = await callApi(t.app, sara, { method: 'POST', url: '/messages', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('searches only the messages the user can see, in any case', async () => {
    await post(homa, group.id, 'The EXAM timetable is ready');
    await callApi(t.app, sara, { method: 'POST', url: '/conversations', payload: { type: 'DIRECT', memberIds: [karim.user.id] } });
    const forKarim = (await callApi(t.app, karim, { method: 'GET', url: '/messages/search?q=exam' })).json();
    expect(forKarim.data.map((m: Message) => m.body)).toEqual(['The EXAM timetable is ready']);
    expect(forKarim.meta.pagination.totalCount).toBe(1);
    const forSara = (await callApi(t.app, sara, { method: 'GET', url: '/messages/search?q=exam' })).json();
    expect(forSara.data).toEqual([]);
    // `%` is a character to find, not a wildcard.
    expect((await callApi(t.app, karim, { method: 'GET', url: '/messages/search?q=%25' })).json().data).toEqual([]);
    expect((await callApi(t.app, karim, { method: 'GET', url: '/messages/search?q=' })).statusCode).toBe(400);
  });

  it('lets only the sender edit or delete (with the permissions), and a deleted message disappears', async () => {
    const message = await post(homa, group.id, 'Typo in ths one');
    const editor = await createUserIn(t, homa.user.schoolId, 'editor', { role: 'TEACHER', grants: ['messaging:update', 'messaging:delete'] });
    expect((await callApi(t.app, homa, { method: 'PUT', url: `/messages/${message.id}`, payload: { body: 'Typo in this one' } })).statusCode).toBe(403);

    const owner = await createUserIn(t, homa.user.schoolId, 'owner', { role: 'TEACHER', grants: ['messaging:update', 'messaging:delete'] });
    const room = (await callApi(t.app, owner, { method: 'POST', url: '/conversations', payload: { type: 'GROUP', title: 'Editors', memberIds: [editor.user.id] } })).json().data as Conversation;
    const own = await post(owner, room.id, 'Typo in ths one');
    expect((await callApi(t.app, editor, { method: 'PUT', url: `/messages/${own.id}`, payload: { body: 'hijack' } })).statusCode).toBe(403);
    const edited = await callApi(t.app, owner, { method: 'PUT', url: `/messages/${own.id}`, payload: { body: 'Typo in this one' } });
    expect(edited.json().data).toMatchObject({ body: 'Typo in this one', editedAt: expect.any(String) });
    expect((await callApi(t.app, editor, { method: 'DELETE', url: `/messages/${own.id}` })).statusCode).toBe(403);
    expect((await callApi(t.app, owner, { method: 'DELETE', url: `/messages/${own.id}` })).statusCode).toBe(200);
    expect((await callApi(t.app, editor, { method: 'GET', url: `/messages/${own.id}` })).statusCode).toBe(404);

    const renamed = await callApi(t.app, owner, { method: 'PUT', url: `/conversations/${room.id}`, payload: { title: 'Editors room' } });
    expect(renamed.json().data.title).toBe('Editors room');
    expect((await callApi(t.app, editor, { method: 'PUT', url: `/conversations/${room.id}`, payload: { title: 'Mine' } })).statusCode).toBe(403);
    expect((await callApi(t.app, owner, { method: 'DELETE', url: `/conversations/${room.id}` })).statusCode).toBe(200);
    expect((await callApi(t.app, editor, { method: 'GET', url: `/conversations/${room.id}` })).statusCode).toBe(404);
  });
});

describe('refusals and the AI request', () => {
  it('refuses the ACCOUNTANT, who has no messaging permission (403)', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/conversations' },
      { method: 'GET' as const, url: '/messages/unread/count' },
      { method: 'POST' as const, url: '/messages', payload: { recipientId: homa.user.id, body: 'hi' } },
      { method: 'POST' as const, url: '/ai/request', payload: { type: 'SUMMARIZE', context: 'x' } },
    ]) {
      expect((await callApi(t.app, accountant, call)).statusCode, call.url).toBe(403);
    }
  });

  it("answers 501 'AI assistant is not configured', never a made-up reply", async () => {
    // This test app has no provider (config.aiProvider null); ai-request-routes.test.ts has one.
    const response = await callApi(t.app, homa, { method: 'POST', url: '/ai/request', payload: { type: 'SUMMARIZE', context: 'Summarise the staff meeting', conversationId: group.id } });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ success: false, message: 'AI assistant is not configured' });
    expect((await callApi(t.app, homa, { method: 'POST', url: '/ai/request', payload: { type: 'POEM', context: 'x' } })).statusCode).toBe(400);
    expect((await callApi(t.app, sara, { method: 'POST', url: '/ai/request', payload: { type: 'SUMMARIZE', context: 'x', conversationId: group.id } })).statusCode).toBe(404);
  });
});
