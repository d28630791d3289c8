/**
 * One number for one fact (issue 23): the expense and payroll lists' cards, the overview
 * (GET /finance/stats), the analytics (GET /finance/analytics, GET /payments/analytics) and the
 * payments list count the same statuses (the contract's FINANCE_STATS_COUNTED), computed on the
 * same rows: a school with a row in every status, and the demo school.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_STATUSES, FINANCE_STATS_COUNTED, PAYMENT_STATUSES, PAYROLL_STATUSES, centsToDecimal } from '@/contract/finance';
import { expenses, payments, payrolls, staff, students } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createSchool, createUserIn } from '../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let bursar: TestLogin;
const READ = ['finance:read', 'expense:read', 'payroll:read', 'payment:read'];
const DAY = '2026-02-10';
const RANGE = 'startDate=2026-01-01&endDate=2026-03-31';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const schoolId = await createSchool(t, 'Figures School');
  bursar = await createUserIn(t, schoolId, 'figures-bursar', { grants: READ });
  const [student] = await db.insert(students).values({ schoolId, userId: bursar.user.id, admissionNo: 'FIG-1' }).returning();
  const [employee] = await db.insert(staff).values({ schoolId, employeeId: 'FIG-STF-1', firstName: 'Figures' }).returning();
  // One row in every status, each with its own amount (status n: (n + 1) * 100.25), so a status
  // counted on one screen and not on another changes the sum.
  const amount = (index: number) => centsToDecimal((index + 1) * 10_025);
  await db.insert(expenses).values(
    EXPENSE_STATUSES.map((status, index) => ({ schoolId, title: `Expense ${status}`, amount: amount(index), category: 'Utilities', date: DAY, status })),
  );
  await db.insert(payrolls).values(
    PAYROLL_STATUSES.map((status, index) => ({
      schoolId,
      staffId: employee.id,
      employeeId: 'FIG-STF-1',
      employeeName: 'Figures',
      salaryMonth: '2026-02-01',
      basicSalary: amount(index),
      netSalary: amount(index),
      status,
    })),
  );
  await db.insert(payments).values(
    PAYMENT_STATUSES.map((status, index) => ({
      schoolId,
      studentId: student.id,
      amount: amount(index),
      total: amount(index),
      paymentDate: DAY,
      status,
      receiptNumber: `FIG-${index}`,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

type Summary = { count: number; totalAmount: number; pendingCount: number; pendingAmount: number };
type Stats = { totalPayments: number; totalExpenses: number; totalPayroll: number };
type AnalyticsTotals = { revenue: number; expenses: number; payroll: number; paymentCount: number; expenseCount: number; payrollCount: number };

async function get<T>(as: TestLogin, url: string): Promise<T> {
  const response = await callApi(t.app, as, { method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}
const listSummary = async (as: TestLogin, url: string) =>
  get<{ meta: { summary: Summary; pagination: { totalCount: number } } }>(as, url).then((body) => body.meta);
const stats = async (as: TestLogin, query = '') => (await get<{ data: Stats }>(as, `/finance/stats${query}`)).data;
const analytics = async (as: TestLogin, query: string) => (await get<{ data: { totals: AnalyticsTotals } }>(as, `/finance/analytics?${query}`)).data.totals;
/** Revenue as the payments list gives it: the sum of its totals for each counted status. */
async function paymentsListRevenue(as: TestLogin, query = ''): Promise<number> {
  let cents = 0;
  for (const status of FINANCE_STATS_COUNTED.paymentStatuses) {
    const body = await get<{ meta: { totalAmount: number } }>(as, `/payments?status=${status}&limit=1${query ? `&${query}` : ''}`);
    cents += Math.round(body.meta.totalAmount * 100);
  }
  return cents / 100;
}

describe('one definition of what a money figure counts', () => {
  it('gives the Expenses tab cards the overview and analytics figures, over a row in every status', async () => {
    const list = await listSummary(bursar, `/expenses?limit=1&${RANGE}`);
    const overview = await stats(bursar, `?${RANGE}`);
    const range = await analytics(bursar, RANGE);
    // PENDING, APPROVED and PAID count (100.25 + 200.50 + 401.00); REJECTED (300.75) does not.
    expect(list.summary.totalAmount).toBe(701.75);
    expect(list.summary.count).toBe(3);
    expect(list.summary.totalAmount).toBe(overview.totalExpenses);
    expect(list.summary.totalAmount).toBe(range.expenses);
    expect(list.summary.count).toBe(range.expenseCount);
    // The list still shows (and pages over) every matching row, the rejected one too.
    expect(list.pagination.totalCount).toBe(EXPENSE_STATUSES.length);
  });

  it('gives the Payroll tab cards the overview and analytics figures', async () => {
    const list = await listSummary(bursar, '/payrolls?limit=1');
    const range = await analytics(bursar, RANGE);
    expect(list.summary.count).toBe(PAYROLL_STATUSES.length - FINANCE_STATS_COUNTED.payrollStatusesLeftOut.length);
    expect(list.summary.totalAmount).toBe((await stats(bursar)).totalPayroll);
    expect(list.summary.totalAmount).toBe(range.payroll);
    expect(list.summary.count).toBe(range.payrollCount);
    expect(list.pagination.totalCount).toBe(PAYROLL_STATUSES.length);
  });

  it('gives the same revenue in the payments list, the overview, the finance and the payment analytics', async () => {
    const revenue = await paymentsListRevenue(bursar, RANGE);
    expect(revenue).toBe(401); // PAID (100.25) + PARTIALLY_PAID (300.75)
    expect((await stats(bursar, `?${RANGE}`)).totalPayments).toBe(revenue);
    expect((await analytics(bursar, RANGE)).revenue).toBe(revenue);
    const paymentAnalytics = await get<{ data: { totals: { amount: number; count: number } } }>(bursar, `/payments/analytics?${RANGE}`);
    expect(paymentAnalytics.data.totals.amount).toBe(revenue);
    expect(paymentAnalytics.data.totals.count).toBe(FINANCE_STATS_COUNTED.paymentStatuses.length);
  });

  it('agrees on the demo school too (the screens the issue compared)', async () => {
    const principal = await loginAs(t.app, 'principal');
    const today = kabulDay();
    const range = `startDate=${addDays(today, -360)}&endDate=${today}`;
    const expensesList = await listSummary(principal, `/expenses?limit=1&${range}`);
    const payrollList = await listSummary(principal, `/payrolls?limit=1`);
    const totals = await analytics(principal, range);
    const overview = await stats(principal);
    expect(expensesList.pagination.totalCount).toBeGreaterThan(expensesList.summary.count); // the seed has rejected expenses
    expect(expensesList.summary).toMatchObject({ count: totals.expenseCount, totalAmount: totals.expenses });
    expect(expensesList.summary.totalAmount).toBe(overview.totalExpenses);
    expect(payrollList.summary.totalAmount).toBe(overview.totalPayroll);
    expect(await paymentsListRevenue(principal)).toBe(overview.totalPayments);
  });
});
