import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADE_SCALE } from '@/contract/student-analytics';
import { loadConfig } from '../config';
import { studentDashboardAnalytics } from '../routes/students/analytics/student-analytics-dashboard';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './connection';
import { attendance, classes, exams, grades, parents, payments, schools, studentEvents, students, subjects, users } from './schema';
import { seedDatabase } from './seed';
import { DEMO_CLASSES, DEMO_SUBJECTS, STUDENTS_PER_CLASS } from './seed-academics';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  dispose = opened.dispose;
  await seedDatabase(database.db, { ...loadConfig({}), seed: 'demo' });
});
afterAll(async () => {
  await dispose?.();
});

const schoolScope = { schoolId: 1, dataScopes: [] as string[] };

async function total(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.value ?? 0);
}

describe('the demo seed: academics', () => {
  it('holds the classes, subjects and about 120 students with Latin and Dari names', async () => {
    const db = database.db;
    expect((await db.select().from(classes)).map((row) => row.name)).toEqual(DEMO_CLASSES.map((item) => item.name));
    expect((await db.select().from(subjects)).map((row) => row.name)).toEqual(DEMO_SUBJECTS.map((item) => item.name));
    const rows = await db.select({ student: students, user: users }).from(students).innerJoin(users, eq(users.id, students.userId));
    expect(rows).toHaveLength(DEMO_CLASSES.length * STUDENTS_PER_CLASS);
    for (const { student, user } of rows) {
      expect(user.role).toBe('STUDENT');
      expect(user.dariName).toMatch(/^[\u0600-\u06FF\u200C]+( [\u0600-\u06FF\u200C]+)+$/);
      expect(student.admissionNo).toMatch(/^ADM-\d{4}-\d{4}$/);
      expect(student.classId).not.toBeNull();
    }
    // Student accounts cannot sign in until an administrator sets a password.
    expect(new Set(rows.map(({ user }) => user.passwordHash))).toEqual(new Set(['!locked']));
  });

  it('names every class, subject and exam in Dari and Pashto too (issue 23)', async () => {
    const db = database.db;
    const arabicScript = /^[\u0600-\u06FF\u200C ]+$/;
    const named = [
      ...(await db.select({ name: classes.name, dari: classes.dariName, pashto: classes.pashtoName }).from(classes)),
      ...(await db.select({ name: subjects.name, dari: subjects.dariName, pashto: subjects.pashtoName }).from(subjects)),
      ...(await db.selectDistinct({ name: exams.name, dari: exams.dariName, pashto: exams.pashtoName }).from(exams)),
    ];
    for (const row of named) {
      expect(row.dari, row.name).toMatch(arabicScript);
      expect(row.pashto, row.name).toMatch(arabicScript);
    }
    const [grade7] = await db.select().from(classes).where(eq(classes.name, 'Grade 7 A'));
    expect(grade7).toMatchObject({ dariName: 'صنف ۷ الف', pashtoName: 'ټولګی ۷ الف' });
    const [school] = await db.select().from(schools).where(eq(schools.id, 1));
    for (const text of [school.dariName, school.pashtoName, school.dariAddress, school.pashtoAddress]) expect(text).toMatch(/^[\u0600-\u06FF\u200C ،]+$/);
  });

  it('gives the demo parent two children with attendance, grades, exams and payments', async () => {
    const db = database.db;
    const [parent] = await db.select().from(users).where(eq(users.username, 'parent'));
    expect(await db.select().from(parents).where(eq(parents.userId, parent.id))).toHaveLength(1);
    const children = await db.select().from(students).where(eq(students.parentUserId, parent.id));
    expect(children).toHaveLength(2);
    const ids = children.map((child) => child.id);
    for (const id of ids) {
      expect(await total(db.select({ value: count() }).from(attendance).where(eq(attendance.studentId, id)))).toBeGreaterThan(60);
      expect(await total(db.select({ value: count() }).from(grades).where(and(eq(grades.studentId, id), isNotNull(grades.examId))))).toBeGreaterThanOrEqual(40);
      expect(await total(db.select({ value: count() }).from(payments).where(eq(payments.studentId, id)))).toBe(5);
    }
    const classIds = children.map((child) => child.classId as number);
    const examStatuses = await db.selectDistinct({ status: exams.status }).from(exams).where(inArray(exams.classId, classIds));
    expect(examStatuses.map((row) => row.status).sort()).toEqual(['COMPLETED', 'SCHEDULED']);
    const statuses = await db.selectDistinct({ status: payments.status }).from(payments).where(inArray(payments.studentId, ids));
    expect(statuses.map((row) => row.status).sort()).toEqual(['OVERDUE', 'PAID', 'PENDING']);
    const receipts = await db.select({ receipt: payments.receiptNumber }).from(payments);
    expect(new Set(receipts.map((row) => row.receipt)).size).toBe(receipts.length);
    expect(receipts.filter((row) => !/^RCP-\d{6}$/.test(row.receipt))).toEqual([]);
    expect(receipts.map((row) => row.receipt)).toContain('RCP-000001');
  });

  it('marks attendance on school days only (never on Friday), mostly present', async () => {
    const [row] = (
      (await database.db.execute(
        sql`select (count(*) filter (where extract(dow from ${attendance.date}) = 5))::int as fridays,
              (count(*) filter (where ${attendance.status} in ('PRESENT', 'LATE')))::int as attended, count(*)::int as total,
              count(distinct ${attendance.status})::int as statuses
            from ${attendance}`,
      )) as unknown as { rows: { fridays: number; attended: number; total: number; statuses: number }[] }
    ).rows;
    expect(row.fridays).toBe(0);
    expect(row.statuses).toBe(4);
    expect(row.attended / row.total).toBeGreaterThan(0.85);
    expect(row.attended / row.total).toBeLessThan(0.98);
    expect(await total(database.db.select({ value: count() }).from(studentEvents))).toBeGreaterThan(120);
  });

  it('makes the 30D and 7D dashboards show something in every chart', async () => {
    for (const period of ['30D', '7D'] as const) {
      const analytics = await studentDashboardAnalytics(database.db, schoolScope, period);
      expect(analytics.totalStudents).toBe(120);
      expect(analytics.attendanceRate).toBeGreaterThan(80);
      expect(analytics.averageGrade).toBeGreaterThan(55);
      expect(analytics.activeClasses).toBe(6);
      expect(analytics.teachers).toBe(8);
      expect(analytics.subjects).toBe(10);
      expect(Object.keys(analytics.classPerformance)).toHaveLength(6);
      expect(analytics.performanceTrends.every((point) => (point.markCount ?? 0) > 0 || point.label.length === 10)).toBe(true);
      expect(analytics.performanceTrends.some((point) => (point.gradeCount ?? 0) > 0)).toBe(true);
      expect(analytics.subjectPerformance.filter((subject) => subject.gradeCount > 0).length).toBeGreaterThan(1);
      expect(analytics.weeklyAttendance.reduce((sum, day) => sum + day.present, 0)).toBeGreaterThan(0);
      expect(analytics.topPerformers.length).toBeGreaterThan(0);
      expect(analytics.recentActivity.length).toBeGreaterThan(0);
    }
    const month = await studentDashboardAnalytics(database.db, schoolScope, '30D');
    // A realistic spread: several grade labels are used, none holds everyone.
    const used = GRADE_SCALE.filter((label) => month.gradeDistribution[label] > 0);
    expect(used.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...Object.values(month.gradeDistribution))).toBeLessThan(month.totalStudents * 0.6);
    expect(month.completionRate).toBeGreaterThan(90);
    expect(month.completionRate).toBeLessThan(100);
  });
});
