/**
 * The portal's Exams tab as a parent meets it (spec part 2 §2.5, §9): the counts of upcoming,
 * completed and total, Upcoming with days left ('today', 'in N days'), All with grade and percent,
 * the spec's empty texts and a failed read with Try Again. Fetch is stubbed per test.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalExam, UpcomingExam } from '@/contract/student-portal-records';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { ExamsTab } from '@/features/parent-portal/exams/exams-tab';
import { makeChild } from '@/features/parent-portal/components/testing/portal-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const exam = (overrides: Partial<PortalExam>): PortalExam => ({
  id: 1,
  title: 'Exam',
  subject: 'Mathematics',
  date: '2025-06-01',
  startTime: '09:00:00',
  endTime: '11:00:00',
  room: 'Room 4',
  status: 'SCHEDULED',
  grade: null,
  maxGrade: null,
  percentage: null,
  ...overrides,
});

const upcoming: UpcomingExam[] = [
  { ...exam({ id: 5, title: 'Physics Quiz', subject: 'Physics', date: '2025-05-20' }), daysLeft: 0 },
  { ...exam({ id: 6, title: 'Algebra Midterm', date: '2025-05-23', room: null }), daysLeft: 3 },
  { ...exam({ id: 7, title: 'Dari Dictation', subject: 'Dari', date: '2025-05-21', startTime: '13:30:00', endTime: '14:15:00' }), daysLeft: 1 },
];
const allExams: PortalExam[] = [
  ...upcoming.map(({ daysLeft: _daysLeft, ...rest }) => rest),
  exam({ id: 2, title: 'Chemistry Final', subject: 'Chemistry', date: '2025-03-10', status: 'COMPLETED', grade: 45, maxGrade: 50, percentage: 90 }),
  exam({ id: 3, title: 'Biology Test', subject: 'Biology', date: '2025-03-01', status: 'COMPLETED', grade: 11, maxGrade: 20, percentage: 55 }),
  exam({ id: 4, title: 'History Essay', subject: 'History', date: '2025-02-01', status: 'CANCELLED' }),
];

const ok = (data: unknown): StubAnswer => ({ body: { success: true, data } });

function setup(routes: { upcoming?: () => StubAnswer; all?: () => StubAnswer } = {}) {
  stubFetch({
    'GET /api/students/31/exams/upcoming': routes.upcoming ?? (() => ok(upcoming)),
    'GET /api/students/31/exams': routes.all ?? (() => ok(allExams)),
  });
  seedSession(makeSessionUser({ role: 'PARENT', username: 'parent' }));
  renderWithProviders(<ExamsTab child={makeChild()} />, { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  return { user: userEvent.setup() };
}

const count = (label: string) => screen.getByRole('group', { name: label });

describe('ExamsTab', { timeout: 30_000 }, () => {
  it('counts upcoming, completed and total exams', async () => {
    setup();
    await screen.findByRole('article', { name: 'Physics Quiz' });
    expect(await within(count('Total Exams')).findByText('6')).toBeInTheDocument();
    expect(count('Upcoming')).toHaveTextContent('3');
    expect(count('Completed')).toHaveTextContent('2');
  });

  it("lists the upcoming exams with 'today' and 'in N days', time range and room", async () => {
    setup();
    const quiz = await screen.findByRole('article', { name: 'Physics Quiz' });
    expect(within(quiz).getByText('today')).toBeInTheDocument();
    expect(within(quiz).getByText('Physics')).toBeInTheDocument();
    expect(within(quiz).getByText('May 20, 2025')).toBeInTheDocument();
    expect(within(quiz).getByText('09:00 – 11:00')).toBeInTheDocument();
    // The room is stored as "Room 4": printed once, after its label (not "Room" / "Room 4").
    expect(within(quiz).getByText('Room').nextElementSibling).toHaveTextContent(/^4$/);
    expect(within(quiz).getByText('Scheduled')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Dari Dictation' })).getByText('in 1 day')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Dari Dictation' })).getByText('13:30 – 14:15')).toBeInTheDocument();
    const algebra = screen.getByRole('article', { name: 'Algebra Midterm' });
    expect(within(algebra).getByText('in 3 days')).toBeInTheDocument();
    expect(within(algebra).getByText('N/A')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Physics Quiz', 'Algebra Midterm', 'Dari Dictation']);
  });

  it('lists every exam on All with grade and percent, status, and days left only for upcoming ones', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Physics Quiz' });
    await user.click(screen.getByRole('tab', { name: 'All' }));
    const chemistry = await screen.findByRole('article', { name: 'Chemistry Final' });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(within(chemistry).getByText('45 / 50')).toBeInTheDocument();
    expect(within(chemistry).getByText('90%')).toBeInTheDocument();
    expect(within(chemistry).getByText('Completed')).toBeInTheDocument();
    expect(within(chemistry).queryByText(/^in \d+ days?$|^today$/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Biology Test' })).getByText('55%')).toBeInTheDocument();
    const history = screen.getByRole('article', { name: 'History Essay' });
    expect(within(history).getByText('Cancelled')).toBeInTheDocument();
    expect(within(history).getByText('Not graded')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Algebra Midterm' })).getByText('in 3 days')).toBeInTheDocument();
  });

  it("shows the spec's empty texts and zero counts", async () => {
    const { user } = setup({ upcoming: () => ok([]), all: () => ok([]) });
    expect(await screen.findByText('No upcoming exams')).toBeInTheDocument();
    expect(await within(count('Total Exams')).findByText('0')).toBeInTheDocument();
    expect(count('Upcoming')).toHaveTextContent('0');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('No exams found')).toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which reads again', async () => {
    let calls = 0;
    const { user } = setup({ upcoming: () => (++calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : ok(upcoming)) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Upcoming Exams');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Physics Quiz' })).toBeInTheDocument();
  });
});
