/**
 * The student picker as a user meets it: the server search of the typed text (debounced: one
 * request for a word typed at once), the class-name matches, each option's details, keyboard
 * selection, and a load failure shown with Retry (no sample students).
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import type { StudentPickerOption } from '@/features/finance/api/student-picker-students';
import { StudentPicker } from '@/features/finance/payments/student-picker';
import { classListBody, makeApiClass, makeApiStudent, studentListBody } from '@/features/finance/payments/testing/payment-fixtures';
import { i18n } from '@/lib/i18n/i18n';
import { connectionMonitor } from '@/lib/connection/connection-status';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ahmad = makeApiStudent({ id: 5, firstName: 'Ahmad', lastName: 'Karimi', admissionNo: 'ADM-005', className: 'Grade 7 A', phone: '+93 70 555 0101', parentUserId: 41 });
const zahra = makeApiStudent({ id: 6, firstName: 'Zahra', lastName: 'Noori', admissionNo: 'ADM-006', className: 'Grade 8 B' });
const classesBody = classListBody([makeApiClass(905, 'Grade 7 A', '7A'), makeApiClass(906, 'Grade 8 B', '8B')]);

/** GET /students answered from `byQuery(url)`; GET /classes with two classes. */
function setup(byQuery: (url: URL) => ReturnType<typeof makeApiStudent>[] | 'fail', routes: StubRoutes = {}) {
  const spy = stubFetch({
    'GET /api/classes': () => ({ body: classesBody }),
    'GET /api/students': (request) => {
      const result = byQuery(new URL(request.url));
      return result === 'fail' ? { status: 400, body: { success: false, message: 'Students are unavailable' } } : { body: studentListBody(result) };
    },
    ...routes,
  });
  seedSession(makeSessionUser({ schoolId: 1 }, ['student:read', 'payment:create']));
  const chosen: (StudentPickerOption | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<StudentPickerOption | null>(null);
    return (
      <StudentPicker
        value={value}
        onChange={(student) => {
          chosen.push(student);
          setValue(student);
        }}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<Harness />, { queryClient });
  const studentRequests = () =>
    spy.mock.calls.map(([request]) => new URL(request instanceof Request ? request.url : String(request), window.location.href)).filter((url) => url.pathname === '/api/students');
  return { spy, chosen, studentRequests, user: userEvent.setup() };
}

const input = () => screen.getByRole('textbox', { name: 'Student' });
// Floating UI hides a dropdown whose input it cannot place, and happy-dom has no layout: the
// options are there but count as hidden to Testing Library.
const findOption = (name: RegExp) => screen.findByRole('option', { name, hidden: true });
const queryOption = (name?: RegExp) => screen.queryByRole('option', { name, hidden: true });
const getOption = (name: RegExp) => screen.getByRole('option', { name, hidden: true });

describe('StudentPicker', { timeout: 30_000 }, () => {
  it('lists students with name, admission number, class and phone when focused', async () => {
    const { user } = setup(() => [ahmad, zahra]);
    await user.click(input());
    expect(await findOption(/Ahmad Karimi/)).toHaveTextContent(
      'Ahmad KarimiAdmission No: ADM-005 · Class: Grade 7 A · Phone: +93 70 555 0101',
    );
    expect(getOption(/Zahra Noori/)).toHaveTextContent('Admission No: ADM-006 · Class: Grade 8 B');
  });

  it('searches the typed text on the server once typing stops, not per key', async () => {
    const { user, studentRequests } = setup((url) => (url.searchParams.get('search') === 'karimi' ? [ahmad] : [ahmad, zahra]));
    await user.click(input());
    await findOption(/Zahra Noori/);
    await user.type(input(), 'karimi');
    await waitFor(() => expect(queryOption(/Zahra Noori/)).not.toBeInTheDocument());
    expect(getOption(/Ahmad Karimi/)).toBeInTheDocument();
    const searches = studentRequests().map((url) => url.searchParams.get('search'));
    // The first (empty) list, then the whole word: not a request per key ("k", "ka", ...). A very
    // slow runner may pause mid-word for longer than the debounce, so allow one early search.
    expect(searches[0]).toBeNull();
    expect(searches.at(-1)).toBe('karimi');
    expect(searches.length - 1).toBeLessThanOrEqual(2);
  });

  it("also brings the students of a class whose name holds the text", async () => {
    const { user, studentRequests } = setup((url) => {
      if (url.searchParams.get('classId') === '906') return [zahra];
      return url.searchParams.get('search') === 'grade 8' ? [] : [ahmad];
    });
    await user.type(input(), 'grade 8');
    expect(await findOption(/Zahra Noori/)).toBeInTheDocument();
    expect(studentRequests().some((url) => url.searchParams.get('classId') === '906')).toBe(true);
  });

  it('names the class in Dari on a Dari screen (English without a Dari name) and finds a class by its Dari name', async () => {
    const dariAhmad = { ...ahmad, class: { id: 905, name: 'Grade 7 A', code: '7A', dariName: 'صنف ۷ الف', pashtoName: null } };
    const dariClasses = classListBody([{ ...makeApiClass(905, 'Grade 7 A', '7A'), dariName: 'صنف ۷ الف' }, makeApiClass(906, 'Grade 8 B', '8B')]);
    try {
      await i18n.changeLanguage('fa');
      const { user } = setup(
        (url) => (url.searchParams.get('classId') === '905' ? [dariAhmad] : url.searchParams.get('search') ? [] : [dariAhmad, zahra]),
        { 'GET /api/classes': () => ({ body: dariClasses }) },
      );
      await user.click(screen.getByRole('textbox', { name: 'شاگرد' }));
      expect(await findOption(/Ahmad Karimi/)).toHaveTextContent('صنف ۷ الف');
      expect(getOption(/Ahmad Karimi/)).not.toHaveTextContent('Grade 7 A');
      expect(getOption(/Zahra Noori/)).toHaveTextContent('Grade 8 B');
      cleanup();
    } finally {
      await i18n.changeLanguage('en');
    }
    const { user, studentRequests } = setup(
      (url) => (url.searchParams.get('classId') === '905' ? [dariAhmad] : []),
      { 'GET /api/classes': () => ({ body: dariClasses }) },
    );
    await user.type(input(), 'صنف ۷');
    expect(await findOption(/Ahmad Karimi/)).toBeInTheDocument();
    expect(studentRequests().some((url) => url.searchParams.get('classId') === '905')).toBe(true);
  });

  it('says when nothing matches', async () => {
    const { user } = setup((url) => (url.searchParams.get('search') ? [] : [ahmad]));
    await user.type(input(), 'nobody');
    expect(await screen.findByText('No students found')).toBeInTheDocument();
  });

  it('is used with the keyboard: arrows move, Enter picks, the input shows the name and the details stay', async () => {
    const { user, chosen } = setup(() => [ahmad, zahra]);
    await user.click(input());
    await findOption(/Zahra Noori/);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(chosen.at(-1)?.id).toBe(6));
    expect(chosen.at(-1)).toEqual({
      id: 6,
      name: 'Zahra Noori',
      admissionNo: 'ADM-006',
      className: 'Grade 8 B',
      classDariName: null,
      classPashtoName: null,
      classId: 906,
      phone: null,
      parentName: null,
      parentUserId: null,
    });
    expect(input()).toHaveValue('Zahra Noori');
    // Under the input, outside the options.
    const details = screen.getAllByText('Admission No: ADM-006 · Class: Grade 8 B').filter((element) => !element.closest('[role="option"]'));
    expect(details).toHaveLength(1);
  });

  it('shows a load failure with Retry, and no sample students; Retry loads them', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? 'fail' : [ahmad]));
    await user.click(input());
    expect(await screen.findByText('Failed to load students')).toBeInTheDocument();
    expect(queryOption()).not.toBeInTheDocument();
    expect(screen.queryByText(/mock data/i)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Failed to load students')).not.toBeInTheDocument());
    await user.click(input());
    expect(await findOption(/Ahmad Karimi/)).toBeInTheDocument();
  });

  it('searches the students kept on the device while the server cannot be reached, and says so', async () => {
    const roll = [ahmad, zahra].map((student) => ({
      id: student.id,
      name: `${student.user.firstName} ${student.user.lastName}`,
      admissionNo: student.admissionNo,
      classId: student.class?.id ?? null,
      className: student.class?.name ?? null,
      classDariName: null,
      classPashtoName: null,
      phone: student.user.phone,
      parentName: null,
      parentUserId: null,
    }));
    const { user, spy } = setup((url) => (url.searchParams.get('search') ? [] : [ahmad]), {
      'GET /api/students/roll': () => ({ body: { success: true, message: 'Students retrieved successfully', data: roll } }),
    });
    const rollRequests = () => spy.mock.calls.filter(([request]) => request instanceof Request && new URL(request.url).pathname === '/api/students/roll');
    await user.click(input());
    await findOption(/Ahmad Karimi/);
    // Online, the whole roll was asked for once, to keep on the device.
    await waitFor(() => expect(rollRequests()).toHaveLength(1));
    expect(screen.queryByText('Server not reachable: searching the students saved on this device.')).toBeNull();

    vi.spyOn(connectionMonitor(), 'getState').mockReturnValue('unreachable');
    await user.type(input(), 'zah');
    expect(await findOption(/Zahra Noori/)).toHaveTextContent('Admission No: ADM-006');
    expect(screen.getByText('Server not reachable: searching the students saved on this device.')).toBeInTheDocument();
    // Once the typed text is searched (after the debounce), only its match.
    await waitFor(() => expect(queryOption(/Ahmad Karimi/)).toBeNull());
  });
});
