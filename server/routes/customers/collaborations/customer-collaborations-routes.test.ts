import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import type { CustomerRow } from '../customer-dto';
import { insertCustomer } from '../customer-extras-test-fixtures';
import { COLLABORATION_MESSAGES, mentionedUsernames } from './customer-collaborations-routes';

let t: TestApp;
let schoolId: number;
let desk: TestLogin;
let counsellor: TestLogin;
let customer: CustomerRow;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Notes School');
  desk = await createUserIn(t, schoolId, 'notes.desk');
  counsellor = await createUserIn(t, schoolId, 'notes.counsellor');
  customer = await insertCustomer(t, { schoolId, name: 'Talked About' });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, as: TestLogin = desk) =>
  t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

describe('customer collaborations', () => {
  it('adds notes with mentions by id and by @username, and lists them newest first', async () => {
    const note = await call('POST', `/api/customers/${customer.id}/collaborations`, { message: 'Asked about grade 7 fees, @notes.counsellor please call. @nobody.here', mentions: [desk.user.id] });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      message: COLLABORATION_MESSAGES.created,
      data: { kind: 'NOTE', createdBy: { username: 'notes.desk' } },
    });
    expect(note.json().data.mentions.map((user: { username: string }) => user.username).sort()).toEqual(['notes.counsellor', 'notes.desk']);
    const call1 = await call('POST', `/api/customers/${customer.id}/collaborations`, { message: 'Phoned the father', kind: 'call' }, counsellor);
    expect(call1.json().data.kind).toBe('CALL');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row.lastContact).not.toBeNull();

    const list = (await call('GET', `/api/customers/${customer.id}/collaborations`)).json();
    expect(list.data.map((item: { message: string }) => item.message)).toEqual(['Phoned the father', 'Asked about grade 7 fees, @notes.counsellor please call. @nobody.here']);
    expect(list.meta.pagination.totalCount).toBe(2);
  });

  it('refuses mentions of users outside the school and an empty message', async () => {
    const outsider = await createUserIn(t, await createSchool(t, 'Outside School'), 'notes.outsider');
    const refused = await call('POST', `/api/customers/${customer.id}/collaborations`, { message: 'hi', mentions: [outsider.user.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ mentions: COLLABORATION_MESSAGES.unknownMentions });
    const empty = await call('POST', `/api/customers/${customer.id}/collaborations`, { message: '   ' });
    expect(empty.json().errors).toEqual({ message: 'Message is required' });
    // An @username of another school is not a mention.
    const ignored = await call('POST', `/api/customers/${customer.id}/collaborations`, { message: 'cc @notes.outsider' });
    expect(ignored.json().data.mentions).toEqual([]);
    expect((await call('GET', `/api/customers/${customer.id}/collaborations`, undefined, outsider)).statusCode).toBe(404);
  });

  it('the feed shows the latest across the school, or only those mentioning me', async () => {
    const other = await insertCustomer(t, { schoolId, name: 'Second Visitor' });
    await call('POST', `/api/customers/${other.id}/collaborations`, { message: 'Brought documents' });
    const feed = (await call('GET', '/api/customers/collaborations/feed?limit=2')).json();
    expect(feed.data.map((item: { message: string; customer: { name: string } }) => [item.message, item.customer.name])).toEqual([
      ['Brought documents', 'Second Visitor'],
      ['cc @notes.outsider', 'Talked About'],
    ]);
    expect(feed.meta.pagination.totalCount).toBe(4);
    const mine = (await call('GET', '/api/customers/collaborations/feed?mentionsMe=true', undefined, counsellor)).json().data;
    expect(mine.map((item: { message: string }) => item.message)).toEqual(['Asked about grade 7 fees, @notes.counsellor please call. @nobody.here']);
    const parent = await loginAs(t.app, 'parent');
    expect((await call('GET', '/api/customers/collaborations/feed', undefined, parent)).statusCode).toBe(403);
  });

  it('reads @usernames from the text', () => {
    expect(mentionedUsernames('@Ali.R, ask @sara_k. email a@b.com')).toEqual(['ali.r', 'sara_k']);
  });
});
