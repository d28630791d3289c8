/**
 * Who reads a child's records through the portal's paths (spec part 2 §7.5): the child's parent,
 * staff with student:read (payment:read for the fees) in the child's school; another family's
 * parent gets 403 on every path, staff of another school 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../test-support/api-call';
import { demoFamily } from '../../../test-support/demo-family';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const PATHS = ['attendance', 'attendance/stats', 'grades', 'academic-progress', 'exams', 'exams/upcoming', 'fees', 'fees/history'];

let t: TestApp;
let parent: TestLogin;
let children: number[];
let otherChild: number;

beforeAll(async () => {
  t = await createTestApp();
  parent = await loginAs(t.app, 'parent');
  ({ children, strangerChild: otherChild } = await demoFamily(t.database.db));
}, 60_000);

afterAll(async () => t?.close());

describe('the portal paths of /students/{id}', () => {
  it('the demo parent has two children and another family exists', () => {
    expect(children).toHaveLength(2);
    expect(children).not.toContain(otherChild);
  });

  it.each(PATHS)("the parent reads each own child's %s", async (path) => {
    for (const id of children) {
      const response = await callApi(t.app, parent, { method: 'GET', url: `/students/${id}/${path}` });
      expect(response.statusCode, `${id}/${path}: ${response.body}`).toBe(200);
    }
  });

  it.each(PATHS)("the parent gets 403 for another family's child's %s, and for an unknown id", async (path) => {
    for (const id of [otherChild, 999_999]) {
      const response = await callApi(t.app, parent, { method: 'GET', url: `/students/${id}/${path}` });
      expect(response.statusCode, `${id}/${path}`).toBe(403);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it.each(PATHS)('staff with student:read still read any student of their school: %s', async (path) => {
    const principal = await loginAs(t.app, 'principal');
    for (const id of [children[0], otherChild]) {
      const response = await callApi(t.app, principal, { method: 'GET', url: `/students/${id}/${path}` });
      expect(response.statusCode, `${id}/${path}: ${response.body}`).toBe(200);
    }
  });

  it('staff of another school get 404, a user without student:read who is no parent gets 403', async () => {
    const otherSchool = await createSchool(t, 'Mazar Branch');
    // payment:read too: /fees and /fees/history need it (student-money-access.test.ts).
    const outsider = await createUserIn(t, otherSchool, 'mazar.reader', { role: 'TEACHER', grants: ['student:read', 'payment:read'] });
    const noRead = await createUserIn(t, 1, 'no.student.read', { role: 'TEACHER', revoke: ['student:read'] });
    for (const path of PATHS) {
      expect((await callApi(t.app, outsider, { method: 'GET', url: `/students/${children[0]}/${path}` })).statusCode).toBe(404);
      expect((await callApi(t.app, noRead, { method: 'GET', url: `/students/${children[0]}/${path}` })).statusCode).toBe(403);
    }
  });

  it("keeps the staff attendance and grades answers, adding the portal's fields", async () => {
    const principal = await loginAs(t.app, 'principal');
    const attendance = (await callApi(t.app, principal, { method: 'GET', url: `/students/${children[0]}/attendance` })).json().data;
    expect(attendance.records.length).toBeGreaterThan(0);
    expect(attendance.records[0]).toMatchObject({ id: expect.any(Number), date: expect.any(String), status: expect.any(String), subject: null });
    expect(attendance.summary).toMatchObject({ total: attendance.records.length });
    const grades = (await callApi(t.app, principal, { method: 'GET', url: `/students/${children[0]}/grades` })).json().data;
    const first = grades.grades[0];
    expect(first).toMatchObject({ score: expect.any(Number), maxScore: first.maxScore, maxGrade: first.maxScore, date: first.gradedOn, grade: expect.any(String) });
    expect(first.assignment).toBe(first.examName ?? first.subject);
  });
});
