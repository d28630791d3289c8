import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { RESOURCE_MESSAGES, type Resource } from '@/contract/administration';
import { resources, subjects } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addSubject } from '../classes/class-test-fixtures';

let t: TestApp;
let librarian: TestLogin;
let teacher: TestLogin;
let staffMember: TestLogin;
let accountant: TestLogin;
let schoolAdmin: TestLogin;
let parent: TestLogin;
let schoolId: number;
let otherSchoolId: number;
let classId: number;
let subjectId: number;
let otherClassId: number;
let otherSubjectId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  schoolId = await createSchool(t, 'Library School');
  otherSchoolId = await createSchool(t, 'Other Library School');
  parent = await createUserIn(t, schoolId, 'rs-parent', { role: 'PARENT' });
  librarian = await createUserIn(t, schoolId, 'rs-librarian', { role: 'LIBRARIAN' });
  teacher = await createUserIn(t, schoolId, 'rs-teacher', { role: 'TEACHER' });
  staffMember = await createUserIn(t, schoolId, 'rs-staff', { role: 'STAFF' });
  accountant = await createUserIn(t, schoolId, 'rs-accountant', { role: 'ACCOUNTANT' });
  schoolAdmin = await createUserIn(t, schoolId, 'rs-admin', { role: 'SCHOOL_ADMIN', grants: ['resource:delete'] });
  classId = await addClass(t, schoolId, '8-B');
  subjectId = await addSubject(t, schoolId, 'Physics', 'PHY');
  await t.database.db.update(subjects).set({ dariName: 'فزیک' }).where(eq(subjects.id, subjectId));
  otherClassId = await addClass(t, otherSchoolId, '8-B');
  otherSubjectId = await addSubject(t, otherSchoolId, 'Physics', 'PHY');
});
afterAll(async () => {
  await t?.close();
});

const call = (as: TestLogin, request: ApiCall) => callApi(t.app, as, request);
const liveResources = (inSchool: number) =>
  t.database.db.select().from(resources).where(and(eq(resources.schoolId, inSchool), isNull(resources.deletedAt))).orderBy(asc(resources.id));
const titles = (body: { data: Resource[] }) => body.data.map((row) => row.title);

describe('resources', () => {
  it('adds, filters, edits and removes resources', async () => {
    const book = await call(librarian, {
      method: 'POST',
      url: '/resources',
      payload: { title: ' Physics for Grade 8 ', type: 'textbook', description: 'Ministry edition', classId, subjectId, quantity: 30, location: 'Shelf B-2' },
    });
    expect(book.statusCode, book.body).toBe(201);
    const physics = book.json().data as Resource;
    expect(physics).toEqual({
      id: physics.id,
      schoolId,
      title: 'Physics for Grade 8',
      type: 'TEXTBOOK',
      description: 'Ministry edition',
      classId,
      className: '8-B',
      // The class's and subject's Dari and Pashto names (issue 23); none given is null.
      classDariName: null,
      classPashtoName: null,
      subjectId,
      subjectName: 'Physics',
      subjectDariName: 'فزیک',
      subjectPashtoName: null,
      url: null,
      quantity: 30,
      location: 'Shelf B-2',
      status: 'AVAILABLE',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const video = await call(teacher, { method: 'POST', url: '/resources', payload: { title: 'Newton in 10 minutes', type: 'VIDEO', url: 'https://video.example.af/newton', subjectId } });
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json().data).toMatchObject({ classId: null, className: null, subjectName: 'Physics', quantity: null });
    const microscope = await call(librarian, { method: 'POST', url: '/resources', payload: { title: 'Microscope', type: 'EQUIPMENT', quantity: 0, status: 'DAMAGED', location: 'Lab' } });
    expect(microscope.statusCode, microscope.body).toBe(201);

    const list = await call(staffMember, { method: 'GET', url: '/resources' });
    expect(list.statusCode).toBe(200);
    expect(titles(list.json())).toEqual(['Microscope', 'Newton in 10 minutes', 'Physics for Grade 8']);
    expect(list.json().meta.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 3, limit: 20 });
    for (const [query, expected] of [
      ['type=VIDEO', ['Newton in 10 minutes']],
      ['type=equipment', ['Microscope']],
      ['status=DAMAGED', ['Microscope']],
      [`classId=${classId}`, ['Physics for Grade 8']],
      [`subjectId=${subjectId}`, ['Newton in 10 minutes', 'Physics for Grade 8']],
      ['search=ministry', ['Physics for Grade 8']],
      ['search=lab', ['Microscope']],
      [`subjectId=${subjectId}&type=TEXTBOOK`, ['Physics for Grade 8']],
      ['limit=1&page=3', ['Physics for Grade 8']],
    ] as [string, string[]][]) {
      const filtered = await call(staffMember, { method: 'GET', url: `/resources?${query}` });
      expect(titles(filtered.json()), query).toEqual(expected);
    }

    const lent = await call(librarian, { method: 'PUT', url: `/resources/${physics.id}`, payload: { status: 'CHECKED_OUT', classId: null, quantity: 29 } });
    expect(lent.statusCode, lent.body).toBe(200);
    expect(lent.json().data).toMatchObject({ status: 'CHECKED_OUT', classId: null, className: null, subjectId, quantity: 29, title: 'Physics for Grade 8' });
    expect((await call(teacher, { method: 'GET', url: `/resources/${physics.id}` })).json().data).toEqual(lent.json().data);

    const removed = await call(schoolAdmin, { method: 'DELETE', url: `/resources/${microscope.json().data.id}` });
    expect(removed.json()).toEqual({ success: true, message: RESOURCE_MESSAGES.deleted, data: { id: microscope.json().data.id } });
    expect((await call(librarian, { method: 'GET', url: `/resources/${microscope.json().data.id}` })).statusCode).toBe(404);
    expect(titles((await call(librarian, { method: 'GET', url: '/resources' })).json())).toEqual(['Newton in 10 minutes', 'Physics for Grade 8']);
    const [row] = await t.database.db.select().from(resources).where(eq(resources.id, microscope.json().data.id));
    expect(row.deletedAt).not.toBeNull();
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await liveResources(schoolId);
    for (const [payload, field, message] of [
      [{ title: ' ', type: 'BOOK' }, 'title', RESOURCE_MESSAGES.titleRequired],
      [{ title: 'Atlas', type: 'MAP' }, 'type', RESOURCE_MESSAGES.typeInvalid],
      [{ title: 'Atlas' }, 'type', RESOURCE_MESSAGES.typeInvalid],
      [{ title: 'Atlas', type: 'BOOK', status: 'STOLEN' }, 'status', RESOURCE_MESSAGES.statusInvalid],
      [{ title: 'Atlas', type: 'LINK', url: 'ftp://files.example.af/atlas' }, 'url', RESOURCE_MESSAGES.urlInvalid],
      [{ title: 'Atlas', type: 'LINK', url: 'javascript:alert(1)' }, 'url', RESOURCE_MESSAGES.urlInvalid],
      [{ title: 'Atlas', type: 'LINK', url: 'www.example.af' }, 'url', RESOURCE_MESSAGES.urlInvalid],
      [{ title: 'Atlas', type: 'BOOK', quantity: -1 }, 'quantity', RESOURCE_MESSAGES.quantityRange],
      [{ title: 'Atlas', type: 'BOOK', quantity: 1.5 }, 'quantity', RESOURCE_MESSAGES.quantityRange],
      [{ title: 'Atlas', type: 'BOOK', classId: otherClassId }, 'classId', RESOURCE_MESSAGES.classNotFound],
      [{ title: 'Atlas', type: 'BOOK', subjectId: otherSubjectId }, 'subjectId', RESOURCE_MESSAGES.subjectNotFound],
      [{ title: 'Atlas', type: 'BOOK', classId: 999_999 }, 'classId', RESOURCE_MESSAGES.classNotFound],
    ] as [object, string, string][]) {
      const refused = await call(librarian, { method: 'POST', url: '/resources', payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect((await call(librarian, { method: 'POST', url: '/resources', payload: { title: 'Atlas', type: 'BOOK', extra: 1 } })).statusCode).toBe(400);
    const target = before[0];
    for (const payload of [{ classId: otherClassId }, { subjectId: otherSubjectId }, { url: 'mailto:x@example.af' }, { title: '' }, { status: 'GONE' }]) {
      const refused = await call(librarian, { method: 'PUT', url: `/resources/${target.id}`, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await liveResources(schoolId)).toEqual(before);
    expect(await liveResources(otherSchoolId)).toEqual([]);
  });

  it("answers 404 for another school's resource or a missing one", async () => {
    const [theirs] = await t.database.db.insert(resources).values({ schoolId: otherSchoolId, title: 'Their book', type: 'BOOK' }).returning();
    for (const id of [theirs.id, 999_999]) {
      for (const request of [
        { method: 'GET', url: `/resources/${id}` },
        { method: 'PUT', url: `/resources/${id}`, payload: { title: 'Mine' } },
        { method: 'DELETE', url: `/resources/${id}` },
      ] as ApiCall[]) {
        expect((await call(schoolAdmin, request)).statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    }
    expect(titles((await call(schoolAdmin, { method: 'GET', url: '/resources' })).json())).not.toContain('Their book');
    expect((await call(schoolAdmin, { method: 'GET', url: `/resources?schoolId=${otherSchoolId}` })).statusCode).toBe(403);
    const [unchanged] = await t.database.db.select().from(resources).where(eq(resources.id, theirs.id));
    expect(unchanged).toEqual(theirs);
  });

  it('refuses each role what it does not hold', async () => {
    const [mine] = await liveResources(schoolId);
    const refusals: [TestLogin, ApiCall, string][] = [
      [accountant, { method: 'GET', url: '/resources' }, 'resource:read'],
      [parent, { method: 'GET', url: `/resources/${mine.id}` }, 'resource:read'],
      [staffMember, { method: 'POST', url: '/resources', payload: { title: 'N', type: 'BOOK' } }, 'resource:create'],
      [teacher, { method: 'PUT', url: `/resources/${mine.id}`, payload: { title: 'N' } }, 'resource:update'],
      [librarian, { method: 'DELETE', url: `/resources/${mine.id}` }, 'resource:delete'],
      [teacher, { method: 'DELETE', url: `/resources/${mine.id}` }, 'resource:delete'],
    ];
    for (const [who, request, permission] of refusals) {
      const refused = await call(who, request);
      expect(refused.statusCode, `${who.user.username} ${request.method} ${request.url}`).toBe(403);
      expect(refused.json().message).toBe(`You do not have permission: ${permission}`);
    }
    expect((await liveResources(schoolId))[0]).toEqual(mine);
  });
});
