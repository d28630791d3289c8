import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '@/contract/permissions';
import { makeSessionUser, renderApp, seedSession, stubFetch, type StubRoutes, heldAnswer } from '@/app/testing/app-test-harness';
import { effectivePermissionsAnswer, makeStudent, studentListAnswer } from '@/features/students/components/testing/student-fixture';

const STUDENT_MANAGER = ['student:read', 'student:create', 'student:update', 'student:delete'];
const READ_ONLY = ROLE_DEFAULT_PERMISSIONS.STAFF;

/** A binary answer for GET /api/students/{id}/card. */
type CardAnswer = { status?: number; bytes: Uint8Array; contentType?: string };

type Setup = {
  routes: StubRoutes;
  permissions?: readonly string[];
  /** The tab remembered on this device before the screen opens; Students unless a test says otherwise. */
  tab?: 'dashboard' | 'students' | null;
  card?: (id: number) => CardAnswer | Promise<CardAnswer>;
};

function setup({ routes, permissions = STUDENT_MANAGER, tab = 'students', card }: Setup) {
  const jsonFetch = stubFetch({
    'GET /api/rbac/permissions/user/7/effective': () => effectivePermissionsAnswer(permissions),
    ...routes,
  });
  // The harness answers JSON only; the card is a JPEG.
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const match = /^\/api\/students\/(\d+)\/card$/.exec(new URL(request.url).pathname);
    if (match && card) {
      const answer = await card(Number(match[1]));
      return new Response(answer.bytes.length === 0 ? null : new Blob([answer.bytes as BlobPart]), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': answer.contentType ?? 'image/jpeg' },
      });
    }
    return jsonFetch(request);
  });
  vi.stubGlobal('fetch', fetchSpy);
  if (tab !== null) localStorage.setItem('studentsTab', tab);
  window.history.replaceState(null, '', '/academic');
  seedSession(makeSessionUser({}, permissions));
  renderApp();
  return fetchSpy;
}

function requestsTo(spy: ReturnType<typeof setup>, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}

function listParams(spy: ReturnType<typeof setup>): URLSearchParams[] {
  return requestsTo(spy, 'GET', '/api/students').map((request) => new URL(request.url).searchParams);
}

const findRow = (name: string) => screen.findByRole('row', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search students' });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  // Mantine keeps notifications in a module-level store: one test's must not show in the next.
  act(() => notifications.clean());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Academic screen: the students list', { timeout: 20_000 }, () => {
  it('opens on the Dashboard tab the first time, then remembers the Students tab', async () => {
    setup({ routes: { 'GET /api/students': () => studentListAnswer([makeStudent()]) }, tab: null });
    const dashboardTab = await screen.findByRole('tab', { name: 'Dashboard' });
    expect(dashboardTab).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Students' }));
    expect(await findRow('Ahmad Rahimi')).toBeInTheDocument();
    expect(localStorage.getItem('studentsTab')).toBe('students');
  });

  it("wires the Dashboard's Quick Actions: Export Data downloads the CSV, Advanced Filters opens the list", async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:students-csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const spy = setup({
      routes: {
        'GET /api/students': () => studentListAnswer([makeStudent()]),
        'GET /api/students/export': () => ({ body: 'id,admissionNo' }),
      },
      permissions: [...STUDENT_MANAGER, 'student:export'],
      tab: 'dashboard',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText(/^Exported: students-\d{4}-\d{2}-\d{2}\.csv$/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(new URL(requestsTo(spy, 'GET', '/api/students/export')[0].url).searchParams.get('format')).toBe('csv');

    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    expect(await findRow('Ahmad Rahimi')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists a page of students with names in English and Dari, colour-coded status and every action', async () => {
    const ahmad = makeStudent();
    const maryam = makeStudent({ status: 'SUSPENDED', user: { firstName: 'Maryam', lastName: 'Karimi', dariName: 'مریم کریمی', gender: 'FEMALE' } });
    const spy = setup({ routes: { 'GET /api/students': () => studentListAnswer([ahmad, maryam]) } });

    const row = await findRow('Ahmad Rahimi');
    expect(within(row).getByText('احمد رحیمی')).toHaveAttribute('dir', 'rtl');
    expect(within(row).getByText(ahmad.admissionNo)).toBeInTheDocument();
    expect(within(row).getByText('Grade 7')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    for (const action of ['View', 'Edit', 'Print Card', 'Delete']) {
      expect(within(row).getByRole('button', { name: action })).toBeInTheDocument();
    }
    const suspended = screen.getByRole('row', { name: 'Maryam Karimi' });
    expect(within(suspended).getByText('Suspended')).toBeInTheDocument();
    expect(within(suspended).getByText('Female')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 students')).toBeInTheDocument();

    const [params] = listParams(spy);
    expect(params.get('page')).toBe('1');
    expect(params.get('limit')).toBe('10');
    expect(params.has('search')).toBe(false);
    expect(params.has('status')).toBe(false);
  });

  it('hides Add Student, Edit and Delete from a user who may only read students', async () => {
    setup({ routes: { 'GET /api/students': () => studentListAnswer([makeStudent()]) }, permissions: READ_ONLY });
    const row = await findRow('Ahmad Rahimi');
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Print Card' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Student' })).not.toBeInTheDocument();
  });

  it('switches to the card view and remembers it on this device', async () => {
    setup({ routes: { 'GET /api/students': () => studentListAnswer([makeStudent()]) } });
    await findRow('Ahmad Rahimi');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Cards' }));
    const card = await screen.findByRole('article', { name: 'Ahmad Rahimi' });
    expect(within(card).getByRole('button', { name: 'Print Card' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Ahmad Rahimi' })).not.toBeInTheDocument();
    expect(localStorage.getItem('studentsViewMode')).toBe('cards');
  });

  it('shows "Loading students..." until the list arrives', async () => {
    const answer = heldAnswer();
    setup({ routes: { 'GET /api/students': answer.route } });
    expect(await screen.findByText('Loading students...', undefined)).toBeInTheDocument();
    act(() => answer.release(studentListAnswer([makeStudent()])));
    expect(await findRow('Ahmad Rahimi')).toBeInTheDocument();
    expect(screen.queryByText('Loading students...')).not.toBeInTheDocument();
  });

  it('says "No students found" and suggests adding the first student, or adjusting the filters', async () => {
    setup({ routes: { 'GET /api/students': () => studentListAnswer([]) } });
    expect(await screen.findByText('No students found', undefined)).toBeInTheDocument();
    expect(screen.getByText('Add the first student to get started.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'OTHER');
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it('shows "Error Loading Students" with the reason, and Try Again loads the list', async () => {
    let failing = true;
    setup({
      routes: {
        // A refusal is not retried, so the test need not wait out the back-off of an outage.
        'GET /api/students': () => (failing ? { status: 403, body: { success: false, message: 'Access denied' } } : studentListAnswer([makeStudent()])),
      },
    });
    const alert = await screen.findByRole('alert', undefined);
    expect(alert).toHaveTextContent('Error Loading Students');
    expect(alert).toHaveTextContent('Access denied');
    failing = false;
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await findRow('Ahmad Rahimi')).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Students')).not.toBeInTheDocument();
  });

  it('pages with Next and the page buttons, and any filter or page-size change goes back to page 1', async () => {
    const spy = setup({
      routes: {
        'GET /api/students': (request) => {
          const params = new URL(request.url).searchParams;
          const page = Number(params.get('page'));
          const limit = Number(params.get('limit'));
          return studentListAnswer([makeStudent({ user: { firstName: `Page${page}` } })], { page, limit, totalCount: 45 });
        },
      },
    });
    await findRow('Page1 Rahimi');
    expect(screen.getByText('Showing 1 to 10 of 45 students')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getAllByRole('button').map((button) => button.textContent)).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);

    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await findRow('Page2 Rahimi');
    expect(screen.getByText('Showing 11 to 20 of 45 students')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Page 5' }));
    await findRow('Page5 Rahimi');
    expect(screen.getByText('Showing 41 to 45 of 45 students')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'GRADUATED');
    await findRow('Page1 Rahimi');
    expect(listParams(spy).at(-1)?.get('status')).toBe('GRADUATED');
    expect(listParams(spy).at(-1)?.get('page')).toBe('1');

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await findRow('Page3 Rahimi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '20');
    await findRow('Page1 Rahimi');
    const last = listParams(spy).at(-1);
    expect([last?.get('page'), last?.get('limit'), last?.get('status')]).toEqual(['1', '20', 'GRADUATED']);
    expect(screen.getByText('Showing 1 to 20 of 45 students')).toBeInTheDocument();
  });

  it('offers the last page when the page shown has emptied (its last students were deleted)', async () => {
    let totalCount = 25;
    const spy = setup({
      routes: {
        'GET /api/students': (request) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          const students = (page - 1) * 10 < totalCount ? [makeStudent({ user: { firstName: `Page${page}` } })] : [];
          return studentListAnswer(students, { page, totalCount });
        },
      },
    });
    await findRow('Page1 Rahimi');
    totalCount = 20;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('This page has no students any more.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await findRow('Page2 Rahimi')).toBeInTheDocument();
    expect(listParams(spy).at(-1)?.get('page')).toBe('2');
  });

  it('applies the search 800 ms after typing stops, not for one character, and from page 1', async () => {
    const spy = setup({
      routes: {
        'GET /api/students': (request) => {
          const params = new URL(request.url).searchParams;
          const page = Number(params.get('page'));
          return studentListAnswer([makeStudent({ user: { firstName: `Page${page}` } })], { page, totalCount: 30 });
        },
      },
    });
    await findRow('Page1 Rahimi');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await findRow('Page2 Rahimi');
    const searches = () => listParams(spy).map((params) => params.get('search'));
    const settle = () => act(async () => {});

    // The debounce's clock is the test's from here: typing, then exactly 799 and 800 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // fireEvent: user-event's own pauses would run on the faked clock.
    fireEvent.change(searchBox(), { target: { value: 'A' } });
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2000));
    await settle();
    expect(searches()).toEqual([null, null]);

    fireEvent.change(searchBox(), { target: { value: 'Ah' } });
    expect(screen.queryByText('Type at least 2 characters to search')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(799));
    await settle();
    expect(searches()).toEqual([null, null]);
    await act(async () => vi.advanceTimersByTime(1));
    // TanStack Query schedules its updates with setTimeout too: run the faked clock until the
    // answer is on screen, then give the clock back.
    for (let step = 0; step < 50 && !screen.queryByRole('row', { name: 'Page1 Rahimi' }); step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(20));
    }
    vi.useRealTimers();
    expect(searches()).toEqual([null, null, 'Ah']);
    expect(listParams(spy).at(-1)?.get('page')).toBe('1');
    expect(await findRow('Page1 Rahimi')).toBeInTheDocument();
  });
});

describe('Academic screen: profile, Print Card and delete', { timeout: 20_000 }, () => {
  const withParent = () =>
    makeStudent({
      cardPrintCount: 2,
      parent: {
        id: 40,
        user: {
          id: 90,
          username: 'karim.rahimi',
          firstName: 'Karim',
          middleName: null,
          lastName: 'Rahimi',
          dariName: 'کریم رحیمی',
          displayName: null,
          phone: '+93 79 555 0101',
          email: null,
          gender: 'MALE',
        },
        occupation: 'Engineer',
        annualIncome: null,
        education: null,
        employer: null,
        designation: null,
        workPhone: null,
        emergencyContact: null,
        relationship: 'Father',
        isGuardian: true,
        isEmergencyContact: true,
      },
    });

  it('shows the profile with every section, the photo, the print count and a Close button', async () => {
    const student = withParent();
    setup({
      routes: {
        'GET /api/students': () => studentListAnswer([student]),
        [`GET /api/students/${student.id}`]: () => ({ body: { success: true, message: 'Student retrieved successfully', data: { ...student, bankName: 'Da Afghanistan Bank' } } }),
        [`GET /api/students/${student.id}/card/print-count`]: () => ({ body: { success: true, message: 'Print count retrieved successfully', data: { printCount: 3 } } }),
      },
    });
    const user = userEvent.setup();
    await user.click(within(await findRow('Ahmad Rahimi')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Student Profile' });
    for (const section of ['Personal Information', 'Academic Information', 'Origin Address', 'Current Address', 'Banking Information', 'Parent/Guardian']) {
      expect(within(dialog).getByRole('region', { name: section }), section).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Cards printed: 3')).toBeInTheDocument();
    // The server's current copy replaces the list's.
    expect(await within(dialog).findByText('Da Afghanistan Bank')).toBeInTheDocument();
    const parent = within(dialog).getByRole('region', { name: 'Parent/Guardian' });
    expect(parent).toHaveTextContent('Karim Rahimi');
    expect(parent).toHaveTextContent('Father');
    expect(within(parent).getByText('کریم رحیمی')).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('region', { name: 'Origin Address' })).toHaveTextContent('Herat');
    expect(within(dialog).getByRole('region', { name: 'Current Address' })).toHaveTextContent('Shar-e-Naw');
    // A stored day is written in the reader's calendar, never as "2026-03-21".
    expect(within(dialog).getByRole('region', { name: 'Academic Information' })).toHaveTextContent('Mar 21, 2026');
    expect(within(dialog).getByText('AR')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Student Profile' })).not.toBeInTheDocument());
  });

  it('downloads the card as student-card-{id}.jpg, shows progress meanwhile, and refreshes the print count', async () => {
    const student = withParent();
    let printCount = 3;
    let sendCard: (answer: CardAnswer) => void = () => {};
    const clicked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:student-card');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const spy = setup({
      routes: {
        'GET /api/students': () => studentListAnswer([student]),
        [`GET /api/students/${student.id}`]: () => ({ body: { success: true, message: 'Student retrieved successfully', data: student } }),
        [`GET /api/students/${student.id}/card/print-count`]: () => ({ body: { success: true, message: 'Print count retrieved successfully', data: { printCount } } }),
      },
      card: () =>
        new Promise((resolve) => {
          sendCard = resolve;
        }),
    });
    const user = userEvent.setup();
    await user.click(within(await findRow('Ahmad Rahimi')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Student Profile' });
    expect(await within(dialog).findByText('Cards printed: 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Print Card' }));
    expect(await within(dialog).findByRole('button', { name: 'Generating...' })).toBeDisabled();
    printCount = 4;
    act(() => sendCard({ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]) }));

    expect(await within(dialog).findByText('Cards printed: 4')).toBeInTheDocument();
    expect(clicked).toEqual([`student-card-${student.id}.jpg`]);
    expect(await screen.findByText(`Card downloaded: student-card-${student.id}.jpg`)).toBeInTheDocument();
    const [cardRequest] = requestsTo(spy, 'GET', `/api/students/${student.id}/card`);
    expect(cardRequest.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(cardRequest.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByRole('button', { name: 'Print Card' })).toBeEnabled();
  });

  it('tells the user why a card failed: the server error, or "No card data received"', async () => {
    const student = makeStudent();
    let answer: CardAnswer = { status: 404, bytes: new TextEncoder().encode(JSON.stringify({ success: false, message: 'Student not found' })), contentType: 'application/json' };
    setup({ routes: { 'GET /api/students': () => studentListAnswer([student]) }, card: () => answer });
    const user = userEvent.setup();
    const row = await findRow('Ahmad Rahimi');

    await user.click(within(row).getByRole('button', { name: 'Print Card' }));
    expect(await screen.findByText('Failed to generate card: Student not found')).toBeInTheDocument();

    answer = { bytes: new Uint8Array() };
    await user.click(within(row).getByRole('button', { name: 'Print Card' }));
    expect(await screen.findByText('Failed to generate card: No card data received')).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the student, and Undo restores them', async () => {
    const student = makeStudent();
    let deleted = false;
    const spy = setup({
      routes: {
        'GET /api/students': () => studentListAnswer(deleted ? [] : [student]),
        [`DELETE /api/students/${student.id}`]: () => {
          deleted = true;
          return { body: { success: true, data: { ...student, deletedAt: '2026-03-22T05:00:00.000Z' }, message: 'Student deleted' } };
        },
        [`PATCH /api/students/${student.id}/restore`]: () => {
          deleted = false;
          return { body: { success: true, data: student, message: 'Student restored' } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(within(await findRow('Ahmad Rahimi')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Student' });
    expect(dialog).toHaveTextContent('Delete Ahmad Rahimi?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Student' })).not.toBeInTheDocument());
    expect(requestsTo(spy, 'DELETE', `/api/students/${student.id}`)).toHaveLength(0);

    await user.click(within(screen.getByRole('row', { name: 'Ahmad Rahimi' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Student' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ahmad Rahimi was deleted')).toBeInTheDocument();
    expect(await screen.findByText('No students found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Ahmad Rahimi was restored')).toBeInTheDocument();
    expect(await findRow('Ahmad Rahimi')).toBeInTheDocument();
    expect(requestsTo(spy, 'PATCH', `/api/students/${student.id}/restore`)).toHaveLength(1);
  });
});
