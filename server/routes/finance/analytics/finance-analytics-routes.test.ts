import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceAnalytics } from '@/contract/finance-analytics';
import { kabulDay } from '../../../lib/kabul-time';
import { callApi } from '../../../test-support/api-call';
import { loginAs } from '../../../test-support/login';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAnalyticsSchool, dataOf, writeQuarter, type AnalyticsSchool } from './finance-analytics-test-data';

let t: TestApp;
let school: AnalyticsSchool;

beforeAll(async () => {
  t = await createTestApp();
  school = await createAnalyticsSchool(t, 'Finance Analytics School', 'fa-viewer');
  await writeQuarter(t, school);
  await writeQuarter(t, await createAnalyticsSchool(t, 'Other School', 'fa-other'));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /finance/analytics', () => {
  it('gives revenue, expenses, payroll and net per month, exact to the cent, with breakdowns and totals', async () => {
    const data = await dataOf<FinanceAnalytics>(t, school.viewer, '/finance/analytics?startDate=2026-01-01&endDate=2026-03-31');
    expect(data).toEqual({
      range: { startDate: '2026-01-01', endDate: '2026-03-31' },
      totals: { revenue: 110.1, expenses: 50.3, payroll: 150.75, net: -90.95, paymentCount: 2, expenseCount: 2, payrollCount: 2 },
      months: [
        { month: '2026-01', revenue: 100.1, expenses: 30.1, payroll: 100, net: -30 },
        { month: '2026-02', revenue: 0, expenses: 20.2, payroll: 50.75, net: -70.95 },
        { month: '2026-03', revenue: 10, expenses: 0, payroll: 0, net: 10 },
      ],
      expensesByCategory: [
        { key: 'Utilities', count: 1, amount: 30.1 },
        { key: 'Maintenance', count: 1, amount: 20.2 },
      ],
      paymentsByMethod: [
        { key: 'CASH', count: 1, amount: 100.1 },
        { key: 'MOBILE_PAYMENT', count: 1, amount: 10 },
      ],
    });
  });

  it('agrees with the overview stats over the same range', async () => {
    const range = 'startDate=2026-02-01&endDate=2026-03-31';
    const analytics = await dataOf<FinanceAnalytics>(t, school.viewer, `/finance/analytics?${range}`);
    const stats = await dataOf<{ totalPayments: number; totalExpenses: number; totalPayroll: number; netIncome: number }>(t, school.viewer, `/finance/stats?${range}`);
    expect(analytics.totals).toMatchObject({ revenue: stats.totalPayments, expenses: stats.totalExpenses, payroll: stats.totalPayroll, net: stats.netIncome });
    expect(analytics.months.map((month) => month.month)).toEqual(['2026-02', '2026-03']);
    expect(analytics.totals).toMatchObject({ revenue: 10, expenses: 20.2, payroll: 50.75, net: -60.95 });
  });

  it('defaults to 12 months ending this month, and refuses a bad range', async () => {
    const data = await dataOf<FinanceAnalytics>(t, school.viewer, '/finance/analytics');
    expect(data.range.endDate).toBe(kabulDay());
    expect(data.months).toHaveLength(12);
    expect(data.months.at(-1)?.month).toBe(kabulDay().slice(0, 7));
    for (const query of ['startDate=2026-03-01&endDate=2026-01-01', 'startDate=2026-13-01', 'endDate=soon']) {
      expect((await callApi(t.app, school.viewer, { method: 'GET', url: `/finance/analytics?${query}` })).statusCode, query).toBe(400);
    }
  });

  it('refuses parent and teacher; the cashier may read it', async () => {
    for (const username of ['parent', 'teacher']) {
      const as = await loginAs(t.app, username);
      expect((await callApi(t.app, as, { method: 'GET', url: '/finance/analytics' })).statusCode, username).toBe(403);
    }
    const cashier = await loginAs(t.app, 'cashier');
    expect((await callApi(t.app, cashier, { method: 'GET', url: '/finance/analytics' })).statusCode).toBe(200);
  });
});
