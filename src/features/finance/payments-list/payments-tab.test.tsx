/**
 * The Payments tab over stubbed API answers: the rows, the search and filters sent to GET
 * /payments, the bill slot opened with the payment's id, and delete after a confirmation.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer, type StubRoutes } from '@/app/testing/app-test-harness';
import { FINANCE_MANAGER, makePayment, paymentListAnswer } from '@/features/finance/components/testing/finance-fixture';
import { PaymentsTab } from '@/features/finance/payments-list/payments-tab';
import { usePaymentListState } from '@/features/finance/payments-list/use-payment-list-state';

// The bill preview belongs to the Add Payment part of the area: the test sees which payment it is opened for.
vi.mock('@/features/finance/payments/payment-bill-modal', () => ({
  PaymentBillModal: ({ paymentId }: { paymentId: number | null }) => (paymentId === null ? null : <div role="dialog" aria-label={`Bill slot ${paymentId}`} />),
}));

function Tab({ canDelete }: { canDelete: boolean }) {
  return <PaymentsTab state={usePaymentListState()} canDelete={canDelete} />;
}

function setup(routes: StubRoutes, { canDelete = true } = {}) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({ role: 'CASHIER' }, FINANCE_MANAGER));
  renderWithProviders(<Tab canDelete={canDelete} />);
  return spy;
}

function requests(spy: ReturnType<typeof stubFetch>, method: string, pathname: string): Request[] {
  return spy.mock.calls.map(([input]) => input as Request).filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}
const lastListParams = (spy: ReturnType<typeof stubFetch>) => new URL(requests(spy, 'GET', '/api/payments').at(-1)!.url).searchParams;
const row = (text: string) => screen.findByRole('row', { name: new RegExp(text) });

const mina = makePayment({
  receiptNumber: 'RCP-000042',
  student: { id: 5, firstName: 'Mina', lastName: 'Sadat', admissionNo: 'ADM-5' },
  total: 2500.5,
  amount: 2500.5,
  status: 'PARTIALLY_PAID',
  method: 'BANK_TRANSFER',
  type: 'EXAM_FEE',
  paymentDate: '2026-02-01',
  remarks: 'Second term',
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Payments tab', { timeout: 20_000 }, () => {
  it('shows each payment with receipt, student, date, type, method, status and amount, and the totals', async () => {
    const spy = setup({ 'GET /api/payments': () => paymentListAnswer([mina, makePayment()], { total: 2, totalAmount: 4000.5 }) });
    const minaRow = await row('RCP-000042');
    for (const text of ['RCP-000042', 'Mina Sadat', 'Second term', 'Feb 1, 2026', 'Exam Fee', 'Bank Transfer', 'Partially Paid', '$2,500.50']) {
      expect(within(minaRow).getByText(text), text).toBeInTheDocument();
    }
    expect(screen.getByText('Showing 1 to 2 of 2 payments, $4,000.50 in all (every status listed, not only revenue)')).toBeInTheDocument();
    const params = lastListParams(spy);
    expect([params.get('page'), params.get('limit'), params.get('sortBy'), params.get('sortOrder')]).toEqual(['1', '20', 'paymentDate', 'desc']);
    expect(params.has('search')).toBe(false);
  });

  it('sends the search, filters and sort, and goes back to page 1', async () => {
    const spy = setup({ 'GET /api/payments': () => paymentListAnswer([mina]) });
    await row('RCP-000042');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'RCP-0000{Enter}');
    await waitFor(() => expect(lastListParams(spy).get('search')).toBe('RCP-0000'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'Cash');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Tuition Fee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount (descending)');
    await waitFor(() => {
      const params = lastListParams(spy);
      expect(Object.fromEntries(['search', 'status', 'method', 'type', 'sortBy', 'sortOrder', 'page'].map((key) => [key, params.get(key)]))).toEqual({
        search: 'RCP-0000',
        status: 'OVERDUE',
        method: 'CASH',
        type: 'TUITION_FEE',
        sortBy: 'amount',
        sortOrder: 'desc',
        page: '1',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListParams(spy).has('status')).toBe(false));
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toHaveValue('');
  });

  it('does not send a date range whose end is before its start, and says so', async () => {
    const spy = setup({ 'GET /api/payments': () => paymentListAnswer([mina]) });
    await row('RCP-000042');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    const user = userEvent.setup();
    await user.type(from, '2026-03-10');
    await user.type(to, '2026-03-01');
    expect(await screen.findByText("'To' must not be before 'From'")).toBeInTheDocument();
    expect(requests(spy, 'GET', '/api/payments').some((request) => new URL(request.url).searchParams.get('endDate') === '2026-03-01')).toBe(false);
  });

  it("opens the bill for the row's payment", async () => {
    setup({ 'GET /api/payments': () => paymentListAnswer([mina]) });
    await userEvent.setup().click(within(await row('RCP-000042')).getByRole('button', { name: 'Bill of RCP-000042' }));
    expect(await screen.findByRole('dialog', { name: `Bill slot ${mina.id}` })).toBeInTheDocument();
  });

  it('asks before deleting, deletes with a request id, and reloads the list', async () => {
    let deleted = false;
    let answerDelete: (answer: StubAnswer) => void = () => {};
    const spy = setup({
      'GET /api/payments': () => paymentListAnswer(deleted ? [] : [mina]),
      [`DELETE /api/payments/${mina.id}`]: () =>
        new Promise((resolve) => {
          answerDelete = resolve;
        }),
    });
    const user = userEvent.setup();
    await user.click(within(await row('RCP-000042')).getByRole('button', { name: 'Delete RCP-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Payment' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this payment?');
    expect(dialog).toHaveTextContent('Receipt RCP-000042, Mina Sadat, $2,500.50');
    expect(requests(spy, 'DELETE', `/api/payments/${mina.id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    deleted = true;
    act(() => answerDelete({ body: { success: true, data: mina, message: 'Payment deleted' } }));
    expect(await screen.findByText('Payment RCP-000042 deleted')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet. Record the first payment to get started.')).toBeInTheDocument();
    const [request] = requests(spy, 'DELETE', `/api/payments/${mina.id}`);
    expect(request.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the payment and shows the refusal in the dialog; Cancel sends nothing', async () => {
    const spy = setup({
      'GET /api/payments': () => paymentListAnswer([mina]),
      [`DELETE /api/payments/${mina.id}`]: () => ({ status: 403, body: { success: false, message: 'You do not have permission to do this' } }),
    });
    const user = userEvent.setup();
    await user.click(within(await row('RCP-000042')).getByRole('button', { name: 'Delete RCP-000042' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Payment' })).not.toBeInTheDocument());
    expect(await row('RCP-000042')).toBeInTheDocument();

    await user.click(within(await row('RCP-000042')).getByRole('button', { name: 'Delete RCP-000042' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Payment' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(spy, 'DELETE', `/api/payments/${mina.id}`)).toHaveLength(1);
  });

  it('has no Delete for a user who may not delete payments', async () => {
    setup({ 'GET /api/payments': () => paymentListAnswer([mina]) }, { canDelete: false });
    const minaRow = await row('RCP-000042');
    expect(within(minaRow).getByRole('button', { name: 'Bill of RCP-000042' })).toBeInTheDocument();
    expect(within(minaRow).queryByRole('button', { name: 'Delete RCP-000042' })).not.toBeInTheDocument();
  });

  it('shows the load error with Try Again, and a search that finds nothing offers to clear it', async () => {
    let failing = true;
    setup({
      'GET /api/payments': (request) => {
        if (failing) return { status: 403, body: { success: false, message: 'Access denied' } };
        return paymentListAnswer(new URL(request.url).searchParams.get('search') ? [] : [mina]);
      },
    });
    const alert = await screen.findByRole('alert', { name: 'Error Loading Payments' });
    expect(alert).toHaveTextContent('Access denied');
    failing = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await row('RCP-000042');
    await user.type(screen.getByRole('searchbox', { name: 'Search payments' }), 'nobody{Enter}');
    expect(await screen.findByText('No payment matches your search or filters.')).toBeInTheDocument();
  });
});
