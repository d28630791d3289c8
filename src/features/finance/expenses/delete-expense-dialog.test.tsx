/** Delete then Undo in the Expenses tab: Undo posts the restore and the expense comes back in the list. */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import { ExpensesTab } from '@/features/finance/expenses/expenses-tab';
import { expenseListAnswer, makeExpense } from '@/features/finance/expenses/testing/expense-fixture';

const roof = makeExpense({ id: 1, title: 'Roof repair' });
const diesel = makeExpense({ id: 2, title: 'Bus diesel' });
const findRow = (name: string) => screen.findByRole('article', { name });

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Delete expense, then Undo', { timeout: 20_000 }, () => {
  it('restores the expense with POST /expenses/{id}/restore and reloads the list', async () => {
    let rows = [roof, diesel];
    const spy = stubFetch({
      'GET /api/expenses': () => expenseListAnswer(rows),
      'DELETE /api/expenses/1': () => {
        rows = [diesel];
        return { body: { success: true, message: 'Expense deleted', data: roof } };
      },
      'POST /api/expenses/1/restore': () => {
        rows = [roof, diesel];
        return { body: { success: true, message: 'Expense restored', data: roof } };
      },
    });
    seedSession(makeSessionUser({}, ['expense:read', 'expense:create', 'expense:update', 'expense:delete']));
    renderWithProviders(<ExpensesTab onAdd={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(within(await findRow('Roof repair')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete expense' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense deleted: Roof repair')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Roof repair' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Expense restored: Roof repair')).toBeInTheDocument();
    expect(await findRow('Roof repair')).toBeInTheDocument();
    const restores = spy.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/expenses/1/restore');
    expect(restores).toHaveLength(1);
  });
});
