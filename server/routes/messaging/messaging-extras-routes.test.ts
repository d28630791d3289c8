/**
 * Polls, file messages and call records on the real database: single and multiple choice, a
 * changed vote, a closed poll (409), another poll's option (400); uploads refused for size (413)
 * and type (415) with nothing stored, a file downloaded by members only; calls started and ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MAX_MESSAGE_FILE_BYTES, MESSAGING_MESSAGES, type CallRecord, type Conversation, type Message, type Poll } from '@/contract/messaging';
import { callRecords, messages, pollVotes, polls } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { multipartParts, type MultipartPart } from '../../test-support/multipart-bodies';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { storedFileNames } from '../../test-support/test-app-with-uploads';

let t: TestApp;
let homa: TestLogin;
let karim: TestLogin;
let sara: TestLogin;
let group: Conversation;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
const exe = Buffer.from('MZ\u0090\u0000 not a document', 'latin1');

const createPoll = async (as: TestLogin, payload: object) => {
  const response = await callApi(t.app, as, { method: 'POST', url: `/conversations/${group.id}/polls`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Poll;
};
const vote = (as: TestLogin, pollId: number, optionIds: number[]) => callApi(t.app, as, { method: 'POST', url: `/polls/${pollId}/vote`, payload: { optionIds } });
const voteRows = async (pollId: number) => (await t.database.db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, pollId)))[0].n;

const upload = (as: TestLogin, parts: MultipartPart[]) => {
  const body = multipartParts(parts);
  return t.app.inject({ method: 'POST', url: '/api/messages/files/upload', headers: { ...as.headers, ...body.headers }, payload: body.payload });
};
const storedFiles = () => storedFileNames(t.app, `messages/conversation-${group.id}`);
const messageCount = async () => (await t.database.db.select({ n: count() }).from(messages))[0].n;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const schoolId = await createSchool(t, 'Polls School');
  homa = await createUserIn(t, schoolId, 'homa', { role: 'TEACHER' });
  karim = await createUserIn(t, schoolId, 'karim', { role: 'STAFF' });
  sara = await createUserIn(t, schoolId, 'sara', { role: 'PARENT' });
  group = (await callApi(t.app, homa, { method: 'POST', url: '/conversations', payload: { type: 'CLASS', title: 'Grade 5 B', memberIds: [karim.user.id] } })).json().data;
});

afterAll(async () => {
  await t?.close();
});

describe('polls', () => {
  it('takes one option on a single-choice poll, and a new vote replaces the old', async () => {
    const poll = await createPoll(homa, { question: 'Trip day?', options: ['Saturday', 'Sunday', 'Monday'] });
    expect(poll).toMatchObject({ multiple: false, closed: false, totalVoters: 0 });
    const [saturday, sunday] = poll.options;

    const two = await vote(karim, poll.id, [saturday.id, sunday.id]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(MESSAGING_MESSAGES.oneOptionOnly);
    expect(await voteRows(poll.id)).toBe(0);

    expect((await vote(karim, poll.id, [saturday.id])).statusCode).toBe(200);
    const changed = (await vote(karim, poll.id, [sunday.id])).json().data as Poll;
    expect(changed.options.map((option) => [option.label, option.votes, option.votedByMe])).toEqual([
      ['Saturday', 0, false],
      ['Sunday', 1, true],
      ['Monday', 0, false],
    ]);
    const forHoma = (await vote(homa, poll.id, [sunday.id])).json().data as Poll;
    expect(forHoma.totalVoters).toBe(2);
    expect(forHoma.options[1].votes).toBe(2);
  });

  it('takes several options on a multiple-choice poll, each counted once', async () => {
    const poll = await createPoll(homa, { question: 'Which clubs?', options: ['Chess', 'Football', 'Art'], multiple: true });
    const [chess, , art] = poll.options;
    const voted = (await vote(karim, poll.id, [chess.id, art.id, art.id])).json().data as Poll;
    expect(voted.options.map((option) => option.votes)).toEqual([1, 0, 1]);
    expect(voted.totalVoters).toBe(1);
  });

  it("refuses an option of another poll (400) and a closed poll (409), recording nothing", async () => {
    const first = await createPoll(homa, { question: 'A?', options: ['yes', 'no'] });
    const second = await createPoll(homa, { question: 'B?', options: ['yes', 'no'] });
    const foreign = await vote(karim, first.id, [second.options[0].id]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MESSAGING_MESSAGES.optionNotInPoll);

    await t.database.db.update(polls).set({ closesAt: new Date(Date.now() - 60_000) }).where(eq(polls.id, first.id));
    const closed = await vote(karim, first.id, [first.options[0].id]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(MESSAGING_MESSAGES.pollClosed);
    expect(await voteRows(first.id)).toBe(0);
  });

  it('hides polls of conversations the user is not in (404) and refuses bad polls (400)', async () => {
    const poll = await createPoll(homa, { question: 'Private?', options: ['yes', 'no'] });
    expect((await vote(sara, poll.id, [poll.options[0].id])).statusCode).toBe(404);
    expect((await callApi(t.app, sara, { method: 'GET', url: `/conversations/${group.id}/polls` })).statusCode).toBe(404);
    const before = (await t.database.db.select({ n: count() }).from(polls))[0].n;
    for (const payload of [
      { question: 'One option?', options: ['only'] },
      { question: 'Same?', options: ['Yes', 'yes'] },
      { question: 'Past?', options: ['a', 'b'], closesAt: '2020-01-01T00:00:00Z' },
      { question: '', options: ['a', 'b'] },
    ]) {
      expect((await callApi(t.app, homa, { method: 'POST', url: `/conversations/${group.id}/polls`, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.database.db.select({ n: count() }).from(polls))[0].n).toBe(before);
  });
});

describe('file messages', () => {
  it('posts a PDF as a message that members can download and others cannot', async () => {
    const response = await upload(homa, [
      { field: 'conversationId', value: String(group.id) },
      { field: 'body', value: 'The timetable' },
      { field: 'file', file: { name: 'timetable.pdf', type: 'application/octet-stream', bytes: pdf } },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json().data as Message;
    expect(message).toMatchObject({ conversationId: group.id, body: 'The timetable', file: { name: 'timetable.pdf', mimeType: 'application/pdf', sizeBytes: pdf.length } });

    const download = await t.app.inject({ method: 'GET', url: message.file!.url, headers: karim.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('timetable.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: message.file!.url, headers: sara.headers })).statusCode).toBe(404);
  });

  it('refuses a file over 10 MB (413) and a type it does not take (415), storing nothing', async () => {
    const before = { files: (await storedFiles()).length, messages: await messageCount() };
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_MESSAGE_FILE_BYTES)]);
    const tooLarge = await upload(homa, [{ field: 'conversationId', value: String(group.id) }, { field: 'file', file: { name: 'big.pdf', type: 'application/pdf', bytes: big } }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(MESSAGING_MESSAGES.fileTooLarge);
    // Named and labelled as a PDF, but its bytes are not one.
    const wrongType = await upload(homa, [{ field: 'conversationId', value: String(group.id) }, { field: 'file', file: { name: 'virus.pdf', type: 'application/pdf', bytes: exe } }]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(MESSAGING_MESSAGES.fileTypeRefused);
    expect({ files: (await storedFiles()).length, messages: await messageCount() }).toEqual(before);
  });

  it("refuses an upload without a conversation (400) or into someone else's (404)", async () => {
    const before = await messageCount();
    const noConversation = await upload(homa, [{ field: 'file', file: { name: 'a.pdf', type: 'application/pdf', bytes: pdf } }]);
    expect(noConversation.statusCode).toBe(400);
    const noFile = await upload(homa, [{ field: 'conversationId', value: String(group.id) }]);
    expect(noFile.statusCode).toBe(400);
    const notMine = await upload(sara, [{ field: 'conversationId', value: String(group.id) }, { field: 'file', file: { name: 'a.pdf', type: 'application/pdf', bytes: pdf } }]);
    expect(notMine.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
  });
});

describe('calls', () => {
  it('records a call from start to end, once', async () => {
    const started = await callApi(t.app, homa, { method: 'POST', url: `/conversations/${group.id}/calls`, payload: { type: 'VIDEO' } });
    expect(started.statusCode, started.body).toBe(201);
    const call = started.json().data as CallRecord;
    expect(call).toMatchObject({ type: 'VIDEO', status: 'ONGOING', callerId: homa.user.id, endedAt: null });

    const ended = await callApi(t.app, karim, { method: 'PATCH', url: `/conversations/${group.id}/calls/${call.id}`, payload: { status: 'ENDED' } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ status: 'ENDED', endedAt: expect.any(String) });
    const again = await callApi(t.app, homa, { method: 'PATCH', url: `/conversations/${group.id}/calls/${call.id}`, payload: {} });
    expect(again.statusCode).toBe(409);

    const list = (await callApi(t.app, karim, { method: 'GET', url: `/conversations/${group.id}/calls` })).json().data as CallRecord[];
    expect(list.map((record) => [record.id, record.status])).toEqual([[call.id, 'ENDED']]);
  });

  it('refuses a bad call type (400) and calls in a conversation the user is not in (404)', async () => {
    const before = (await t.database.db.select({ n: count() }).from(callRecords))[0].n;
    expect((await callApi(t.app, homa, { method: 'POST', url: `/conversations/${group.id}/calls`, payload: { type: 'HOLOGRAM' } })).statusCode).toBe(400);
    expect((await callApi(t.app, sara, { method: 'POST', url: `/conversations/${group.id}/calls`, payload: { type: 'AUDIO' } })).statusCode).toBe(404);
    expect((await t.database.db.select({ n: count() }).from(callRecords))[0].n).toBe(before);
  });
});
