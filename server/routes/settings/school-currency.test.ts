/**
 * One currency per school (issue 23): the bill, the finance reports (PDF and CSV) and the stored
 * reports' exports all name the school's currency setting, and follow it when it changes; the
 * bill's "Manager: …" is the school profile's manager, none when the profile names none. On the
 * demo school (AFN, its manager seeded).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { csvRows } from '../../test-support/csv-rows';
import { loginAs, type TestLogin } from '../../test-support/login';
import { pdfTextRuns } from '../../test-support/pdf-text';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let principal: TestLogin;
let paymentId: number;
let feesReportId: number;
const today = kabulDay();
const range = { startDate: addDays(today, -90), endDate: today };

beforeAll(async () => {
  t = await createTestApp();
  principal = await loginAs(t.app, 'principal');
  const list = await callApi(t.app, principal, { method: 'GET', url: '/payments?limit=1' });
  expect(list.statusCode, list.body).toBe(200);
  paymentId = list.json().data[0].id;
  const report = await callApi(t.app, principal, { method: 'POST', url: '/reports/generate', payload: { type: 'FEES', parameters: range } });
  expect(report.statusCode, report.body).toBe(201);
  feesReportId = report.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

async function answer(url: string, payload?: unknown) {
  const response = await callApi(t.app, principal, { method: payload === undefined ? 'GET' : 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** What every money output of the school says about its currency right now. */
async function currencyEverywhere() {
  const bill = (await answer(`/payments/${paymentId}/receipt`)).json().data;
  const financeCsv = csvRows((await answer('/finance/reports/generate', { kind: 'payments-register', format: 'csv', ...range })).body.slice(1));
  const financePdf = pdfTextRuns((await answer('/finance/reports/generate', { kind: 'payments-register', format: 'pdf', ...range })).rawPayload);
  const reportCsv = csvRows((await answer(`/reports/${feesReportId}/export?format=csv`)).body.slice(1));
  const reportPdf = pdfTextRuns((await answer(`/reports/${feesReportId}/export`)).rawPayload);
  return {
    setting: (await answer('/settings/currency')).json().data.currency,
    bill: bill.currency,
    manager: bill.managerName,
    financeCsvAmount: financeCsv[0].at(-1),
    financePdfHeading: financePdf.find((run) => run.startsWith('Period:')),
    reportCsvAmount: reportCsv[0].at(-1),
    reportPdfAmount: reportPdf.find((run) => run.startsWith('Amount')),
    reportPdfTotal: reportPdf.find((run) => run.includes('Total amount'))?.split('   ·   ').find((part) => part.startsWith('Total amount')),
  };
}

describe("the school's one currency", { timeout: 60_000 }, () => {
  it('prints the demo school in AFN everywhere, follows a change to USD, and the bill names the manager only when the profile does', async () => {
    const afghani = await currencyEverywhere();
    expect(afghani).toMatchObject({
      setting: 'AFN',
      bill: 'AFN',
      manager: 'Abdul Qadir Noori',
      financeCsvAmount: 'Amount (AFN)',
      reportCsvAmount: 'Amount (AFN)',
      reportPdfAmount: 'Amount (AFN)',
    });
    expect(afghani.financePdfHeading).toContain('Amounts in AFN');
    expect(afghani.reportPdfTotal).toMatch(/^Total amount \(AFN\): [\d,]+\.\d{2}$/);

    const saved = await callApi(t.app, principal, { method: 'PUT', url: '/settings', payload: { currency: 'USD' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = await callApi(t.app, principal, { method: 'PUT', url: '/settings/school', payload: { managerName: '  ' } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.managerName).toBeNull();

    const dollar = await currencyEverywhere();
    expect(dollar).toMatchObject({
      setting: 'USD',
      bill: 'USD',
      manager: null,
      financeCsvAmount: 'Amount (USD)',
      reportCsvAmount: 'Amount (USD)',
      reportPdfAmount: 'Amount (USD)',
    });
    expect(dollar.financePdfHeading).toContain('Amounts in USD');
    expect(dollar.reportPdfTotal).toMatch(/^Total amount \(USD\): /);
    expect(JSON.stringify(dollar)).not.toContain('AFN');
  });
});
