/**
 * The Front gate as a guard meets it: search (debounced, arrows and Enter), Mark arrival and Mark
 * departure with their own X-Request-IDs and the press's day and time, the result's times, the
 * server's 409 worded as it sends it, today's marks (latest change first) refreshed after a press,
 * and the question before recording on a day that is not a school day (asked once for the day).
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch } from '@/app/testing/app-test-harness';
import { ATTENDANCE_MESSAGES, type AttendanceMark } from '@/contract/attendance';
import { FrontGateTab } from '@/features/attendance/gate/front-gate-tab';
import { ATTENDANCE_TAKER, makeMark, marksAnswer, readSentBody, studentsAnswer } from '@/features/attendance/register/testing/attendance-fixture';
import { formatCalendarDay } from '@/lib/dates/calendar-format';
import { schoolDay } from '@/lib/dates/school-day';

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const today = schoolDay();
const AHMAD = { id: 12, firstName: 'Ahmad', lastName: 'Karimi', admissionNo: 'ADM-12', rollNo: '2', className: 'Grade 7' };

function requests(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls.map(([request]) => request as Request).filter((request) => request.method === method && new URL(request.url).pathname === path);
}

/** `arrival`: the mark the server answers to a mark-in (its status is the server's, from the school's late-after time). */
function setup(arrival: Partial<AttendanceMark> = { inTime: '07:45' }, routes: Parameters<typeof stubFetch>[0] = {}) {
  let day: AttendanceMark[] = [makeMark({ id: 5, studentId: 20, studentName: 'Older Mark', date: today, updatedAt: '2026-03-15T03:00:00.000Z' })];
  const spy = stubFetch({
    'GET /api/students': () => studentsAnswer([AHMAD]),
    'GET /api/attendances': () => marksAnswer(day),
    'POST /api/attendances/mark-in-time': () => {
      const mark = makeMark({ id: 9, studentId: 12, studentName: 'Ahmad Karimi', date: today, updatedAt: '2026-03-15T04:00:00.000Z', ...arrival });
      day = [...day, mark];
      return { status: 201, body: { success: true, message: 'In time recorded', data: mark } };
    },
    'POST /api/attendances/mark-out-time': () => ({
      status: 409,
      body: { success: false, message: `The student has no attendance mark for ${today}; mark them in first` },
    }),
    ...routes,
  });
  seedSession(makeSessionUser({}, ATTENDANCE_TAKER));
  renderWithProviders(<FrontGateTab />, { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) });
  return { spy, user: userEvent.setup() };
}

describe('FrontGateTab', { timeout: 30_000 }, () => {
  it('finds a student with the keyboard, marks the arrival at a typed time and refreshes the day', async () => {
    const { spy, user } = setup();
    const list = await screen.findByRole('table', { name: "Today's marks, latest first" });
    expect(within(list).getByText('Older Mark')).toBeInTheDocument();
    const search = screen.getByLabelText('Find a student');
    await user.type(search, 'Ahm');
    await screen.findByText('Ahmad Karimi');
    expect(new URL(requests(spy, 'GET', '/api/students')[0].url).searchParams.get('search')).toBe('Ahm');
    await user.keyboard('{ArrowDown}{Enter}');
    const card = await screen.findByRole('region', { name: 'Chosen student' });
    expect(within(card).getByText('Admission No ADM-12 · Class Grade 7')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('Time'), { target: { value: '07:45' } });
    await user.click(within(card).getByRole('button', { name: 'Mark arrival' }));
    expect(await screen.findByText('Arrival recorded for Ahmad Karimi at 07:45: Present')).toBeInTheDocument();
    const result = within(card).getByRole('status', { name: "Today's mark" });
    expect(result).toHaveTextContent('Present');
    expect(result).toHaveTextContent('In: 07:45');
    const [post] = requests(spy, 'POST', '/api/attendances/mark-in-time');
    expect(await readSentBody(post)).toEqual({ studentId: 12, date: today, time: '07:45' });
    expect(post.headers.get('X-Request-ID')).toBeTruthy();
    // The latest change first.
    await waitFor(() => expect(within(screen.getByRole('table', { name: "Today's marks, latest first" })).getAllByRole('row')[1]).toHaveTextContent('Ahmad Karimi'));
  });

  it('shows the status the server gave the arrival: Late after the late-after time', async () => {
    const { user } = setup({ inTime: '08:20', status: 'LATE' });
    await user.type(screen.getByLabelText('Find a student'), 'Ahm');
    await user.click(await screen.findByText('Ahmad Karimi'));
    const card = await screen.findByRole('region', { name: 'Chosen student' });
    fireEvent.change(within(card).getByLabelText('Time'), { target: { value: '08:20' } });
    await user.click(within(card).getByRole('button', { name: 'Mark arrival' }));
    expect(await screen.findByText('Arrival recorded for Ahmad Karimi at 08:20: Late')).toBeInTheDocument();
    const result = within(card).getByRole('status', { name: "Today's mark" });
    expect(result).toHaveTextContent('Late');
    expect(result).not.toHaveTextContent('Present');
    expect(result).toHaveTextContent('In: 08:20');
    // Today's list shows it as Late too.
    const list = screen.getByRole('table', { name: "Today's marks, latest first" });
    await waitFor(() => expect(within(list).getByRole('row', { name: /Ahmad Karimi/ })).toHaveTextContent('Late'));
  });

  it("shows the server's 409 as it words it, and sends the time now when none is typed", async () => {
    const { spy, user } = setup();
    await user.type(screen.getByLabelText('Find a student'), 'Ahm');
    await user.click(await screen.findByText('Ahmad Karimi'));
    const card = await screen.findByRole('region', { name: 'Chosen student' });
    await user.click(within(card).getByRole('button', { name: 'Mark departure' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(`The student has no attendance mark for ${today}; mark them in first`);
    const body = await readSentBody(requests(spy, 'POST', '/api/attendances/mark-out-time')[0]);
    expect(body).toMatchObject({ studentId: 12, date: today });
    expect(body.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  });

  it('asks before recording on a day that is not a school day, sends the same press with override, and asks once for the day', async () => {
    const notSchoolDay = { status: 409, body: { success: false, message: ATTENDANCE_MESSAGES.notSchoolDay } };
    let arrivals = 0;
    const { spy, user } = setup(undefined, {
      'POST /api/attendances/mark-in-time': () =>
        ++arrivals === 1
          ? notSchoolDay
          : { status: 201, body: { success: true, message: 'In time recorded', data: makeMark({ id: 9, studentId: 12, studentName: 'Ahmad Karimi', date: today, inTime: '07:45' }) } },
      'POST /api/attendances/mark-out-time': () => ({
        body: { success: true, message: 'Out time recorded', data: makeMark({ id: 9, studentId: 12, studentName: 'Ahmad Karimi', date: today, inTime: '07:45', outTime: '12:10' }) },
      }),
    });
    await user.type(screen.getByLabelText('Find a student'), 'Ahm');
    await user.click(await screen.findByText('Ahmad Karimi'));
    const card = await screen.findByRole('region', { name: 'Chosen student' });
    fireEvent.change(within(card).getByLabelText('Time'), { target: { value: '07:45' } });
    await user.click(within(card).getByRole('button', { name: 'Mark arrival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not a school day' });
    const weekday = formatCalendarDay(today, 'en-u-ca-gregory', { weekday: 'long' });
    expect(dialog).toHaveTextContent(`${weekday} is not a school day. Record the arrival of Ahmad Karimi anyway?`);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record anyway' }));
    expect(await screen.findByText('Arrival recorded for Ahmad Karimi at 07:45: Present')).toBeInTheDocument();
    const ins = requests(spy, 'POST', '/api/attendances/mark-in-time');
    expect(ins).toHaveLength(2);
    expect(await readSentBody(ins[0])).toEqual({ studentId: 12, date: today, time: '07:45' });
    expect(await readSentBody(ins[1])).toEqual({ studentId: 12, date: today, time: '07:45', override: true });
    expect(ins[1].headers.get('X-Request-ID')).not.toBe(ins[0].headers.get('X-Request-ID'));

    // The day's next press sends the override at once, without asking again.
    fireEvent.change(within(card).getByLabelText('Time'), { target: { value: '12:10' } });
    await user.click(within(card).getByRole('button', { name: 'Mark departure' }));
    expect(await screen.findByText('Departure recorded for Ahmad Karimi at 12:10')).toBeInTheDocument();
    // The first question may still be fading out; a second one would stay open, waiting.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Not a school day' })).not.toBeInTheDocument());
    const [out] = requests(spy, 'POST', '/api/attendances/mark-out-time');
    expect(await readSentBody(out)).toEqual({ studentId: 12, date: today, time: '12:10', override: true });
  });

  it('records nothing when the guard says no to a day that is not a school day', async () => {
    const { spy, user } = setup(undefined, {
      'POST /api/attendances/mark-in-time': () => ({ status: 409, body: { success: false, message: ATTENDANCE_MESSAGES.notSchoolDay } }),
    });
    await user.type(screen.getByLabelText('Find a student'), 'Ahm');
    await user.click(await screen.findByText('Ahmad Karimi'));
    const card = await screen.findByRole('region', { name: 'Chosen student' });
    await user.click(within(card).getByRole('button', { name: 'Mark arrival' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not a school day' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Not a school day' })).not.toBeInTheDocument());
    expect(requests(spy, 'POST', '/api/attendances/mark-in-time')).toHaveLength(1);
    expect(within(card).queryByRole('status', { name: "Today's mark" })).not.toBeInTheDocument();
  });
});
