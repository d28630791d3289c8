/**
 * Settings › Audit log as a school admin meets it: the tab only with audit:read; the writes newest
 * first with who, Kabul time, readable table names and changed fields; filters and pages sent to
 * the server; a row opening the record's old → new values; the empty and failed states.
 */
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import type { AuditListAnswer, AuditLogDetail, AuditLogItem } from '@/contract/audit';
import { DEFAULT_SCHOOL_GENERAL_SETTINGS } from '@/contract/settings';
import SettingsScreen from '@/features/settings/components/settings-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const ADMIN = { id: 7, username: 'zahra', name: 'Zahra Hashimi' };

const RENAME: AuditLogItem = {
  id: 5,
  schoolId: 1,
  // 05:30 UTC is 10:00 in Kabul (UTC+04:30).
  at: '2026-03-01T05:30:00.000Z',
  action: 'UPDATE',
  table: 'subjects',
  rowId: '12',
  rowLabel: 'Astronomy and Space',
  route: 'PUT /api/subjects/:id',
  requestId: 'req-rename-1',
  user: ADMIN,
  changedFields: ['name', 'code', 'room', 'capacity', 'grade'],
};
const LOGIN: AuditLogItem = {
  id: 4,
  schoolId: 1,
  at: '2026-03-01T05:00:00.000Z',
  action: 'UPDATE',
  table: 'users',
  rowId: '7',
  rowLabel: 'Zahra Hashimi',
  route: null,
  requestId: null,
  user: null,
  changedFields: ['last_login'],
};
const UNKNOWN_TABLE: AuditLogItem = { ...LOGIN, id: 3, action: 'INSERT', table: 'library_loans', rowLabel: null, rowId: '9', changedFields: [] };

const DETAIL: AuditLogDetail = {
  ...RENAME,
  before: { id: 12, name: 'Astronomy', code: 'ASTR' },
  after: { id: 12, name: 'Astronomy and Space', code: 'ASTR-2' },
  changes: [
    { field: 'code', before: 'ASTR', after: 'ASTR-2' },
    { field: 'name', before: 'Astronomy', after: 'Astronomy and Space' },
    { field: 'deleted_at', before: null, after: null },
    // The database's own search column, never shown.
    { field: 'search_text', before: 'astronomy', after: 'astronomy and space' },
  ],
};

function listAnswer(data: AuditLogItem[], { page = 1, totalPages = 1 } = {}): AuditListAnswer {
  return {
    success: true,
    message: 'Audit log retrieved successfully',
    data,
    meta: {
      pagination: { currentPage: page, totalPages, totalCount: totalPages * 25, limit: 25 },
      tables: ['library_loans', 'subjects', 'users'],
      users: [ADMIN],
    },
  };
}

const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });
const PROFILE = { id: 1, name: 'Noor Academy', dariName: null, complexName: null, address: null, phone: null, email: null, socialLinks: {} };

function setup({ permissions = ['settings:read', 'audit:read'], logs }: { permissions?: string[]; logs?: (params: URLSearchParams) => StubAnswer } = {}) {
  const spy = stubFetch({
    'GET /api/settings/school': () => ok(PROFILE),
    'GET /api/settings': () => ok(DEFAULT_SCHOOL_GENERAL_SETTINGS),
    'GET /api/audit/logs': (request) => (logs ? logs(new URL(request.url).searchParams) : { body: listAnswer([RENAME, LOGIN, UNKNOWN_TABLE]) }),
    'GET /api/audit/logs/5': () => ({ body: { success: true, message: 'Audit record retrieved successfully', data: DETAIL } }),
  });
  seedSession(makeSessionUser({ role: 'SCHOOL_ADMIN' }, permissions));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<SettingsScreen />, { queryClient });
  return { spy, user: userEvent.setup() };
}

const auditCalls = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/audit/logs')
    .map((url) => Object.fromEntries(url.searchParams));

async function openTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Audit log' }));
  return screen.findByRole('table', { name: 'Recorded changes' });
}

describe('Settings › Audit log', { timeout: 30_000 }, () => {
  it('is a tab only for users with audit:read', async () => {
    setup({ permissions: ['settings:read'] });
    await screen.findByRole('form', { name: 'School profile' });
    expect(screen.queryByRole('tab', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('lists the writes newest first: Kabul time, who, readable tables, the changed fields', async () => {
    const { spy, user } = setup();
    const table = await openTab(user);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Mar 1, 2026, 10:00:00 AM');
    expect(rows[0]).toHaveTextContent('Zahra Hashimi');
    expect(rows[0]).toHaveTextContent('Changed');
    expect(rows[0]).toHaveTextContent('Subjects · Astronomy and Space (#12)');
    expect(rows[0]).toHaveTextContent('Name, Code, Room, Capacity and 1 more');
    expect(rows[1]).toHaveTextContent('System');
    expect(rows[1]).toHaveTextContent('Users · Zahra Hashimi (#7)');
    expect(rows[1]).toHaveTextContent('Last login');
    // A table without a text keeps its own name.
    expect(rows[2]).toHaveTextContent('library_loans · #9');
    expect(rows[2]).toHaveTextContent('New record');
    expect(screen.getByText('25 changes')).toBeInTheDocument();
    expect(auditCalls(spy)).toEqual([{ limit: '25', page: '1' }]);
  });

  it('sends the filters and the page, back to page 1 when a filter changes; refuses a backwards range', async () => {
    const { spy, user } = setup({ logs: (params) => ({ body: listAnswer([RENAME], { page: Number(params.get('page')), totalPages: 3 }) }) });
    await openTab(user);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(auditCalls(spy).at(-1)).toEqual({ limit: '25', page: '2' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Table' }), 'Subjects');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Changed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'User' }), 'Zahra Hashimi (zahra)');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    await waitFor(() =>
      expect(auditCalls(spy).at(-1)).toEqual({ limit: '25', page: '1', table: 'subjects', action: 'UPDATE', userId: '7', from: '2026-03-01', to: '2026-03-02' }),
    );

    const sent = auditCalls(spy).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recorded changes' })).not.toBeInTheDocument();
    expect(auditCalls(spy)).toHaveLength(sent);
  });

  it('leaves sign-ins out until "Show sign-ins" is switched on, then asks for them from page 1', async () => {
    const { spy, user } = setup({ logs: (params) => ({ body: listAnswer(params.get('includeLogins') === 'true' ? [RENAME, LOGIN] : [RENAME], { page: Number(params.get('page')), totalPages: 2 }) }) });
    const table = await openTab(user);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(auditCalls(spy)).toEqual([{ limit: '25', page: '1' }]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(auditCalls(spy).at(-1)).toEqual({ limit: '25', page: '2' }));

    const logins = screen.getByRole('switch', { name: 'Show sign-ins' });
    expect(logins).not.toBeChecked();
    await user.click(logins);
    await waitFor(() => expect(auditCalls(spy).at(-1)).toEqual({ limit: '25', page: '1', includeLogins: 'true' }));
    expect(await screen.findByText('Last login')).toBeInTheDocument();
  });

  it('shows the action whole in the reader\'s words, and never the internal search column', async () => {
    const withSearch: AuditLogItem = { ...RENAME, changedFields: ['first_name', 'search_text'] };
    const { user } = setup({ logs: () => ({ body: listAnswer([withSearch]) }) });
    const table = await openTab(user);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('First name');
    expect(row).not.toHaveTextContent(/search/i);
    // As written ("Changed", not "CHANGED"), and not cut with an ellipsis.
    const label = within(row).getByText('Changed');
    expect(label.closest('.mantine-Badge-root')).toHaveStyle({ textTransform: 'none' });
    expect(label).toHaveStyle({ textOverflow: 'clip', overflow: 'visible' });
  });

  it('opens a row: the user, Kabul time, route, request id and each field old → new (not the internal search column)', async () => {
    const { user } = setup();
    const table = await openTab(user);
    await user.click(within(table).getByRole('button', { name: 'Show change #5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change #5' });
    expect(within(dialog).getByRole('group', { name: 'User' })).toHaveTextContent('Zahra Hashimi (zahra)');
    expect(within(dialog).getByRole('group', { name: 'Time' })).toHaveTextContent('Mar 1, 2026, 10:00:00 AM');
    expect(within(dialog).getByRole('group', { name: 'Route' })).toHaveTextContent('PUT /api/subjects/:id');
    expect(within(dialog).getByRole('group', { name: 'Request ID' })).toHaveTextContent('req-rename-1');
    const changes = await within(dialog).findByRole('table', { name: 'Changed fields' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent))).toEqual([
      ['Code', 'ASTR', '', 'ASTR-2'],
      ['Name', 'Astronomy', '', 'Astronomy and Space'],
      ['Deleted at', '—', '', '—'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The row itself opens it too.
    await user.click(within(table).getByText('Subjects · Astronomy and Space (#12)'));
    expect(await screen.findByRole('dialog', { name: 'Change #5' })).toBeInTheDocument();
  });

  it('says when nothing is recorded, and shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = setup({
      // A refusal, not a 5xx: the API client retries those itself, with waits.
      logs: () => (fail ? { status: 403, body: { success: false, message: 'You do not have permission to read the audit log' } } : { body: listAnswer([]) }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit log could not be loaded');
    expect(alert).toHaveTextContent('You do not have permission to read the audit log');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
