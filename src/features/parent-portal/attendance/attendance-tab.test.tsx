/**
 * The Attendance Tracker tab as a parent meets it (spec §2.5): month and year selectors that send
 * month/year to both calls, the counts and %, the latest 10 marks with status text, and the
 * loading, empty and error states. Fetch is stubbed per test.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceStats } from '@/contract/student-portal-records';
import { renderWithProviders, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import type { PortalAttendanceRecord } from '@/features/parent-portal/api/get-attendance';
import { AttendanceTab } from '@/features/parent-portal/attendance/attendance-tab';
import { makeChild } from '@/features/parent-portal/components/testing/portal-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATUSES = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] as const;

function makeRecords(count: number): PortalAttendanceRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    // Newest first, as the server sends them: day 28, 27, ...
    date: `2025-04-${String(28 - index).padStart(2, '0')}`,
    status: STATUSES[index % 4],
    classId: 4,
    className: '9-A',
    inTime: index % 4 === 1 ? null : '07:45:00',
    outTime: index % 4 === 1 ? null : '12:30:00',
    remarks: null,
    subject: index === 0 ? 'Mathematics' : null,
  }));
}

/** GET /students/{id}/attendance as the server answers it: the marks and their summary. */
function recordsAnswer(records: PortalAttendanceRecord[]): StubAnswer {
  const count = (status: string) => records.filter((record) => record.status === status).length;
  const summary = { total: records.length, present: count('PRESENT'), absent: count('ABSENT'), late: count('LATE'), excused: count('EXCUSED'), rate: 0 };
  return { body: { success: true, data: { studentId: 31, records, summary } } };
}

const stats: AttendanceStats = { total: 12, present: 8, absent: 2, late: 1, excused: 1, attendancePercentage: 75, period: { name: 'THIS_MONTH', from: '2025-04-01', to: '2025-04-30' } };

type Routes = { records?: (query: URLSearchParams) => StubAnswer; stats?: (query: URLSearchParams) => StubAnswer };

function setup({ records = () => recordsAnswer(makeRecords(3)), stats: statsAnswer = () => ({ body: { success: true, data: stats } }) }: Routes = {}) {
  const recordQueries: Record<string, string>[] = [];
  const statsQueries: Record<string, string>[] = [];
  stubFetch({
    'GET /api/students/31/attendance': (request) => {
      const query = new URL(request.url).searchParams;
      recordQueries.push(Object.fromEntries(query));
      return records(query);
    },
    'GET /api/students/31/attendance/stats': (request) => {
      const query = new URL(request.url).searchParams;
      statsQueries.push(Object.fromEntries(query));
      return statsAnswer(query);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<AttendanceTab child={makeChild()} />, { queryClient });
  return { recordQueries, statsQueries, user: userEvent.setup() };
}

const card = (label: string) => screen.getByRole('group', { name: label });

describe('AttendanceTab', { timeout: 30_000 }, () => {
  it('asks for this month by default and offers the years current-2 to current+2', async () => {
    const { recordQueries, statsQueries } = setup();
    const now = new Date();
    const expected = { month: String(now.getMonth() + 1), year: String(now.getFullYear()) };
    await screen.findByRole('list', { name: 'Recent attendance' });
    expect(recordQueries).toEqual([expected]);
    expect(statsQueries).toEqual([expected]);
    const year = screen.getByRole('combobox', { name: 'Year' });
    const years = within(year).getAllByRole('option').map((option) => option.textContent);
    const current = now.getFullYear();
    expect(years).toEqual([current - 2, current - 1, current, current + 1, current + 2].map(String));
    expect(within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option')).toHaveLength(12);
  });

  it('shows every status (adding up to the total), the attendance % and the period they cover', async () => {
    setup();
    await waitFor(() => expect(card('Total')).toHaveTextContent('12'));
    expect(card('Present')).toHaveTextContent('8');
    expect(card('Late')).toHaveTextContent('1');
    expect(card('Excused')).toHaveTextContent('1');
    expect(card('Absent')).toHaveTextContent('2');
    expect(card('Attendance %')).toHaveTextContent('75%');
    expect(screen.getByText('This month')).toBeInTheDocument();
  });

  it('refetches both calls with the chosen month and year', async () => {
    const { recordQueries, statsQueries, user } = setup();
    await screen.findByRole('list', { name: 'Recent attendance' });
    const current = new Date().getFullYear();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(current - 1));
    await waitFor(() => expect(recordQueries.at(-1)).toEqual({ month: '2', year: String(current - 1) }));
    expect(statsQueries.at(-1)).toEqual({ month: '2', year: String(current - 1) });
  });

  it('lists the latest 10 marks with status text, date, subject and in/out times', async () => {
    setup({ records: () => recordsAnswer(makeRecords(14)) });
    const list = await screen.findByRole('list', { name: 'Recent attendance' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Present');
    expect(rows[0]).toHaveTextContent('Mathematics');
    expect(rows[0]).toHaveTextContent('In 07:45 · Out 12:30');
    expect(rows[0]).toHaveAccessibleName(/28/);
    expect(rows[1]).toHaveTextContent('Absent');
    expect(rows[1]).toHaveTextContent('Whole school day');
    expect(rows[1]).toHaveTextContent('In --:-- · Out --:--');
    expect(rows[2]).toHaveTextContent('Late');
    expect(rows[3]).toHaveTextContent('Excused');
    // The 11th (day 18) and older are left out.
    expect(rows.at(-1)).toHaveAccessibleName(/19/);
  });

  it("shows 'No attendance records found' for an empty month", async () => {
    setup({ records: () => recordsAnswer([]) });
    expect(await screen.findByText('No attendance records found')).toBeInTheDocument();
  });

  it('shows the reason of a failed read, and Try Again loads the marks', async () => {
    let calls = 0;
    const { user } = setup({
      records: () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : recordsAnswer(makeRecords(2));
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Attendance');
    expect(alert).toHaveTextContent('Access denied');
    // The counts are a separate region and still show.
    expect(card('Total')).toHaveTextContent('12');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    const list = await screen.findByRole('list', { name: 'Recent attendance' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
