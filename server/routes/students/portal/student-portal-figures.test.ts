/**
 * Each figure the portal computes, on crafted data in a fresh school (spec part 2 §9): attendance
 * % (PRESENT over all, rounded), month/year filters, averages, completion and trends, exams with
 * the student's mark and days left (rounded up), and fees with pending = PENDING + OVERDUE.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions, assignments, attendance, exams, grades, payments, students, subjects } from '../../../db/schema';
import { addDays, kabulDay } from '../../../lib/kabul-time';
import { callApi } from '../../../test-support/api-call';
import type { TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { openEveryDay } from '../../../test-support/school-calendar';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { insertStudent } from '../cards/student-card-test-fixtures';
import { gradeTrend } from './student-portal-academic-progress';
import { daysLeft } from './student-portal-exams';
import { monthYearRange } from './student-portal-month-range';

let t: TestApp;
let parent: TestLogin;
let childId: number;
const today = kabulDay();
const get = async (path: string) => {
  const response = await callApi(t.app, parent, { method: 'GET', url: `/students/${childId}/${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await createSchool(t, 'Kandahar Branch');
  // Open every day: the marks below fall on days relative to today or on fixed dates, whatever the weekday.
  await openEveryDay(t, schoolId);
  parent = await createUserIn(t, schoolId, 'crafted.parent', { role: 'PARENT' });
  const child = await insertStudent(t, { schoolId, className: 'Grade 5 - B' });
  childId = child.id;
  const [row] = await db.update(students).set({ parentUserId: parent.user.id }).where(eq(students.id, childId)).returning();
  const classId = row.classId!;
  const [math, science] = await db
    .insert(subjects)
    .values([
      { schoolId, name: 'Mathematics', code: 'MATH', dariName: 'ریاضی' },
      { schoolId, name: 'Science', code: 'SCI' },
    ])
    .returning();
  const mark = (date: string, status: 'PRESENT' | 'ABSENT' | 'LATE' | 'EXCUSED') => ({ schoolId, studentId: childId, classId, date, status });
  await db.insert(attendance).values([
    ...['01', '02', '03', '04'].map((day) => mark(`2025-03-${day}`, 'PRESENT')),
    mark('2025-03-05', 'LATE'),
    mark('2025-03-08', 'ABSENT'),
    mark('2025-03-09', 'EXCUSED'),
    mark('2025-04-01', 'ABSENT'),
  ]);
  const exam = (name: string, subjectId: number, examDate: string, status: 'SCHEDULED' | 'COMPLETED' | 'CANCELLED') => ({
    schoolId,
    classId,
    subjectId,
    name,
    examDate,
    status,
    room: 'Room 4',
    startTime: '09:00:00',
    endTime: '10:30:00',
    maxMarks: '50',
  });
  const [midterm] = await db
    .insert(exams)
    .values([
      exam('Math midterm', math.id, '2025-03-05', 'COMPLETED'),
      exam('Science final', science.id, addDays(today, 3), 'SCHEDULED'),
      exam('Math quiz', math.id, today, 'SCHEDULED'),
      exam('Science practical', science.id, addDays(today, 5), 'CANCELLED'),
      exam('Math make-up', math.id, addDays(today, -1), 'SCHEDULED'),
    ])
    .returning();
  const grade = (subjectId: number, gradedOn: string, score: string, maxScore = '100', examId: number | null = null) => ({
    schoolId,
    studentId: childId,
    subjectId,
    classId,
    gradedOn,
    score,
    maxScore,
    examId,
  });
  await db.insert(grades).values([
    grade(math.id, '2025-03-01', '60'),
    grade(math.id, '2025-03-05', '35', '50', midterm.id),
    grade(math.id, '2025-04-01', '80'),
    grade(math.id, '2025-04-10', '90'),
    grade(science.id, '2025-03-02', '90'),
    grade(science.id, '2025-03-10', '80'),
    grade(science.id, '2025-03-20', '85'),
  ]);
  const work = (subjectId: number, title: string) => ({ schoolId, classId, subjectId, title, dueDate: '2025-03-15' });
  const [a1, a2, a3, , s1] = await db
    .insert(assignments)
    .values([work(math.id, 'A1'), work(math.id, 'A2'), work(math.id, 'A3'), work(math.id, 'A4'), work(science.id, 'S1')])
    .returning();
  await db.insert(assignmentSubmissions).values([
    { assignmentId: a1.id, studentId: childId, status: 'SUBMITTED', submittedAt: new Date() },
    { assignmentId: a2.id, studentId: childId, status: 'GRADED', submittedAt: new Date(), grade: '9' },
    { assignmentId: a3.id, studentId: childId, status: 'MISSING' },
    { assignmentId: s1.id, studentId: childId, status: 'LATE', submittedAt: new Date() },
  ]);
  let receipt = 0;
  const fee = (status: string, amount: string, paymentDate: string, deleted = false) => ({
    schoolId,
    studentId: childId,
    amount,
    total: amount,
    status,
    paymentDate,
    method: 'CASH',
    type: 'TUITION_FEE',
    receiptNumber: `RCP-T-${++receipt}`,
    deletedAt: deleted ? new Date() : null,
  });
  await db.insert(payments).values([
    fee('PAID', '1000.00', '2025-01-10'),
    fee('PAID', '250.50', '2025-02-10'),
    fee('PENDING', '300.25', '2025-03-10'),
    fee('UNPAID', '100.00', '2025-03-01'),
    fee('OVERDUE', '200.00', '2025-02-20'),
    fee('PARTIALLY_PAID', '400.00', '2025-03-05'),
    fee('CANCELLED', '999.00', '2025-03-06'),
    fee('PENDING', '777.00', '2025-03-07', true),
  ]);
}, 60_000);

afterAll(async () => t?.close());

describe('attendance', () => {
  it('counts a month and rounds PRESENT and LATE over all marks: 5 of 7 is 71 %, naming the month', async () => {
    expect((await get('attendance/stats?month=3&year=2025')).data).toEqual({
      total: 7,
      present: 4,
      absent: 1,
      late: 1,
      excused: 1,
      attendancePercentage: 71,
      period: { name: 'MONTH', from: '2025-03-01', to: '2025-03-31' },
    });
  });

  it('counts every mark without a filter: 5 of 8 is 63 %, all time', async () => {
    expect((await get('attendance/stats')).data).toMatchObject({ total: 8, present: 4, absent: 2, attendancePercentage: 63, period: { name: 'ALL_TIME', from: null, to: null } });
  });

  it('lists the records of the chosen month, newest first, with in/out times and subject', async () => {
    const { data } = await get('attendance?month=4&year=2025');
    expect(data.records).toEqual([expect.objectContaining({ date: '2025-04-01', status: 'ABSENT', subject: null, inTime: null, outTime: null })]);
    const march = (await get('attendance?month=3&year=2025')).data;
    expect(march.records.map((record: { date: string }) => record.date)).toEqual(['2025-03-09', '2025-03-08', '2025-03-05', '2025-03-04', '2025-03-03', '2025-03-02', '2025-03-01']);
  });
});

describe('grades and academic progress', () => {
  it('filters grades by month and recounts their average', async () => {
    const { data } = await get('grades?month=4&year=2025');
    expect(data.grades.map((row: { date: string; score: number; maxGrade: number; assignment: string }) => [row.date, row.score, row.maxGrade, row.assignment])).toEqual([
      ['2025-04-10', 90, 100, 'Mathematics'],
      ['2025-04-01', 80, 100, 'Mathematics'],
    ]);
    // A grade without an exam is named by its subject, in Dari too (issue 23).
    expect(data.grades[0]).toMatchObject({ subjectDariName: 'ریاضی', assignmentDariName: 'ریاضی', assignmentPashtoName: null });
    expect(data.summary).toEqual({ count: 2, averagePercentage: 85 });
    const march = (await get('grades?month=3&year=2025')).data;
    // An exam's grade is named by the exam, which has no Dari name here.
    expect(march.grades.find((row: { examId: number | null }) => row.examId !== null)).toMatchObject({
      assignment: 'Math midterm',
      assignmentDariName: null,
      subjectDariName: 'ریاضی',
      percentage: 70,
    });
  });

  it('averages, completion and trends per subject', async () => {
    expect((await get('academic-progress')).data).toEqual({
      studentId: childId,
      // (60 + 70 + 80 + 90 + 90 + 80 + 85) / 7 = 79.29
      overallAverage: 79.3,
      completedAssignments: 3,
      totalAssignments: 5,
      completionRate: 60,
      subjects: [
        // earlier half 60, 70 (mean 65) against latest 80, 90 (85)
        { subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: null, averageGrade: 75, completedAssignments: 2, totalAssignments: 4, trend: 'up' },
        // 90 against 85; the middle grade (80) counts for neither half
        { subject: 'Science', subjectDariName: null, subjectPashtoName: null, averageGrade: 85, completedAssignments: 1, totalAssignments: 1, trend: 'down' },
      ],
    });
  });

  it('calls a change under one point flat, and one grade flat', () => {
    expect(gradeTrend([70, 70.5])).toBe('flat');
    expect(gradeTrend([70, 71])).toBe('up');
    expect(gradeTrend([90])).toBe('flat');
    expect(gradeTrend([])).toBe('flat');
  });
});

describe('exams', () => {
  it('lists every exam of the class newest first with the student mark', async () => {
    const { data } = await get('exams');
    expect(data.map((row: { title: string }) => row.title)).toEqual(['Science practical', 'Science final', 'Math quiz', 'Math make-up', 'Math midterm']);
    expect(data[4]).toMatchObject({ subject: 'Mathematics', date: '2025-03-05', startTime: '09:00:00', endTime: '10:30:00', room: 'Room 4', status: 'COMPLETED', grade: 35, maxGrade: 50, percentage: 70 });
    expect(data[0]).toMatchObject({ grade: null, maxGrade: null, percentage: null });
  });

  it('lists SCHEDULED exams from today on, soonest first, with days left rounded up', async () => {
    const { data } = await get('exams/upcoming');
    expect(data.map((row: { title: string; daysLeft: number }) => [row.title, row.daysLeft])).toEqual([
      ['Math quiz', 0],
      ['Science final', 3],
    ]);
  });

  it('rounds the days to the Kabul midnight of the exam date up', () => {
    expect(daysLeft('2026-03-10', new Date('2026-03-09T10:00:00+04:30'))).toBe(1);
    expect(daysLeft('2026-03-10', new Date('2026-03-07T00:00:00+04:30'))).toBe(3);
    expect(daysLeft('2026-03-10', new Date('2026-03-06T23:59:00+04:30'))).toBe(4);
    expect(daysLeft('2026-03-10', new Date('2026-03-10T08:00:00+04:30'))).toBe(0);
  });
});

describe('fees', () => {
  const summary = { pending: 600.25, paid: 1650.5, total: 2250.75 };

  it('lists current fees oldest due first in portal statuses, with pending = PENDING + OVERDUE', async () => {
    const body = await get('fees');
    expect(body.data.map((row: { status: string; amount: number; paidAmount: number; dueDate: string }) => [row.status, row.amount, row.paidAmount, row.dueDate])).toEqual([
      ['OVERDUE', 200, 0, '2025-02-20'],
      ['PENDING', 100, 0, '2025-03-01'],
      ['PARTIAL', 400, 400, '2025-03-05'],
      ['PENDING', 300.25, 0, '2025-03-10'],
    ]);
    expect(body.data[0]).toMatchObject({ type: 'TUITION_FEE', paymentMethod: 'CASH', paidDate: null });
    expect(body.meta.summary).toEqual(summary);
  });

  it('lists paid fees newest first with the same summary', async () => {
    const body = await get('fees/history');
    expect(body.data.map((row: { status: string; amount: number; paidDate: string; dueDate: string | null }) => [row.status, row.amount, row.paidDate, row.dueDate])).toEqual([
      ['PAID', 250.5, '2025-02-10', null],
      ['PAID', 1000, '2025-01-10', null],
    ]);
    expect(body.meta.summary).toEqual(summary);
  });
});

describe('month and year selectors', () => {
  it('make a month, a leap February, a whole year, or a month of this year', () => {
    expect(monthYearRange({ month: 2, year: 2024 })).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthYearRange({ year: 2025 })).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(monthYearRange({ month: 12 }, '2026-05-03')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthYearRange({})).toEqual({});
  });
});
