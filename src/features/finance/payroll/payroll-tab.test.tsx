/**
 * The Payroll tab as a user meets it (spec §2.4 "Payroll list"): cards and rows from GET /payrolls,
 * the search, status, month and sort filters sent as the query, delete with the spec's question,
 * a working Edit (PUT), and the loading, empty and error states. Fetch is stubbed per test.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYROLL_DELETE_CONFIRMATION, type Payroll } from '@/contract/finance';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { PayrollTab } from '@/features/finance/payroll/payroll-tab';
import { makePayroll, readSentBody, sampleEmployees } from '@/features/finance/payroll/testing/payroll-fixtures';
import { writeDeviceSession } from '@/lib/offline/device-session';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { makeValidTestToken } from '@/lib/token/test-token';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const records: Payroll[] = [
  makePayroll(),
  makePayroll({
    id: 42,
    staffId: null,
    teacherId: 12,
    employeeId: 'TCH-012',
    employeeName: 'Laila Rahimi',
    status: 'PAID',
    basicSalary: 12000,
    allowances: 1000,
    deductions: 0,
    tax: 0,
    netSalary: 13000,
    totalAmount: 13000,
    amount: 13000,
    paymentDate: null,
    remarks: null,
    method: 'CASH',
    paymentMethod: 'CASH',
  }),
];

function listAnswer(data: Payroll[]): StubAnswer {
  return {
    body: {
      success: true,
      data,
      meta: {
        pagination: { currentPage: 1, totalPages: 1, totalCount: data.length, limit: 20 },
        summary: { count: data.length, totalAmount: 22600.75, pendingCount: 1, pendingAmount: 9600.75 },
      },
    },
  };
}

function setup(list: (request: Request) => StubAnswer = () => listAnswer(records), extra: Record<string, (request: Request) => StubAnswer> = {}) {
  const queries: URLSearchParams[] = [];
  const spy = stubFetch({
    'GET /api/payrolls': (request) => {
      queries.push(new URL(request.url).searchParams);
      return list(request);
    },
    ...extra,
  });
  seedSession(makeSessionUser({}, ['payroll:read', 'payroll:create', 'payroll:update', 'payroll:delete']));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(financeKeys.employeePicker(), sampleEmployees);
  const onAdd = vi.fn();
  renderWithProviders(<PayrollTab onAdd={onAdd} />, { queryClient });
  const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);
  return { spy, onAdd, queries, lastQuery, user: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('article', { name });

describe('PayrollTab', { timeout: 30_000 }, () => {
  it('shows the title, the four cards and every field of each row', async () => {
    const { lastQuery } = setup();
    expect(screen.getByRole('heading', { name: 'Payroll Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading payrolls...')).toBeInTheDocument();
    const nasir = await screen.findByRole('article', { name: 'Nasir Popal' });
    expect(lastQuery()).toEqual({ sortBy: 'date', sortOrder: 'desc', page: '1', limit: '20' });

    const cards = screen.getByLabelText('Payroll summary');
    for (const [label, value] of [
      ['Total Payrolls', '2'],
      ['Total Amount', '$22,600.75'],
      ['Pending', '1'],
      ['Pending Amount', '$9,600.75'],
    ]) {
      expect(within(cards).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getByText('The totals leave out cancelled and failed payrolls, as Analytics and Reports do; the list shows them.')).toBeInTheDocument();
    for (const text of ['Pending', 'EMP-007', 'March 2026', 'Bank Transfer', '$9,000.50', '$750.25', '$100.00', 'Mar 28, 2026', 'March salary', '$9,600.75']) {
      expect(within(nasir).getByText(text)).toBeInTheDocument();
    }
    const laila = row('Laila Rahimi');
    expect(within(laila).getByText('Paid')).toBeInTheDocument();
    expect(within(laila).getByText('N/A')).toBeInTheDocument();
    expect(within(laila).getByText('Cash')).toBeInTheDocument();
  });

  it('sends the search, status, month and sort as the query, back at page 1', async () => {
    const { user, lastQuery } = setup();
    await screen.findByRole('article', { name: 'Nasir Popal' });
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'completed', page: '1' }));
    await user.type(screen.getByLabelText('Month/year'), '2026-03');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'completed', month: '2026-03' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'amount');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'amount', sortOrder: 'asc' }));
    await user.type(screen.getByLabelText('Search payroll'), 'nasir');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'nasir', status: 'completed', month: '2026-03', sortBy: 'amount' }));
  });

  it("asks 'Are you sure you want to delete this payroll record?' before deleting", async () => {
    let remaining = records;
    const { spy, user } = setup(() => listAnswer(remaining), {
      'DELETE /api/payrolls/41': () => {
        remaining = records.slice(1);
        return { body: { success: true, message: 'Payroll record deleted', data: records[0] } };
      },
    });
    await screen.findByRole('article', { name: 'Nasir Popal' });
    await user.click(screen.getByRole('button', { name: 'Delete the payroll record of Nasir Popal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete payroll record' });
    expect(within(dialog).getByText(PAYROLL_DELETE_CONFIRMATION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(spy.mock.calls.some(([request]) => (request as Request).method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete the payroll record of Nasir Popal' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete payroll record' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payroll record deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nasir Popal' })).not.toBeInTheDocument());
    expect(row('Laila Rahimi')).toBeInTheDocument();
  });

  it('Edit opens the record in the form and saves it with PUT', async () => {
    const { spy, user } = setup(() => listAnswer(records), {
      'PUT /api/payrolls/41': () => ({ body: { success: true, message: 'Payroll record updated', data: { ...records[0], bonus: 500 } } }),
    });
    await screen.findByRole('article', { name: 'Nasir Popal' });
    await user.click(screen.getByRole('button', { name: 'Edit the payroll record of Nasir Popal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payroll' });
    const bonus = within(dialog).getByLabelText(/^Bonus/);
    await user.clear(bonus);
    await user.type(bonus, '500');
    expect(within(dialog).getByLabelText(/^Net salary/)).toHaveValue('$10,100.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Payroll' })).not.toBeInTheDocument());
    const put = spy.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'PUT');
    expect(await readSentBody(put as Request)).toMatchObject({ bonus: 500, netSalary: 10100.75 });
  });

  it("shows 'Error Loading Payrolls' with the reason, and Try Again loads the list", async () => {
    let calls = 0;
    const { user } = setup(() => {
      calls += 1;
      return calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : listAnswer(records);
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Payrolls')).toBeInTheDocument();
    expect(within(alert).getByText('Access denied')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Nasir Popal' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("empty: 'No payroll records found' offers Add First Payroll", async () => {
    const { user, onAdd } = setup(() => listAnswer([]));
    expect(await screen.findByText('No payroll records found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add First Payroll' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('shows a payroll record saved on this device at once above the list, pending, and marks a listed record with an unsent change', async () => {
    await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Farida');
    const laila = { teacherId: 12, employeeName: 'Laila Rahimi', salaryMonth: '2026-11-01', basicSalary: 12000, allowances: 1000, tax: '50.25', method: 'CASH' };
    for (const [requestId, overrides] of [
      ['new-laila', { url: '/api/payrolls', body: await envelopeBytes(laila) }],
      ['refused-nameless', { url: '/api/payrolls', state: 'attention', body: await envelopeBytes({ ...laila, employeeName: undefined }) }],
      ['nasir-edit', { method: 'PUT', url: '/api/payrolls/41', body: await envelopeBytes({ remarks: 'Corrected' }) }],
    ] as const) {
      await addToOutbox(makeOutboxWrite(requestId, overrides));
    }
    setup();

    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent (2)' });
    const pendingLaila = within(waiting).getByRole('article', { name: 'Laila Rahimi' });
    for (const text of ['Pending sync', 'November 2026 · Cash', '$12,949.75']) expect(within(pendingLaila).getByText(text), text).toBeInTheDocument();
    expect(within(within(waiting).getByRole('article', { name: 'New payroll record' })).getByText('Needs attention')).toBeInTheDocument();

    await waitFor(() => expect(within(row('Nasir Popal')).getByText('Pending sync')).toBeInTheDocument());
    const listedLaila = screen.getAllByRole('article', { name: 'Laila Rahimi' }).find((article) => !waiting.contains(article));
    expect(within(listedLaila as HTMLElement).queryByText('Pending sync')).not.toBeInTheDocument();
  });
});

