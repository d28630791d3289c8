/**
 * The employee picker as a user meets it (spec §2.4, §5): counts and empty texts, the 300 ms
 * search debounce, arrow keys, Enter with one match, Escape, a click outside, and the close 200 ms
 * after leaving the field (fake timers, so no real time is measured); a failed list says so and
 * retries. The list comes from the query cache, or from a stubbed GET /api/payrolls/employees.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollEmployee } from '@/contract/payroll-employees';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import { financeKeys } from '@/features/finance/api/finance-keys';
import { EmployeePicker } from '@/features/finance/payroll/employee-picker';
import { sampleEmployees } from '@/features/finance/payroll/testing/payroll-fixtures';
import { EMPLOYEE_PICKER_BLUR_CLOSE_MS, PICKER_DEBOUNCE_MS } from '@/features/finance/finance-timings';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPicker({ employees }: { employees?: PayrollEmployee[] } = {}) {
  // A signed-in session only when the list is fetched (the API client sends its token).
  if (!employees) seedSession(makeSessionUser());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (employees) queryClient.setQueryData(financeKeys.employeePicker(), employees);
  const onSelect = vi.fn();
  renderWithProviders(
    <>
      <EmployeePicker label="Employee" selected={null} onSelect={onSelect} />
      <button type="button">Elsewhere</button>
    </>,
    { queryClient },
  );
  return { onSelect };
}

/**
 * Fake timers (setTimeout only: React and the DOM keep theirs) for the debounce and blur tests.
 * Those tests use fireEvent: user-event and Testing Library's async helpers wait on setTimeout,
 * which would never fire on a faked clock.
 */
function useFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const combobox = () => screen.getByRole('combobox', { name: 'Employee' });
const options = () => within(screen.getByRole('listbox', { name: 'Employees' })).getAllByRole('option');

describe('EmployeePicker', () => {
  it('opens on focus with a result count and every employee as an option', async () => {
    const user = userEvent.setup();
    renderPicker({ employees: sampleEmployees });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('3 employees')).toBeInTheDocument();
    expect(options().map((option) => option.textContent)).toEqual([
      expect.stringContaining('Mohammad Karimi'),
      expect.stringContaining('Nasir Popal'),
      expect.stringContaining('Laila Rahimi'),
    ]);
  });

  it('filters 300 ms after typing stops; Enter picks the only match', () => {
    useFakeClock();
    const { onSelect } = renderPicker({ employees: sampleEmployees });
    fireEvent.focus(combobox());
    fireEvent.change(combobox(), { target: { value: 'physics' } });
    advance(PICKER_DEBOUNCE_MS - 1);
    expect(options()).toHaveLength(3);
    advance(1);
    expect(screen.getByText('1 employee')).toBeInTheDocument();
    expect(options()).toHaveLength(1);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(sampleEmployees[2]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('');
  });

  it('Enter right after typing, before the debounce, judges by the text typed', () => {
    useFakeClock();
    const { onSelect } = renderPicker({ employees: sampleEmployees });
    fireEvent.focus(combobox());
    fireEvent.change(combobox(), { target: { value: 'guard' } });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(sampleEmployees[1]);
  });

  it('Enter with several matches and none highlighted picks nothing', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPicker({ employees: sampleEmployees });
    await user.click(combobox());
    await user.type(combobox(), 'emp-00');
    await waitFor(() => expect(options()).toHaveLength(2));
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('arrow keys move through the results (wrapping) and Enter picks the highlighted one', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPicker({ employees: sampleEmployees });
    await user.click(combobox());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options()[1].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(sampleEmployees[2]);
  });

  it('a click on a result picks it', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPicker({ employees: sampleEmployees });
    await user.click(combobox());
    await user.click(within(options()[1]).getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(sampleEmployees[1]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list', async () => {
    const user = userEvent.setup();
    renderPicker({ employees: sampleEmployees });
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a click outside closes the list', async () => {
    const user = userEvent.setup();
    renderPicker({ employees: sampleEmployees });
    await user.click(combobox());
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaving the field closes the list 200 ms later, not before', () => {
    useFakeClock();
    renderPicker({ employees: sampleEmployees });
    fireEvent.focus(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(combobox());
    advance(EMPLOYEE_PICKER_BLUR_CLOSE_MS - 1);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    advance(1);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('coming back to the field within 200 ms keeps the list open', () => {
    useFakeClock();
    renderPicker({ employees: sampleEmployees });
    fireEvent.focus(combobox());
    fireEvent.blur(combobox());
    advance(EMPLOYEE_PICKER_BLUR_CLOSE_MS - 50);
    fireEvent.focus(combobox());
    advance(EMPLOYEE_PICKER_BLUR_CLOSE_MS);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  });

  it("says 'No employees found' when the search matches nobody", async () => {
    const user = userEvent.setup();
    renderPicker({ employees: sampleEmployees });
    await user.click(combobox());
    await user.type(combobox(), 'zzz');
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("says 'No employees available' when the school has none", async () => {
    const user = userEvent.setup();
    renderPicker({ employees: [] });
    await user.click(combobox());
    expect(screen.getByText('No employees available')).toBeInTheDocument();
  });

  it('a list that fails to load says so and Retry loads it (no sample data)', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/payrolls/employees': () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { success: false, message: 'Access denied' } }
          : { body: { success: true, data: sampleEmployees.slice(0, 1) } };
      },
    });
    const user = userEvent.setup();
    renderPicker();
    await user.click(combobox());
    expect(await screen.findByText('The employee list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(screen.getByText('1 employee')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
