/**
 * The portal's Fees tab as a parent meets it (spec part 2 §2.5): the summary from meta.summary
 * ($, 2 decimals), Current Fees and Payment History as cards, the spec's empty texts, and a failed
 * read with Try Again. Fetch is stubbed per test.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fee } from '@/contract/student-portal-records';
import { renderWithProviders, seedSession, makeSessionUser, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { FeesTab } from '@/features/parent-portal/fees/fees-tab';
import { makeChild } from '@/features/parent-portal/components/testing/portal-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const summary = { pending: 1750.5, paid: 3000, total: 5250.5 };

const currentFees: Fee[] = [
  { id: 1, type: 'TUITION_FEE', amount: 1500.5, paidAmount: 0, dueDate: '2025-04-10', paidDate: null, status: 'OVERDUE', paymentMethod: 'CASH' },
  { id: 2, type: 'TRANSPORT_FEE', amount: 250, paidAmount: 0, dueDate: '2025-05-01', paidDate: null, status: 'PENDING', paymentMethod: 'BANK_TRANSFER' },
  { id: 3, type: 'LIBRARY_FEE', amount: 500, paidAmount: 500, dueDate: '2025-05-02', paidDate: null, status: 'PARTIAL', paymentMethod: 'CARD' },
];
const paidFees: Fee[] = [
  { id: 9, type: 'EXAM_FEE', amount: 2500, paidAmount: 2500, dueDate: null, paidDate: '2025-02-14', status: 'PAID', paymentMethod: 'MOBILE_PAYMENT' },
];

const listAnswer = (data: Fee[], meta: object | null = { summary }): StubAnswer => ({ body: { success: true, data, ...(meta ? { meta } : {}) } });

function setup(routes: { fees?: () => StubAnswer; history?: () => StubAnswer } = {}) {
  const spy = stubFetch({
    'GET /api/students/31/fees': routes.fees ?? (() => listAnswer(currentFees)),
    'GET /api/students/31/fees/history': routes.history ?? (() => listAnswer(paidFees)),
  });
  seedSession(makeSessionUser({ role: 'PARENT', username: 'parent' }));
  renderWithProviders(<FeesTab child={makeChild()} />, { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  return { spy, user: userEvent.setup() };
}

const figure = (label: string) => screen.getByRole('group', { name: label });

describe('FeesTab', { timeout: 30_000 }, () => {
  it("shows the server's summary in dollars with 2 decimals", async () => {
    setup();
    expect(await screen.findByText('$1,750.50')).toBeInTheDocument();
    expect(figure('Pending Amount')).toHaveTextContent('$1,750.50');
    expect(figure('Paid Amount')).toHaveTextContent('$3,000.00');
    expect(figure('Total Amount')).toHaveTextContent('$5,250.50');
  });

  it('refuses an answer without the summary the contract promises, rather than showing other sums', async () => {
    setup({ fees: () => listAnswer(currentFees, null) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading Fees');
  });

  it('lists the current fees as cards with every field, and the payment history on its tab', async () => {
    const { user } = setup();
    const tuition = await screen.findByRole('article', { name: 'Tuition Fee' });
    expect(within(tuition).getByText('Overdue')).toBeInTheDocument();
    expect(within(tuition).getByText('$1,500.50')).toBeInTheDocument();
    expect(within(tuition).getByText('$0.00')).toBeInTheDocument();
    expect(within(tuition).getByText('Apr 10, 2025')).toBeInTheDocument();
    expect(within(tuition).getByText('N/A')).toBeInTheDocument();
    expect(within(tuition).getByText('Cash')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Transport Fee' })).getByText('Pending')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Library Fee' })).getByText('Partial')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Payment History' }));
    const exam = await screen.findByRole('article', { name: 'Exam Fee' });
    expect(within(exam).getByText('Paid')).toBeInTheDocument();
    expect(within(exam).getByText('Feb 14, 2025')).toBeInTheDocument();
    expect(within(exam).getByText('Mobile Payment')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("shows the spec's empty texts", async () => {
    const { user } = setup({
      fees: () => listAnswer([], { summary: { pending: 0, paid: 0, total: 0 } }),
      history: () => listAnswer([], { summary: { pending: 0, paid: 0, total: 0 } }),
    });
    expect(await screen.findByText('No current fees')).toBeInTheDocument();
    expect(figure('Total Amount')).toHaveTextContent('$0.00');
    await user.click(screen.getByRole('tab', { name: 'Payment History' }));
    expect(await screen.findByText('No payment history')).toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which reads again', async () => {
    let calls = 0;
    const { user } = setup({
      fees: () => (++calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : listAnswer(currentFees)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Fees');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Tuition Fee' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
