import { and, between, count, eq, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradePerformanceSchema } from '@/contract/exams';
import { paymentAnalyticsSchema } from '@/contract/finance-analytics';
import { PERFORMANCE_MESSAGES, schoolPerformanceListSchema, schoolPerformanceSchema } from '@/contract/performance';
import { attendance, payments, students, teachers } from '../../db/schema';
import { attendanceRate, countedMarkSql } from '../../lib/figures/attendance-rate';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { readSchoolCalendar } from '../settings/public';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { openEveryDay } from '../../test-support/school-calendar';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { addClass, addStudent, addSubject, addTeacher } from '../classes/class-test-fixtures';

let t: TestApp;
let admin: TestLogin;
let owner: TestLogin;
let head: TestLogin;
let schoolId: number;
const today = kabulDay();
const from = addDays(today, -89);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  owner = await loginAs(t.app, 'owner');
  schoolId = await createSchool(t, 'Branch School', 'مکتب شاخه');
  // Open every day: the marks below fall on days relative to today or on fixed dates, whatever the weekday.
  await openEveryDay(t, schoolId);
  head = await createUserIn(t, schoolId, 'branch.head', { role: 'SCHOOL_ADMIN' });
  const teacher = await createUserIn(t, schoolId, 'branch.teacher', { role: 'TEACHER' });
  const classId = await addClass(t, schoolId, '9-A');
  const maths = await addSubject(t, schoolId, 'Mathematics');
  const active = await addStudent(t, schoolId, classId, 'Amina');
  const inactive = await addStudent(t, schoolId, classId, 'Bilal', { status: 'INACTIVE' });
  await addStudent(t, schoolId, classId, 'Gone', { deleted: true });
  await addTeacher(t, schoolId, 'Omar', 'Karimi');
  const db = t.database.db;
  const mark = (studentId: number, daysAgo: number, status: 'PRESENT' | 'ABSENT' | 'LATE') => ({ schoolId, studentId, classId, date: addDays(today, -daysAgo), status });
  // 2 PRESENT of 4 marks in the range (LATE is not PRESENT); one PRESENT before it.
  await db.insert(attendance).values([mark(active, 1, 'PRESENT'), mark(inactive, 1, 'ABSENT'), mark(active, 2, 'PRESENT'), mark(inactive, 2, 'LATE'), mark(active, 100, 'PRESENT')]);
  for (const [studentId, score, daysAgo] of [
    [active, 80, 1],
    [inactive, 40, 1],
    [active, 100, 120],
  ] as const) {
    const payload = { studentId, subjectId: maths, score, maxScore: 100, gradedOn: addDays(today, -daysAgo) };
    const response = await callApi(t.app, teacher, { method: 'POST', url: '/grades', payload });
    expect(response.statusCode, response.body).toBe(201);
  }
  const payment = (receipt: string, amount: string, status: string, daysAgo: number) => ({
    schoolId,
    studentId: active,
    amount,
    total: amount,
    status,
    paymentDate: addDays(today, -daysAgo),
    receiptNumber: receipt,
  });
  await db.insert(payments).values([
    payment('BR-1', '1000.50', 'PAID', 3),
    payment('BR-2', '500.00', 'PARTIALLY_PAID', 4),
    payment('BR-3', '750.25', 'UNPAID', 5),
    payment('BR-4', '300.00', 'CANCELLED', 5),
    payment('BR-5', '999.00', 'PAID', 200),
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (as: TestLogin, url: string) => callApi(t.app, as, { method: 'GET', url });

describe('GET /schools/performance', () => {
  it('figures the school from the rows the test wrote', async () => {
    const response = await get(head, '/schools/performance');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(PERFORMANCE_MESSAGES.schoolsFetched);
    const data = schoolPerformanceListSchema.parse(response.json().data);
    expect(data).toMatchObject({ from, to: today });
    // A school administrator sees their own school only.
    expect(data.schools).toEqual([
      {
        school: { id: schoolId, name: 'Branch School', dariName: 'مکتب شاخه' },
        students: 2,
        activeStudents: 1,
        teachers: 1,
        // PRESENT, PRESENT, ABSENT and LATE: 3 attending of 4.
        attendanceRate: 75,
        attendanceMarks: 4,
        // 80 and 40 in the range: mean 60, one of two at 50 % or more.
        averageGrade: 60,
        passRate: 50,
        gradeCount: 2,
        // 1000.50 + 500 collected; 750.25 still owed; the cancelled one and the old one left out.
        fees: { collected: 1500.5, outstanding: 750.25, due: 2250.75, collectionRate: 66.67 },
      },
    ]);
  });

  it('agrees with the seeded demo school’s own records and figures', async () => {
    const data = schoolPerformanceListSchema.parse((await get(admin, '/schools/performance')).json().data);
    expect(data.schools.map((row) => row.school.id)).toEqual([1]);
    const [demo] = data.schools;
    const db = t.database.db;
    const [pupils] = await db.select({ value: count() }).from(students).where(and(eq(students.schoolId, 1), isNull(students.deletedAt)));
    const [staff] = await db.select({ value: count() }).from(teachers).where(and(eq(teachers.schoolId, 1), isNull(teachers.deletedAt)));
    const marks = await db
      .select({ status: attendance.status, value: count() })
      .from(attendance)
      // The demo school's school days only (its weekend and holidays are not counted).
      .where(and(eq(attendance.schoolId, 1), countedMarkSql(await readSchoolCalendar(db, 1)), between(attendance.date, from, today)))
      .groupBy(attendance.status);
    const markCount = marks.reduce((total, row) => total + Number(row.value), 0);
    const countOf = (status: string) => Number(marks.find((row) => row.status === status)?.value ?? 0);
    const rate = attendanceRate({ present: countOf('PRESENT'), late: countOf('LATE'), marks: markCount });
    expect(demo).toMatchObject({ students: Number(pupils.value), teachers: Number(staff.value), attendanceMarks: markCount, attendanceRate: rate });
    expect(demo.students).toBeGreaterThan(100);

    const grades = gradePerformanceSchema.parse((await get(admin, `/grades/performance?from=${from}&to=${today}`)).json().data);
    expect(demo).toMatchObject({ averageGrade: grades.overall.average, passRate: grades.overall.passRate, gradeCount: grades.overall.gradeCount });
    const money = paymentAnalyticsSchema.parse((await get(admin, `/payments/analytics?startDate=${from}&endDate=${today}`)).json().data);
    const { paid, outstanding, collectionRate } = money.paidVsOutstanding;
    expect(demo.fees).toEqual({ collected: paid.amount, outstanding: outstanding.amount, due: Math.round((paid.amount + outstanding.amount) * 100) / 100, collectionRate });
    expect(demo.fees.collected).toBeGreaterThan(0);
    const [paidSum] = await db.select({ value: sum(payments.total) }).from(payments).where(and(eq(payments.schoolId, 1), isNull(payments.deletedAt), eq(payments.status, 'PAID'), between(payments.paymentDate, from, today)));
    expect(demo.fees.collected).toBeGreaterThanOrEqual(Number(paidSum.value));
  });

  it('lists every school for a user of every school, by name', async () => {
    const data = schoolPerformanceListSchema.parse((await get(owner, '/schools/performance')).json().data);
    expect(data.schools.map((row) => row.school.id).sort()).toEqual([1, schoolId].sort());
    expect(data.schools.map((row) => row.school.name)).toEqual([...data.schools.map((row) => row.school.name)].sort());
  });

  it('narrows to the range: a day without records has nulls, not zeros', async () => {
    const day = addDays(today, -30);
    const data = schoolPerformanceSchema.parse((await get(head, `/schools/${schoolId}/performance?from=${day}&to=${day}`)).json().data);
    expect(data).toMatchObject({ from: day, to: day, students: 2, attendanceRate: null, attendanceMarks: 0, averageGrade: null, passRate: null, gradeCount: 0 });
    expect(data.fees).toEqual({ collected: 0, outstanding: 0, due: 0, collectionRate: null });
  });

  it('refuses a bad range (400) and users without analytics:read (403)', async () => {
    const reversed = await get(head, `/schools/performance?from=${today}&to=${addDays(today, -1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.to).toBe(PERFORMANCE_MESSAGES.rangeOrder);
    expect((await get(head, `/schools/performance?to=${addDays(today, -400)}&from=${addDays(today, -800)}`)).statusCode).toBe(400);
    for (const username of ['teacher', 'parent']) {
      const as = await loginAs(t.app, username);
      expect((await get(as, '/schools/performance')).statusCode).toBe(403);
      expect((await get(as, '/schools/1/performance')).statusCode).toBe(403);
    }
  });
});

describe('GET /schools/{id}/performance', () => {
  it('answers the own school, the same as its row in the list', async () => {
    const response = await get(head, `/schools/${schoolId}/performance`);
    expect(response.statusCode, response.body).toBe(200);
    const data = schoolPerformanceSchema.parse(response.json().data);
    const listed = schoolPerformanceListSchema.parse((await get(head, '/schools/performance')).json().data).schools[0];
    expect(data).toEqual({ from, to: today, ...listed });
    // A user of every school reads it too.
    expect(schoolPerformanceSchema.parse((await get(owner, `/schools/${schoolId}/performance`)).json().data).fees.collected).toBe(1500.5);
  });

  it('answers 404 for another school and for an unknown one', async () => {
    for (const id of [1, 999_999]) {
      const response = await get(head, `/schools/${id}/performance`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PERFORMANCE_MESSAGES.schoolNotFound);
    }
    expect((await get(owner, '/schools/999999/performance')).statusCode).toBe(404);
  });
});
