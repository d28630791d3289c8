/**
 * Who may read /parents/{id}/students/{sid}/...: on every path, a parent reads only their own
 * child under their own id (403 otherwise), staff with parent:read read a child of their schools
 * under its parent's id (404 otherwise), and a role without parent:read is refused (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT_ACCOUNT_MESSAGES } from '@/contract/parent-account';
import { NOT_YOUR_CHILD_MESSAGE } from '../../plugins/access-control';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createUserIn } from '../../test-support/school-fixtures';
import { createTestAppWithUploads, type TestAppWithUploads } from '../../test-support/test-app-with-uploads';
import { createParentChildFixture, type ParentChildFixture } from './parent-child-test-fixtures';

let t: TestAppWithUploads;
let f: ParentChildFixture;
let demoParent: TestLogin;
let demoAdmin: TestLogin;
let teacher: TestLogin;
let revokedAdmin: TestLogin;

beforeAll(async () => {
  t = await createTestAppWithUploads();
  f = await createParentChildFixture(t);
  demoParent = await loginAs(t.app, 'parent');
  demoAdmin = await loginAs(t.app, 'admin');
  teacher = await createUserIn(t, f.schoolId, 'records-teacher', { role: 'TEACHER' });
  revokedAdmin = await createUserIn(t, f.schoolId, 'records-admin-no-parent', { role: 'SCHOOL_ADMIN', revoke: ['parent:read'] });
});
afterAll(async () => {
  await t?.close();
});

const SUFFIXES = ['', '/attendance', '/grades', '/assignments', '/exams', '/timetable', '/fees', '/payments', '/reports', '/documents', '/announcements', '/messages'];
const suffixes = () => [...SUFFIXES, `/documents/${f.documents.report}/file`];
const path = (parentId: number, studentId: number, suffix: string) => `/parents/${parentId}/students/${studentId}${suffix}`;

async function statuses(as: TestLogin, parentId: number, studentId: number) {
  const answers: Record<string, [number, string | undefined]> = {};
  for (const suffix of suffixes()) {
    const response = await callApi(t.app, as, { method: 'GET', url: path(parentId, studentId, suffix) });
    answers[suffix] = [response.statusCode, response.statusCode === 200 ? undefined : (response.json() as { message: string }).message];
  }
  return answers;
}

const every = (status: number, message?: string) => Object.fromEntries(suffixes().map((suffix) => [suffix, [status, message]]));

describe('a parent', () => {
  it('reads every record of their own child under their own id', async () => {
    expect(await statuses(f.familyP, f.familyP.user.id, f.childA)).toEqual(every(200));
  });

  it("is refused another family's child, under their own id or the other parent's (403)", async () => {
    expect(await statuses(f.familyP, f.familyP.user.id, f.childC)).toEqual(every(403, NOT_YOUR_CHILD_MESSAGE));
    expect(await statuses(f.familyP, f.familyQ.user.id, f.childC)).toEqual(every(403, PARENT_ACCOUNT_MESSAGES.notYourAccount));
    expect(await statuses(demoParent, demoParent.user.id, f.childA)).toEqual(every(403, NOT_YOUR_CHILD_MESSAGE));
  });

  it("is refused their own child under another parent's id (403)", async () => {
    expect(await statuses(f.familyP, f.familyQ.user.id, f.childA)).toEqual(every(403, PARENT_ACCOUNT_MESSAGES.notYourAccount));
  });

  it('is refused a deleted child and an unknown one (403, as for a stranger)', async () => {
    expect(await statuses(f.familyP, f.familyP.user.id, f.childB)).toEqual(every(403, NOT_YOUR_CHILD_MESSAGE));
    expect(await statuses(f.familyP, f.familyP.user.id, 2_000_000)).toEqual(every(403, NOT_YOUR_CHILD_MESSAGE));
  });

  it('gets 400 for an id that is not a number', async () => {
    const response = await callApi(t.app, f.familyP, { method: 'GET', url: `/parents/${f.familyP.user.id}/students/abc/timetable` });
    expect(response.statusCode).toBe(400);
    const wrong = await callApi(t.app, f.familyP, { method: 'GET', url: `/parents/me/students/${f.childA}/timetable` });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('staff', () => {
  it("with parent:read read a child of their school under the child's parent", async () => {
    expect(await statuses(f.schoolAdmin, f.familyP.user.id, f.childA)).toEqual(every(200));
  });

  it("get 404 under another parent's id, for a deleted or unknown student, or another school's", async () => {
    const notFound = every(404, 'Student not found');
    expect(await statuses(f.schoolAdmin, f.familyQ.user.id, f.childA)).toEqual(notFound);
    expect(await statuses(f.schoolAdmin, f.familyP.user.id, f.childB)).toEqual(notFound);
    expect(await statuses(f.schoolAdmin, f.familyP.user.id, 2_000_000)).toEqual(notFound);
    expect(await statuses(demoAdmin, f.familyP.user.id, f.childA)).toEqual(notFound);
  });

  it('without parent:read are refused (403), a TEACHER by default', async () => {
    const denied = every(403, 'You do not have permission: parent:read');
    expect(await statuses(teacher, f.familyP.user.id, f.childA)).toEqual(denied);
    expect(await statuses(revokedAdmin, f.familyP.user.id, f.childA)).toEqual(denied);
  });
});
