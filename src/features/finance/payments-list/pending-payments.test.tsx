/**
 * Payments waiting on this device (issue 24), on the Payments tab: each shows at once above the
 * list with the student as picked (the note kept beside the write), the Pending sync badge and a
 * provisional bill made on the device, marked as such; a listed payment with an unsent change is
 * badged on its row.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import { FINANCE_MANAGER, makePayment, paymentListAnswer } from '@/features/finance/components/testing/finance-fixture';
import { paymentNoteOf } from '@/features/finance/payments/payment-note';
import { makeSchoolProfile } from '@/features/finance/payments/testing/payment-fixtures';
import { PaymentsTab } from '@/features/finance/payments-list/payments-tab';
import { usePaymentListState } from '@/features/finance/payments-list/use-payment-list-state';
import { writeDeviceSession } from '@/lib/offline/device-session';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { keepWriteNote } from '@/lib/offline/outbox/write-notes';
import { storeSchoolProfile } from '@/lib/school/school-profile';
import { makeValidTestToken } from '@/lib/token/test-token';

function Tab() {
  return <PaymentsTab state={usePaymentListState()} canDelete />;
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listed = makePayment({ id: 31, receiptNumber: 'RCP-000031', student: { id: 5, firstName: 'Mina', lastName: 'Sadat', admissionNo: 'ADM-5' } });
const ahmad = {
  id: 12,
  name: 'Ahmad Shah Safi',
  admissionNo: 'ADM-012',
  className: 'Grade 7 A',
  classDariName: null,
  classPashtoName: null,
  classId: 7,
  phone: '+93 70 555 0112',
  parentName: 'Shah Mahmood Safi',
  parentUserId: 41,
};

async function keepWaitingPayments() {
  await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Farida');
  seedSession(makeSessionUser({ role: 'CASHIER', firstName: 'Farida', lastName: 'Ahmadzai' }, FINANCE_MANAGER));
  storeSchoolProfile(makeSchoolProfile());
  const payment = { studentId: 12, amount: '3500', paymentDate: '2026-11-27', status: 'PAID', method: 'CASH', type: 'TUITION_FEE' };
  await keepWriteNote('ahmad-fee', paymentNoteOf(ahmad));
  for (const [requestId, overrides] of [
    ['ahmad-fee', { url: '/api/payments', body: await envelopeBytes(payment) }],
    // Kept by an older app, without a note: named by the student's id.
    ['no-note', { url: '/api/payments', state: 'attention', body: await envelopeBytes({ ...payment, studentId: 14, amount: 90 }) }],
    ['mina-edit', { method: 'PUT', url: '/api/payments/31', body: await envelopeBytes({ remarks: 'Corrected' }) }],
  ] as const) {
    await addToOutbox(makeOutboxWrite(requestId, overrides));
  }
}

describe('Payments waiting on this device', { timeout: 20_000 }, () => {
  it('shows each above the list with its student, badge and amount, and badges a listed payment with an unsent change', async () => {
    await keepWaitingPayments();
    stubFetch({ 'GET /api/payments': () => paymentListAnswer([listed, makePayment()]) });
    renderWithProviders(<Tab />);

    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent (2)' });
    const first = await within(waiting).findByRole('article', { name: 'Ahmad Shah Safi' });
    for (const text of ['Pending sync', 'Nov 27, 2026 · Tuition Fee · Cash', '$3,500.00']) expect(within(first).getByText(text), text).toBeInTheDocument();
    const unnamed = within(waiting).getByRole('article', { name: 'Student #14' });
    expect(within(unnamed).getByText('Needs attention')).toBeInTheDocument();

    expect(within(await screen.findByRole('row', { name: /RCP-000031/ })).getByText('Pending sync')).toBeInTheDocument();
    expect(screen.getAllByText('Pending sync')).toHaveLength(2);
  });

  it('prints a provisional bill made on the device: the student as picked, the school, the cashier, no receipt number', async () => {
    await keepWaitingPayments();
    stubFetch({ 'GET /api/payments': () => paymentListAnswer([listed]) });
    renderWithProviders(<Tab />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Provisional bill for Ahmad Shah Safi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Provisional bill' });
    const bill = within(dialog).getByTestId('payment-bill');
    expect(bill).toHaveTextContent('PROVISIONAL: saved on this device, not yet recorded by the school.');
    expect(bill).toHaveTextContent('Receipt No: given when sent');
    for (const text of ['Kabul Model School', 'ADM-012', 'Ahmad Shah Safi', 'Shah Mahmood Safi', 'Grade 7 A', '+93 70 555 0112', 'Tuition Fee', 'Cash']) {
      expect(within(bill).getByText(text), text).toBeInTheDocument();
    }
    expect(within(bill).getByRole('row', { name: /Paid Amount/ })).toHaveTextContent('USD 3,500.00');
    expect(bill).toHaveTextContent('Received By: Farida Ahmadzai');
    expect(bill).toHaveTextContent('Manager: Nadia Rahimi');
    expect(within(dialog).getByRole('button', { name: 'Print Bill' })).toBeEnabled();
  });
});
