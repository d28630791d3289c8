/** The Summary tab over stubbed answers: the day's classes and who has not marked, the range's cards, trend and absentees. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { ATTENDANCE_READER, counts, makeAnalytics, makeClassSummary, okAnswer } from '@/features/attendance/matrix/testing/attendance-report-fixture';
import { AttendanceSummaryTab } from '@/features/attendance/summary/attendance-summary-tab';
import { i18n } from '@/lib/i18n/i18n';

const CLASS_SUMMARY = '/api/attendances/class-summary';
const ANALYTICS = '/api/attendances/analytics';

// The school's today (Kabul) is fixed; the session's token still reads the real clock.
vi.mock('@/lib/dates/school-day', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/dates/school-day')>()),
  schoolDay: () => '2026-03-03',
}));

function setup(routes: StubRoutes) {
  const spy = stubFetch({
    [`GET ${CLASS_SUMMARY}`]: () => okAnswer(makeClassSummary()),
    [`GET ${ANALYTICS}`]: () => okAnswer(makeAnalytics()),
    ...routes,
  });
  seedSession(makeSessionUser({ role: 'ADMIN' }, ATTENDANCE_READER));
  renderWithProviders(<AttendanceSummaryTab />);
  const params = (path: string) =>
    spy.mock.calls.map(([input]) => new URL((input as Request).url)).filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));
  return { params, user: userEvent.setup() };
}

beforeEach(() => {
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

describe('Attendance summary tab: the day', { timeout: 20_000 }, () => {
  it("shows today's classes (Kabul), the ones not marked first, and the totals", async () => {
    const { params } = setup({});
    const table = await screen.findByRole('table', { name: 'Classes on Mar 3, 2026' });
    expect(params(CLASS_SUMMARY)[0]).toEqual({ date: '2026-03-03' });
    expect(screen.getByLabelText('Day')).toHaveValue('2026-03-03');

    const notMarked = screen.getByRole('list', { name: 'Not marked yet' });
    expect(within(notMarked).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Grade 8']);
    expect(screen.getByText('1 class not marked yet')).toBeInTheDocument();

    const grade7 = within(table).getByRole('row', { name: /Grade 7/ });
    expect(within(grade7).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', 'Marked (5 marks)', '3', '1', '1', '0', '80%']);
    const grade8 = within(table).getByRole('row', { name: /Grade 8/ });
    expect(within(grade8).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4', 'Not marked yet', '0', '0', '0', '0', '–']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', '1 of 2 marked', '3', '1', '1', '0', '80%']);
  });

  it('asks for a chosen day, and says when every class has marked', async () => {
    const { params, user } = setup({
      [`GET ${CLASS_SUMMARY}`]: (request) => {
        const date = new URL(request.url).searchParams.get('date')!;
        if (date === '2026-03-03') return okAnswer(makeClassSummary());
        const grade7 = { ...counts(['PRESENT', 'PRESENT']), classId: 3, className: 'Grade 7', students: 2, marked: true };
        return okAnswer(makeClassSummary({ from: date, to: date, classes: [grade7], notMarked: [], totals: counts(['PRESENT', 'PRESENT']) }));
      },
    });
    await screen.findByRole('table', { name: 'Classes on Mar 3, 2026' });
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-03-02');
    expect(await screen.findByText('Every class has taken the register for Mar 2, 2026.')).toBeInTheDocument();
    expect(params(CLASS_SUMMARY).at(-1)).toEqual({ date: '2026-03-02' });
    expect(screen.queryByRole('list', { name: 'Not marked yet' })).not.toBeInTheDocument();
  });

  it('shows a failed read with Try again, which loads the day', async () => {
    let failing = true;
    const { user } = setup({
      [`GET ${CLASS_SUMMARY}`]: () => (failing ? { status: 403, body: { success: false, message: 'Access denied' } } : okAnswer(makeClassSummary())),
    });
    const alert = await screen.findByRole('alert', { name: 'The class summary could not be loaded' });
    expect(alert).toHaveTextContent('Access denied');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Classes on Mar 3, 2026' })).toBeInTheDocument();
  });
});

describe('Attendance summary tab: the range', { timeout: 20_000 }, () => {
  it("shows the server's last 30 days: cards, the day-by-day table and the most absent students", async () => {
    const { params } = setup({});
    expect(await screen.findByRole('group', { name: 'Marks' })).toHaveTextContent('8');
    expect(screen.getByRole('group', { name: 'Attendance rate' })).toHaveTextContent('63%');
    expect(screen.getByRole('group', { name: 'Present' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Absent' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Late' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Excused' })).toHaveTextContent('1');
    expect(params(ANALYTICS)[0]).toEqual({});
    expect(screen.getByLabelText('From')).toHaveValue('2026-02-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-03');

    const trend = screen.getByRole('table', { name: 'Day by day' });
    const march2 = within(trend).getByRole('row', { name: /Mar 2, 2026/ });
    expect(within(march2).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '1', '1', '1', '50%']);

    const absentees = screen.getByRole('table', { name: 'Most absent students' });
    const rows = within(absentees).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Ahmad Karimi', 'ADM-11', 'Grade 7', '2 of 2'],
      ['Zahra Noori', 'ADM-14', 'No class', '1 of 6'],
    ]);
  });

  it('asks for a chosen range, refuses a reversed one, and returns to the last 30 days', async () => {
    const { params, user } = setup({
      [`GET ${ANALYTICS}`]: (request) => {
        const query = new URL(request.url).searchParams;
        return okAnswer(makeAnalytics(query.get('from') ? { from: query.get('from')!, to: query.get('to')! } : {}));
      },
    });
    await screen.findByRole('group', { name: 'Marks' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await waitFor(() => expect(params(ANALYTICS).at(-1)).toEqual({ from: '2026-01-01', to: '2026-03-03' }));

    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-01');
    expect(await screen.findByText('The start date must not be after the end date')).toBeInTheDocument();
    expect(params(ANALYTICS).some((query) => query.to === '2025-12-01')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-02-02'));
    expect(screen.queryByText('The start date must not be after the end date')).not.toBeInTheDocument();
  });

  it('says when the range has no marks and nobody was absent', async () => {
    setup({ [`GET ${ANALYTICS}`]: () => okAnswer(makeAnalytics({ totals: counts([]), trend: [], topAbsentees: [] })) });
    expect(await screen.findByText('No attendance was marked in this range.', {})).toBeInTheDocument();
    expect(screen.getByText('No student was absent in this range.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Attendance rate' })).toHaveTextContent('–');
  });

  it('shows a failed read with Try again, which loads the figures', async () => {
    let failing = true;
    const { user } = setup({
      [`GET ${ANALYTICS}`]: () => (failing ? { status: 400, body: { success: false, message: 'Choose a range of at most 366 days' } } : okAnswer(makeAnalytics())),
    });
    const alert = await screen.findByRole('alert', { name: 'The attendance figures could not be loaded' });
    expect(alert).toHaveTextContent('Choose a range of at most 366 days');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Marks' })).toHaveTextContent('8');
  });
});

describe('Attendance summary tab: local class names', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a class by its Dari name on a Dari screen, and by its English name when it has none', async () => {
    const grade7Names = { classDariName: 'صنف ۷ الف', classPashtoName: 'ټولګی ۷ الف' };
    const summary = makeClassSummary();
    const [grade7, grade8] = summary.classes;
    const analytics = makeAnalytics();
    await i18n.changeLanguage('fa');
    setup({
      [`GET ${CLASS_SUMMARY}`]: () => okAnswer({ ...summary, classes: [{ ...grade7, ...grade7Names }, { ...grade8, classDariName: null }] }),
      [`GET ${ANALYTICS}`]: () => okAnswer({ ...analytics, topAbsentees: analytics.topAbsentees.map((row) => (row.className ? { ...row, ...grade7Names } : row)) }),
    });
    // The day's table and the most absent students name Grade 7 in Dari; Grade 8 has no Dari name.
    await waitFor(() => expect(screen.getAllByText('صنف ۷ الف')).toHaveLength(2));
    expect(screen.queryByText('Grade 7')).not.toBeInTheDocument();
    expect(screen.getAllByText('Grade 8')).toHaveLength(2);
  });
});
