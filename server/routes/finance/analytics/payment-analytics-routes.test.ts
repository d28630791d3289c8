import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetailedPaymentAnalytics, PaymentAnalytics, RecentPayment, RevenueAnalytics } from '@/contract/finance-analytics';
import { payments } from '../../../db/schema';
import { kabulDay } from '../../../lib/kabul-time';
import { callApi } from '../../../test-support/api-call';
import { loginAs } from '../../../test-support/login';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAnalyticsSchool, created, dataOf, deleted, type AnalyticsSchool } from './finance-analytics-test-data';

let t: TestApp;
let school: AnalyticsSchool;
const RANGE = 'startDate=2026-01-01&endDate=2026-03-31';

beforeAll(async () => {
  t = await createTestApp();
  school = await createAnalyticsSchool(t, 'Payment Analytics School', 'pa-viewer');
  const { viewer, studentA, studentB } = school;
  const pay = (studentId: number, paymentDate: string, amount: string, extra: Record<string, string> = {}) =>
    created(t, viewer, '/payments', { studentId, paymentDate, amount, ...extra });
  await pay(studentA, '2025-12-15', '10.00');
  await pay(studentA, '2026-01-05', '100.10');
  await pay(studentA, '2026-01-20', '50.05', { status: 'PARTIALLY_PAID', method: 'CARD', type: 'TRANSPORT_FEE' });
  await pay(studentA, '2026-02-10', '200.20');
  await pay(studentB, '2026-02-14', '75.00', { status: 'UNPAID' });
  await pay(studentB, '2026-03-01', '300.03', { method: 'BANK_TRANSFER' });
  await pay(studentB, '2026-03-02', '40.00', { status: 'REFUNDED' });
  const gone = await pay(studentB, '2026-03-03', '999.99');
  await deleted(t, viewer, `/payments/${gone}`);
  await pay(studentA, '2026-04-01', '5.00');
  // Another school's payment never counts here.
  const other = await createAnalyticsSchool(t, 'Other School', 'pa-other');
  await t.database.db
    .insert(payments)
    .values({ schoolId: other.schoolId, studentId: other.studentA, amount: '777.00', total: '777.00', paymentDate: '2026-02-01', receiptNumber: 'O-1' });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /payments/analytics', () => {
  it('is not taken for GET /payments/{id}, and sums exactly to the cent', async () => {
    const data = await dataOf<PaymentAnalytics>(t, school.viewer, `/payments/analytics?${RANGE}`);
    expect(data).toEqual({
      range: { startDate: '2026-01-01', endDate: '2026-03-31' },
      // 100.10 + 50.05 + 200.20 + 300.03; mean 162.595 rounds to 162.60.
      totals: { count: 4, amount: 650.38, average: 162.6 },
      byStatus: [
        { key: 'PAID', count: 3, amount: 600.33 },
        { key: 'UNPAID', count: 1, amount: 75 },
        { key: 'PARTIALLY_PAID', count: 1, amount: 50.05 },
        { key: 'REFUNDED', count: 1, amount: 40 },
      ],
      byMethod: [
        { key: 'CASH', count: 2, amount: 300.3 },
        { key: 'BANK_TRANSFER', count: 1, amount: 300.03 },
        { key: 'CARD', count: 1, amount: 50.05 },
      ],
      byType: [
        { key: 'TUITION_FEE', count: 3, amount: 600.33 },
        { key: 'TRANSPORT_FEE', count: 1, amount: 50.05 },
      ],
      // 650.38 / 725.38 = 89.6606 %
      paidVsOutstanding: { paid: { count: 4, amount: 650.38 }, outstanding: { count: 1, amount: 75 }, collectionRate: 89.66 },
    });
  });

  it('narrows to a range and has no rate when nothing is paid or owed', async () => {
    const february = await dataOf<PaymentAnalytics>(t, school.viewer, '/payments/analytics?startDate=2026-02-01&endDate=2026-02-28');
    expect(february.totals).toEqual({ count: 1, amount: 200.2, average: 200.2 });
    expect(february.paidVsOutstanding.outstanding).toEqual({ count: 1, amount: 75 });
    const empty = await dataOf<PaymentAnalytics>(t, school.viewer, '/payments/analytics?startDate=2020-01-01&endDate=2020-12-31');
    expect(empty.totals).toEqual({ count: 0, amount: 0, average: 0 });
    expect(empty.byStatus).toEqual([]);
    expect(empty.paidVsOutstanding.collectionRate).toBeNull();
  });

  it('defaults to the last 12 months up to today (Kabul)', async () => {
    const today = kabulDay();
    const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() - 11);
    const data = await dataOf<PaymentAnalytics>(t, school.viewer, '/payments/analytics');
    expect(data.range).toEqual({ startDate: start.toISOString().slice(0, 10), endDate: today });
  });

  it('answers 400 for a bad or reversed range', async () => {
    for (const query of ['startDate=2026-02-01&endDate=2026-01-01', 'startDate=yesterday', 'endDate=2026-02-30', 'startDate=2999-01-01']) {
      const response = await callApi(t.app, school.viewer, { method: 'GET', url: `/payments/analytics?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /payments/analytics/detailed', () => {
  it('adds every month of the range and the top paying students', async () => {
    const data = await dataOf<DetailedPaymentAnalytics>(t, school.viewer, `/payments/analytics/detailed?${RANGE}`);
    expect(data.totals.amount).toBe(650.38);
    expect(data.groupBy).toBe('month');
    expect(data.periods).toEqual([
      { period: '2026-01-01', label: '2026-01', count: 2, amount: 150.15, average: 75.08, outstandingCount: 0, outstandingAmount: 0 },
      { period: '2026-02-01', label: '2026-02', count: 1, amount: 200.2, average: 200.2, outstandingCount: 1, outstandingAmount: 75 },
      { period: '2026-03-01', label: '2026-03', count: 1, amount: 300.03, average: 300.03, outstandingCount: 0, outstandingAmount: 0 },
    ]);
    expect(data.topStudents).toEqual([
      // With the class's Dari and Pashto names (issue 23); none given is null.
      { studentId: school.studentA, name: 'Ali Ahmadi', admissionNo: 'ADM-A', className: 'Grade 7', classDariName: 'صنف ۷', classPashtoName: null, count: 3, total: 350.35 },
      { studentId: school.studentB, name: 'Bina Karimi', admissionNo: 'ADM-B', className: null, classDariName: null, classPashtoName: null, count: 1, total: 300.03 },
    ]);
    const top = await dataOf<DetailedPaymentAnalytics>(t, school.viewer, `/payments/analytics/detailed?${RANGE}&top=1`);
    expect(top.topStudents.map((student) => student.admissionNo)).toEqual(['ADM-A']);
  });

  it('groups by weeks starting on Saturday and by days, listing empty periods', async () => {
    const weeks = await dataOf<DetailedPaymentAnalytics>(t, school.viewer, '/payments/analytics/detailed?startDate=2026-01-01&endDate=2026-01-31&groupBy=week');
    expect(weeks.periods.map((period) => [period.period, period.amount])).toEqual([
      ['2025-12-27', 0],
      ['2026-01-03', 100.1],
      ['2026-01-10', 0],
      ['2026-01-17', 50.05],
      ['2026-01-24', 0],
      ['2026-01-31', 0],
    ]);
    const days = await dataOf<DetailedPaymentAnalytics>(t, school.viewer, '/payments/analytics/detailed?startDate=2026-01-01&endDate=2026-01-10&groupBy=day');
    expect(days.periods).toHaveLength(10);
    expect(days.periods.find((period) => period.amount > 0)).toMatchObject({ period: '2026-01-05', label: '2026-01-05', count: 1 });
  });

  it('refuses too many periods, an unknown grouping and a bad top', async () => {
    for (const query of ['startDate=2020-01-01&endDate=2026-01-01&groupBy=day', 'groupBy=year', 'top=0', 'top=51']) {
      const response = await callApi(t.app, school.viewer, { method: 'GET', url: `/payments/analytics/detailed?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /payments/analytics/revenue', () => {
  it('gives revenue per period with growth against the period before, the first one too', async () => {
    const data = await dataOf<RevenueAnalytics>(t, school.viewer, `/payments/analytics/revenue?${RANGE}`);
    expect(data).toEqual({
      range: { startDate: '2026-01-01', endDate: '2026-03-31' },
      groupBy: 'month',
      total: 650.38,
      count: 4,
      periods: [
        // (150.15 - 10) / 10; (200.20 - 150.15) / 150.15; (300.03 - 200.20) / 200.20
        { period: '2026-01-01', label: '2026-01', count: 2, revenue: 150.15, previousRevenue: 10, growth: 1401.5 },
        { period: '2026-02-01', label: '2026-02', count: 1, revenue: 200.2, previousRevenue: 150.15, growth: 33.33 },
        { period: '2026-03-01', label: '2026-03', count: 1, revenue: 300.03, previousRevenue: 200.2, growth: 49.87 },
      ],
    });
  });

  it('has no growth after an empty period, and counts only the range when it starts mid-period', async () => {
    const quarter = await dataOf<RevenueAnalytics>(t, school.viewer, '/payments/analytics/revenue?startDate=2025-10-01&endDate=2025-12-31');
    expect(quarter.periods.map((period) => period.growth)).toEqual([null, null, null]);
    expect(quarter.total).toBe(10);
    const partial = await dataOf<RevenueAnalytics>(t, school.viewer, '/payments/analytics/revenue?startDate=2026-01-10&endDate=2026-02-28');
    expect(partial.periods[0]).toMatchObject({ revenue: 50.05, previousRevenue: 10 });
    expect(partial.total).toBe(250.25);
  });
});

describe('GET /payments/analytics/recent', () => {
  it('lists the latest payments of any status with student and class, deleted ones left out', async () => {
    const data = await dataOf<RecentPayment[]>(t, school.viewer, '/payments/analytics/recent?limit=3');
    expect(data.map((payment) => [payment.paymentDate, payment.amount, payment.status, payment.studentName, payment.className])).toEqual([
      ['2026-04-01', 5, 'PAID', 'Ali Ahmadi', 'Grade 7'],
      ['2026-03-02', 40, 'REFUNDED', 'Bina Karimi', null],
      ['2026-03-01', 300.03, 'PAID', 'Bina Karimi', null],
    ]);
    expect(data[0]).toMatchObject({ admissionNo: 'ADM-A', method: 'CASH', type: 'TUITION_FEE', studentId: school.studentA, classDariName: 'صنف ۷', classPashtoName: null });
    expect(data[0].receiptNumber).toMatch(/^RCP-\d{6}$/);
    expect(await dataOf<RecentPayment[]>(t, school.viewer, '/payments/analytics/recent')).toHaveLength(8);
    const tooMany = await callApi(t.app, school.viewer, { method: 'GET', url: '/payments/analytics/recent?limit=101' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('access', () => {
  it('refuses parent and teacher on every payment analytics path; the cashier may read them', async () => {
    const paths = ['/payments/analytics', '/payments/analytics/detailed', '/payments/analytics/revenue', '/payments/analytics/recent'];
    for (const username of ['parent', 'teacher']) {
      const as = await loginAs(t.app, username);
      for (const url of paths) expect((await callApi(t.app, as, { method: 'GET', url })).statusCode, `${username} ${url}`).toBe(403);
    }
    const cashier = await loginAs(t.app, 'cashier');
    for (const url of paths) expect((await callApi(t.app, cashier, { method: 'GET', url })).statusCode, url).toBe(200);
  });
});
