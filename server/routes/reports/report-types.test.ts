/**
 * Each report type's figures against the demo school's records, counted here straight from the
 * tables (the demo seed's data is relative to today, so nothing is hard-coded).
 */
import { and, between, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, type ReportCell, type ReportDetail } from '@/contract/reports';
import { gradeLabel } from '@/contract/student-analytics';
import { attendance, classes, exams, grades, payments, staff, students, teachers, users } from '../../db/schema';
import { attendanceRate, countedMarkSql } from '../../lib/figures/attendance-rate';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { readSchoolCalendar } from '../settings/public';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let admin: TestLogin;
let grade7: { id: number; name: string };
let grade8: { id: number; name: string };
const today = kabulDay();
const RANGE = { startDate: addDays(today, -75), endDate: today };
const SCHOOL = 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  const rows = await t.database.db.select({ id: classes.id, name: classes.name, code: classes.code }).from(classes).where(inArray(classes.code, ['G7A', 'G8A']));
  [grade7, grade8] = ['G7A', 'G8A'].map((code) => rows.find((row) => row.code === code) ?? { id: 0, name: '' });
});
afterAll(async () => {
  await t?.close();
});

/** Generates a report and reads it back whole, rows as objects keyed by column. */
async function report(payload: unknown): Promise<ReportDetail & { records: Record<string, ReportCell>[] }> {
  const created = await callApi(t.app, admin, { method: 'POST', url: '/reports/generate', payload });
  expect(created.statusCode, created.body).toBe(201);
  const detail = (await callApi(t.app, admin, { method: 'GET', url: `/reports/${created.json().data.id}` })).json().data as ReportDetail;
  const records = detail.rows.map((row) => Object.fromEntries(detail.columns.map((column, index) => [column, row[index]])));
  return { ...detail, records };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const number = (value: unknown) => Number(value ?? 0);

describe('ATTENDANCE', () => {
  it('counts each student\'s marks made in the class as the attendance table holds them, with the rate', async () => {
    const result = await report({ type: 'ATTENDANCE', parameters: { ...RANGE, classId: grade7.id } });
    expect(result.title).toBe(`Attendance report: ${grade7.name}, ${RANGE.startDate} to ${RANGE.endDate}`);
    const counted = await t.database.db
      .select({ admissionNo: students.admissionNo, status: attendance.status, value: count() })
      .from(attendance)
      .innerJoin(students, eq(students.id, attendance.studentId))
      .where(and(eq(attendance.classId, grade7.id), countedMarkSql(await readSchoolCalendar(t.database.db, SCHOOL)), between(attendance.date, RANGE.startDate, RANGE.endDate)))
      .groupBy(students.admissionNo, attendance.status);
    const expected = (admissionNo: unknown, status: string) => number(counted.find((row) => row.admissionNo === admissionNo && row.status === status)?.value);
    expect(counted.length).toBeGreaterThan(0);
    for (const row of result.records) {
      const [present, absent, late, excused] = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'].map((status) => expected(row['Admission No'], status));
      expect([row.Present, row.Absent, row.Late, row.Excused, row.Marks], String(row['Admission No'])).toEqual([present, absent, late, excused, present + absent + late + excused]);
      expect(row['Rate %']).toBe(attendanceRate({ present, late, marks: present + absent + late + excused }));
    }
    // Every active student of the class is listed, marked or not.
    const active = await t.database.db
      .select({ admissionNo: students.admissionNo })
      .from(students)
      .where(and(eq(students.classId, grade7.id), eq(students.status, 'ACTIVE'), isNull(students.deletedAt)));
    expect(result.records.map((row) => row['Admission No'])).toEqual(expect.arrayContaining(active.map((row) => row.admissionNo)));
    const present = result.records.reduce((sum, row) => sum + number(row.Present), 0);
    expect(result.summary).toMatchObject({ students: result.rowCount, present });
  });

  it('covers the whole school without a class: the summary counts every live mark of the range', async () => {
    const result = await report({ type: 'ATTENDANCE', parameters: RANGE });
    const [marks] = await t.database.db
      .select({ value: count() })
      .from(attendance)
      .where(and(eq(attendance.schoolId, SCHOOL), isNull(attendance.deletedAt), between(attendance.date, RANGE.startDate, RANGE.endDate)));
    expect(result.summary.marks).toBe(Number(marks.value));
    expect(new Set(result.records.map((row) => row.Class)).size).toBeGreaterThan(1);
  });
});

describe('FEES', () => {
  const paymentsWhere = (...extra: ReturnType<typeof eq>[]) =>
    and(eq(payments.schoolId, SCHOOL), isNull(payments.deletedAt), between(payments.paymentDate, RANGE.startDate, RANGE.endDate), ...extra);

  it('lists every live payment of the range with the sums the table gives', async () => {
    const result = await report({ type: 'FEES', parameters: RANGE });
    const [expected] = await t.database.db
      .select({
        count: count(),
        total: sql<string>`sum(${payments.total})::text`,
        paid: sql<string>`coalesce(sum(${payments.total}) filter (where ${payments.status} in ('PAID', 'PARTIALLY_PAID')), 0)::text`,
      })
      .from(payments)
      .where(paymentsWhere());
    expect(result.rowCount).toBe(Number(expected.count));
    expect(result.summary).toMatchObject({ payments: Number(expected.count), totalAmount: Number(expected.total), paidAmount: Number(expected.paid) });
    expect(result.records.reduce((sum, row) => sum + Math.round(number(row.Amount) * 100), 0)).toBe(Math.round(Number(expected.total) * 100));
    const dates = result.records.map((row) => String(row.Date));
    expect(dates).toEqual([...dates].sort());
  });

  it('narrows to one status or to the students of one class', async () => {
    const unpaid = await report({ type: 'FEES', parameters: { ...RANGE, status: 'UNPAID' } });
    const [unpaidCount] = await t.database.db.select({ value: count() }).from(payments).where(paymentsWhere(eq(payments.status, 'UNPAID')));
    expect(unpaid.rowCount).toBe(Number(unpaidCount.value));
    expect(unpaid.records.every((row) => row.Status === 'Unpaid')).toBe(true);

    const ofClass = await report({ type: 'FEES', parameters: { ...RANGE, classId: grade8.id } });
    const [classCount] = await t.database.db
      .select({ value: count() })
      .from(payments)
      .innerJoin(students, eq(students.id, payments.studentId))
      .where(paymentsWhere(eq(students.classId, grade8.id)));
    expect(ofClass.rowCount).toBe(Number(classCount.value));
    expect(ofClass.rowCount).toBeGreaterThan(0);
    expect(ofClass.records.every((row) => row.Class === grade8.name)).toBe(true);
  });
});

describe('ACADEMIC', () => {
  it('ranks the class by the mean of each student\'s subject averages, with the grade scale\'s letters', async () => {
    const result = await report({ type: 'ACADEMIC', parameters: { classId: grade7.id } });
    const graded = result.records.filter((row) => row.Rank !== null);
    expect(graded.length).toBeGreaterThan(5);
    graded.forEach((row, index) => {
      const previous = graded[index - 1];
      expect(row.Rank).toBe(previous && previous['Average %'] === row['Average %'] ? previous.Rank : index + 1);
      expect(row.Grade).toBe(gradeLabel(number(row['Average %'])));
    });

    // One student's average recomputed from the grades table.
    const sample = graded[Math.floor(graded.length / 2)];
    const marks = await t.database.db
      .select({ subjectId: grades.subjectId, score: grades.score, maxScore: grades.maxScore })
      .from(grades)
      .innerJoin(students, eq(students.id, grades.studentId))
      .where(and(eq(students.admissionNo, String(sample['Admission No'])), eq(grades.classId, grade7.id), isNull(grades.deletedAt)));
    const bySubject = new Map<number, number[]>();
    for (const mark of marks) bySubject.set(mark.subjectId, [...(bySubject.get(mark.subjectId) ?? []), Math.min(100, (Number(mark.score) * 100) / Number(mark.maxScore))]);
    const means = [...bySubject.values()].map((values) => values.reduce((sum, value) => sum + value, 0) / values.length);
    expect(sample['Average %']).toBe(oneDecimal(means.reduce((sum, value) => sum + value, 0) / means.length));
    expect(sample.Subjects).toBe(bySubject.size);
    expect(sample.Marks).toBe(marks.length);
    expect(result.summary.gradedStudents).toBe(graded.length);
  });

  it('ranks one exam by its scores; refuses an exam of another class (400) or school (404)', async () => {
    const [exam] = await t.database.db
      .select({ id: exams.id, maxMarks: exams.maxMarks })
      .from(exams)
      .where(and(eq(exams.classId, grade7.id), eq(exams.status, 'COMPLETED'), isNull(exams.deletedAt)))
      .limit(1);
    const result = await report({ type: 'ACADEMIC', parameters: { classId: grade7.id, examId: exam.id } });
    const scores = await t.database.db
      .select({ admissionNo: students.admissionNo, score: grades.score })
      .from(grades)
      .innerJoin(students, eq(students.id, grades.studentId))
      .where(and(eq(grades.examId, exam.id), isNull(grades.deletedAt)));
    expect(scores.length).toBeGreaterThan(0);
    for (const score of scores) {
      const row = result.records.find((record) => record['Admission No'] === score.admissionNo);
      expect(row?.['Average %']).toBe(oneDecimal(Math.min(100, (Number(score.score) * 100) / Number(exam.maxMarks))));
      expect(row?.Marks).toBe(1);
    }

    const [otherExam] = await t.database.db.select({ id: exams.id }).from(exams).where(ne(exams.classId, grade7.id)).limit(1);
    const wrongClass = await callApi(t.app, admin, { method: 'POST', url: '/reports/generate', payload: { type: 'ACADEMIC', parameters: { classId: grade7.id, examId: otherExam.id } } });
    expect(wrongClass.statusCode).toBe(400);
    expect(wrongClass.json().message).toBe(REPORT_MESSAGES.examOfOtherClass);
    const missing = await callApi(t.app, admin, { method: 'POST', url: '/reports/generate', payload: { type: 'ACADEMIC', parameters: { classId: grade7.id, examId: 999_999 } } });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the active students without a rank when the academic year has no marks', async () => {
    const result = await report({ type: 'ACADEMIC', parameters: { classId: grade7.id, academicYear: '1999' } });
    expect(result.records.every((row) => row.Rank === null && row['Average %'] === null && row.Grade === null)).toBe(true);
    expect(result.rowCount).toBeGreaterThan(0);
    expect(result.summary).toMatchObject({ gradedStudents: 0, classAverage: null, passRate: null });
  });
});

describe('STUDENTS', () => {
  it('lists the roster by class and roll number (2 before 10), filtered by gender or status', async () => {
    const ofClass = await report({ type: 'STUDENTS', parameters: { classId: grade7.id } });
    const rolls = ofClass.records.map((row) => Number(row['Roll No']));
    expect(rolls.length).toBeGreaterThan(10);
    expect(rolls).toEqual([...rolls].sort((a, b) => a - b));

    const girls = await report({ type: 'STUDENTS', parameters: { gender: 'FEMALE' } });
    const [girlCount] = await t.database.db
      .select({ value: count() })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(eq(students.schoolId, SCHOOL), isNull(students.deletedAt), eq(users.gender, 'FEMALE')));
    expect(girls.rowCount).toBe(Number(girlCount.value));
    expect(girls.records.every((row) => row.Gender === 'Female')).toBe(true);
    expect(girls.summary).toMatchObject({ students: girls.rowCount, female: girls.rowCount, male: 0 });

    const suspended = await report({ type: 'STUDENTS', parameters: { status: 'SUSPENDED' } });
    const [suspendedCount] = await t.database.db
      .select({ value: count() })
      .from(students)
      .where(and(eq(students.schoolId, SCHOOL), isNull(students.deletedAt), eq(students.status, 'SUSPENDED')));
    expect(suspended.rowCount).toBe(Number(suspendedCount.value));
    expect(suspended.records.every((row) => row.Status === 'Suspended')).toBe(true);
  });
});

describe('STAFF', () => {
  it('lists teachers and staff with designation, department and status; by kind or department (any case)', async () => {
    const everyone = await report({ type: 'STAFF' });
    const [teacherCount] = await t.database.db.select({ value: count() }).from(teachers).where(and(eq(teachers.schoolId, SCHOOL), isNull(teachers.deletedAt)));
    const [staffCount] = await t.database.db.select({ value: count() }).from(staff).where(and(eq(staff.schoolId, SCHOOL), isNull(staff.deletedAt)));
    expect(everyone.summary).toMatchObject({ people: Number(teacherCount.value) + Number(staffCount.value), teachers: Number(teacherCount.value), staff: Number(staffCount.value) });
    const cashier = everyone.records.find((row) => row['Employee ID'] === 'EMP-002');
    expect(cashier).toMatchObject({ Name: 'Mohammad Karimi', Kind: 'Staff', Designation: 'Cashier', Department: 'Finance', Status: 'Active' });
    expect(everyone.records.find((row) => row['Employee ID'] === 'TCH-001')).toMatchObject({ Kind: 'Teacher', Designation: 'Mathematics teacher' });

    const onlyTeachers = await report({ type: 'STAFF', parameters: { kind: 'TEACHER' } });
    expect(onlyTeachers.rowCount).toBe(Number(teacherCount.value));
    expect(onlyTeachers.records.every((row) => row.Kind === 'Teacher')).toBe(true);

    const finance = await report({ type: 'STAFF', parameters: { department: 'finance' } });
    expect(finance.rowCount).toBeGreaterThan(0);
    expect(finance.records.every((row) => row.Department === 'Finance')).toBe(true);
  });
});
