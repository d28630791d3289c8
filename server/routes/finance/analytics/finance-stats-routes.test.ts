import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, payments, payrolls, staff, students } from '../../../db/schema';
import { callApi } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
let viewer: TestLogin;
let emptyViewer: TestLogin;
let staffId: number;

const ROWS = 1000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await createSchool(t, 'Stats School');
  viewer = await createUserIn(t, schoolId, 'stats-viewer', { grants: ['finance:read', 'expense:create', 'payroll:create'] });
  emptyViewer = await createUserIn(t, await createSchool(t, 'Empty School'), 'stats-empty', { grants: ['finance:read'] });
  const [student] = await db.insert(students).values({ schoolId, userId: viewer.user.id, admissionNo: 'ST-1' }).returning();
  const [employee] = await db.insert(staff).values({ schoolId, employeeId: 'STF-1', firstName: 'Stats' }).returning();
  staffId = employee.id;
  // 1000 payments of 0.10 and 1000 expenses of 0.07: floating point would drift; numeric does not.
  const dates = (index: number) => (index % 2 === 0 ? '2026-01-15' : '2026-02-15');
  await db.insert(payments).values(
    Array.from({ length: ROWS }, (_, index) => ({
      schoolId,
      studentId: student.id,
      amount: '0.10',
      total: '0.10',
      paymentDate: dates(index),
      receiptNumber: `T-${index}`,
    })),
  );
  // Not counted: unpaid, refunded, soft-deleted.
  await db.insert(payments).values([
    { schoolId, studentId: student.id, amount: '50.00', total: '50.00', paymentDate: '2026-01-15', status: 'UNPAID', receiptNumber: 'X-1' },
    { schoolId, studentId: student.id, amount: '60.00', total: '60.00', paymentDate: '2026-01-15', status: 'REFUNDED', receiptNumber: 'X-2' },
    { schoolId, studentId: student.id, amount: '70.00', total: '70.00', paymentDate: '2026-01-15', receiptNumber: 'X-3', deletedAt: new Date() },
    { schoolId, studentId: student.id, amount: '33.33', total: '33.33', paymentDate: '2026-01-20', status: 'PARTIALLY_PAID', receiptNumber: 'X-4' },
  ]);
  await db.insert(expenses).values(
    Array.from({ length: ROWS }, (_, index) => ({ schoolId, title: `E${index}`, amount: '0.07', category: 'Other', date: dates(index) })),
  );
  await db.insert(expenses).values([
    { schoolId, title: 'Refused', amount: '999.00', category: 'Other', date: '2026-01-15', status: 'REJECTED' },
    { schoolId, title: 'Gone', amount: '999.00', category: 'Other', date: '2026-01-15', deletedAt: new Date() },
  ]);
  const payroll = (basicSalary: string, status: string, salaryMonth: string) => ({
    schoolId,
    staffId,
    employeeId: 'STF-1',
    employeeName: 'Stats',
    salaryMonth,
    basicSalary,
    netSalary: basicSalary,
    status,
  });
  await db.insert(payrolls).values([
    payroll('10.01', 'PAID', '2026-01-01'),
    payroll('20.02', 'PENDING', '2026-02-01'),
    payroll('500.00', 'CANCELLED', '2026-01-01'),
    payroll('600.00', 'FAILED', '2026-01-01'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Stats = { totalPayments: number; totalExpenses: number; totalPayroll: number; netIncome: number; paymentCount: number };
const stats = async (as: TestLogin, url = '/finance/stats') => {
  const response = await callApi(t.app, as, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Stats;
};

describe('GET /finance/stats', () => {
  it('sums exactly to the cent over many rows, counting only what moved or is owed', async () => {
    // 1000 × 0.10 + 33.33; 1000 × 0.07; 10.01 + 20.02; 133.33 - 70 - 30.03 = 33.30
    expect(await stats(viewer)).toEqual({
      totalPayments: 133.33,
      totalExpenses: 70,
      totalPayroll: 30.03,
      netIncome: 33.3,
      paymentCount: ROWS + 1,
      expenseCount: ROWS,
      payrollCount: 2,
    });
    expect(await stats(viewer, '/finance/dashboard')).toMatchObject({ netIncome: 33.3 });
  });

  it('applies a date range to payment date, expense date and salary month', async () => {
    expect(await stats(viewer, '/finance/stats?startDate=2026-01-01&endDate=2026-01-31')).toMatchObject({
      totalPayments: 83.33,
      totalExpenses: 35,
      totalPayroll: 10.01,
      netIncome: 38.32,
    });
    const refused = await callApi(t.app, viewer, { method: 'GET', url: '/finance/stats?startDate=2026-02-01&endDate=2026-01-01' });
    expect(refused.statusCode).toBe(400);
    expect((await callApi(t.app, viewer, { method: 'GET', url: '/finance/stats?startDate=yesterday' })).statusCode).toBe(400);
  });

  it('moves when an expense or payroll is added through the API, and goes negative exactly', async () => {
    const expense = await callApi(t.app, viewer, {
      method: 'POST',
      url: '/expenses',
      payload: { title: 'Big repair', amount: '100.01', category: 'Maintenance', date: '2026-03-01' },
    });
    expect(expense.statusCode).toBe(201);
    const payroll = await callApi(t.app, viewer, { method: 'POST', url: '/payrolls', payload: { staffId, salaryMonth: '2026-03-01', basicSalary: '0.02' } });
    expect(payroll.statusCode).toBe(201);
    expect(await stats(viewer)).toMatchObject({ totalExpenses: 170.01, totalPayroll: 30.05, netIncome: -66.73 });
  });

  it('sees only the own school, and refuses without finance:read', async () => {
    expect(await stats(emptyViewer)).toMatchObject({ totalPayments: 0, totalExpenses: 0, totalPayroll: 0, netIncome: 0 });
    const teacher = await loginAs(t.app, 'teacher');
    expect((await callApi(t.app, teacher, { method: 'GET', url: '/finance/stats' })).statusCode).toBe(403);
  });
});
