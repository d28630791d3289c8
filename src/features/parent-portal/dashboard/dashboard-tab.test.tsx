/** The Dashboard tab over stubbed answers: the cards, the children search and selection, and marking a notification read. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { DashboardTab } from '@/features/parent-portal/dashboard/dashboard-tab';
import { answer, makeDashboard, makeNotification } from '@/features/parent-portal/components/testing/portal-fixture';

const SIX = [
  makeNotification({ id: 1, type: 'warning', title: 'Fee due soon' }),
  makeNotification({ id: 2, type: 'error', title: 'Absent today', read: true }),
  makeNotification({ id: 3, type: 'success', title: 'Fee paid', read: true }),
  makeNotification({ id: 4, type: 'info', title: 'School trip' }),
  makeNotification({ id: 5, type: 'warning', title: 'Low grade' }),
  makeNotification({ id: 6, type: 'info', title: 'Sixth notice' }),
];

function setup(routes: StubRoutes = {}, selectedChildId: number | undefined = 11) {
  const spy = stubFetch({ 'GET /api/parents/dashboard': () => answer(makeDashboard({ recentNotifications: SIX })), ...routes });
  seedSession(makeSessionUser({ id: 41, role: 'PARENT', username: 'parent' }));
  const onSelectChild = vi.fn();
  renderWithProviders(<DashboardTab selectedChildId={selectedChildId} onSelectChild={onSelectChild} />);
  return { spy, onSelectChild };
}

const card = (label: string) => screen.findByRole('group', { name: label });

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Parent portal dashboard', { timeout: 20_000 }, () => {
  it('shows the four cards from the server', async () => {
    setup();
    expect(within(await card('Total Children')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Avg Attendance')).getByText('79%')).toBeInTheDocument();
    expect(within(await card('Avg Grade')).getByText('79.9%')).toBeInTheDocument();
    expect(within(await card('Notifications')).getByText('3 unread')).toBeInTheDocument();
  });

  it('shows each child card with initials, grade-section, attendance and average, the selected one marked', async () => {
    setup();
    const ahmad = await screen.findByRole('button', { name: /Ahmad Karimi/ });
    expect(ahmad).toHaveAttribute('aria-pressed', 'true');
    expect(within(ahmad).getByText('AK')).toBeInTheDocument();
    expect(within(ahmad).getByText('Grade 9-A')).toBeInTheDocument();
    expect(within(ahmad).getByText('Attendance (This month): 92%')).toBeInTheDocument();
    expect(within(ahmad).getByText('Average: 87.5%')).toBeInTheDocument();
    expect(within(ahmad).getByText('Selected')).toBeInTheDocument();
    const zahra = screen.getByRole('button', { name: /Zahra Karimi/ });
    expect(zahra).toHaveAttribute('aria-pressed', 'false');
    expect(within(zahra).getByText('Grade 6-B')).toBeInTheDocument();
  });

  it('searches the children by first name, last name or grade', async () => {
    setup();
    const user = userEvent.setup();
    const search = await screen.findByPlaceholderText('Search children...', {});
    await user.type(search, 'zah');
    expect(screen.queryByRole('button', { name: /Ahmad Karimi/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zahra Karimi/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'karimi');
    expect(screen.getAllByRole('button', { name: /Karimi/ })).toHaveLength(2);
    await user.clear(search);
    await user.type(search, '9');
    expect(screen.getByRole('button', { name: /Ahmad Karimi/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zahra Karimi/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No children match your search')).toBeInTheDocument();
  });

  it('selects a child by click or by Enter', async () => {
    const { onSelectChild } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Zahra Karimi/ }));
    expect(onSelectChild).toHaveBeenLastCalledWith(12);
    onSelectChild.mockClear();
    screen.getByRole('button', { name: /Zahra Karimi/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelectChild).toHaveBeenLastCalledWith(12);
  });

  it('shows the latest 5 notifications coloured by type, unread ones with a dot', async () => {
    setup();
    const list = await screen.findByRole('region', { name: 'Recent Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(list).queryByText('Sixth notice')).not.toBeInTheDocument();
    expect(items.map((item) => item.querySelector('[data-type]')?.getAttribute('data-type'))).toEqual(['warning', 'error', 'success', 'info', 'warning']);
    expect(within(items[0]).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(items[1]).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    // A read one is not a button; an unread one is.
    expect(within(items[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: /Fee due soon/ })).toBeInTheDocument();
  });

  it("marks an unread notification read on click with the parent's id, then reads the dashboard again", async () => {
    let dashboardReads = 0;
    const marked: string[] = [];
    setup({
      'GET /api/parents/dashboard': () => {
        dashboardReads += 1;
        const list = dashboardReads === 1 ? SIX : SIX.map((item) => (item.id === 4 ? { ...item, read: true } : item));
        return answer(makeDashboard({ recentNotifications: list, unreadNotifications: dashboardReads === 1 ? 3 : 2 }));
      },
      'PATCH /api/parents/41/notifications/4/read': (request) => {
        marked.push(new URL(request.url).pathname);
        return answer(makeNotification({ id: 4, read: true }));
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /School trip/ }));
    await waitFor(() => expect(marked).toEqual(['/api/parents/41/notifications/4/read']));
    await waitFor(() => expect(dashboardReads).toBe(2));
    expect(within(await card('Notifications')).getByText('2 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /School trip/ })).not.toBeInTheDocument();
  });

  it('puts a notification back to unread and says so when marking it fails', async () => {
    setup({ 'PATCH /api/parents/41/notifications/1/read': () => ({ status: 404, body: { success: false, message: 'Notification not found' } }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Fee due soon/ }));
    expect(await screen.findByText('Notification not found', {})).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Fee due soon/ })).toBeInTheDocument();
  });

  it('shows a failed dashboard read with Try Again', async () => {
    let calls = 0;
    setup({
      'GET /api/parents/dashboard': () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : answer(makeDashboard());
      },
    });
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText('Could not load the dashboard')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await card('Total Children')).toBeInTheDocument();
  });
});
