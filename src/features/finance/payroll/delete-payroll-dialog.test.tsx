/** Delete then Undo in the Payroll tab: Undo posts the restore and the record comes back in the list. */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payroll } from '@/contract/finance';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { PayrollTab } from '@/features/finance/payroll/payroll-tab';
import { makePayroll, sampleEmployees } from '@/features/finance/payroll/testing/payroll-fixtures';

const nasir = makePayroll();

function listAnswer(data: Payroll[]): StubAnswer {
  const totalAmount = data.reduce((sum, record) => sum + record.totalAmount, 0);
  return {
    body: {
      success: true,
      data,
      meta: {
        pagination: { currentPage: 1, totalPages: 1, totalCount: data.length, limit: 20 },
        summary: { count: data.length, totalAmount, pendingCount: 0, pendingAmount: 0 },
      },
    },
  };
}

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Delete payroll record, then Undo', { timeout: 20_000 }, () => {
  it('restores the record with POST /payrolls/{id}/restore and reloads the list', async () => {
    let rows = [nasir];
    const spy = stubFetch({
      'GET /api/payrolls': () => listAnswer(rows),
      [`DELETE /api/payrolls/${nasir.id}`]: () => {
        rows = [];
        return { body: { success: true, message: 'Payroll record deleted', data: nasir } };
      },
      [`POST /api/payrolls/${nasir.id}/restore`]: () => {
        rows = [nasir];
        return { body: { success: true, message: 'Payroll record restored', data: nasir } };
      },
    });
    seedSession(makeSessionUser({}, ['payroll:read', 'payroll:create', 'payroll:update', 'payroll:delete']));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(financeKeys.employeePicker(), sampleEmployees);
    renderWithProviders(<PayrollTab onAdd={vi.fn()} />, { queryClient });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: nasir.employeeName });
    await user.click(screen.getByRole('button', { name: `Delete the payroll record of ${nasir.employeeName}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete payroll record' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payroll record deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: nasir.employeeName })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Payroll record restored')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: nasir.employeeName })).toBeInTheDocument();
    const restores = spy.mock.calls
      .map(([input]) => input as Request)
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === `/api/payrolls/${nasir.id}/restore`);
    expect(restores).toHaveLength(1);
  });
});
