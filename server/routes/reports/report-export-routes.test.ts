import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTooManyRows, REPORT_MESSAGES, REPORT_PDF_MAX_ROWS, type ReportDetail } from '@/contract/reports';
import { reports } from '../../db/schema';
import { addDays, kabulDay } from '../../lib/kabul-time';
import { callApi } from '../../test-support/api-call';
import { loginAs, type TestLogin } from '../../test-support/login';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { csvRows } from '../../test-support/csv-rows';

let t: TestApp;
let admin: TestLogin;
let teacher: TestLogin;
let fees: ReportDetail;
let roster: ReportDetail;
const today = kabulDay();

async function generate(payload: unknown): Promise<ReportDetail> {
  const created = await callApi(t.app, admin, { method: 'POST', url: '/reports/generate', payload });
  expect(created.statusCode, created.body).toBe(201);
  return (await callApi(t.app, admin, { method: 'GET', url: `/reports/${created.json().data.id}` })).json().data as ReportDetail;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher] = await Promise.all([loginAs(t.app, 'admin'), loginAs(t.app, 'teacher')]);
  fees = await generate({ type: 'FEES', parameters: { startDate: addDays(today, -90), endDate: today } });
  roster = await generate({ type: 'STUDENTS', parameters: { gender: 'FEMALE' } });
});
afterAll(async () => {
  await t?.close();
});

const exportOf = (as: TestLogin, id: number, query = '') => callApi(t.app, as, { method: 'GET', url: `/reports/${id}/export${query}` });

/** The export's rows, after checking its byte order mark and final CRLF. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return csvRows(text.slice(1));
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
const createdDay = (report: ReportDetail) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kabul' }).format(new Date(report.createdAt));

describe('GET /reports/{id}/export?format=csv', () => {
  it('writes the header row and every stored row, money with two decimals, as an attachment', async () => {
    const response = await exportOf(admin, fees.id, '?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fees-report-${fees.id}-${createdDay(fees)}.csv"`);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Receipt No', 'Date', 'Student', 'Admission No', 'Class', 'Type', 'Method', 'Status', 'Amount (AFN)']);
    expect(rows).toHaveLength(fees.rowCount + 1);
    expect(fees.rowCount).toBeGreaterThan(100);
    expect(rows.slice(1)).toEqual(fees.rows.map((row) => row.map((cell, index) => (cell === null ? '' : index === 8 ? Number(cell).toFixed(2) : String(cell)))));
  });

  it('keeps Dari names as they are (UTF-8) and blank cells empty', async () => {
    const rows = parseCsv((await exportOf(admin, roster.id, '?format=CSV')).body);
    expect(rows[0]).toEqual(roster.columns);
    expect(rows[1]).toEqual(roster.rows[0].map((cell) => (cell === null ? '' : String(cell))));
    expect(rows.slice(1).some((row) => /[\u0600-\u06ff]/.test(row[3]))).toBe(true);
  });
});

describe('GET /reports/{id}/export (PDF, the default)', () => {
  it('answers a PDF with the report\'s title, its table running over pages', async () => {
    const response = await exportOf(admin, fees.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fees-report-${fees.id}-${createdDay(fees)}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    // pdfkit compresses the page text; the document information keeps the title as a plain string.
    expect(pdf.toString('latin1')).toContain(`(${fees.title})`);
    expect(pageCount(pdf)).toBeGreaterThan(2);

    const explicit = await exportOf(admin, roster.id, '?format=pdf');
    expect(explicit.statusCode).toBe(200);
    expect(explicit.rawPayload.toString('latin1')).toContain(`(${roster.title})`);
  });

  it(`refuses a PDF of more than ${REPORT_PDF_MAX_ROWS} rows (CSV has them all)`, async () => {
    const rows = Array.from({ length: REPORT_PDF_MAX_ROWS + 1 }, (_, index) => [`Row ${index}`, index]);
    const [big] = await t.database.db
      .insert(reports)
      .values({ schoolId: 1, type: 'STUDENTS', title: 'Big roster', columns: ['Student', 'Marks'], rows, rowCount: rows.length })
      .returning({ id: reports.id });
    const pdf = await exportOf(admin, big.id);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(pdfTooManyRows(REPORT_PDF_MAX_ROWS + 1));
    const csv = parseCsv((await exportOf(admin, big.id, '?format=csv')).body);
    expect(csv).toHaveLength(REPORT_PDF_MAX_ROWS + 2);
    expect(csv.at(-1)).toEqual([`Row ${REPORT_PDF_MAX_ROWS}`, String(REPORT_PDF_MAX_ROWS)]);
  });
});

describe('export refusals', () => {
  it('answers 400 for an unknown format and 404 for a missing report', async () => {
    const response = await exportOf(admin, fees.id, '?format=xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.format).toBe(REPORT_MESSAGES.formatInvalid);
    expect((await exportOf(admin, 999_999)).statusCode).toBe(404);
  });

  it('lets report:read export what it may read (no report:export needed), not a fee report without payment:read', async () => {
    expect((await exportOf(teacher, roster.id, '?format=csv')).statusCode).toBe(200);
    const refused = await exportOf(teacher, fees.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('payment:read');
    const parent = await loginAs(t.app, 'parent');
    expect((await exportOf(parent, roster.id)).statusCode).toBe(403);
  });
});
