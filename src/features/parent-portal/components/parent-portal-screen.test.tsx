/**
 * The Parent Portal screen over stubbed answers: the first child is selected automatically, the
 * selection carries across the tabs (and into the address), and the empty and error states. The
 * child tabs belong to other parts of the portal, so they are stood in for: the test sees which
 * child each one is given.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import type { Child } from '@/contract/parent-portal';
import ParentPortalScreen from '@/features/parent-portal/components/parent-portal-screen';
import { AHMAD, answer, makeDashboard, ZAHRA } from '@/features/parent-portal/components/testing/portal-fixture';

const { slot } = vi.hoisted(() => ({
  slot: (name: string) =>
    function Slot({ child }: { child: Child }) {
      return `${name} slot for ${child.firstName}`;
    },
}));
vi.mock('@/features/parent-portal/attendance/attendance-tab', () => ({ AttendanceTab: slot('Attendance') }));
vi.mock('@/features/parent-portal/academics/academics-tab', () => ({ AcademicsTab: slot('Academics') }));
vi.mock('@/features/parent-portal/fees/fees-tab', () => ({ FeesTab: slot('Fees') }));
vi.mock('@/features/parent-portal/exams/exams-tab', () => ({ ExamsTab: slot('Exams') }));

function setup(overrides: StubRoutes = {}) {
  const spy = stubFetch({
    'GET /api/parents/children': () => answer([AHMAD, ZAHRA]),
    'GET /api/parents/dashboard': () => answer(makeDashboard()),
    ...overrides,
  });
  seedSession(makeSessionUser({ id: 41, role: 'PARENT', username: 'parent' }));
  renderWithProviders(<ParentPortalScreen />);
  return spy;
}

const tab = (name: string) => screen.findByRole('tab', { name });
const childCard = (name: RegExp) => screen.findByRole('button', { name });

beforeEach(() => window.history.replaceState(null, '', '/parent-portal'));
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Parent portal screen', { timeout: 20_000 }, () => {
  it('shows the six tabs with Dashboard open and the first child selected', async () => {
    setup();
    expect(await tab('Dashboard')).toHaveAttribute('aria-selected', 'true');
    const names = within(screen.getByRole('tablist', { name: 'Parent portal' }))
      .getAllByRole('tab')
      .map((element) => element.textContent);
    expect(names).toEqual(['Dashboard', 'Attendance', 'Academics', 'Fees', 'Exams', 'Overview']);
    expect(await childCard(/Ahmad Karimi/)).toHaveAttribute('aria-pressed', 'true');
    expect(await childCard(/Zahra Karimi/)).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(await tab('Attendance'));
    expect(await screen.findByText('Attendance slot for Ahmad')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ahmad Karimi' })).toBeChecked();
  });

  it('keeps a child chosen in the switcher across the tabs and in the address', async () => {
    setup();
    const user = userEvent.setup();
    await user.click(await tab('Attendance'));
    await user.click(await screen.findByRole('radio', { name: 'Zahra Karimi' }));
    expect(await screen.findByText('Attendance slot for Zahra')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('child')).toBe('12');

    for (const name of ['Academics', 'Fees', 'Exams']) {
      await user.click(await tab(name));
      expect(await screen.findByText(`${name} slot for Zahra`)).toBeInTheDocument();
    }
    await user.click(await tab('Overview'));
    expect(await screen.findByRole('heading', { name: 'Zahra Karimi' })).toBeInTheDocument();
    await user.click(await tab('Dashboard'));
    expect(await childCard(/Zahra Karimi/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Ahmad Karimi/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('selects a child from its dashboard card for the child tabs, and replaces the history entry', async () => {
    setup();
    const user = userEvent.setup();
    const entries = window.history.length;
    await user.click(await childCard(/Zahra Karimi/));
    expect(await childCard(/Zahra Karimi/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(await tab('Fees'));
    expect(await screen.findByText('Fees slot for Zahra')).toBeInTheDocument();
    expect(window.history.length).toBe(entries);
    expect(window.location.search).toContain('child=12');
  });

  it('opens the child named in the address', async () => {
    window.history.replaceState(null, '', '/parent-portal?tab=exams&child=12');
    setup();
    expect(await screen.findByText('Exams slot for Zahra')).toBeInTheDocument();
  });

  it('falls back to the first child when the address names an unknown one', async () => {
    window.history.replaceState(null, '', '/parent-portal?tab=fees&child=999');
    setup();
    expect(await screen.findByText('Fees slot for Ahmad')).toBeInTheDocument();
  });

  it('says so when the parent has no children', async () => {
    setup({ 'GET /api/parents/children': () => ({ body: { success: true, data: [], message: 'No children found' } }) });
    expect(await screen.findByText('No children found. Please contact the school if you believe this is an error')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which reads again', async () => {
    let calls = 0;
    setup({
      'GET /api/parents/children': () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : answer([AHMAD]);
      },
    });
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText('Could not load your children')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await childCard(/Ahmad Karimi/)).toBeInTheDocument();
  });
});
