/**
 * The Add/Edit Expense modal as a user meets it: the defaults and choice lists, the required rules
 * (nothing sent), the create and edit payloads (decrypted from the envelope), the refresh of every
 * finance query, the server's field errors shown and cleared on edit, a failure kept in the modal,
 * and a write queued offline.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Expense } from '@/contract/finance';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { ExpenseFormModal } from '@/features/finance/expenses/expense-form-modal';
import { schoolDay } from '@/lib/dates/school-day';
import { makeExpense, readSentBody } from '@/features/finance/expenses/testing/expense-fixture';

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup({ expense = null, routes = {} }: { expense?: Expense | null; routes?: StubRoutes } = {}) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({}, ['expense:read', 'expense:create', 'expense:update', 'expense:delete']));
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderWithProviders(<ExpenseFormModal opened expense={expense} onClose={onClose} />, { queryClient });
  return { spy, onClose, invalidate, user: userEvent.setup() };
}

function requests(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

type User = ReturnType<typeof userEvent.setup>;
const field = (label: RegExp) => screen.getByLabelText(label);

async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text !== '') await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, field(/^Title/), 'Roof repair');
  await fill(user, field(/^Amount/), '300.10');
  await user.selectOptions(field(/^Category/), 'Maintenance');
}

const saved = makeExpense({ id: 41, title: 'Roof repair', amount: 300.1, category: 'Maintenance' });
const savedAnswer = (status = 201) => () => ({ status, body: { success: true, data: saved, message: 'Expense created' } });

describe('ExpenseFormModal', { timeout: 30_000 }, () => {
  it('opens as Add Expense with the defaults, the fixed lists and the required marks', async () => {
    setup();
    expect(await screen.findByRole('dialog', { name: 'Add Expense' })).toBeInTheDocument();
    expect(field(/^Date/)).toHaveValue(schoolDay());
    expect(field(/^Status/)).toHaveValue('PENDING');
    expect(field(/^Method/)).toHaveValue('CASH');
    expect(field(/^Amount/)).toHaveAttribute('step', '0.01');
    const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options(field(/^Status/))).toEqual(['Pending', 'Approved', 'Rejected', 'Paid']);
    expect(options(field(/^Method/))).toEqual(['Cash', 'Bank Transfer', 'Card', 'Check', 'Mobile Payment', 'Digital Wallet']);
    expect(options(field(/^Category/))).toEqual([
      'Choose...',
      'Office Supplies',
      'Utilities',
      'Maintenance',
      'Transportation',
      'Marketing',
      'Professional Services',
      'Equipment',
      'Rent',
      'Insurance',
      'Other',
    ]);
    for (const label of [/^Title/, /^Amount/, /^Category/, /^Date/, /^Status/, /^Method/]) expect(field(label)).toBeRequired();
    for (const label of [/^Description/, /^Receipt number/, /^Remarks/]) expect(field(label)).not.toBeRequired();
  });

  it('shows the required messages and sends nothing; a message clears when its field is edited', async () => {
    const { spy, user } = setup();
    await screen.findByRole('dialog', { name: 'Add Expense' });
    fireEvent.change(field(/^Date/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category from the list')).toBeInTheDocument();
    expect(screen.getByText('Please select a date')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Title/)).toHaveFocus());
    expect(requests(spy, 'POST', '/api/expenses')).toHaveLength(0);

    await user.paste('R');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument();
  });

  it('creates without the empty optional texts, refreshes every finance query, notifies and closes', async () => {
    const { spy, user, onClose, invalidate } = setup({ routes: { 'POST /api/expenses': savedAnswer() } });
    await screen.findByRole('dialog', { name: 'Add Expense' });
    await fillRequired(user);
    await fill(user, field(/^Description/), '   ');
    await user.selectOptions(field(/^Method/), 'Bank Transfer');
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));

    expect(await screen.findByText('Expense created: Roof repair')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const [sent] = requests(spy, 'POST', '/api/expenses');
    expect(sent.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readSentBody(sent)).toEqual({
      title: 'Roof repair',
      amount: 300.1,
      category: 'Maintenance',
      date: schoolDay(),
      status: 'PENDING',
      method: 'BANK_TRANSFER',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: financeKeys.all });
  });

  it('shows the server field errors on their fields and the reason, stays open, and clears a field error on edit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onClose } = setup({
      routes: {
        'POST /api/expenses': () => ({
          status: 400,
          body: { success: false, message: 'Validation failed', errors: { amount: 'Please enter a valid amount', remarks: 'Remarks must be at most 255 characters' } },
        }),
      },
    });
    await screen.findByRole('dialog', { name: 'Add Expense' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save expense');
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument();
    expect(screen.getByText('Remarks must be at most 255 characters')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await fill(user, field(/^Amount/), '12');
    expect(screen.queryByText('Please enter a valid amount')).not.toBeInTheDocument();
    expect(screen.getByText('Remarks must be at most 255 characters')).toBeInTheDocument();
  });

  it('edits: Edit Expense with the stored values, PUT with every field and a cleared remark as null', async () => {
    const expense = makeExpense({ id: 9, amount: 80, status: 'APPROVED', method: 'CARD', remarks: 'Call the supplier' });
    const { spy, user, onClose, invalidate } = setup({
      expense,
      routes: { 'PUT /api/expenses/9': () => ({ body: { success: true, data: { ...expense, amount: 99.99 }, message: 'Expense updated' } }) },
    });
    expect(await screen.findByRole('dialog', { name: 'Edit Expense' })).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('Printer paper');
    expect(field(/^Amount/)).toHaveValue(80);
    expect(field(/^Status/)).toHaveValue('APPROVED');
    expect(field(/^Method/)).toHaveValue('CARD');
    expect(field(/^Date/)).toHaveValue('2026-02-10');
    expect(field(/^Receipt number/)).toHaveValue('INV-778');

    await fill(user, field(/^Amount/), '99.99');
    await fill(user, field(/^Remarks/), '');
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));

    expect(await screen.findByText('Expense updated: Printer paper')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await readSentBody(requests(spy, 'PUT', '/api/expenses/9')[0])).toEqual({
      title: 'Printer paper',
      description: 'Twenty reams for the office',
      amount: 99.99,
      category: 'Office Supplies',
      date: '2026-02-10',
      status: 'APPROVED',
      method: 'CARD',
      receiptNumber: 'INV-778',
      remarks: null,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: financeKeys.all });
  });

  it('sends the version it was made from; when someone else saved the expense since, shows both and sends the chosen fields made from the new version', async () => {
    const expense = makeExpense({ id: 9, amount: 80, remarks: 'Call the supplier', updatedAt: '2026-02-10T08:00:00.000Z' });
    const theirs = { ...expense, amount: 95, remarks: 'Paid by the office', updatedAt: '2026-02-10T09:30:00.000Z' };
    let puts = 0;
    const { spy, user, onClose } = setup({
      expense,
      routes: {
        'PUT /api/expenses/9': () => {
          puts += 1;
          return puts === 1
            ? { status: 412, body: { success: false, message: 'Someone else changed this record after this change was made. Compare the two versions and choose what to keep.', current: theirs } }
            : { body: { success: true, data: { ...theirs, amount: 99.99, updatedAt: '2026-02-10T09:31:00.000Z' }, message: 'Expense updated' } };
        },
      },
    });
    await screen.findByRole('dialog', { name: 'Edit Expense' });
    await fill(user, field(/^Amount/), '99.99');
    await fill(user, field(/^Remarks/), 'Ask for a discount');
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));

    // The two versions, field by field: only the fields that differ, mine chosen by default.
    const versions = await screen.findByRole('group', { name: 'The two versions, field by field' });
    const fields = within(versions).getAllByRole('radiogroup');
    expect(within(versions).getByRole('radiogroup', { name: 'Amount' })).toHaveTextContent(/Your change.*99\.99.*Saved now.*95/);
    expect(fields).toHaveLength(2);
    expect(within(fields[0]).getByRole('radio', { name: 'Your change' })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
    // Keep my amount, their remarks.
    await user.click(within(within(versions).getByRole('radiogroup', { name: 'Remarks' })).getByRole('radio', { name: 'Saved now' }));
    await user.click(screen.getByRole('button', { name: 'Save the chosen values' }));

    expect(await screen.findByText('Expense updated: Printer paper')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    const [first, second] = requests(spy, 'PUT', '/api/expenses/9');
    expect(first.headers.get('If-Match')).toBe('"2026-02-10T08:00:00.000Z"');
    expect(second.headers.get('If-Match')).toBe('"2026-02-10T09:30:00.000Z"');
    expect(second.headers.get('X-Request-ID')).not.toBe(first.headers.get('X-Request-ID'));
    const resent = (await readSentBody(second)) as Record<string, unknown>;
    expect(resent.amount).toBe(99.99);
    expect('remarks' in resent).toBe(false);
  });

  it('drops the change when the saved version is kept, and refreshes the lists', async () => {
    const expense = makeExpense({ id: 9, updatedAt: '2026-02-10T08:00:00.000Z' });
    const theirs = { ...expense, title: 'Printer paper, A3', updatedAt: '2026-02-10T09:30:00.000Z' };
    const { spy, user, onClose, invalidate } = setup({
      expense,
      routes: { 'PUT /api/expenses/9': () => ({ status: 412, body: { success: false, message: 'changed', current: theirs } }) },
    });
    await screen.findByRole('dialog', { name: 'Edit Expense' });
    await fill(user, field(/^Title/), 'Printer paper, A4');
    await user.click(screen.getByRole('button', { name: 'Update Expense' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the saved version (drop mine)' }));

    expect(await screen.findByText('Your change was dropped: the saved version stays.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests(spy, 'PUT', '/api/expenses/9')).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: financeKeys.all });
  });

  it('closes with "saved on this device" when the write was queued offline', async () => {
    const { user, onClose, invalidate } = setup({ routes: { 'POST /api/expenses': () => ({ status: 202, body: { success: true, queued: true } }) } });
    await screen.findByRole('dialog', { name: 'Add Expense' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Expense' }));

    expect(await screen.findByText(/Expense saved on this device: Roof repair\. It will be sent when the server can be reached\./)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
