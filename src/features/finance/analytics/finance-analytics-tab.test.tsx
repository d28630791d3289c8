/** The Analytics tab over stubbed GET /finance/analytics answers: figures, months, breakdowns, the range, errors. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { FinanceAnalyticsTab } from '@/features/finance/analytics/finance-analytics-tab';
import { analyticsAnswer, FINANCE_MANAGER, makeFinanceAnalytics } from '@/features/finance/components/testing/finance-fixture';

function setup(routes: StubRoutes) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({ role: 'CASHIER' }, FINANCE_MANAGER));
  renderWithProviders(<FinanceAnalyticsTab />);
  return spy;
}

const analyticsParams = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.map(([input]) => new URL((input as Request).url)).filter((url) => url.pathname === '/api/finance/analytics').map((url) => url.searchParams);

beforeEach(() => {
  // happy-dom lays nothing out, so recharts warns that each chart has no size: expected here.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('width(0) and height(0)')) return;
    warn(...args);
  });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Finance analytics tab', { timeout: 20_000 }, () => {
  it("shows the range's totals, the months as a table, and the two breakdowns", async () => {
    const spy = setup({ 'GET /api/finance/analytics': () => analyticsAnswer() });
    expect(await screen.findByRole('group', { name: 'Revenue' })).toHaveTextContent('$9,000.00');
    expect(screen.getByRole('group', { name: 'Expenses' })).toHaveTextContent('$2,500.50');
    expect(screen.getByRole('group', { name: 'Payroll' })).toHaveTextContent('$4,000.00');
    expect(screen.getByRole('group', { name: 'Net' })).toHaveTextContent('$2,499.50');
    expect(screen.getByText('Payments: 6 records · Expenses: 3 records · Payroll: 2 records')).toBeInTheDocument();

    const months = screen.getByRole('table', { name: 'Month by Month' });
    const march = within(months).getByRole('row', { name: /Mar 2026/ });
    expect(within(march).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$5,000.00', '$1,500.50', '$2,000.00', '$1,499.50']);

    const categories = screen.getByRole('list', { name: 'Expenses by Category' });
    expect(within(categories).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Utilities$1,500.50 (2 records)', 'Rent$1,000.00 (1 record)']);
    const methods = screen.getByRole('list', { name: 'Payments by Method' });
    expect(within(methods).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cash$6,000.00 (4 records)', 'Bank Transfer$3,000.00 (2 records)']);

    // The first read leaves the range to the server (the last 12 months) and shows the one it used.
    expect([...analyticsParams(spy)[0].keys()]).toEqual([]);
    expect(screen.getByLabelText('From')).toHaveValue('2025-04-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-20');
  });

  it('asks for a chosen range, refuses a reversed one, and returns to the last 12 months', async () => {
    const spy = setup({
      'GET /api/finance/analytics': (request) => {
        const params = new URL(request.url).searchParams;
        const range = params.get('startDate') ? { startDate: params.get('startDate')!, endDate: params.get('endDate')! } : undefined;
        return analyticsAnswer(makeFinanceAnalytics(range ? { range } : {}));
      },
    });
    await screen.findByRole('group', { name: 'Revenue' });
    const user = userEvent.setup();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await waitFor(() => expect(analyticsParams(spy).at(-1)?.get('startDate')).toBe('2026-01-01'));
    expect(analyticsParams(spy).at(-1)?.get('endDate')).toBe('2026-03-20');

    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-01');
    expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument();
    expect(analyticsParams(spy).some((params) => params.get('endDate') === '2025-12-01')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2025-04-01'));
    expect(screen.queryByText('The start date must not be after the end date')).not.toBeInTheDocument();
  });

  it("offers the reports over the tab's range, and none while the range is reversed", async () => {
    setup({
      'GET /api/finance/analytics': () => analyticsAnswer(),
      'GET /api/finance/reports': () => ({
        body: { success: true, message: 'Finance reports', data: [{ kind: 'income-statement', title: 'Income Statement', description: 'Totals', formats: ['pdf', 'csv'] }] },
      }),
    });
    const report = await screen.findByRole('listitem', { name: 'Income Statement' });
    expect(screen.getByText('Download a report of Apr 1, 2025 to Mar 20, 2026, the range chosen above.')).toBeInTheDocument();
    const user = userEvent.setup();
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-01-01');
    expect(await screen.findByText('Choose a valid date range above to download a report.')).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it("says when a breakdown has nothing in the range", async () => {
    setup({ 'GET /api/finance/analytics': () => analyticsAnswer(makeFinanceAnalytics({ expensesByCategory: [], paymentsByMethod: [] })) });
    await screen.findByRole('group', { name: 'Revenue' });
    expect(screen.getAllByText('Nothing in this range.')).toHaveLength(2);
  });

  it('shows the error with Try Again, which loads the figures', async () => {
    let failing = true;
    setup({ 'GET /api/finance/analytics': () => (failing ? { status: 403, body: { success: false, message: 'Access denied' } } : analyticsAnswer()) });
    const alert = await screen.findByRole('alert', { name: 'Error loading analytics' });
    expect(alert).toHaveTextContent('Access denied');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Revenue' })).toHaveTextContent('$9,000.00');
  });
});
