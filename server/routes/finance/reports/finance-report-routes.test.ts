import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_REPORT_KINDS, MAX_REPORT_ROWS, type FinanceReportKindInfo } from '@/contract/finance-analytics';
import { payments, students, users } from '../../../db/schema';
import { exportTooLargeMessage } from '../../../lib/export-cap';
import { callApi } from '../../../test-support/api-call';
import { loginAs, type TestLogin } from '../../../test-support/login';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAnalyticsSchool, dataOf, writeQuarter, type AnalyticsSchool } from '../analytics/finance-analytics-test-data';
import { csvRows } from '../../../test-support/csv-rows';

let t: TestApp;
let school: AnalyticsSchool;
const QUARTER = { startDate: '2026-01-01', endDate: '2026-03-31' };

beforeAll(async () => {
  t = await createTestApp();
  school = await createAnalyticsSchool(t, 'Report School', 'rep-viewer');
  await writeQuarter(t, school);
  await writeQuarter(t, await createAnalyticsSchool(t, 'Other School', 'rep-other'));
});
afterAll(async () => {
  await t?.close();
});

const generate = (as: TestLogin, payload: Record<string, unknown>) => callApi(t.app, as, { method: 'POST', url: '/finance/reports/generate', payload });

/** The export's rows, after checking its byte order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return csvRows(text.slice(1));
}

async function csvReport(kind: string, range = QUARTER): Promise<string[][]> {
  const response = await generate(school.viewer, { kind, format: 'csv', ...range });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${kind}-${range.startDate}-to-${range.endDate}.csv"`);
  return parseCsv(response.body);
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('GET /finance/reports', () => {
  it('lists the four kinds with their descriptions and formats', async () => {
    const kinds = await dataOf<FinanceReportKindInfo[]>(t, school.viewer, '/finance/reports');
    expect(kinds.map((kind) => kind.kind)).toEqual([...FINANCE_REPORT_KINDS]);
    expect(kinds[0]).toMatchObject({ title: 'Income Statement', formats: ['pdf', 'csv'] });
    for (const kind of kinds) expect(kind.description.length).toBeGreaterThan(20);
  });
});

describe('POST /finance/reports/generate (CSV)', () => {
  it('writes the income statement with the overview totals, a negative net without an apostrophe', async () => {
    expect(await csvReport('income-statement')).toEqual([
      ['Section', 'Item', 'Count', 'Amount (USD)'],
      ['Revenue', 'Tuition Fee', '2', '110.10'],
      ['Expenses', 'Utilities', '1', '30.10'],
      ['Expenses', 'Maintenance', '1', '20.20'],
      ['Payroll', 'Net salaries', '2', '150.75'],
      ['Total revenue', '', '', '110.10'],
      ['Total expenses', '', '', '50.30'],
      ['Total payroll', '', '', '150.75'],
      ['Net income', '', '', '-90.95'],
    ]);
  });

  it('writes the payments register: every status, deleted ones left out, totals paid and outstanding', async () => {
    const rows = await csvReport('payments-register');
    expect(rows[0]).toEqual(['Receipt No.', 'Date', 'Student', 'Admission No.', 'Class', 'Type', 'Method', 'Status', 'Amount (USD)']);
    expect(rows.slice(1, 4).map((row) => row.slice(1))).toEqual([
      ['2026-01-10', 'Ali Ahmadi', 'ADM-A', 'Grade 7', 'Tuition Fee', 'Cash', 'Paid', '100.10'],
      ['2026-02-10', 'Bina Karimi', 'ADM-B', '', 'Tuition Fee', 'Cash', 'Unpaid', '40.40'],
      ['2026-03-10', 'Bina Karimi', 'ADM-B', '', 'Tuition Fee', 'Mobile Payment', 'Paid', '10.00'],
    ]);
    expect(rows.slice(4)).toEqual([
      ['Total paid (Paid, Partially Paid)', '', '', '', '', '', '', '', '110.10'],
      ['Total outstanding', '', '', '', '', '', '', '', '40.40'],
    ]);
  });

  it('writes the expenses and payroll registers with their counted totals, and narrows to the range', async () => {
    const expenses = await csvReport('expenses-register');
    expect(expenses.slice(1, -1).map((row) => [row[1], row[4], row[6]])).toEqual([
      ['Electricity', 'Paid', '30.10'],
      ['Roof repair', 'Pending', '20.20'],
      ['Refused bill', 'Rejected', '5.05'],
    ]);
    expect(expenses.at(-1)).toEqual(['Total expenses (excluding Rejected)', '', '', '', '', '', '50.30']);
    const payroll = await csvReport('payroll-register');
    expect(payroll[0].slice(6)).toEqual(['Basic (USD)', 'Allowances (USD)', 'Deductions (USD)', 'Tax (USD)', 'Bonus (USD)', 'Net Salary (USD)']);
    expect(payroll.slice(1, -1).map((row) => [row[0], row[2], row[3], row[6], row[7], row[11]])).toEqual([
      ['2026-01', 'Omid Staff', 'Paid', '100.00', '0.00', '100.00'],
      ['2026-02', 'Omid Staff', 'Pending', '50.50', '0.25', '50.75'],
      ['2026-03', 'Omid Staff', 'Cancelled', '70.00', '0.00', '70.00'],
    ]);
    expect(payroll.at(-1)?.[0]).toBe('Total net salary (excluding Cancelled, Failed)');
    expect(payroll.at(-1)?.at(-1)).toBe('150.75');
    const february = await csvReport('payroll-register', { startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(february).toHaveLength(3);
    expect(february.at(-1)?.at(-1)).toBe('50.75');
  });
});

describe('POST /finance/reports/generate (PDF)', () => {
  it('answers a PDF attachment for every kind, the default format', async () => {
    for (const kind of FINANCE_REPORT_KINDS) {
      const response = await generate(school.viewer, { kind, ...QUARTER });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${kind}-2026-01-01-to-2026-03-31.pdf"`);
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(pageCount(pdf)).toBe(1);
    }
  });

  it('runs a long register over several pages, Dari names included', async () => {
    const db = t.database.db;
    const [account] = await db
      .insert(users)
      .values({ schoolId: school.schoolId, username: 'rep-dari', passwordHash: 'x', firstName: 'احمد', lastName: 'کریمی', role: 'STUDENT' })
      .returning();
    const [student] = await db.insert(students).values({ schoolId: school.schoolId, userId: account.id, admissionNo: 'ADM-D' }).returning();
    await db.insert(payments).values(
      Array.from({ length: 100 }, (_, index) => ({
        schoolId: school.schoolId,
        studentId: student.id,
        amount: '1234567.89',
        total: '1234567.89',
        paymentDate: '2025-06-15',
        receiptNumber: `LONG-${index}`,
      })),
    );
    const response = await generate(school.viewer, { kind: 'payments-register', startDate: '2025-06-01', endDate: '2025-06-30' });
    expect(response.statusCode, response.body).toBe(200);
    expect(pageCount(response.rawPayload)).toBeGreaterThanOrEqual(3);
  });
});

describe('POST /finance/reports/generate refusals', () => {
  it('answers 400 for a bad range, kind or format', async () => {
    const bad = [
      { kind: 'income-statement', startDate: '2026-03-01', endDate: '2026-01-01' },
      { kind: 'income-statement', startDate: '2026-02-30', endDate: '2026-03-01' },
      { kind: 'income-statement', endDate: '2026-03-01' },
      { kind: 'balance-sheet', ...QUARTER },
      { kind: 'income-statement', format: 'xlsx', ...QUARTER },
    ];
    for (const payload of bad) expect((await generate(school.viewer, payload)).statusCode, JSON.stringify(payload)).toBe(400);
  });

  it('answers 400 when a register would have more rows than a report holds', async () => {
    const db = t.database.db;
    const [student] = await db.insert(students).values({ schoolId: school.schoolId, userId: school.viewer.user.id, admissionNo: 'ADM-BULK' }).returning();
    const rows = Array.from({ length: MAX_REPORT_ROWS + 1 }, (_, index) => ({
      schoolId: school.schoolId,
      studentId: student.id,
      amount: '1.00',
      total: '1.00',
      paymentDate: '2024-05-05',
      receiptNumber: `BULK-${index}`,
    }));
    // In batches: one statement holds at most 65 535 parameters.
    for (let start = 0; start < rows.length; start += 1000) await db.insert(payments).values(rows.slice(start, start + 1000));
    const response = await generate(school.viewer, { kind: 'payments-register', format: 'csv', startDate: '2024-05-01', endDate: '2024-05-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: exportTooLargeMessage(MAX_REPORT_ROWS + 1, MAX_REPORT_ROWS) });
    expect(response.json().message).toBe('This export would hold 10,001 rows; at most 10,000 fit in one. Narrow the filters (for example a shorter date range) and try again.');
  });

  it('refuses parent and teacher (who holds report:read); the cashier may generate', async () => {
    for (const username of ['parent', 'teacher']) {
      const as = await loginAs(t.app, username);
      expect((await callApi(t.app, as, { method: 'GET', url: '/finance/reports' })).statusCode, username).toBe(403);
      expect((await generate(as, { kind: 'income-statement', ...QUARTER })).statusCode, username).toBe(403);
    }
    const cashier = await loginAs(t.app, 'cashier');
    expect((await callApi(t.app, cashier, { method: 'GET', url: '/finance/reports' })).statusCode).toBe(200);
    const response = await generate(cashier, { kind: 'income-statement', format: 'pdf', ...QUARTER });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
