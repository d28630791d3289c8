/**
 * End to end on the server with the demo school: what staff write through /announcements and
 * /assignments is what the demo parent reads in the portal
 * (GET /parents/{id}/students/{sid}/announcements and .../assignments), and only that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Announcement, Assignment } from '@/contract/class-life';
import type { ChildAnnouncement, ChildAssignment } from '@/contract/parent-child-records';
import { classes, students, subjects } from '../../db/schema';
import { callApi, type ApiCall } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let principal: TestLogin;
let teacher: TestLogin;
let parent: TestLogin;
let child: { id: number; classId: number; schoolId: number };
let otherClassId: number;
let mathsId: number;

beforeAll(async () => {
  t = await createTestApp();
  [principal, teacher, parent] = [await loginAs(t.app, 'principal'), await loginAs(t.app, 'teacher'), await loginAs(t.app, 'parent')];
  const [first] = await t.database.db
    .select({ id: students.id, classId: students.classId, schoolId: students.schoolId })
    .from(students)
    .where(and(eq(students.parentUserId, parent.user.id), isNotNull(students.classId), isNull(students.deletedAt)))
    .orderBy(asc(students.id))
    .limit(1);
  child = { id: first.id, classId: first.classId as number, schoolId: first.schoolId };
  const [other] = await t.database.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, child.schoolId), ne(classes.id, child.classId), isNull(classes.deletedAt)))
    .limit(1);
  otherClassId = other.id;
  const [maths] = await t.database.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.schoolId, child.schoolId), eq(subjects.name, 'Mathematics')));
  mathsId = maths.id;
});
afterAll(async () => {
  await t?.close();
});

async function write<T>(as: TestLogin, request: ApiCall): Promise<T> {
  const response = await callApi(t.app, as, request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as T;
}
async function portal<T>(part: string): Promise<T> {
  const response = await callApi(t.app, parent, { method: 'GET', url: `/parents/${parent.user.id}/students/${child.id}/${part}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

describe('class life reaches the parent portal', () => {
  it("shows PARENTS and ALL announcements, school-wide or for the child's class, once published and until they expire", async () => {
    const post = (as: TestLogin, payload: object) => write<Announcement>(as, { method: 'POST', url: '/announcements', payload: { body: 'Details inside', ...payload } });
    const schoolWide = await post(principal, { title: 'School closed on Friday', audience: 'PARENTS', expiresAt: '2099-01-01T00:00:00+04:30' });
    const forTheClass = await post(teacher, { title: 'Maths test next week', audience: 'ALL', classId: child.classId });
    const hidden = [
      await post(principal, { title: 'Staff briefing', audience: 'STAFF' }),
      await post(principal, { title: 'Students only', audience: 'STUDENTS' }),
      await post(principal, { title: 'Another class', audience: 'PARENTS', classId: otherClassId }),
      await post(principal, { title: 'Not yet', audience: 'PARENTS', publishedAt: '2099-01-01T08:00:00+04:30' }),
    ];
    const shown = await portal<ChildAnnouncement[]>('announcements');
    const shownIds = shown.map((item) => item.id);
    expect(shownIds.slice(0, 2)).toEqual([forTheClass.id, schoolWide.id]);
    for (const item of hidden) expect(shownIds).not.toContain(item.id);
    expect(shown[0]).toEqual({
      id: forTheClass.id, title: 'Maths test next week', body: 'Details inside', audience: 'ALL', classId: child.classId,
      className: forTheClass.class?.name, classDariName: forTheClass.class?.dariName, classPashtoName: forTheClass.class?.pashtoName, publishedAt: forTheClass.publishedAt, expiresAt: null,
    });

    // Deleted or ended here: gone there.
    expect((await callApi(t.app, teacher, { method: 'DELETE', url: `/announcements/${forTheClass.id}` })).statusCode).toBe(200);
    const ended = await callApi(t.app, principal, { method: 'PUT', url: `/announcements/${schoolWide.id}`, payload: { publishedAt: '2024-01-01T08:00:00+04:30', expiresAt: '2024-02-01T08:00:00+04:30' } });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = (await portal<ChildAnnouncement[]>('announcements')).map((item) => item.id);
    expect(after).not.toContain(forTheClass.id);
    expect(after).not.toContain(schoolWide.id);
  });

  it("shows an assignment the class's maths teacher sets, pending until it is due", async () => {
    const set = await write<Assignment>(teacher, {
      method: 'POST',
      url: '/assignments',
      payload: { classId: child.classId, subjectId: mathsId, title: 'Algebra practice', description: 'Exercises 3.1 to 3.4', dueDate: '2099-12-30', maxGrade: 25 },
    });
    const elsewhere = await write<Assignment>(principal, { method: 'POST', url: '/assignments', payload: { classId: otherClassId, subjectId: mathsId, title: 'Other class work', dueDate: '2099-12-31' } });
    const [latest, ...rest] = await portal<ChildAssignment[]>('assignments');
    expect(latest).toEqual({
      id: set.id, title: 'Algebra practice', description: 'Exercises 3.1 to 3.4', subject: 'Mathematics', subjectDariName: set.subject.dariName, subjectPashtoName: set.subject.pashtoName, dueDate: '2099-12-30', maxGrade: 25,
      status: 'PENDING', submittedAt: null, grade: null, percentage: null,
    });
    expect(rest.map((item) => item.id)).not.toContain(elsewhere.id);

    expect((await callApi(t.app, teacher, { method: 'DELETE', url: `/assignments/${set.id}` })).statusCode).toBe(200);
    expect((await portal<ChildAssignment[]>('assignments')).map((item) => item.id)).not.toContain(set.id);
  });
});
