/**
 * The Daily register as a teacher meets it: a class's students by roll number with the day's marks
 * prefilled, All present and Mark all present (with its confirmation), live counts, one bulk save
 * (its body and X-Request-ID), a queued save offline, a register still waiting on the device (its
 * marks shown, Pending sync, Needs attention once refused), the server's refusal with the
 * offending student highlighted, an empty class, a future day, and the warning before leaving
 * unsaved marks.
 */
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { ATTENDANCE_MESSAGES } from '@/contract/attendance';
import { DailyRegisterTab } from '@/features/attendance/register/daily-register-tab';
import {
  ATTENDANCE_TAKER,
  classesAnswer,
  makeMark,
  marksAnswer,
  readSentBody,
  studentsAnswer,
  type StudentRow,
} from '@/features/attendance/register/testing/attendance-fixture';
import { formatCalendarDay } from '@/lib/dates/calendar-format';
import { schoolDay } from '@/lib/dates/school-day';
import { writeDeviceSession } from '@/lib/offline/device-session';
import { localDatabase } from '@/lib/offline/local-database';
import { addToOutbox } from '@/lib/offline/outbox/outbox-store';
import { envelopeBytes, makeOutboxWrite } from '@/lib/offline/outbox/testing/outbox-fixture';
import { makeValidTestToken } from '@/lib/token/test-token';

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const today = schoolDay();
// The day as the register's texts write it for an English reader ("Mar 3, 2026").
const shownToday = formatCalendarDay(today, 'en-u-ca-gregory');
const CLASS_STUDENTS: StudentRow[] = [
  { id: 11, firstName: 'Zahra', lastName: 'Noori', admissionNo: 'ADM-11', rollNo: '10' },
  { id: 12, firstName: 'Ahmad', lastName: 'Karimi', admissionNo: 'ADM-12', rollNo: '2' },
  { id: 13, firstName: 'Bilal', lastName: 'Sadat', admissionNo: 'ADM-13', rollNo: null },
];

function setup(routes: StubRoutes = {}, students = CLASS_STUDENTS, marks = [makeMark({ id: 90, studentId: 11, date: today, status: 'ABSENT', remarks: 'Sick' })]) {
  const spy = stubFetch({
    'GET /api/classes': () => classesAnswer,
    'GET /api/students': () => studentsAnswer(students),
    'GET /api/attendances': () => marksAnswer(marks),
    ...routes,
  });
  seedSession(makeSessionUser({}, ATTENDANCE_TAKER));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<DailyRegisterTab />, { queryClient });
  return { spy, user: userEvent.setup() };
}

function requests(spy: ReturnType<typeof stubFetch>, method: string, path: string): Request[] {
  return spy.mock.calls.map(([request]) => request as Request).filter((request) => request.method === method && new URL(request.url).pathname === path);
}

async function chooseClass(user: ReturnType<typeof userEvent.setup>, name = 'Grade 7 (G7)') {
  const select = await screen.findByLabelText(/^Class/, { selector: 'input' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const statusIn = (name: string, status: string) => within(rowOf(name)).getByRole('radio', { name: status });
const count = (key: string) => document.querySelector(`[data-count="${key}"]`)?.textContent;

describe('DailyRegisterTab', { timeout: 30_000 }, () => {
  it('lists the class by roll number with the day marks prefilled and live counts', async () => {
    const { spy, user } = setup();
    expect(screen.getByText('Choose a class to take its register.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(today);
    await chooseClass(user);
    await screen.findByRole('table', { name: `Register of ${shownToday}` });
    const names = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].querySelector('p')?.textContent);
    expect(names).toEqual(['Ahmad Karimi', 'Zahra Noori', 'Bilal Sadat']);
    expect(statusIn('Zahra Noori', 'Absent')).toBeChecked();
    expect(within(rowOf('Zahra Noori')).getByRole('textbox', { name: 'Remarks for Zahra Noori' })).toHaveValue('Sick');
    expect(count('ABSENT')).toBe('Absent: 1');
    expect(count('unmarked')).toBe('Not marked: 2');
    const studentsUrl = new URL(requests(spy, 'GET', '/api/students')[0].url);
    expect(studentsUrl.searchParams.get('classId')).toBe('3');
    const marksUrl = new URL(requests(spy, 'GET', '/api/attendances')[0].url);
    expect(Object.fromEntries(marksUrl.searchParams)).toMatchObject({ classId: '3', date: today, limit: '500' });

    await user.click(statusIn('Bilal Sadat', 'Late'));
    expect(count('LATE')).toBe('Late: 1');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(within(rowOf('Bilal Sadat')).getByLabelText('In time of Bilal Sadat')).toBeInTheDocument();
  });

  it('All present keeps chosen marks; saves ONE bulk write and reports the counts', async () => {
    const { spy, user } = setup({
      'POST /api/attendances/bulk': () => ({ body: { success: true, message: 'Attendance register saved', data: { date: today, created: 2, updated: 1 } } }),
    });
    await chooseClass(user);
    await screen.findByRole('table');
    await user.click(statusIn('Bilal Sadat', 'Late'));
    fireEvent.change(within(rowOf('Bilal Sadat')).getByLabelText('In time of Bilal Sadat'), { target: { value: '08:20' } });
    await user.click(screen.getByRole('button', { name: 'All present' }));
    expect(statusIn('Ahmad Karimi', 'Present')).toBeChecked();
    expect(statusIn('Zahra Noori', 'Absent')).toBeChecked();
    expect(statusIn('Bilal Sadat', 'Late')).toBeChecked();
    expect(count('PRESENT')).toBe('Present: 1');
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    expect(await screen.findByText(`Register saved for ${shownToday}: 2 new marks, 1 updated`)).toBeInTheDocument();
    const posts = requests(spy, 'POST', '/api/attendances/bulk');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.get('X-Request-ID')).toBeTruthy();
    expect(await readSentBody(posts[0])).toEqual({
      date: today,
      classId: 3,
      records: [
        { studentId: 12, status: 'PRESENT' },
        { studentId: 11, status: 'ABSENT', remarks: 'Sick' },
        { studentId: 13, status: 'LATE', inTime: '08:20' },
      ],
    });
  });

  it('Mark all present asks before overwriting existing marks', async () => {
    const { user } = setup();
    await chooseClass(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark everyone present?' });
    expect(within(dialog).getByText('1 student already marked otherwise will be changed to present.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusIn('Zahra Noori', 'Absent')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark all present' }));
    expect(statusIn('Zahra Noori', 'Present')).toBeChecked();
    expect(count('PRESENT')).toBe('Present: 3');
  });

  it('says a save queued offline will be sent later, and keeps the request id of an unchanged retry', async () => {
    let calls = 0;
    const { spy, user } = setup({
      'POST /api/attendances/bulk': () => {
        calls += 1;
        return calls === 1 ? { status: 409, body: { success: false, message: 'Try again' } } : { status: 202, body: { success: true, queued: true } };
      },
    });
    await chooseClass(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'All present' }));
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The register was not saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again');
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    expect(await screen.findByText('Saved on this device; it will be sent when the connection is back')).toBeInTheDocument();
    const ids = requests(spy, 'POST', '/api/attendances/bulk').map((request) => request.headers.get('X-Request-ID'));
    expect(new Set(ids).size).toBe(1);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('opens a register still waiting on this device with its marks, says so, and shows Needs attention once refused', async () => {
    await writeDeviceSession(makeValidTestToken({ sub: '7' }), 'Karim');
    const body = { classId: 3, date: today, records: [{ studentId: 11, status: 'PRESENT' }, { studentId: 12, status: 'LATE', inTime: '08:15' }] };
    await addToOutbox(makeOutboxWrite('waiting-register', { url: '/api/attendances/bulk', body: await envelopeBytes(body) }));
    // Another class's register and another user's are not this one's.
    await addToOutbox(makeOutboxWrite('other-class', { url: '/api/attendances/bulk', body: await envelopeBytes({ ...body, classId: 4 }) }));
    await addToOutbox(makeOutboxWrite('other-user', { userId: '8', url: '/api/attendances/bulk', body: await envelopeBytes({ ...body, records: [{ studentId: 13, status: 'ABSENT' }] }) }));
    const { user } = setup();
    await chooseClass(user);
    const notice = await screen.findByRole('status', { name: /Pending sync/ });
    expect(notice).toHaveTextContent('This register is saved on this device and will be sent when the server can be reached.');
    // The server has Zahra absent; the waiting register marks her present, Ahmad late.
    await waitFor(() => expect(statusIn('Zahra Noori', 'Present')).toBeChecked());
    expect(statusIn('Ahmad Karimi', 'Late')).toBeChecked();
    expect(statusIn('Bilal Sadat', 'Absent')).not.toBeChecked();
    expect(count('PRESENT')).toBe('Present: 1');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await act(() => localDatabase().outbox.where('requestId').equals('waiting-register').modify({ state: 'attention' }));
    expect(await screen.findByRole('status', { name: /Needs attention/ })).toHaveTextContent('The server refused this register.');
  });

  it("shows the server's refusal and highlights the student it names", async () => {
    const { user } = setup({
      'POST /api/attendances/bulk': () => ({
        status: 400,
        body: {
          success: false,
          message: 'Some students of the register are not in the chosen class: 11',
          errors: { 'records.1.studentId': 'Student 11 is not in the chosen class' },
        },
      }),
    });
    await chooseClass(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'All present' }));
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    expect(await screen.findByText('Some students of the register are not in the chosen class: 11')).toBeInTheDocument();
    expect(rowOf('Zahra Noori')).toHaveAttribute('aria-invalid', 'true');
    expect(within(rowOf('Zahra Noori')).getByText('Student 11 is not in the chosen class')).toBeInTheDocument();
    expect(rowOf('Ahmad Karimi')).not.toHaveAttribute('aria-invalid');
  });

  it('asks before taking the register on a day that is not a school day, then sends it with override', async () => {
    let calls = 0;
    const { spy, user } = setup({
      'POST /api/attendances/bulk': () =>
        ++calls === 1
          ? { status: 409, body: { success: false, message: ATTENDANCE_MESSAGES.notSchoolDay } }
          : { body: { success: true, message: 'Attendance register saved', data: { date: today, created: 2, updated: 1 } } },
    });
    await chooseClass(user);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'All present' }));
    await user.click(screen.getByRole('button', { name: 'Save register' }));
    const weekday = formatCalendarDay(today, 'en-u-ca-gregory', { weekday: 'long' });
    const dialog = await screen.findByRole('dialog', { name: 'Not a school day' });
    expect(dialog).toHaveTextContent(`${weekday} is not a school day. Take the register anyway?`);
    await user.click(within(dialog).getByRole('button', { name: 'Take the register' }));
    expect(await screen.findByText(`Register saved for ${shownToday}: 2 new marks, 1 updated`)).toBeInTheDocument();
    const posts = requests(spy, 'POST', '/api/attendances/bulk');
    expect(posts).toHaveLength(2);
    expect(await readSentBody(posts[0])).not.toHaveProperty('override');
    expect(await readSentBody(posts[1])).toMatchObject({ date: today, classId: 3, override: true });
    expect(posts[1].headers.get('X-Request-ID')).not.toBe(posts[0].headers.get('X-Request-ID'));
  });

  it('says when a class has no students, and refuses a day to come', async () => {
    const { spy, user } = setup({}, [], []);
    await chooseClass(user);
    expect(await screen.findByText('No students in this class')).toBeInTheDocument();
    const before = requests(spy, 'GET', '/api/attendances').length;
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2999-01-01' } });
    expect(await screen.findByText('Attendance cannot be marked for a day that has not come yet')).toBeInTheDocument();
    expect(requests(spy, 'GET', '/api/attendances')).toHaveLength(before);
  });

  it('warns before leaving unsaved marks for another day', async () => {
    const { user } = setup();
    await chooseClass(user);
    await screen.findByRole('table');
    await user.click(statusIn('Ahmad Karimi', 'Present'));
    const date = screen.getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: '2026-01-10' } });
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved marks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(date).toHaveValue(today);
    expect(statusIn('Ahmad Karimi', 'Present')).toBeChecked();
    fireEvent.change(date, { target: { value: '2026-01-10' } });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(date).toHaveValue('2026-01-10'));
  });

  it('offers a retry when the register cannot be loaded', async () => {
    let fail = true;
    const { user } = setup({
      'GET /api/students': () => (fail ? { status: 403, body: { success: false, message: 'Forbidden' } } : studentsAnswer(CLASS_STUDENTS)),
    });
    await chooseClass(user);
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
