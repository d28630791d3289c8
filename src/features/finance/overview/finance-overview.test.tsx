/**
 * The Overview tab over stubbed API answers: the four cards from GET /finance/stats, the
 * 'Calculated' figures from the lists when the stats are missing, Recent Transactions, the See All
 * modal's figures (the server's count and sum, not the page's), and the load error.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { FINANCE_MANAGER, makePayment, paymentListAnswer, statsAnswer, summaryAnswer } from '@/features/finance/components/testing/finance-fixture';
import { averagePayment } from '@/features/finance/overview/all-payments-modal';
import { FinanceOverview } from '@/features/finance/overview/finance-overview';

function setup(routes: StubRoutes, permissions: readonly string[] = FINANCE_MANAGER) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({ role: 'CASHIER' }, permissions));
  renderWithProviders(<FinanceOverview />);
  return spy;
}

const card = (name: string) => screen.findByRole('group', { name });
const recent = (count: number) => Array.from({ length: count }, (_, index) => makePayment({ student: { id: index, firstName: `Student${index + 1}`, lastName: 'Rahimi', admissionNo: null } }));

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Finance overview: the four cards', { timeout: 20_000 }, () => {
  it('shows the server stats in dollars with 2 decimals, none marked Calculated', async () => {
    setup({ 'GET /api/finance/stats': () => statsAnswer(), 'GET /api/payments': () => paymentListAnswer(recent(1)) });
    expect(await card('Total Revenue')).toHaveTextContent('$12,500.50');
    expect(await card('Total Expenses')).toHaveTextContent('$3,200.25');
    expect(await card('Total Payroll')).toHaveTextContent('$5,000.00');
    expect(await card('Net Income')).toHaveTextContent('$4,300.25');
    expect(screen.queryByText('Calculated')).not.toBeInTheDocument();
  });

  it("computes each figure from the lists when the stats are missing, and marks it 'Calculated'", async () => {
    const spy = setup({
      // No stats route: the server answers 404.
      'GET /api/payments': (request) => {
        const status = new URL(request.url).searchParams.get('status');
        if (status === 'PAID') return paymentListAnswer([makePayment()], { total: 3, totalAmount: 1000.1 });
        if (status === 'PARTIALLY_PAID') return paymentListAnswer([makePayment()], { total: 1, totalAmount: 200.2 });
        return paymentListAnswer(recent(2));
      },
      'GET /api/expenses': (request) => summaryAnswer(new URL(request.url).searchParams.get('status') === 'completed' ? 300.3 : 0.1),
      'GET /api/payrolls': (request) => summaryAnswer(new URL(request.url).searchParams.get('status') === 'pending' ? 400.05 : 100),
    });
    // 1000.10 + 200.20 = 1200.30; 300.30 + 0.10 = 300.40; 400.05 + 100 = 500.05; net 399.85 (exact cents).
    expect(await card('Total Revenue')).toHaveTextContent('$1,200.30');
    expect(await card('Total Expenses')).toHaveTextContent('$300.40');
    expect(await card('Total Payroll')).toHaveTextContent('$500.05');
    expect(await card('Net Income')).toHaveTextContent('$399.85');
    for (const name of ['Total Revenue', 'Total Expenses', 'Total Payroll', 'Net Income']) {
      expect(within(await card(name)).getByText('Calculated'), name).toBeInTheDocument();
    }
    const expenseStatuses = spy.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .filter((url) => url.pathname === '/api/expenses')
      .map((url) => url.searchParams.get('status'))
      .sort();
    expect(expenseStatuses).toEqual(['completed', 'pending']);
  });

  it('shows N/A for a figure the user may not read, and no net income then', async () => {
    setup(
      {
        'GET /api/payments': (request) =>
          new URL(request.url).searchParams.get('status') ? paymentListAnswer([], { total: 0, totalAmount: 50 }) : paymentListAnswer(recent(1)),
      },
      ['finance:read', 'payment:read'],
    );
    expect(await card('Total Revenue')).toHaveTextContent('$100.00');
    expect(within(await card('Total Revenue')).getByText('Calculated')).toBeInTheDocument();
    expect(await card('Total Expenses')).toHaveTextContent('N/A');
    expect(within(await card('Total Expenses')).queryByText('Calculated')).not.toBeInTheDocument();
    expect(await card('Net Income')).toHaveTextContent('N/A');
  });

  it('shows the error with Try Again when neither the stats nor the lists can be read', async () => {
    let failing = true;
    setup({
      'GET /api/finance/stats': () => (failing ? { status: 403, body: { success: false, message: 'Access denied' } } : statsAnswer()),
      'GET /api/payments': () => ({ status: 403, body: { success: false, message: 'Access denied' } }),
      'GET /api/expenses': () => ({ status: 403, body: { success: false, message: 'Access denied' } }),
      'GET /api/payrolls': () => ({ status: 403, body: { success: false, message: 'Access denied' } }),
    });
    const totalsAlert = await screen.findByRole('alert', { name: 'Error Loading Finance Totals' });
    expect(totalsAlert).toHaveTextContent('Access denied');
    expect(screen.getByRole('alert', { name: 'Error Loading Payments' })).toHaveTextContent('Access denied');
    failing = false;
    await userEvent.setup().click(within(totalsAlert).getByRole('button', { name: 'Try Again' }));
    expect(await card('Total Revenue')).toHaveTextContent('$12,500.50');
  });
});

describe('Finance overview: Recent Transactions and See All', { timeout: 20_000 }, () => {
  it("lists the 5 latest payments as 'Payment from {student}' with date, method and amount", async () => {
    const spy = setup({
      'GET /api/finance/stats': () => statsAnswer(),
      'GET /api/payments': () => paymentListAnswer(recent(5), { total: 23, totalAmount: 1234.56 }),
    });
    const section = await screen.findByRole('region', { name: 'Recent Transactions' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    const first = within(section).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Payment from Student1 Rahimi');
    expect(first).toHaveTextContent('Mar 15, 2026');
    expect(first).toHaveTextContent('Cash');
    expect(first).toHaveTextContent('$1,500.00');
    const params = spy.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .find((url) => url.pathname === '/api/payments')!.searchParams;
    expect([params.get('limit'), params.get('sortBy'), params.get('sortOrder')]).toEqual(['5', 'paymentDate', 'desc']);
  });

  it("'See All' shows the count, total and average over every payment, and pages through them", async () => {
    const spy = setup({
      'GET /api/finance/stats': () => statsAnswer(),
      'GET /api/payments': (request) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page') ?? 1);
        const limit = Number(params.get('limit'));
        // Every answer carries the totals over all 23 matching payments, whatever the page.
        return paymentListAnswer(recent(limit === 5 ? 5 : page === 2 ? 3 : 20), { page, limit, total: 23, totalAmount: 1234.56 });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'See All' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Payments' });
    expect(await within(dialog).findByRole('group', { name: 'Total payments' })).toHaveTextContent('23');
    expect(within(dialog).getByRole('group', { name: 'Total amount, every status' })).toHaveTextContent('$1,234.56');
    // 1234.56 / 23 = 53.676... → $53.68.
    expect(within(dialog).getByRole('group', { name: 'Average payment' })).toHaveTextContent('$53.68');
    const list = within(dialog).getByRole('list', { name: 'All Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(within(dialog).getByRole('list', { name: 'All Payments' })).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).getByRole('group', { name: 'Total payments' })).toHaveTextContent('23');
    const pages = spy.mock.calls
      .map(([input]) => new URL((input as Request).url).searchParams)
      .filter((params) => params.get('limit') === '20')
      .map((params) => params.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('averages to the cent, and says 0 for no payments', () => {
    expect(averagePayment(1234.56, 23)).toBe(53.68);
    expect(averagePayment(0.05, 2)).toBe(0.03);
    expect(averagePayment(100, 0)).toBe(0);
  });

  it("says 'No Payments Found' with the add actions the user may take", async () => {
    setup({ 'GET /api/finance/stats': () => statsAnswer({ totalPayments: 0 }), 'GET /api/payments': () => paymentListAnswer([]) }, ['finance:read', 'payment:read']);
    expect(await screen.findByRole('heading', { name: 'No Payments Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See All' })).not.toBeInTheDocument();
  });
});
