/**
 * The Reports section of the Analytics tab over a stubbed network: the kinds, Download posting the
 * tab's range and the chosen format and saving the file with the server's name, 'Preparing…' while
 * it runs, a failure with Try Again, and no section without finance:read.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { FINANCE_REPORT_FORMATS, FINANCE_REPORT_KINDS, FINANCE_REPORT_TEXTS } from '@/contract/finance-analytics';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { FinanceReports } from '@/features/finance/analytics/finance-reports';
import { FINANCE_MANAGER } from '@/features/finance/components/testing/finance-fixture';
import { readSentBody } from '@/features/finance/expenses/testing/expense-fixture';

const RANGE = { startDate: '2026-01-01', endDate: '2026-03-31' };
const GENERATE = '/api/finance/reports/generate';

const reportsAnswer = () => ({
  body: {
    success: true,
    message: 'Finance reports',
    data: FINANCE_REPORT_KINDS.map((kind) => ({ kind, ...FINANCE_REPORT_TEXTS[kind], formats: [...FINANCE_REPORT_FORMATS] })),
  },
});

type FileAnswer = { status?: number; body: BodyInit; headers: Record<string, string> };

/**
 * The harness answers JSON only; the generate route answers a file, so it is served here and
 * everything else by the harness. Returns the requests sent to it.
 */
function stubNetwork(routes: StubRoutes, generate: (request: Request) => FileAnswer | Promise<FileAnswer>) {
  const json = stubFetch(routes);
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
      if (request.method !== 'POST' || new URL(request.url).pathname !== GENERATE) return json(input, init);
      sent.push(request.clone());
      const answer = await generate(request);
      return new Response(answer.body, { status: answer.status ?? 200, headers: answer.headers });
    }),
  );
  return sent;
}

const pdfAnswer = (fileName: string): FileAnswer => ({
  body: new Blob(['%PDF-1.7']),
  headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` },
});

/** What the browser was handed to save: the blob and the link's download name. */
function watchSaves() {
  const saved: { blob: Blob; name: string }[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
  return saved;
}

function setup(permissions: readonly string[] = FINANCE_MANAGER, range: typeof RANGE | null = RANGE) {
  seedSession(makeSessionUser({ role: 'CASHIER' }, permissions));
  renderWithProviders(<FinanceReports range={range} />);
}

const reportItem = (title: string) => screen.findByRole('listitem', { name: title });

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Finance reports', { timeout: 20_000 }, () => {
  it('lists each kind with its title, description and formats, for the given range', async () => {
    stubNetwork({ 'GET /api/finance/reports': reportsAnswer }, () => pdfAnswer('x.pdf'));
    setup();
    const list = await screen.findByRole('list', { name: 'Reports' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    ['Income Statement', 'Payments Register', 'Expenses Register', 'Payroll Register'].forEach((title, index) =>
      expect(within(list).getByRole('listitem', { name: title })).toBe(items[index]),
    );
    const payments = await reportItem('Payments Register');
    expect(payments).toHaveTextContent(FINANCE_REPORT_TEXTS['payments-register'].description);
    const format = within(payments).getByRole('radiogroup', { name: 'Format of Payments Register' });
    expect(within(format).getByRole('radio', { name: 'PDF' })).toBeChecked();
    expect(within(format).getByRole('radio', { name: 'CSV' })).not.toBeChecked();
    expect(screen.getByText('Download a report of Jan 1, 2026 to Mar 31, 2026, the range chosen above.')).toBeInTheDocument();
  });

  it("posts the kind, the range and the chosen format, says 'Preparing…', and saves the file with the server's name", async () => {
    let answer: (file: FileAnswer) => void = () => {};
    const sent = stubNetwork(
      { 'GET /api/finance/reports': reportsAnswer },
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const saved = watchSaves();
    setup();
    const user = userEvent.setup();
    const expenses = await reportItem('Expenses Register');
    await user.click(within(expenses).getByRole('radio', { name: 'CSV' }));
    await user.click(within(expenses).getByRole('button', { name: 'Download' }));

    expect(await within(expenses).findByRole('button', { name: 'Preparing…' })).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await readSentBody(sent[0])).toEqual({ kind: 'expenses-register', format: 'csv', ...RANGE });
    expect(sent[0].headers.get('Authorization')).toMatch(/^Bearer /);

    act(() =>
      answer({
        body: new Blob(['Date,Amount\r\n']),
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="expenses-register-2026-01-01-to-2026-03-31.csv"' },
      }),
    );
    expect(await screen.findByText('Report saved as expenses-register-2026-01-01-to-2026-03-31.csv')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('expenses-register-2026-01-01-to-2026-03-31.csv');
    expect(await saved[0].blob.text()).toBe('Date,Amount\r\n');
    expect(within(expenses).getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it("shows the server's refusal with Try Again, which downloads by keyboard", async () => {
    let failing = true;
    const sent = stubNetwork({ 'GET /api/finance/reports': reportsAnswer }, () =>
      failing
        ? {
            status: 400,
            body: JSON.stringify({ success: false, message: 'This report has too many rows: choose a shorter range' }),
            headers: { 'Content-Type': 'application/json' },
          }
        : pdfAnswer('payroll-register-2026-01-01-to-2026-03-31.pdf'),
    );
    const saved = watchSaves();
    setup();
    const user = userEvent.setup();
    const payroll = await reportItem('Payroll Register');
    within(payroll).getByRole('button', { name: 'Download' }).focus();
    await user.keyboard('{Enter}');

    const alert = await within(payroll).findByRole('alert', { name: 'Failed to download the report' });
    expect(alert).toHaveTextContent('This report has too many rows: choose a shorter range');
    expect(saved).toHaveLength(0);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['payroll-register-2026-01-01-to-2026-03-31.pdf']));
    expect(sent).toHaveLength(2);
    await waitFor(() => expect(within(payroll).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('offers no download without a valid range', async () => {
    stubNetwork({ 'GET /api/finance/reports': reportsAnswer }, () => pdfAnswer('x.pdf'));
    setup(FINANCE_MANAGER, null);
    const income = await reportItem('Income Statement');
    expect(within(income).getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.getByText('Choose a valid date range above to download a report.')).toBeInTheDocument();
  });

  it('shows a failed list with Try Again, which loads it', async () => {
    let failing = true;
    stubNetwork(
      { 'GET /api/finance/reports': () => (failing ? { status: 403, body: { success: false, message: 'Access denied' } } : reportsAnswer()) },
      () => pdfAnswer('x.pdf'),
    );
    setup();
    const alert = await screen.findByRole('alert', { name: 'Error loading reports' });
    expect(alert).toHaveTextContent('Access denied');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await reportItem('Income Statement')).toBeInTheDocument();
  });

  it('is not there without finance:read', () => {
    const spy = stubFetch({ 'GET /api/finance/reports': reportsAnswer });
    setup(['payment:read']);
    expect(screen.queryByRole('region', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reports')).not.toBeInTheDocument();
    expect(spy.mock.calls.some(([input]) => new URL((input as Request).url).pathname === '/api/finance/reports')).toBe(false);
  });
});
