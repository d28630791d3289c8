/**
 * The Expenses tab over stubbed API answers: the query its search, filters, sort and page send,
 * the four cards from meta.summary, the rows, loading, empty and error states, delete after the
 * spec's question, and a working Edit (the filled form PUTs).
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPENSE_DELETE_CONFIRMATION } from '@/contract/finance';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer, type StubRoutes } from '@/app/testing/app-test-harness';
import { ExpensesTab } from '@/features/finance/expenses/expenses-tab';
import { expenseListAnswer, makeExpense, readSentBody } from '@/features/finance/expenses/testing/expense-fixture';
import { writeDeviceSession } from '@/lib/offline/device-session';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { makeValidTestToken } from '@/lib/token/test-token';

const EXPENSE_MANAGER = ['expense:read', 'expense:create', 'expense:update', 'expense:delete'];

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(routes: StubRoutes, permissions: readonly string[] = EXPENSE_MANAGER) {
  const spy = stubFetch(routes);
  seedSession(makeSessionUser({}, permissions));
  const onAdd = vi.fn();
  renderWithProviders(<ExpensesTab onAdd={onAdd} />);
  return { spy, onAdd, user: userEvent.setup() };
}

function requestsTo(spy: ReturnType<typeof stubFetch>, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}

const listParams = (spy: ReturnType<typeof stubFetch>) => requestsTo(spy, 'GET', '/api/expenses').map((request) => Object.fromEntries(new URL(request.url).searchParams));
const lastListParams = (spy: ReturnType<typeof stubFetch>) => listParams(spy).at(-1);
const findRow = (name: string) => screen.findByRole('article', { name });

const roof = makeExpense({ id: 1, title: 'Roof repair', description: 'Leak over the library', amount: 300.1, category: 'Maintenance', status: 'PAID', method: 'BANK_TRANSFER', receiptNumber: 'R-100', remarks: 'Done before the rains' });
const diesel = makeExpense({ id: 2, title: 'Bus diesel', description: null, amount: 120.2, category: 'Transportation', date: '2026-03-05', receiptNumber: null, remarks: null });

describe('Expenses tab', { timeout: 30_000 }, () => {
  it('shows the title, the four cards from meta.summary and a row per expense with every field', async () => {
    const { spy } = setup({
      'GET /api/expenses': () => expenseListAnswer([roof, diesel], { summary: { count: 57, totalAmount: 98765.4, pendingCount: 12, pendingAmount: 4321 } }),
    });
    expect(screen.getByRole('heading', { name: 'Expenses Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading expenses...')).toBeInTheDocument();

    const row = await findRow('Roof repair');
    for (const text of ['Leak over the library', 'Paid', 'Maintenance · Feb 10, 2026 · Bank Transfer', 'Receipt: R-100', 'Done before the rains', '-$300.10']) {
      expect(within(row).getByText(text), text).toBeInTheDocument();
    }
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(await findRow('Bus diesel')).getByText('Pending')).toBeInTheDocument();

    const cards = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(cards).toEqual([
      ['Total Expenses', '57'],
      ['Total Amount', '$98,765.40'],
      ['Pending', '12'],
      ['Pending Amount', '$4,321.00'],
    ]);
    // The cards count what Analytics counts; the list shows the rejected ones too, and the note says so.
    expect(screen.getByText('The totals leave out rejected expenses, as Analytics and Reports do; the list shows them.')).toBeInTheDocument();
    // Spec §2.4: date, newest first, by default; nothing narrowing the list.
    expect(lastListParams(spy)).toEqual({ sortBy: 'date', sortOrder: 'desc', page: '1', limit: '20' });
  });

  it('sends the search (after the pause), the status word, the category and the sort, each back to page 1', async () => {
    const paged = (request: Request): StubAnswer => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return expenseListAnswer([makeExpense({ title: `Page${page}` })], { page, totalCount: 45 });
    };
    const { spy, user } = setup({ 'GET /api/expenses': paged });
    await findRow('Page1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await findRow('Page2');
    expect(lastListParams(spy)?.page).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fuel');
    await waitFor(() => expect(lastListParams(spy)?.search).toBe('fuel'));
    expect(lastListParams(spy)?.page).toBe('1');
    // Applied once the typing paused: no request per keystroke.
    expect(listParams(spy).filter((params) => params.search !== undefined).map((params) => params.search)).toEqual(['fuel']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(lastListParams(spy)?.status).toBe('pending'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Utilities');
    await waitFor(() => expect(lastListParams(spy)?.category).toBe('Utilities'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount (highest first)');
    await waitFor(() => expect(lastListParams(spy)).toEqual({ search: 'fuel', status: 'pending', category: 'Utilities', sortBy: 'amount', sortOrder: 'desc', page: '1', limit: '20' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(lastListParams(spy)?.status).toBeUndefined());
  });

  it('shows the same rows as a table with the layout toggle', async () => {
    const { user } = setup({ 'GET /api/expenses': () => expenseListAnswer([roof]) });
    await findRow('Roof repair');
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Expenses' });
    const row = within(table).getByRole('row', { name: 'Roof repair' });
    expect(within(row).getByText('-$300.10')).toBeInTheDocument();
    expect(within(row).getByText('R-100')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('asks the spec question before deleting, then deletes and refreshes the list', async () => {
    let rows = [roof, diesel];
    const { spy, user } = setup({
      'GET /api/expenses': () => expenseListAnswer(rows),
      'DELETE /api/expenses/1': () => {
        rows = [diesel];
        return { body: { success: true, message: 'Expense deleted', data: roof } };
      },
    });
    await user.click(within(await findRow('Roof repair')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete expense' });
    expect(within(dialog).getByText(EXPENSE_DELETE_CONFIRMATION)).toBeInTheDocument();
    expect(requestsTo(spy, 'DELETE', '/api/expenses/1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Expense deleted: Roof repair')).toBeInTheDocument();
    expect(requestsTo(spy, 'DELETE', '/api/expenses/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Roof repair' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Bus diesel' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the delete fails, and Cancel deletes nothing', async () => {
    const { spy, user } = setup({
      'GET /api/expenses': () => expenseListAnswer([roof]),
      'DELETE /api/expenses/1': () => ({ status: 404, body: { success: false, message: 'Expense not found' } }),
    });
    await user.click(within(await findRow('Roof repair')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete expense' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Expense not found');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete expense' })).not.toBeInTheDocument());
    expect(requestsTo(spy, 'DELETE', '/api/expenses/1')).toHaveLength(1);
  });

  it('Edit opens the filled form, which PUTs and refreshes the list', async () => {
    let current = roof;
    const { spy, user } = setup({
      'GET /api/expenses': () => expenseListAnswer([current]),
      'PUT /api/expenses/1': async (request) => {
        const body = await readSentBody(request);
        current = { ...roof, amount: Number(body.amount) };
        return { body: { success: true, message: 'Expense updated', data: current } };
      },
    });
    await user.click(within(await findRow('Roof repair')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Roof repair');
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('Maintenance');
    expect(within(dialog).getByLabelText(/^Status/)).toHaveValue('PAID');
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.paste('310.25');
    await user.click(within(dialog).getByRole('button', { name: 'Update Expense' }));

    expect(await screen.findByText('-$310.25')).toBeInTheDocument();
    expect(await readSentBody(requestsTo(spy, 'PUT', '/api/expenses/1')[0])).toMatchObject({ title: 'Roof repair', amount: 310.25, status: 'PAID', method: 'BANK_TRANSFER' });
  });

  it('shows the empty state with Add First Expense, which calls onAdd; a narrowed list offers to clear instead', async () => {
    const { onAdd, user } = setup({ 'GET /api/expenses': () => expenseListAnswer([]) });
    expect(await screen.findByText('No expenses found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Expense' }));
    expect(onAdd).toHaveBeenCalledTimes(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(await screen.findByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add First Expense' })).not.toBeInTheDocument();
  });

  it('hides Edit, Delete and Add First Expense from a user who may only read expenses', async () => {
    let rows = [roof];
    const { user } = setup({ 'GET /api/expenses': () => expenseListAnswer(rows) }, ['expense:read']);
    const row = await findRow('Roof repair');
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    rows = [];
    // A new sort (not a filter) asks again: the list is empty and not narrowed.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount (lowest first)');
    expect(await screen.findByText('No expenses found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add First Expense' })).not.toBeInTheDocument();
  });

  it('shows the error heading with the server text and retries', async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/expenses': () => (fail ? { status: 403, body: { success: false, message: 'You do not have permission' } } : expenseListAnswer([roof])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Expenses');
    expect(alert).toHaveTextContent('You do not have permission');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findRow('Roof repair')).toBeInTheDocument();
  });

  it('shows an expense saved on this device at once above the list, pending, and marks a listed expense with an unsent change', async () => {
    await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Farida');
    const chalk = { title: 'Chalk', amount: '125', category: 'Office Supplies', date: '2026-11-27', status: 'PENDING', method: 'CASH' };
    for (const [requestId, overrides] of [
      ['new-chalk', { url: '/api/expenses', body: await envelopeBytes(chalk) }],
      ['refused-ink', { url: '/api/expenses', state: 'attention', body: await envelopeBytes({ ...chalk, title: 'Ink', amount: 40 }) }],
      ['roof-edit', { method: 'PUT', url: '/api/expenses/1', body: await envelopeBytes({ amount: 310 }) }],
    ] as const) {
      await addToOutbox(makeOutboxWrite(requestId, overrides));
    }
    setup({ 'GET /api/expenses': () => expenseListAnswer([roof, diesel]) });

    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent (2)' });
    const pendingChalk = within(waiting).getByRole('article', { name: 'Chalk' });
    for (const text of ['Pending sync', 'Office Supplies · Nov 27, 2026 · Cash', '-$125.00']) expect(within(pendingChalk).getByText(text), text).toBeInTheDocument();
    expect(within(within(waiting).getByRole('article', { name: 'Ink' })).getByText('Needs attention')).toBeInTheDocument();
    // Not sent yet: no Edit or Delete on what the server does not have.
    expect(within(waiting).queryByRole('button')).not.toBeInTheDocument();

    expect(within(await findRow('Roof repair')).getByText('Pending sync')).toBeInTheDocument();
    expect(within(await findRow('Bus diesel')).queryByText('Pending sync')).not.toBeInTheDocument();
  });
});

