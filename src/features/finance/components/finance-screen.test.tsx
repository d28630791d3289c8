/**
 * The Finance screen over stubbed API answers: its tabs (kept in the address), the tab
 * descriptions, and the floating add button that follows the tab and opens the matching modal.
 * The modal and list slots belong to other parts of the area, so they are stood in for here: the
 * test sees which one the screen opens, not how it looks.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { notifications } from '@mantine/notifications';
import FinanceScreen from '@/features/finance/components/finance-screen';
import { analyticsAnswer, FINANCE_MANAGER, makePayment, paymentListAnswer, statsAnswer } from '@/features/finance/components/testing/finance-fixture';

const slots = vi.hoisted(() => ({ expensesTabCrashes: false }));

vi.mock('@/features/finance/payments/add-payment-modal', () => ({
  AddPaymentModal: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog" aria-label="Add Payment slot" /> : null),
}));
vi.mock('@/features/finance/expenses/expense-form-modal', () => ({
  ExpenseFormModal: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog" aria-label="Add Expense slot" /> : null),
}));
vi.mock('@/features/finance/payroll/payroll-form-modal', () => ({
  PayrollFormModal: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog" aria-label="Add Payroll slot" /> : null),
}));
vi.mock('@/features/finance/expenses/expenses-tab', () => ({
  ExpensesTab: ({ onAdd }: { onAdd: () => void }) => {
    if (slots.expensesTabCrashes) throw new Error('expenses.map is not a function');
    return (
      <button type="button" onClick={onAdd}>
        Expenses slot add
      </button>
    );
  },
}));
vi.mock('@/features/finance/payroll/payroll-tab', () => ({
  PayrollTab: ({ onAdd }: { onAdd: () => void }) => (
    <button type="button" onClick={onAdd}>
      Payroll slot add
    </button>
  ),
}));

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  'GET /api/finance/stats': () => statsAnswer(),
  'GET /api/payments': () => paymentListAnswer([makePayment()]),
  'GET /api/finance/analytics': () => analyticsAnswer(),
  ...overrides,
});

function setup(permissions: readonly string[] = FINANCE_MANAGER, overrides: StubRoutes = {}) {
  const spy = stubFetch(routes(overrides));
  seedSession(makeSessionUser({ role: 'CASHIER' }, permissions));
  renderWithProviders(<FinanceScreen />);
  return spy;
}

const tab = (name: string) => screen.findByRole('tab', { name });
const addButton = (name: string) => screen.findByRole('button', { name });

beforeEach(() => {
  slots.expensesTabCrashes = false;
  window.history.replaceState(null, '', '/finance');
  // happy-dom lays nothing out, so recharts warns that each chart has no size: expected here.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('width(0) and height(0)')) return;
    warn(...args);
  });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Finance screen: tabs and the add button', { timeout: 20_000 }, () => {
  it('shows the five tabs with Overview open, and the add button says Add Payment', async () => {
    setup();
    expect(await tab('Overview')).toHaveAttribute('aria-selected', 'true');
    const names = within(screen.getByRole('tablist', { name: 'Finance' }))
      .getAllByRole('tab')
      .map((element) => element.textContent);
    expect(names).toEqual(['Overview', 'Payments', 'Expenses', 'Payroll', 'Analytics']);
    expect(await addButton('Add Payment')).toBeInTheDocument();
  });

  it("shows a tab's description when pointed at", async () => {
    setup();
    await userEvent.setup().hover(await tab('Payroll'));
    expect(await screen.findByText('Salaries of staff and teachers: record payroll with its net salary')).toBeInTheDocument();
  });

  it('changes the add button with the tab, keeps the tab in the address, and opens the matching modal', async () => {
    setup();
    const user = userEvent.setup();
    const cases = [
      { tab: 'Payments', label: 'Add Payment', slot: 'Add Payment slot', param: 'payments' },
      { tab: 'Expenses', label: 'Add Expense', slot: 'Add Expense slot', param: 'expenses' },
      { tab: 'Payroll', label: 'Add Payroll', slot: 'Add Payroll slot', param: 'payroll' },
      { tab: 'Analytics', label: 'Add Payment', slot: 'Add Payment slot', param: 'analytics' },
      { tab: 'Overview', label: 'Add Payment', slot: 'Add Payment slot', param: null },
    ];
    for (const step of cases) {
      await user.click(await tab(step.tab));
      expect(new URLSearchParams(window.location.search).get('tab'), step.tab).toBe(step.param);
      expect(window.location.pathname).toBe('/finance');
      await user.click(await addButton(step.label));
      expect(await screen.findByRole('dialog', { name: step.slot }), step.tab).toBeInTheDocument();
      // The one modal of this tab, none of the others.
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    }
  });

  it('passes onAdd to the Expenses and Payroll tabs, opening their modals', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await tab('Expenses'));
    await user.click(await screen.findByRole('button', { name: 'Expenses slot add' }));
    expect(await screen.findByRole('dialog', { name: 'Add Expense slot' })).toBeInTheDocument();
    await user.click(await tab('Payroll'));
    await user.click(await screen.findByRole('button', { name: 'Payroll slot add' }));
    expect(await screen.findByRole('dialog', { name: 'Add Payroll slot' })).toBeInTheDocument();
  });

  it('opens the tab the address names', async () => {
    window.history.replaceState(null, '', '/finance?tab=payroll');
    setup();
    expect(await tab('Payroll')).toHaveAttribute('aria-selected', 'true');
    expect(await addButton('Add Payroll')).toBeInTheDocument();
  });

  it('is operable from the keyboard: arrow keys move between tabs', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await tab('Overview'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('shows only what a reader may see: no list tabs without their permission, no add button', async () => {
    setup(['finance:read']);
    expect(await tab('Overview')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Overview', 'Analytics']);
    expect(await screen.findByRole('group', { name: 'Total Revenue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  });

  it('falls back to Overview when the address names a tab the user cannot see', async () => {
    window.history.replaceState(null, '', '/finance?tab=payroll');
    setup(['finance:read', 'payment:read']);
    expect(await tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Finance screen: the overview empty state', { timeout: 20_000 }, () => {
  it("offers the three add actions under 'No Payments Found', each opening its modal", async () => {
    setup(FINANCE_MANAGER, { 'GET /api/payments': () => paymentListAnswer([]) });
    expect(await screen.findByRole('heading', { name: 'No Payments Found' })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No Payments Found' }).closest('[role="status"]') as HTMLElement;
    const user = userEvent.setup();
    for (const [label, slot] of [
      ['Add Payment', 'Add Payment slot'],
      ['Add Expense', 'Add Expense slot'],
      ['Add Payroll', 'Add Payroll slot'],
    ]) {
      await user.click(within(empty).getByRole('button', { name: label }));
      expect(await screen.findByRole('dialog', { name: slot })).toBeInTheDocument();
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    }
  });
});

describe('Finance screen: the error boundary', { timeout: 20_000 }, () => {
  it("shows 'Finance Interface Error' when a tab fails to render, and Try Again brings the screen back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    slots.expensesTabCrashes = true;
    const user = userEvent.setup();
    await user.click(await tab('Expenses'));
    const alert = await screen.findByRole('alert', { name: 'Finance Interface Error' });
    expect(alert).toHaveTextContent('Something went wrong with the finance interface.');
    await user.click(within(alert).getByRole('button', { name: 'Show details' }));
    expect(within(alert).getByText(/expenses\.map is not a function/)).toBeInTheDocument();

    slots.expensesTabCrashes = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Expenses slot add' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Expenses' })).toHaveAttribute('aria-selected', 'true');
  });
});
