/**
 * Add Payment as a user meets it: the defaults, the spec's messages, the payload sent (exact
 * amount, total = amount, the parent id), the failure alerts with the modal kept open, a success
 * that closes the form and opens the bill, and a write queued offline (no bill, said so).
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { AddPaymentModal } from '@/features/finance/payments/add-payment-modal';
import { schoolDay } from '@/lib/dates/school-day';
import { readWriteNotes } from '@/lib/offline/outbox/write-notes';
import { classListBody, makeApiStudent, makeBill, makePayment, readSentBody, studentListBody } from '@/features/finance/payments/testing/payment-fixtures';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ahmad = makeApiStudent({ id: 5, firstName: 'Ahmad', lastName: 'Karimi', admissionNo: 'ADM-2024-005', className: 'Grade 7 A', parentUserId: 41 });

function setup(
  createAnswer: () => StubAnswer = () => ({ status: 201, body: { success: true, message: 'Payment recorded', data: makePayment() } }),
  moreRoutes: Record<string, () => StubAnswer> = {},
) {
  const spy = stubFetch({
    ...moreRoutes,
    'GET /api/classes': () => ({ body: classListBody([]) }),
    'GET /api/students': () => ({ body: studentListBody([ahmad]) }),
    'POST /api/payments': createAnswer,
    'GET /api/payments/31/receipt': () => ({ body: { success: true, message: 'Payment bill', data: makeBill() } }),
  });
  seedSession(makeSessionUser({ schoolId: 1 }, ['student:read', 'payment:create', 'payment:read']));
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <AddPaymentModal
        opened={opened}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
      />
    );
  }
  renderWithProviders(<Harness />, { queryClient });
  const posts = () => spy.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST');
  return { spy, onClose, invalidate, posts, user: userEvent.setup() };
}

/** The school's active fee structures: 3,500 for every class (Ahmad's usual fee), 20,000 for another class. */
const feeStructure = (id: number, amount: number, classId: number | null) => ({
  id, schoolId: 1, name: `Fee ${id}`, type: 'TUITION_FEE', classId, className: null, amount, frequency: 'MONTHLY', academicYear: null,
  dueDay: null, active: true, description: null, createdBy: null, updatedBy: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});
const feeStructureList = {
  success: true,
  data: [feeStructure(1, 3500, null), feeStructure(2, 20000, 999)],
  meta: { total: 2, totalAmount: 23500, pagination: { currentPage: 1, totalPages: 1, totalCount: 2, limit: 500 } },
};

type User = ReturnType<typeof userEvent.setup>;
const form = () => within(screen.getByRole('dialog', { name: 'Add Payment' }));

async function chooseAhmad(user: User) {
  await user.click(form().getByRole('textbox', { name: /^Student/ }));
  await user.click(await screen.findByRole('option', { name: /Ahmad Karimi/, hidden: true }));
}

async function fillValid(user: User) {
  await chooseAhmad(user);
  await user.type(form().getByLabelText(/^Amount/), '1234.5');
}

describe('AddPaymentModal', { timeout: 30_000 }, () => {
  it('opens with the defaults: PAID, CASH, TUITION_FEE, today (Kabul), step 0.01, remarks counter', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Add Payment' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Payment Date/)).toHaveValue(schoolDay());
    expect(form().getByLabelText(/^Status/)).toHaveValue('PAID');
    expect(form().getByLabelText(/^Payment Method/)).toHaveValue('CASH');
    expect(form().getByLabelText(/^Payment Type/)).toHaveValue('TUITION_FEE');
    expect(form().getByLabelText(/^Amount/)).toHaveAttribute('step', '0.01');
    expect(form().getByLabelText(/^Remarks/)).toHaveAttribute('maxlength', '255');
    expect(form().getByText('0/255 characters')).toBeInTheDocument();
    expect(within(form().getByLabelText(/^Status/)).getAllByRole('option')).toHaveLength(11);
    expect(within(form().getByLabelText(/^Payment Method/)).getAllByRole('option')).toHaveLength(10);
    expect(within(form().getByLabelText(/^Payment Type/)).getAllByRole('option')).toHaveLength(10);
  });

  it('shows the spec messages and sends nothing', async () => {
    const { user, posts } = setup();
    await screen.findByRole('dialog', { name: 'Add Payment' });
    await user.clear(form().getByLabelText(/^Payment Date/));
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    expect(await form().findByText('Please select a student')).toBeInTheDocument();
    expect(form().getByText('Please enter a valid amount')).toBeInTheDocument();
    expect(form().getByText('Please select a payment date')).toBeInTheDocument();
    await user.type(form().getByLabelText(/^Amount/), '0');
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    expect(form().getByText('Please enter a valid amount')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('counts the remarks as they are typed', async () => {
    const { user } = setup();
    await screen.findByRole('dialog', { name: 'Add Payment' });
    await user.type(form().getByLabelText(/^Remarks/), 'March fee');
    expect(form().getByText('9/255 characters')).toBeInTheDocument();
  });

  it('sends the payment, invalidates the finance data, closes, and opens the bill of the new payment', async () => {
    const { user, posts, onClose, invalidate } = setup();
    await fillValid(user);
    await user.selectOptions(form().getByLabelText(/^Payment Method/), 'BANK_TRANSFER');
    await user.type(form().getByLabelText(/^Remarks/), '  March fee ');
    await user.click(form().getByRole('button', { name: 'Add Payment' }));

    expect(await screen.findByRole('dialog', { name: 'Payment Bill' })).toBeInTheDocument();
    expect(await screen.findByText('RCP-000031')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Payment' })).not.toBeInTheDocument());
    expect(posts()).toHaveLength(1);
    expect(posts()[0].headers.get('X-Request-ID')).toBeTruthy();
    expect(await readSentBody(posts()[0])).toEqual({
      studentId: 5,
      parentId: 41,
      amount: '1234.50',
      total: '1234.50',
      paymentDate: schoolDay(),
      status: 'PAID',
      method: 'BANK_TRANSFER',
      type: 'TUITION_FEE',
      remarks: 'March fee',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: financeKeys.all });
    expect(screen.getByText('Payment recorded: receipt RCP-000031')).toBeInTheDocument();
    // Recorded at once: nothing of it is kept on the device.
    const requestId = posts()[0].headers.get('X-Request-ID') as string;
    await waitFor(async () => expect((await readWriteNotes([requestId])).size).toBe(0));
  });

  it("shows 'Error: ' and the server's message, stays open, and a retry of the same form keeps its request id", async () => {
    const { user, posts, onClose } = setup(() => ({ status: 404, body: { success: false, message: 'Student not found' } }));
    await fillValid(user);
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Error: Student not found');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1].headers.get('X-Request-ID')).toBe(posts()[0].headers.get('X-Request-ID'));
  });

  it("shows 'Failed to create payment' when the server gives no message", async () => {
    const { user, onClose } = setup(() => ({ status: 400, body: { success: false } }));
    await fillValid(user);
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    expect(await form().findByRole('alert')).toHaveTextContent(/^Failed to create payment$/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("refuses an amount above the school's limit with the limit in its message, sending nothing", async () => {
    const { user, posts } = setup(undefined, {
      'GET /api/settings/money-limits': () => ({ body: { success: true, message: 'ok', data: { maxAmountCents: 50_000_00 } } }),
    });
    await chooseAhmad(user);
    await user.type(form().getByLabelText(/^Amount/), '50000.01');
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    expect(await form().findByText(/^At most \D*50,000\.00 per amount \(the school's limit\)$/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it("asks the cashier to confirm an amount more than 3 times the student's usual fee, then records it", async () => {
    const { user, posts } = setup(undefined, { 'GET /api/fee-structures': () => ({ body: feeStructureList }) });
    await chooseAhmad(user);
    await user.type(form().getByLabelText(/^Amount/), '10500.01');
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    expect(await form().findByText(/^This is more than 3 times the student's usual fee of \D*3,500\.00\. Record it anyway\?$/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.click(form().getByRole('button', { name: 'Record it anyway' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await readSentBody(posts()[0])).toMatchObject({ studentId: 5, amount: '10500.01' });
  });

  it('records 3 times the usual fee (another class\'s larger fee aside) without asking', async () => {
    const { user, posts } = setup(undefined, { 'GET /api/fee-structures': () => ({ body: feeStructureList }) });
    await chooseAhmad(user);
    await user.type(form().getByLabelText(/^Amount/), '10500');
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(form().queryByText(/usual fee/)).not.toBeInTheDocument();
  });

  it('says a payment queued offline is saved on this device, and keeps the student as picked beside it', async () => {
    const { user, onClose, spy, posts } = setup(() => ({ status: 202, body: { success: true, queued: true } }));
    await fillValid(user);
    await user.click(form().getByRole('button', { name: 'Add Payment' }));
    expect(await screen.findByText('Payment saved on this device')).toBeInTheDocument();
    expect(screen.getByText(/It waits at the top of the Payments tab, where its provisional bill can be printed/)).toBeInTheDocument();
    // The Payments tab's waiting entry and the sync panel name the student from this note.
    const requestId = posts()[0].headers.get('X-Request-ID') as string;
    expect((await readWriteNotes([requestId])).get(requestId)).toMatchObject({ studentName: 'Ahmad Karimi', admissionNo: 'ADM-2024-005', className: 'Grade 7 A' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Payment Bill' })).not.toBeInTheDocument();
    expect(spy.mock.calls.some(([request]) => (request as Request).url.includes('/receipt'))).toBe(false);
  });
});
