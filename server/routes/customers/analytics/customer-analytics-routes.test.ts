import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, kabulDay, kabulMidnight, shiftPeriod, startOfPeriod } from '../../../lib/kabul-time';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createSchool, createUserIn } from '../../../test-support/school-fixtures';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { daysAgo, insertCustomer } from '../customer-extras-test-fixtures';
import { fitLine, forecastValues } from './customer-analytics-forecast';

let t: TestApp;
let schoolId: number;
let analyst: TestLogin;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t, 'Analytics School');
  analyst = await createUserIn(t, schoolId, 'analytics.desk', { grants: ['customer:export'] });
  const by = analyst.user.id;
  await insertCustomer(t, { schoolId, createdBy: by, type: 'STUDENT', source: 'FACEBOOK', purpose: 'ENROLLMENT', priority: 'HIGH', department: 'ACADEMIC', status: 'NEW' });
  await insertCustomer(t, { schoolId, createdBy: by, type: 'PARENT', source: 'WALK_IN', purpose: 'INQUIRY', priority: 'LOW', status: 'CONTACTED' });
  await insertCustomer(t, { schoolId, type: 'STUDENT', source: 'FACEBOOK', purpose: 'ENROLLMENT', status: 'QUALIFIED', createdAt: daysAgo(3) });
  await insertCustomer(t, { schoolId, type: 'STUDENT', source: 'REFERRAL', status: 'CONVERTED', createdAt: daysAgo(10), convertedAt: daysAgo(2), convertedStudentId: 1 });
  await insertCustomer(t, { schoolId, type: 'TEACHER', source: 'WEBSITE', purpose: 'SUPPORT', status: 'LOST', createdAt: daysAgo(40) });
  await insertCustomer(t, { schoolId, type: 'STUDENT', deletedAt: new Date() });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: TestLogin = analyst) => t.app.inject({ method: 'GET', url, headers: as.headers });

describe('GET /api/customers/analytics/dashboard', () => {
  it('counts the crafted customers exactly', async () => {
    const response = await get('/api/customers/analytics/dashboard');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const today = kabulDay();
    const inWeek = [today, today, kabulDay(daysAgo(3))].filter((day) => day >= startOfPeriod('weekly', today)).length;
    const inMonth = [today, today, kabulDay(daysAgo(3)), kabulDay(daysAgo(10))].filter((day) => day >= startOfPeriod('monthly', today)).length;
    expect(data.totals).toEqual({ total: 5, newToday: 2, newThisWeek: inWeek, newThisMonth: inMonth, converted: 1, lost: 1, open: 3, conversionRate: 20 });
    expect(data.byType).toEqual([
      { value: 'STUDENT', count: 3 },
      { value: 'PARENT', count: 1 },
      { value: 'TEACHER', count: 1 },
      { value: 'STAFF', count: 0 },
      { value: 'PROSPECT', count: 0 },
      { value: 'ALUMNI', count: 0 },
    ]);
    expect(data.byPurpose).toEqual([
      { value: 'ENROLLMENT', count: 2 },
      { value: 'INQUIRY', count: 1 },
      { value: 'SUPPORT', count: 1 },
      { value: null, count: 1 },
    ]);
    expect(data.byPriority.find((item: { value: string }) => item.value === 'MEDIUM').count).toBe(3);
    expect(data.byStatus.map((item: { count: number }) => item.count)).toEqual([1, 1, 1, 1, 1]);
    expect(data.funnel).toEqual([
      { stage: 'NEW', count: 5, percentOfTotal: 100, percentOfPrevious: 100 },
      { stage: 'CONTACTED', count: 3, percentOfTotal: 60, percentOfPrevious: 60 },
      { stage: 'QUALIFIED', count: 2, percentOfTotal: 40, percentOfPrevious: 66.67 },
      { stage: 'CONVERTED', count: 1, percentOfTotal: 20, percentOfPrevious: 50 },
    ]);
    expect(data.perDay).toHaveLength(30);
    expect(data.perDay[0].date).toBe(addDays(today, -29));
    expect(data.perDay.at(-1)).toEqual({ date: today, count: 2 });
    const perDay = Object.fromEntries(data.perDay.map((day: { date: string; count: number }) => [day.date, day.count]));
    expect(perDay[kabulDay(daysAgo(3))]).toBe(1);
    expect(perDay[kabulDay(daysAgo(10))]).toBe(1);
    expect(data.perDay.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(4);
  });

  it('a school sees only its own figures; 403 without customer:read', async () => {
    const other = await createUserIn(t, await createSchool(t, 'Empty School'), 'empty.desk');
    expect((await get('/api/customers/analytics/dashboard', other)).json().data.totals.total).toBe(0);
    const parent = await loginAs(t.app, 'parent');
    const refused = await get('/api/customers/analytics/dashboard', parent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: customer:read');
  });
});

describe('reports and comparisons', () => {
  it('reports a range of days with breakdowns and who registered them', async () => {
    const to = kabulDay();
    const from = kabulDay(daysAgo(10));
    const data = (await get(`/api/customers/analytics/reports?from=${from}&to=${to}`)).json().data;
    expect(data).toMatchObject({ from, to, summary: { newCustomers: 4, converted: 1, conversions: 1, lost: 0, conversionRate: 25 } });
    expect(data.byCreator).toEqual([
      { user: { id: analyst.user.id, username: 'analytics.desk', name: 'analytics.desk' }, count: 2 },
      { user: null, count: 2 },
    ]);
    expect((await get(`/api/customers/analytics/reports?from=${to}&to=${from}`)).statusCode).toBe(400);
    const monthly = (await get('/api/customers/reports')).json().data;
    expect(monthly).toMatchObject({ period: 'monthly', from: addDays(to, -29), to, summary: { newCustomers: 4 } });
  });

  it('compares the last 7 days with the 7 before', async () => {
    const data = (await get('/api/customers/reports/comparisons?period=weekly')).json().data;
    expect(data.current).toEqual({ from: addDays(kabulDay(), -6), to: kabulDay() });
    expect(data.previous).toEqual({ from: addDays(kabulDay(), -13), to: addDays(kabulDay(), -7) });
    expect(data.changes.newCustomers).toEqual({ current: 3, previous: 1, difference: 2, percentChange: 200 });
    expect(data.changes.conversions).toEqual({ current: 1, previous: 0, difference: 1, percentChange: null });
    expect(data.byType[0]).toEqual({ value: 'STUDENT', current: 2, previous: 1, difference: 1 });
  });
});

describe('trends and forecasting', () => {
  let forecaster: TestLogin;
  const currentWeek = startOfPeriod('weekly', kabulDay());

  beforeAll(async () => {
    const school = await createSchool(t, 'Forecast School');
    forecaster = await createUserIn(t, school, 'forecast.desk');
    // 2, 4, 6 and 8 new customers in the last four complete weeks (Sunday noon, Kabul).
    for (const [offset, howMany] of [[-4, 2], [-3, 4], [-2, 6], [-1, 8]] as const) {
      const sunday = addDays(shiftPeriod('weekly', currentWeek, offset), 1);
      const at = new Date(kabulMidnight(sunday).getTime() + 12 * 3600 * 1000);
      for (let index = 0; index < howMany; index += 1) await insertCustomer(t, { schoolId: school, createdAt: at });
    }
  });

  it('weekly trends count per Saturday-started week with growth', async () => {
    const data = (await get('/api/customers/analytics/trends?period=weekly&points=4', forecaster)).json().data;
    expect(data.points.map((point: { periodStart: string; newCustomers: number; growth: number | null }) => [point.periodStart, point.newCustomers, point.growth])).toEqual([
      [shiftPeriod('weekly', currentWeek, -3), 4, 100],
      [shiftPeriod('weekly', currentWeek, -2), 6, 50],
      [shiftPeriod('weekly', currentWeek, -1), 8, 33.33],
      [currentWeek, 0, -100],
    ]);
    expect(new Date(`${currentWeek}T00:00:00Z`).getUTCDay()).toBe(6);
  });

  it('forecasts by linear regression, the same every time', async () => {
    const first = (await get('/api/customers/analytics/forecasting?weeks=4&horizon=3', forecaster)).json().data;
    expect(first.method).toBe('linear-regression');
    expect(first.history.map((week: { newCustomers: number }) => week.newCustomers)).toEqual([2, 4, 6, 8]);
    expect(first.fit.newCustomers).toEqual({ slope: 2, intercept: 2 });
    expect(first.forecast).toEqual([
      { weekStart: currentWeek, newCustomers: 10, conversions: 0 },
      { weekStart: shiftPeriod('weekly', currentWeek, 1), newCustomers: 12, conversions: 0 },
      { weekStart: shiftPeriod('weekly', currentWeek, 2), newCustomers: 14, conversions: 0 },
    ]);
    expect(first.movingAverage.newCustomers).toBe(5);
    const second = (await get('/api/customers/analytics/forecasting?weeks=4&horizon=3', forecaster)).json().data;
    expect(second).toEqual(first);
  });

  it('the regression never predicts below zero', () => {
    expect(fitLine([5])).toEqual({ slope: 0, intercept: 5 });
    expect(forecastValues([9, 6, 3], 3).predictions).toEqual([0, 0, 0]);
    expect(forecastValues([1, 2, 2, 3], 1).predictions).toEqual([3.5]);
  });
});

describe('POST /api/customers/analytics/export', () => {
  beforeAll(async () => {
    await insertCustomer(t, { schoolId, name: 'Smith, "Junior"', remarks: 'first line\nsecond line', phone: '+93 799 100 200', source: 'REFERRAL', tags: ['a', 'b'] });
    await insertCustomer(t, { schoolId, name: '=HYPERLINK("http://evil.example")', remarks: '-2+3', email: '@SUM(A1)', source: 'REFERRAL' });
  });

  it('sends a CSV file with a header row, quoting and a formula guard', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/analytics/export',
      headers: analyst.headers,
      payload: { filters: { source: 'referral', sortBy: 'name', sortOrder: 'asc' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="customers-${kabulDay()}.csv"`);
    const text = response.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Serial number,Name,Dari name,Phone,Mobile,Email,Gender,Type,Purpose,Department,Source,Priority,Status,Referred to,Remarks,Tags,Created at,Converted at');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    expect(text).toContain(",'@SUM(A1),");
    expect(text).toContain(",'-2+3,");
    expect(text).toContain(',"Smith, ""Junior""",,+93 799 100 200,');
    expect(text).toContain('"first line\nsecond line","a; b"');
    // Three REFERRAL customers (the converted one included), one header, a final line end.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('exports everything by default and needs customer:export', async () => {
    const all = await t.app.inject({ method: 'POST', url: '/api/customers/analytics/export', headers: analyst.headers, payload: {} });
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 7);
    const teacher = await loginAs(t.app, 'teacher');
    const refused = await t.app.inject({ method: 'POST', url: '/api/customers/analytics/export', headers: teacher.headers, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission: customer:export');
    const badFormat = await t.app.inject({ method: 'POST', url: '/api/customers/analytics/export', headers: analyst.headers, payload: { format: 'xlsx' } });
    expect(badFormat.statusCode).toBe(400);
  });

  // Past EXPORT_MAX_ROWS (100 000) the export answers 400 by the shared rule, whose small-data
  // test is server/lib/export-cap.test.ts; at full size (100 001 customers) it is
  // bench/customer-export-cap.bench.ts (`npm run bench -- customer-export-cap`).
});
