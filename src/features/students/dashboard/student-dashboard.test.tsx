/**
 * The Dashboard tab over a stubbed GET /students/analytics: its states, the figures it shows and
 * where they come from, the period, Live Mode, the charts' empty states, the panels' wording and
 * the Quick Actions.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { StudentDashboard, type StudentDashboardProps } from '@/features/students/dashboard/student-dashboard';
import { analyticsAnswer, makeAnalytics } from '@/features/students/dashboard/testing/analytics-fixture';
import { renderWithProviders, stubFetch, type StubAnswer, heldAnswer } from '@/app/testing/app-test-harness';
import { i18n } from '@/lib/i18n/i18n';

const ANALYTICS = 'GET /api/students/analytics';

// happy-dom lays nothing out, so recharts warns that each chart has no size: expected here.
beforeEach(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('width(0) and height(0)')) return;
    warn(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDashboard(props: StudentDashboardProps = {}) {
  // The app's own query client: its cache rules (spec part 1 §9) are part of what is tested.
  return renderWithProviders(<StudentDashboard {...props} />);
}

function analyticsRequests(spy: ReturnType<typeof stubFetch>): URL[] {
  return spy.mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === '/api/students/analytics');
}

type AnswerFor = (period: string) => StubAnswer | Promise<StubAnswer>;

/** Answers every analytics request with `data`, or with what `data` makes of the period asked. */
function serve(data: Partial<StudentAnalytics> | AnswerFor) {
  return stubFetch({
    [ANALYTICS]: (request) => {
      const period = new URL(request.url).searchParams.get('period') ?? '';
      return typeof data === 'function' ? data(period) : analyticsAnswer(data);
    },
  });
}

const card = (label: string) => screen.getByRole('group', { name: label });
const waitForFigures = () => screen.findByRole('group', { name: 'Total Students' });

describe('StudentDashboard', { timeout: 20_000 }, () => {
  it("says 'Loading Dashboard' until the figures arrive, then shows them", async () => {
    const answer = heldAnswer();
    serve(answer.route);
    renderDashboard();
    expect(await screen.findByText('Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Fetching the latest student analytics...')).toBeInTheDocument();
    act(() => answer.release(analyticsAnswer(makeAnalytics())));
    await waitForFigures();
    expect(screen.queryByText('Loading Dashboard')).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Dashboard' with the server's message, and Try Again asks again", async () => {
    let calls = 0;
    const spy = serve(() => {
      calls += 1;
      return calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : analyticsAnswer(makeAnalytics());
    });
    renderDashboard();
    const alert = await screen.findByRole('alert', undefined);
    expect(within(alert).getByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(within(alert).getByText('Access denied')).toBeInTheDocument();
    expect(analyticsRequests(spy)).toHaveLength(1); // a refusal is not retried on its own

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitForFigures();
    expect(analyticsRequests(spy)).toHaveLength(2);
    expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
  });

  it("says 'Failed to load analytics' when the failure carries no message", async () => {
    serve(() => ({ body: { success: false } }));
    renderDashboard();
    const alert = await screen.findByRole('alert', undefined);
    expect(within(alert).getByText('Failed to load analytics')).toBeInTheDocument();
  });

  it("shows the answer's own figures on the eight cards, a real 0 included, with no fallback mark", async () => {
    serve(makeAnalytics({ attendanceRate: 0 }));
    renderDashboard();
    await waitForFigures();
    const expected: Record<string, string> = {
      'Total Students': '1,234',
      'Average Grade': '78.4%',
      'Attendance Rate': '0%',
      'Completion Rate': '66.7%',
      'Top Performers': '17',
      'Active Classes': '12',
      Teachers: '9',
      Subjects: '8',
    };
    for (const [label, value] of Object.entries(expected)) {
      expect(within(card(label)).getByText(value)).toBeInTheDocument();
    }
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
  });

  it('shows the spec fallbacks, marked as such, only for the fields missing from the answer', async () => {
    const answer: Partial<StudentAnalytics> = makeAnalytics();
    delete answer.totalStudents;
    delete answer.completionRate;
    delete answer.teachers;
    serve(answer);
    renderDashboard();
    await waitForFigures();

    expect(within(card('Total Students')).getByText('245')).toBeInTheDocument();
    expect(within(card('Total Students')).getByText('Fallback')).toBeInTheDocument();
    expect(card('Total Students')).toHaveAccessibleDescription(/did not send this figure/);
    expect(within(card('Completion Rate')).getByText('91.8%')).toBeInTheDocument();
    expect(within(card('Completion Rate')).getByText('Fallback')).toBeInTheDocument();
    // Present in the answer: the answer's figure, unmarked.
    expect(within(card('Average Grade')).getByText('78.4%')).toBeInTheDocument();
    expect(within(card('Average Grade')).queryByText('Fallback')).not.toBeInTheDocument();
    expect(within(card('Attendance Rate')).getByText('88.6%')).toBeInTheDocument();
    // No fallback in the spec: shown as not available, never invented.
    expect(within(card('Teachers')).getByLabelText('Not available')).toBeInTheDocument();
    expect(screen.getAllByText('Fallback')).toHaveLength(2);
  });

  it('asks for 30D first and for the chosen period when it changes', async () => {
    const spy = serve((period) => analyticsAnswer(makeAnalytics({ period: period as StudentAnalytics['period'], totalStudents: period === '7D' ? 77 : 300 })));
    renderDashboard();
    await waitForFigures();
    expect(analyticsRequests(spy).map((url) => url.searchParams.get('period'))).toEqual(['30D']);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('30D');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await waitFor(() => expect(within(card('Total Students')).getByText('77')).toBeInTheDocument());
    expect(analyticsRequests(spy).map((url) => url.searchParams.get('period'))).toEqual(['30D', '7D']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last year']);
  });

  it('asks again every 30 seconds in Live Mode, and not when it is off', async () => {
    const spy = serve(makeAnalytics());
    renderDashboard();
    await waitForFigures();
    // Only the interval is faked: the answers and Testing Library's waits run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const liveSwitch = screen.getByRole('switch', { name: 'Live Mode' });
    expect(liveSwitch).not.toBeChecked();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(analyticsRequests(spy)).toHaveLength(1);

    fireEvent.click(liveSwitch);
    expect(liveSwitch).toBeChecked();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Updates every 30 seconds')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(29_000));
    expect(analyticsRequests(spy)).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(analyticsRequests(spy)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    act(() => void vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(analyticsRequests(spy)).toHaveLength(3));

    fireEvent.click(liveSwitch);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    act(() => void vi.advanceTimersByTime(90_000));
    expect(analyticsRequests(spy)).toHaveLength(3);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('Refresh asks again and shows that it is refreshing', async () => {
    let calls = 0;
    let release: (value: StubAnswer) => void = () => {};
    const spy = serve(() => {
      calls += 1;
      return calls === 1 ? analyticsAnswer(makeAnalytics()) : new Promise<StubAnswer>((resolve) => (release = resolve));
    });
    renderDashboard();
    await waitForFigures();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expect(card('Total Students')).toBeInTheDocument(); // the figures stay while it refreshes
    act(() => release(analyticsAnswer(makeAnalytics({ totalStudents: 1300 }))));
    await waitFor(() => expect(within(card('Total Students')).getByText('1,300')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(analyticsRequests(spy)).toHaveLength(2);
  });

  it('titles and describes each of the six charts', async () => {
    serve(makeAnalytics());
    renderDashboard();
    await waitForFigures();
    for (const title of ['Performance Trends', 'Grade Distribution', 'Class Performance', 'Subject Performance', 'Weekly Attendance Trend', 'Subject Scores']) {
      const region = screen.getByRole('region', { name: title });
      expect(region).toHaveAccessibleDescription(/.+/);
    }
    const trends = screen.getByRole('region', { name: 'Performance Trends' });
    expect(within(trends).getByRole('radio', { name: 'Line' })).toBeChecked();
    await userEvent.click(within(trends).getByText('Bar'));
    expect(within(trends).getByRole('radio', { name: 'Bar' })).toBeChecked();
    const grades = screen.getByRole('region', { name: 'Grade Distribution' });
    expect(within(grades).getByText('A+: 5 students')).toBeInTheDocument();
    expect(within(grades).getByText('D: 4 students')).toBeInTheDocument();
  });

  it('shows each chart\'s empty state for a period with nothing to draw, and for missing lists', async () => {
    const answer: Partial<StudentAnalytics> = makeAnalytics({
      gradeDistribution: { A: 0 },
      classPerformance: {},
      performanceTrends: [{ label: 'W20', averageGrade: 0, attendanceRate: 0, gradeCount: 0, markCount: 0 }],
      weeklyAttendance: [{ day: 'Mon', present: 0, absent: 0, late: 0 }],
    });
    delete answer.subjectPerformance;
    serve(answer);
    renderDashboard();
    await waitForFigures();
    const empty: Record<string, string> = {
      'Performance Trends': 'No grades or attendance in this period',
      'Grade Distribution': 'No grades in this period',
      'Class Performance': 'No class figures in this period',
      'Subject Performance': 'No subjects graded in this period',
      'Weekly Attendance Trend': 'No attendance marks in this period',
      'Subject Scores': 'No subject scores in this period',
    };
    for (const [title, text] of Object.entries(empty)) {
      expect(within(screen.getByRole('region', { name: title })).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Nothing stands out in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
  });

  it('words each insight with its value and subject', async () => {
    serve(
      makeAnalytics({
        insights: [
          { kind: 'attendance-change', value: 2.5, subject: null },
          { kind: 'grade-change', value: -1.25, subject: null },
          { kind: 'best-class', value: 91.4, subject: 'Grade 7-A' },
          { kind: 'weakest-subject', value: 62, subject: 'Mathematics' },
          { kind: 'below-target-classes', value: 3, subject: null },
          { kind: 'new-students', value: 1, subject: null },
          { kind: 'attendance-change', value: 0, subject: null },
        ],
      }),
    );
    renderDashboard();
    await waitForFigures();
    const panel = screen.getByRole('region', { name: 'Key Insights' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Attendance rose by 2.5 points compared with the previous period.',
      'The average grade fell by 1.3 points compared with the previous period.',
      'Grade 7-A leads the classes with an average grade of 91.4%.',
      'Mathematics is the weakest subject, with an average grade of 62%.',
      '3 classes have attendance below the target of 85%.',
      '1 new student joined in this period.',
      'Attendance held steady compared with the previous period.',
    ]);
  });

  it('names classes and subjects in Dari on a Dari screen, in English when they have no Dari name', async () => {
    serve(
      makeAnalytics({
        topPerformers: [
          { studentId: 41, name: 'Mariam Ahmadi', dariName: 'مریم احمدی', className: 'Grade 7-A', classDariName: 'صنف ۷ الف', averageGrade: 97.5 },
          { studentId: 42, name: 'Omid Karimi', dariName: null, className: 'Grade 8-B', classDariName: null, averageGrade: 95 },
        ],
        insights: [
          { kind: 'best-class', value: 91.4, subject: 'Grade 7-A', subjectDariName: 'صنف ۷ الف', subjectPashtoName: null },
          { kind: 'weakest-subject', value: 62, subject: 'Mathematics' },
        ],
      }),
    );
    try {
      await i18n.changeLanguage('fa');
      renderDashboard();
      const top = await screen.findByRole('region', { name: i18n.t('studentDashboard.topPerformers.title') });
      expect(within(top).getByText('صنف ۷ الف')).toBeInTheDocument();
      expect(within(top).queryByText('Grade 7-A')).not.toBeInTheDocument();
      expect(within(top).getByText('Grade 8-B')).toBeInTheDocument();
      const [best, weakest] = within(screen.getByRole('region', { name: i18n.t('studentDashboard.insights.title') })).getAllByRole('listitem');
      expect(best).toHaveTextContent('صنف ۷ الف');
      expect(best).not.toHaveTextContent('Grade 7-A');
      expect(weakest).toHaveTextContent('Mathematics');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists the top performers with their Dari names right-to-left, and the recent activity by type', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    serve(
      makeAnalytics({
        recentActivity: [
          { type: 'CARD_PRINTED', description: null, studentId: 41, studentName: 'Mariam Ahmadi', at: fiveMinutesAgo },
          { type: 'TRANSFER_REQUESTED', description: null, studentId: 42, studentName: 'Omid Karimi', at: fiveMinutesAgo },
        ],
      }),
    );
    renderDashboard();
    await waitForFigures();
    const top = screen.getByRole('region', { name: 'Top Performers' });
    expect(within(top).getByText('Mariam Ahmadi')).toBeInTheDocument();
    expect(within(top).getByText('مریم احمدی')).toHaveAttribute('dir', 'rtl');
    expect(within(top).getByText('Grade 7-A')).toBeInTheDocument();
    expect(within(top).getByText('97.5%')).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    const [printed, unknown] = within(activity).getAllByRole('listitem');
    expect(within(printed).getByText('ID card printed')).toBeInTheDocument();
    expect(within(printed).getByText('Mariam Ahmadi')).toBeInTheDocument();
    expect(within(printed).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(unknown).getByText('Transfer requested')).toBeInTheDocument();
  });

  it('shows only the Quick Actions it was given, and each does what it says', async () => {
    serve(makeAnalytics());
    const onAddStudent = vi.fn();
    const onExport = vi.fn();
    const { unmount } = renderDashboard({ onAddStudent, onExport });
    await waitForFigures();
    const panel = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(panel).getAllByRole('button').map((button) => button.textContent)).toEqual(['Add Student', 'Export Data']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Student' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Export Data' }));
    expect(onAddStudent).toHaveBeenCalledTimes(1);
    expect(onExport).toHaveBeenCalledTimes(1);
    unmount();

    renderDashboard();
    await waitForFigures();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).not.toBeInTheDocument();
  });
});
