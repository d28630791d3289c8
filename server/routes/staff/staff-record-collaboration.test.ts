import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_RECORD_MESSAGES, unknownMentions } from '@/contract/staff-records';
import { staff, staffCollaborations } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertStaff, staffFixture, type StaffFixture } from './staff-record-test-fixtures';

let t: TestApp;
let fixture: StaffFixture;
let admin: TestLogin;
let principal: TestLogin;
let teacher: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await staffFixture(t);
  admin = await loginAs(t.app, 'admin');
  principal = await loginAs(t.app, 'principal');
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(async () => {
  await t?.close();
});

const notesUrl = (staffId: number) => `/staff/${staffId}/collaboration`;
const noteCount = async () => Number((await t.database.db.select({ value: count() }).from(staffCollaborations))[0].value);

async function addNote(as: TestLogin, staffId: number, payload: Record<string, unknown>) {
  const response = await callApi(t.app, as, { method: 'POST', url: notesUrl(staffId), payload });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; createdAt: string };
}

describe('staff collaboration notes', () => {
  it('adds a note with mentions (named, duplicates dropped) and lists notes newest first, paged', async () => {
    const member = await insertStaff(t);
    const { principal: principalId, teacher: teacherId } = fixture.userIds;
    const response = await callApi(t.app, admin, {
      method: 'POST',
      url: notesUrl(member.id),
      payload: { kind: 'HANDOVER', message: '  Keys of the store room handed to the guard.  ', mentions: [principalId, teacherId, principalId] },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(STAFF_RECORD_MESSAGES.noteAdded);
    expect(body.data).toMatchObject({
      staffId: member.id,
      kind: 'HANDOVER',
      message: 'Keys of the store room handed to the guard.',
      mentions: [
        { id: principalId, name: 'Abdul Qadir Noori' },
        { id: teacherId, name: 'Ahmad Rahimi' },
      ],
      author: { id: fixture.userIds.admin, name: 'Zahra Hashimi' },
    });

    const second = await addNote(principal, member.id, { message: 'Doing well this term', kind: 'FEEDBACK' });
    const third = await addNote(admin, member.id, { message: 'Plain note' });

    const page1 = await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(member.id)}?limit=2` });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data.map((note: { id: number }) => note.id)).toEqual([third.id, second.id]);
    expect(page1.json().data[0].kind).toBe('NOTE');
    expect(page1.json().meta.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 3, limit: 2 });
    const page2 = await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(member.id)}?limit=2&page=2` });
    expect(page2.json().data.map((note: { id: number }) => note.id)).toEqual([body.data.id]);

    const feedback = await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(member.id)}?kind=FEEDBACK` });
    expect(feedback.json().data.map((note: { id: number }) => note.id)).toEqual([second.id]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await noteCount();
    const post = (payload: unknown) => callApi(t.app, admin, { method: 'POST', url: notesUrl(fixture.demoStaffId), payload });

    const blank = await post({ message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.message).toBe(STAFF_RECORD_MESSAGES.messageRequired);
    expect((await post({ message: 'x', kind: 'GOSSIP' })).statusCode).toBe(400);
    expect((await post({ message: 'x', extra: true })).statusCode).toBe(400);
    expect((await post({ message: 'x', mentions: ['abc'] })).statusCode).toBe(400);

    const strangers = await post({ message: 'x', mentions: [fixture.userIds.admin, fixture.otherSchoolUserId, 999999] });
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json().message).toBe(unknownMentions([fixture.otherSchoolUserId, 999999]));

    expect((await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(fixture.demoStaffId)}?limit=0` })).statusCode).toBe(400);
    expect(await noteCount()).toBe(before);
  });

  it('needs staff:read to list and staff:update to write (403 for a teacher)', async () => {
    const list = await callApi(t.app, teacher, { method: 'GET', url: notesUrl(fixture.demoStaffId) });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('You do not have permission: staff:read');
    const post = await callApi(t.app, teacher, { method: 'POST', url: notesUrl(fixture.demoStaffId), payload: { message: 'x' } });
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe('You do not have permission: staff:update');
  });

  it('answers 404 for another school\'s staff member, a missing or a deleted one, and a note of someone else', async () => {
    for (const staffId of [fixture.otherSchoolStaffId, 999999]) {
      const response = await callApi(t.app, admin, { method: 'GET', url: notesUrl(staffId) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STAFF_RECORD_MESSAGES.staffNotFound);
      expect((await callApi(t.app, admin, { method: 'POST', url: notesUrl(staffId), payload: { message: 'x' } })).statusCode).toBe(404);
    }
    const gone = await insertStaff(t);
    await t.database.db.update(staff).set({ deletedAt: new Date() }).where(eq(staff.id, gone.id));
    expect((await callApi(t.app, admin, { method: 'GET', url: notesUrl(gone.id) })).statusCode).toBe(404);

    const note = await addNote(admin, fixture.demoStaffId, { message: 'On the demo member' });
    const other = await insertStaff(t);
    const wrongOwner = await callApi(t.app, admin, { method: 'PUT', url: `${notesUrl(other.id)}/${note.id}`, payload: { message: 'y' } });
    expect(wrongOwner.statusCode).toBe(404);
    expect(wrongOwner.json().message).toBe(STAFF_RECORD_MESSAGES.noteNotFound);
    expect((await callApi(t.app, admin, { method: 'DELETE', url: `${notesUrl(other.id)}/${note.id}` })).statusCode).toBe(404);
  });

  it('the author edits a note; anyone else gets 403; an empty edit is 400', async () => {
    const member = await insertStaff(t);
    const note = await addNote(admin, member.id, { message: 'Fist draft' });
    const edited = await callApi(t.app, admin, {
      method: 'PUT',
      url: `${notesUrl(member.id)}/${note.id}`,
      payload: { message: 'First draft', kind: 'MEETING', mentions: [fixture.userIds.teacher] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ message: 'First draft', kind: 'MEETING', mentions: [{ id: fixture.userIds.teacher }] });

    const notAuthor = await callApi(t.app, principal, { method: 'PUT', url: `${notesUrl(member.id)}/${note.id}`, payload: { message: 'Mine now' } });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toBe(STAFF_RECORD_MESSAGES.onlyAuthorEdits);
    const empty = await callApi(t.app, admin, { method: 'PUT', url: `${notesUrl(member.id)}/${note.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const badMention = await callApi(t.app, admin, { method: 'PUT', url: `${notesUrl(member.id)}/${note.id}`, payload: { mentions: [fixture.otherSchoolUserId] } });
    expect(badMention.statusCode).toBe(400);

    const [row] = await t.database.db.select().from(staffCollaborations).where(eq(staffCollaborations.id, note.id));
    expect(row.message).toBe('First draft');
    expect(row.mentions).toEqual([fixture.userIds.teacher]);
  });

  it('GET one note: 200 with it; 403 for a teacher; 404 for a missing note or another staff member\'s', async () => {
    const member = await insertStaff(t);
    const other = await insertStaff(t);
    const note = await addNote(admin, member.id, { message: 'Read me', kind: 'REMINDER' });
    const one = await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(member.id)}/${note.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ message: STAFF_RECORD_MESSAGES.noteFetched, data: { id: note.id, message: 'Read me', kind: 'REMINDER' } });
    expect((await callApi(t.app, teacher, { method: 'GET', url: `${notesUrl(member.id)}/${note.id}` })).statusCode).toBe(403);
    expect((await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(other.id)}/${note.id}` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(member.id)}/999999` })).statusCode).toBe(404);
    expect((await callApi(t.app, admin, { method: 'GET', url: `${notesUrl(member.id)}/0` })).statusCode).toBe(400);
  });

  it('deletes softly: the author, or someone with staff:delete; not another user without it', async () => {
    const member = await insertStaff(t);
    const byPrincipal = await addNote(principal, member.id, { message: 'By the principal' });
    const byAdmin = await addNote(admin, member.id, { message: 'By the administrator' });
    const byAdmin2 = await addNote(admin, member.id, { message: 'Another by the administrator' });

    // SCHOOL_ADMIN has no staff:delete: it cannot delete the principal's note.
    const refused = await callApi(t.app, admin, { method: 'DELETE', url: `${notesUrl(member.id)}/${byPrincipal.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_RECORD_MESSAGES.onlyAuthorOrDeleterDeletes);

    const own = await callApi(t.app, admin, { method: 'DELETE', url: `${notesUrl(member.id)}/${byAdmin.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ message: STAFF_RECORD_MESSAGES.noteDeleted, data: { id: byAdmin.id } });
    // The principal holds every permission, staff:delete among them.
    expect((await callApi(t.app, principal, { method: 'DELETE', url: `${notesUrl(member.id)}/${byAdmin2.id}` })).statusCode).toBe(200);

    const list = await callApi(t.app, admin, { method: 'GET', url: notesUrl(member.id) });
    expect(list.json().data.map((note: { id: number }) => note.id)).toEqual([byPrincipal.id]);
    const [row] = await t.database.db.select().from(staffCollaborations).where(eq(staffCollaborations.id, byAdmin.id));
    expect(row.deletedAt).not.toBeNull();
    expect((await callApi(t.app, admin, { method: 'DELETE', url: `${notesUrl(member.id)}/${byAdmin.id}` })).statusCode).toBe(404);
    expect((await callApi(t.app, teacher, { method: 'DELETE', url: `${notesUrl(member.id)}/${byPrincipal.id}` })).statusCode).toBe(403);
  });

  it('the owner (every school) reaches another school\'s staff member', async () => {
    const owner = await loginAs(t.app, 'owner');
    const note = await addNote(owner, fixture.otherSchoolStaffId, { message: 'Herat note', mentions: [fixture.otherSchoolUserId] });
    expect(note.id).toBeGreaterThan(0);
    // Mentions belong to the staff member's school, not the caller's.
    const wrongSchool = await callApi(t.app, owner, { method: 'POST', url: notesUrl(fixture.otherSchoolStaffId), payload: { message: 'x', mentions: [fixture.userIds.admin] } });
    expect(wrongSchool.statusCode).toBe(400);
  });
});
