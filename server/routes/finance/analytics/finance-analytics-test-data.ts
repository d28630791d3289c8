/**
 * Test data for the finance analytics and report tests: a fresh school with a finance user,
 * students (one in a class) and a staff member; rows are then written through the API, as the
 * desk would, so the figures tested are the ones a user's writes produce.
 */
import { expect } from 'vitest';
import { classes, staff, students, users } from '../../../db/schema';
import { callApi } from '../../../test-support/api-call';
import type { TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import type { TestApp } from '../../../test-support/test-app';

export type AnalyticsSchool = {
  schoolId: number;
  viewer: TestLogin;
  /** Students A (Ali Ahmadi, ADM-A, class Grade 7) and B (Bina Karimi, ADM-B, no class). */
  studentA: number;
  studentB: number;
  staffId: number;
};

export const FINANCE_ANALYTICS_GRANTS = [
  'finance:read',
  'payment:read',
  'payment:create',
  'payment:delete',
  'expense:create',
  'expense:delete',
  'payroll:create',
];

export async function createAnalyticsSchool(t: TestApp, name: string, username: string): Promise<AnalyticsSchool> {
  const db = t.database.db;
  const schoolId = await createSchool(t, name);
  const viewer = await createUserIn(t, schoolId, username, { grants: FINANCE_ANALYTICS_GRANTS });
  const [grade] = await db.insert(classes).values({ schoolId, name: 'Grade 7', dariName: 'صنف ۷', code: `G7-${schoolId}` }).returning();
  const student = async (first: string, last: string, admissionNo: string, classId: number | null) => {
    const [account] = await db
      .insert(users)
      .values({ schoolId, username: `${username}-${admissionNo}`.toLowerCase(), passwordHash: 'x', firstName: first, lastName: last, role: 'STUDENT' })
      .returning();
    const [row] = await db.insert(students).values({ schoolId, userId: account.id, admissionNo, classId }).returning();
    return row.id;
  };
  const studentA = await student('Ali', 'Ahmadi', 'ADM-A', grade.id);
  const studentB = await student('Bina', 'Karimi', 'ADM-B', null);
  const [employee] = await db.insert(staff).values({ schoolId, employeeId: 'STF-1', firstName: 'Omid', lastName: 'Staff' }).returning();
  return { schoolId, viewer, studentA, studentB, staffId: employee.id };
}

/** POSTs a row and answers its id (the call must succeed). */
export async function created(t: TestApp, as: TestLogin, url: string, payload: Record<string, unknown>): Promise<number> {
  const response = await callApi(t.app, as, { method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: number } }).data.id;
}

export async function deleted(t: TestApp, as: TestLogin, url: string): Promise<void> {
  const response = await callApi(t.app, as, { method: 'DELETE', url });
  expect(response.statusCode, response.body).toBe(200);
}

/** GET, expecting 200, answering `data`. */
export async function dataOf<T>(t: TestApp, as: TestLogin, url: string): Promise<T> {
  const response = await callApi(t.app, as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

/**
 * January to March 2026, written through the API. Counted: payments 100.10 (Jan, cash) and 10.00
 * (Mar, mobile); expenses 30.10 (Jan, Utilities, paid) and 20.20 (Feb, Maintenance, pending);
 * payroll 100.00 (Jan, paid) and 50.75 (Feb, pending). Not counted: an unpaid payment, a rejected
 * expense, a deleted expense, a cancelled payroll.
 */
export async function writeQuarter(t: TestApp, school: AnalyticsSchool): Promise<void> {
  const { viewer, studentA, studentB, staffId } = school;
  await created(t, viewer, '/payments', { studentId: studentA, paymentDate: '2026-01-10', amount: '100.10' });
  await created(t, viewer, '/payments', { studentId: studentB, paymentDate: '2026-02-10', amount: '40.40', status: 'UNPAID' });
  await created(t, viewer, '/payments', { studentId: studentB, paymentDate: '2026-03-10', amount: '10.00', method: 'MOBILE_PAYMENT' });
  const expense = (title: string, date: string, amount: string, category: string, status: string) =>
    created(t, viewer, '/expenses', { title, date, amount, category, status });
  await expense('Electricity', '2026-01-15', '30.10', 'Utilities', 'PAID');
  await expense('Roof repair', '2026-02-15', '20.20', 'Maintenance', 'PENDING');
  await expense('Refused bill', '2026-02-16', '5.05', 'Utilities', 'REJECTED');
  const gone = await expense('Entered twice', '2026-03-15', '1.00', 'Utilities', 'PAID');
  await deleted(t, viewer, `/expenses/${gone}`);
  await created(t, viewer, '/payrolls', { staffId, salaryMonth: '2026-01-01', basicSalary: '100.00', status: 'PAID' });
  await created(t, viewer, '/payrolls', { staffId, salaryMonth: '2026-02-01', basicSalary: '50.50', allowances: '0.25' });
  await created(t, viewer, '/payrolls', { staffId, salaryMonth: '2026-03-01', basicSalary: '70.00', status: 'CANCELLED' });
}
