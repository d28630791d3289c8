/**
 * GET /timetables in the order of the school's week (its week setting): Saturday first by default,
 * from the saved first day once the school changes it; a school's setting orders only its own list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimetableEntry } from '@/contract/classes';
import { timetableEntries } from '../../db/schema';
import { callApi } from '../../test-support/api-call';
import type { TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addSubject } from './class-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let teacher: TestLogin;
let otherAdmin: TestLogin;
let classId: number;
let otherClassId: number;

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = await createSchool(t, 'Week Order School');
  const otherSchoolId = await createSchool(t, 'Other Week School');
  admin = await createUserIn(t, schoolId, 'wk-admin', { role: 'SCHOOL_ADMIN' });
  teacher = await createUserIn(t, schoolId, 'wk-teacher', { role: 'TEACHER' });
  otherAdmin = await createUserIn(t, otherSchoolId, 'wk-other-admin', { role: 'SCHOOL_ADMIN' });
  classId = await addClass(t, schoolId, '8-A');
  otherClassId = await addClass(t, otherSchoolId, '8-Z');
  const subjectId = await addSubject(t, schoolId, 'Physics', 'PHY');
  const otherSubjectId = await addSubject(t, otherSchoolId, 'Physics', 'PHY');
  // One lesson on each ISO weekday (1 Monday … 7 Sunday), in both schools.
  await t.database.db.insert(timetableEntries).values([
    ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ schoolId, classId, subjectId, weekday, startTime: '09:00', endTime: '09:45' })),
    ...[1, 6].map((weekday) => ({ schoolId: otherSchoolId, classId: otherClassId, subjectId: otherSubjectId, weekday, startTime: '09:00', endTime: '09:45' })),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const weekdaysOf = async (as: TestLogin, id: number) => {
  const response = await callApi(t.app, as, { method: 'GET', url: `/timetables?classId=${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as TimetableEntry[]).map((lesson) => lesson.weekday);
};

describe("GET /timetables in the school's week order", () => {
  it('lists Saturday first by default', async () => {
    expect(await weekdaysOf(teacher, classId)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });

  it('lists from the saved first day, for every user of the school and no other school', async () => {
    const saved = await callApi(t.app, admin, { method: 'PUT', url: '/settings', payload: { week: { firstDay: 'MONDAY', weekendDays: ['SATURDAY', 'SUNDAY'] } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await weekdaysOf(teacher, classId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await weekdaysOf(otherAdmin, otherClassId)).toEqual([6, 1]);
  });
});
