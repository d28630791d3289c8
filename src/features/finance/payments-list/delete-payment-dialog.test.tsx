/** Delete then Undo in the Payments tab: Undo posts the restore and the payment comes back in the list. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import { FINANCE_MANAGER, makePayment, paymentListAnswer } from '@/features/finance/components/testing/finance-fixture';
import { PaymentsTab } from '@/features/finance/payments-list/payments-tab';
import { usePaymentListState } from '@/features/finance/payments-list/use-payment-list-state';

vi.mock('@/features/finance/payments/payment-bill-modal', () => ({ PaymentBillModal: () => null }));

function Tab() {
  return <PaymentsTab state={usePaymentListState()} canDelete />;
}

const mina = makePayment({ receiptNumber: 'RCP-000042', student: { id: 5, firstName: 'Mina', lastName: 'Sadat', admissionNo: 'ADM-5' } });
const row = (text: string) => screen.findByRole('row', { name: new RegExp(text) });
const sent = (spy: ReturnType<typeof stubFetch>, method: string, pathname: string) =>
  spy.mock.calls.map(([input]) => input as Request).filter((request) => request.method === method && new URL(request.url).pathname === pathname);

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Delete payment, then Undo', { timeout: 20_000 }, () => {
  it('restores the payment with POST /payments/{id}/restore and reloads the list', async () => {
    let deleted = false;
    const spy = stubFetch({
      'GET /api/payments': () => paymentListAnswer(deleted ? [] : [mina]),
      [`DELETE /api/payments/${mina.id}`]: () => {
        deleted = true;
        return { body: { success: true, data: mina, message: 'Payment deleted' } };
      },
      [`POST /api/payments/${mina.id}/restore`]: () => {
        deleted = false;
        return { body: { success: true, data: mina, message: 'Payment restored' } };
      },
    });
    seedSession(makeSessionUser({ role: 'CASHIER' }, FINANCE_MANAGER));
    renderWithProviders(<Tab />);
    const user = userEvent.setup();
    await user.click(within(await row('RCP-000042')).getByRole('button', { name: 'Delete RCP-000042' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Payment' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payment RCP-000042 deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /RCP-000042/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Payment RCP-000042 restored')).toBeInTheDocument();
    expect(await row('RCP-000042')).toBeInTheDocument();
    const [restore] = sent(spy, 'POST', `/api/payments/${mina.id}/restore`);
    expect(restore.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent(spy, 'POST', `/api/payments/${mina.id}/restore`)).toHaveLength(1);
  });

  it('says when the restore fails, with the reason', async () => {
    stubFetch({
      'GET /api/payments': () => paymentListAnswer([mina]),
      [`DELETE /api/payments/${mina.id}`]: () => ({ body: { success: true, data: mina, message: 'Payment deleted' } }),
      [`POST /api/payments/${mina.id}/restore`]: () => ({ status: 404, body: { success: false, message: 'No deleted record with this id' } }),
    });
    seedSession(makeSessionUser({ role: 'CASHIER' }, FINANCE_MANAGER));
    renderWithProviders(<Tab />);
    const user = userEvent.setup();
    await user.click(within(await row('RCP-000042')).getByRole('button', { name: 'Delete RCP-000042' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Payment' })).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Failed to restore the payment')).toBeInTheDocument();
    expect(screen.getByText('No deleted record with this id')).toBeInTheDocument();
  });
});
