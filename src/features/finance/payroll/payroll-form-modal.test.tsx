/**
 * Add/Edit Payroll as a user meets it (spec §2.4, §5 "Payroll form"): defaults, the spec's
 * messages, the live net salary and its rule, the picked employee filling the salary, what is sent
 * (decrypted from the envelope), server field errors kept in the modal, the offline queue, edit.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payroll } from '@/contract/finance';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { PayrollFormModal } from '@/features/finance/payroll/payroll-form-modal';
import { makePayroll, readSentBody, sampleEmployees } from '@/features/finance/payroll/testing/payroll-fixtures';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup({ payroll = null, routes = {} }: { payroll?: Payroll | null; routes?: StubRoutes } = {}) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({}, ['payroll:read', 'payroll:create', 'payroll:update']));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(financeKeys.employeePicker(), sampleEmployees);
  queryClient.setQueryData(financeKeys.stats(), { totalPayroll: 0 });
  const onClose = vi.fn();
  renderWithProviders(<PayrollFormModal opened payroll={payroll} onClose={onClose} />, { queryClient });
  return { spy, onClose, queryClient, user: userEvent.setup() };
}

function sent(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

type User = ReturnType<typeof userEvent.setup>;
/** A field by the start of its label (required ones end in " *"). */
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(new RegExp(`^${label}`));
const netSalary = () => field('Net salary');

async function fill(user: User, label: string, text: string) {
  await user.clear(field(label));
  if (text !== '') await user.type(field(label), text);
}

async function pickEmployee(user: User, search: string) {
  await user.click(screen.getByRole('combobox', { name: /^Employee/ }));
  await user.type(screen.getByRole('combobox', { name: /^Employee/ }), search);
  await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
  await user.keyboard('{Enter}');
}

describe('PayrollFormModal', { timeout: 30_000 }, () => {
  it('opens as Add Payroll with the defaults: status Pending, method Bank Transfer', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Add Payroll' })).toBeInTheDocument();
    expect(field('Status')).toHaveValue('PENDING');
    expect(field('Payment method')).toHaveValue('BANK_TRANSFER');
    expect(within(field('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Pending',
      'Paid',
      'Cancelled',
      'Processing',
      'Failed',
    ]);
    expect(field('Transaction ID')).toHaveAttribute('maxlength', '100');
    expect(field('Remarks')).toHaveAttribute('maxlength', '255');
    expect(netSalary()).toHaveAttribute('readonly');
  });

  it("shows the spec's messages and sends nothing when the form is incomplete", async () => {
    const { spy, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Payroll' }));
    expect(await screen.findByText('Please select an employee')).toBeInTheDocument();
    expect(screen.getByText('Please select a salary month')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid basic salary amount')).toBeInTheDocument();
    expect(sent(spy, 'POST', '/api/payrolls')).toHaveLength(0);
    // The field's message clears when it is edited.
    await fill(user, 'Basic salary', '100');
    expect(screen.queryByText('Please enter a valid basic salary amount')).not.toBeInTheDocument();
  });

  it('computes the net salary live, exactly, and refuses one that is not above zero', async () => {
    const { spy, user } = setup();
    await fill(user, 'Basic salary', '1000.10');
    await fill(user, 'Allowances', '200.20');
    await fill(user, 'Deductions', '100.05');
    await fill(user, 'Tax', '50.25');
    await fill(user, 'Bonus', '0.01');
    // 1000.10 + 200.20 - 100.05 - 50.25 + 0.01 = 1050.01 (no floating-point drift).
    expect(netSalary()).toHaveValue('$1,050.01');
    await fill(user, 'Deductions', '1200.06');
    expect(netSalary()).toHaveValue('-$50.00');
    await pickEmployee(user, 'guard');
    // Picking an employee fills basic salary and allowances: put a big deduction back.
    await fill(user, 'Deductions', '99999');
    await user.click(screen.getByRole('button', { name: 'Add Payroll' }));
    expect(await screen.findByText('Net salary must be greater than zero')).toBeInTheDocument();
    expect(sent(spy, 'POST', '/api/payrolls')).toHaveLength(0);
    await fill(user, 'Deductions', '1');
    expect(screen.queryByText('Net salary must be greater than zero')).not.toBeInTheDocument();
  });

  it('picking an employee fills the salary; the create sends the recomputed net, leaves empty fields out, refreshes finance', async () => {
    const { spy, user, onClose, queryClient } = setup({
      routes: { 'POST /api/payrolls': () => ({ status: 201, body: { success: true, message: 'Payroll record created', data: makePayroll() } }) },
    });
    await pickEmployee(user, 'nasir');
    expect(screen.getByText('Selected: Nasir Popal (EMP-007)')).toBeInTheDocument();
    expect(field('Basic salary')).toHaveValue('9000.5');
    expect(field('Allowances')).toHaveValue('750.25');
    await user.type(field('Salary month'), '2026-03');
    await fill(user, 'Deductions', '100');
    await fill(user, 'Tax', '50');
    expect(netSalary()).toHaveValue('$9,600.75');
    await user.click(screen.getByRole('button', { name: 'Add Payroll' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = sent(spy, 'POST', '/api/payrolls');
    expect(await readSentBody(request)).toEqual({
      staffId: 4,
      employeeId: 'EMP-007',
      employeeName: 'Nasir Popal',
      salaryMonth: '2026-03-01',
      basicSalary: 9000.5,
      allowances: 750.25,
      deductions: 100,
      tax: 50,
      bonus: 0,
      netSalary: 9600.75,
      status: 'PENDING',
      method: 'BANK_TRANSFER',
    });
    expect(await screen.findByText('Payroll record created for Nasir Popal')).toBeInTheDocument();
    expect(queryClient.getQueryState(financeKeys.stats())?.isInvalidated).toBe(true);
  });

  it('a teacher is sent as teacherId', async () => {
    const { spy, user, onClose } = setup({
      routes: { 'POST /api/payrolls': () => ({ status: 201, body: { success: true, message: 'ok', data: makePayroll({ staffId: null, teacherId: 12 }) } }) },
    });
    await pickEmployee(user, 'physics');
    await user.type(field('Salary month'), '2026-04');
    await user.click(screen.getByRole('button', { name: 'Add Payroll' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = await readSentBody(sent(spy, 'POST', '/api/payrolls')[0]);
    expect(body).toMatchObject({ teacherId: 12, employeeId: 'TCH-012', basicSalary: 12000, allowances: 1000, netSalary: 13000 });
    expect(body).not.toHaveProperty('staffId');
  });

  it("keeps the modal open with the server's message and field errors", async () => {
    const { user, onClose } = setup({
      routes: {
        'POST /api/payrolls': () => ({
          status: 400,
          body: { success: false, message: 'Validation failed', errors: { salaryMonth: 'Please select a salary month', staffId: 'Employee not found' } },
        }),
      },
    });
    await pickEmployee(user, 'nasir');
    await user.type(field('Salary month'), '2026-03');
    await user.click(screen.getByRole('button', { name: 'Add Payroll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByText('Please select a salary month')).toBeInTheDocument();
    expect(screen.getByText('Employee not found')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Payroll' })).toBeInTheDocument();
  });

  it('a write queued offline closes with "saved on this device"', async () => {
    const { user, onClose } = setup({ routes: { 'POST /api/payrolls': () => ({ status: 202, body: { success: true, queued: true } }) } });
    await pickEmployee(user, 'nasir');
    await user.type(field('Salary month'), '2026-03');
    await user.click(screen.getByRole('button', { name: 'Add Payroll' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(/Payroll record for Nasir Popal saved on this device/)).toBeInTheDocument();
  });

  it("edits: starts from the record's values and PUTs the changes (same employee not re-sent, cleared remarks cleared)", async () => {
    const record = makePayroll();
    const { spy, user, onClose } = setup({
      payroll: record,
      routes: { 'PUT /api/payrolls/41': () => ({ body: { success: true, message: 'Payroll record updated', data: { ...record, status: 'PAID' } } }) },
    });
    expect(await screen.findByRole('dialog', { name: 'Edit Payroll' })).toBeInTheDocument();
    expect(screen.getByText('Selected: Nasir Popal (EMP-007)')).toBeInTheDocument();
    expect(field('Salary month')).toHaveValue('2026-03');
    expect(field('Payment date')).toHaveValue('2026-03-28');
    expect(netSalary()).toHaveValue('$9,600.75');
    await user.selectOptions(field('Status'), 'PAID');
    await user.clear(field('Remarks'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await readSentBody(sent(spy, 'PUT', '/api/payrolls/41')[0])).toEqual({
      salaryMonth: '2026-03-01',
      basicSalary: 9000.5,
      allowances: 750.25,
      deductions: 100,
      tax: 50,
      bonus: 0,
      netSalary: 9600.75,
      paymentDate: '2026-03-28',
      status: 'PAID',
      method: 'BANK_TRANSFER',
      transactionId: null,
      remarks: null,
    });
    expect(await screen.findByText('Payroll record updated for Nasir Popal')).toBeInTheDocument();
  });

  it('Escape in the open picker closes the picker, not the modal', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('combobox', { name: /^Employee/ }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("an edit overtaken by another save shows the two versions, status in words; keeping mine sends it again made from the new version", async () => {
    const record = makePayroll();
    const theirs = { ...record, status: 'PAID', updatedAt: '2026-03-29T07:00:00.000Z' };
    let puts = 0;
    const { spy, user, onClose } = setup({
      payroll: record,
      routes: {
        'PUT /api/payrolls/41': () =>
          (puts += 1) === 1
            ? { status: 412, body: { success: false, message: 'changed', current: theirs } }
            : { body: { success: true, message: 'Payroll record updated', data: { ...theirs, status: 'CANCELLED' } } },
      },
    });
    await screen.findByRole('dialog', { name: 'Edit Payroll' });
    await user.selectOptions(field('Status'), 'CANCELLED');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const versions = await screen.findByRole('group', { name: 'The two versions, field by field' });
    expect(within(versions).getAllByRole('radiogroup')).toHaveLength(1);
    expect(within(versions).getByRole('radiogroup', { name: 'Status' })).toHaveTextContent(/Your change.*Cancelled.*Saved now.*Paid/);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = sent(spy, 'PUT', '/api/payrolls/41');
    expect(first.headers.get('If-Match')).toBe('"2026-03-28T05:00:00.000Z"');
    expect(second.headers.get('If-Match')).toBe('"2026-03-29T07:00:00.000Z"');
    expect(await readSentBody(second)).toMatchObject({ status: 'CANCELLED', remarks: 'March salary' });
  });
});
