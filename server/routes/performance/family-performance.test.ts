import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERFORMANCE_MESSAGES, familyPerformanceListSchema, type FamilyPerformanceList } from '@/contract/performance';
import { attendance, parentMessages, payments, students } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { openEveryDay } from '../../test-support/school-calendar';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject } from '../classes/class-test-fixtures';

let t: TestApp;
let staff: TestLogin;
let p1: TestLogin;
let p2: TestLogin;
let p3: TestLogin;
let schoolId: number;
const kids: Record<string, number> = {};
const today = kabulDay();

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Families School');
  // Open every day: the marks below fall on days relative to today or on fixed dates, whatever the weekday.
  await openEveryDay(t, schoolId);
  staff = await createUserIn(t, schoolId, 'fam.staff', { role: 'STAFF', grants: ['parent:read'] });
  const teacher = await createUserIn(t, schoolId, 'fam.teacher', { role: 'TEACHER' });
  // Names sort as p1 < p2 < p3 (their first names are the usernames).
  p1 = await createUserIn(t, schoolId, 'fam.p1', { role: 'PARENT' });
  p2 = await createUserIn(t, schoolId, 'fam.p2', { role: 'PARENT' });
  p3 = await createUserIn(t, schoolId, 'fam.p3', { role: 'PARENT' });
  const classId = await addClass(t, schoolId, '7-A');
  const maths = await addSubject(t, schoolId, 'Mathematics');
  const db = t.database.db;
  const child = async (name: string, parent: TestLogin, deleted = false) => {
    const id = await addStudent(t, schoolId, classId, name, { deleted });
    await db.update(students).set({ parentUserId: parent.user.id }).where(eq(students.id, id));
    return id;
  };
  kids.k1 = await child('Kabir', p1);
  kids.k2 = await child('Laila', p1);
  kids.gone = await child('Gone', p1, true);
  kids.k3 = await child('Mina', p2);

  const mark = (studentId: number, daysAgo: number, status: 'PRESENT' | 'ABSENT' | 'LATE') => ({ schoolId, studentId, classId, date: addDays(today, -daysAgo), status });
  await db.insert(attendance).values([
    // Family 1: 3 PRESENT of 4; family 2: 2 of 2 (LATE counts as attending). The deleted child's and an old mark do not count.
    mark(kids.k1, 1, 'PRESENT'),
    mark(kids.k1, 2, 'PRESENT'),
    mark(kids.k2, 1, 'PRESENT'),
    mark(kids.k2, 2, 'ABSENT'),
    mark(kids.k3, 1, 'LATE'),
    mark(kids.k3, 2, 'PRESENT'),
    mark(kids.gone, 1, 'ABSENT'),
    mark(kids.k1, 120, 'ABSENT'),
  ]);
  for (const [studentId, score, daysAgo] of [
    [kids.k1, 90, 1],
    [kids.k2, 60, 1],
    [kids.k3, 40, 2],
    [kids.k3, 100, 150],
  ] as const) {
    const payload = { studentId, subjectId: maths, score, maxScore: 100, gradedOn: addDays(today, -daysAgo) };
    const response = await callApi(t.app, teacher, { method: 'POST', url: '/grades', payload });
    expect(response.statusCode, response.body).toBe(201);
  }
  const payment = (studentId: number, receipt: string, amount: string, status: string, daysAgo: number) => ({
    schoolId,
    studentId,
    amount,
    total: amount,
    status,
    paymentDate: addDays(today, -daysAgo),
    receiptNumber: receipt,
  });
  await db.insert(payments).values([
    payment(kids.k1, 'FM-1', '500.00', 'UNPAID', 10),
    payment(kids.k2, 'FM-2', '1000.00', 'PAID', 10),
    // Still owed though older than the range: a debt does not leave with it.
    payment(kids.k3, 'FM-3', '200.00', 'OVERDUE', 400),
    payment(kids.k3, 'FM-4', '100.50', 'PENDING', 5),
    payment(kids.k3, 'FM-5', '80.00', 'CANCELLED', 5),
  ]);
  // Two messages through the portal's own call; the school opens one. One from long ago.
  for (const subject of ['Homework', 'Bus']) {
    const response = await callApi(t.app, p1, { method: 'POST', url: `/parents/${p1.user.id}/messages`, payload: { subject, body: 'Salaam', studentId: kids.k1 } });
    expect(response.statusCode, response.body).toBe(201);
  }
  await db.update(parentMessages).set({ readAt: new Date() }).where(and(eq(parentMessages.parentUserId, p1.user.id), eq(parentMessages.subject, 'Bus')));
  await db.insert(parentMessages).values({ schoolId, parentUserId: p2.user.id, subject: 'Old', body: 'Old news', createdAt: new Date(Date.now() - 200 * 86_400_000) });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (as: TestLogin, url: string) => callApi(t.app, as, { method: 'GET', url });

async function list(as: TestLogin, query = ''): Promise<FamilyPerformanceList & { pagination: { totalCount: number; totalPages: number } }> {
  const response = await get(as, `/parents/performance${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().message).toBe(PERFORMANCE_MESSAGES.familiesFetched);
  return { ...familyPerformanceListSchema.parse(response.json().data), pagination: response.json().meta.pagination };
}

describe('GET /parents/performance', () => {
  it('figures each family of the school from its children’s records, by name', async () => {
    const data = await list(staff);
    expect(data).toMatchObject({ from: addDays(today, -89), to: today });
    expect(data.families.map((row) => row.parentUserId)).toEqual([p1.user.id, p2.user.id, p3.user.id]);
    const [first, second, third] = data.families;
    expect(first).toEqual({
      parentUserId: p1.user.id,
      schoolId,
      name: 'fam.p1',
      children: 2,
      attendanceRate: 75,
      attendanceMarks: 4,
      // 90 and 60.
      averageGrade: 75,
      gradeCount: 2,
      feesPending: { count: 1, amount: 500 },
      messages: { sent: 2, unread: 1 },
    });
    expect(second).toMatchObject({ children: 1, attendanceRate: 100, attendanceMarks: 2, averageGrade: 40, gradeCount: 1, feesPending: { count: 2, amount: 300.5 }, messages: { sent: 0, unread: 0 } });
    // A parent without linked children is listed, with no data.
    expect(third).toMatchObject({ children: 0, attendanceRate: null, attendanceMarks: 0, averageGrade: null, gradeCount: 0, feesPending: { count: 0, amount: 0 } });
    // All families: 5 attending of 6 marks; (90 + 60 + 40) / 3 = 63.3.
    expect(data.summary).toEqual({
      families: 3,
      children: 3,
      attendanceRate: 83,
      attendanceMarks: 6,
      averageGrade: 63.3,
      gradeCount: 3,
      feesPending: { count: 3, amount: 800.5 },
      messages: { sent: 2, unread: 1 },
    });
  });

  it('sorts by a figure, no data last, and pages with the totals over every family', async () => {
    const byAttendance = await list(staff, '?sort=attendanceRate&order=asc');
    expect(byAttendance.families.map((row) => row.parentUserId)).toEqual([p1.user.id, p2.user.id, p3.user.id]);
    const byFees = await list(staff, '?sort=feesPending&order=desc');
    expect(byFees.families.map((row) => row.parentUserId)).toEqual([p1.user.id, p2.user.id, p3.user.id]);
    const byGradeDesc = await list(staff, '?sort=averageGrade&order=desc');
    expect(byGradeDesc.families.map((row) => row.parentUserId)).toEqual([p1.user.id, p2.user.id, p3.user.id]);
    const page2 = await list(staff, '?limit=2&page=2');
    expect(page2.families.map((row) => row.parentUserId)).toEqual([p3.user.id]);
    expect(page2.pagination).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(page2.summary.families).toBe(3);
  });

  it('narrows to the range asked for', async () => {
    const day = addDays(today, -1);
    const data = await list(staff, `?from=${day}&to=${day}`);
    const first = data.families.find((row) => row.parentUserId === p1.user.id);
    // Day 1 only: k1 PRESENT, k2 PRESENT; grades 90 and 60; messages were sent today, so none.
    expect(first).toMatchObject({ attendanceRate: 100, attendanceMarks: 2, averageGrade: 75, messages: { sent: 0, unread: 0 }, feesPending: { count: 1, amount: 500 } });
  });

  it('shows the demo school’s families to its administrator, and never another school’s', async () => {
    const data = await list(await loginAs(t.app, 'admin'), '?limit=100');
    expect(data.families.every((row) => row.schoolId === 1)).toBe(true);
    const demoParent = await loginAs(t.app, 'parent');
    const row = data.families.find((family) => family.parentUserId === demoParent.user.id);
    const children = await t.database.db.select({ id: students.id }).from(students).where(and(eq(students.parentUserId, demoParent.user.id), isNull(students.deletedAt)));
    expect(row?.children).toBe(children.length);
    const marks = await t.database.db
      .select({ status: attendance.status })
      .from(attendance)
      .where(and(inArray(attendance.studentId, children.map((child) => child.id)), isNull(attendance.deletedAt)));
    expect(row?.attendanceMarks).toBeLessThanOrEqual(marks.length);
    expect(row?.attendanceMarks).toBeGreaterThan(0);
    expect(data.families.some((family) => family.parentUserId === p1.user.id)).toBe(false);
  });

  it('refuses a parent (403), even though parent:read opens their portal, and users without parent:read', async () => {
    const asParent = await get(p1, '/parents/performance');
    expect(asParent.statusCode).toBe(403);
    expect(asParent.json().message).toBe(PERFORMANCE_MESSAGES.familiesForStaff);
    // Their own family's figures stay where they were.
    expect((await get(p1, `/parents/${p1.user.id}/performance`)).statusCode).toBe(200);
    expect((await get(await loginAs(t.app, 'parent'), '/parents/performance')).statusCode).toBe(403);
    expect((await get(await loginAs(t.app, 'teacher'), '/parents/performance')).statusCode).toBe(403);
    expect((await get(staff, '/parents/performance?schoolId=1')).statusCode).toBe(403);
  });

  it('refuses a bad range, sort or page (400)', async () => {
    const reversed = await get(staff, `/parents/performance?from=${today}&to=${addDays(today, -3)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBe(PERFORMANCE_MESSAGES.rangeOrder);
    expect((await get(staff, `/parents/performance?from=${addDays(today, -367)}&to=${today}`)).statusCode).toBe(400);
    expect((await get(staff, '/parents/performance?sort=age')).statusCode).toBe(400);
    expect((await get(staff, '/parents/performance?limit=1000')).statusCode).toBe(400);
  });
});
