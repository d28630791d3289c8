/**
 * The Teachers screen over stubbed API answers: the list's requests (search, filters, sort, page
 * size and page), its states, select mode and bulk actions, delete with Undo, and the Analytics tab.
 */
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer, type StubRoutes, heldAnswer } from '@/app/testing/app-test-harness';
import TeachersScreen from '@/features/teachers/components/teachers-screen';
import { makeTeacher, makeTeacherStats, teacherListAnswer, teacherStatsAnswer } from '@/features/teachers/components/testing/teacher-fixture';

const TEACHER_MANAGER = ['teacher:read', 'teacher:create', 'teacher:update', 'teacher:delete'];

function setup(routes: StubRoutes, permissions: readonly string[] = TEACHER_MANAGER) {
  const spy = stubFetch({ 'GET /api/teachers/stats': () => teacherStatsAnswer(), ...routes });
  seedSession(makeSessionUser({}, permissions));
  renderWithProviders(<TeachersScreen />);
  return spy;
}

function requestsTo(spy: ReturnType<typeof stubFetch>, method: string, pathname: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init)))
    .filter((request) => request.method === method && new URL(request.url).pathname === pathname);
}

function listParams(spy: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return requestsTo(spy, 'GET', '/api/teachers').map((request) => new URL(request.url).searchParams);
}

const lastListParams = (spy: ReturnType<typeof stubFetch>) => listParams(spy).at(-1);
const findCard = (name: string) => screen.findByRole('article', { name });

/** Pages of one teacher each, named after the page, 45 teachers in all. */
function pagedList(request: Request): StubAnswer {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return teacherListAnswer([makeTeacher({ firstName: `Page${page}` })], { page, limit, totalCount: 45 });
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
  // Mantine keeps notifications in a module-level store: one test's must not show in the next.
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Teachers screen: the list', { timeout: 20_000 }, () => {
  it('shows a card per teacher with its details, salary in USD without decimals, and the count on the List tab', async () => {
    const farid = makeTeacher({ salary: 45000.75 });
    const spy = setup({ 'GET /api/teachers': () => teacherListAnswer([farid, makeTeacher({ firstName: 'Mina', lastName: 'Sadat', status: 'On Leave' })]) });

    const card = await findCard('Farid Noori');
    for (const text of [farid.employeeId, 'Science', 'Mathematics', farid.email!, '+93 70 555 0101', '8 years', '$45,001', 'Active']) {
      expect(within(card).getByText(text), text).toBeInTheDocument();
    }
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(await findCard('Mina Sadat')).getByText('On Leave')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Teacher' })).toBeInTheDocument();
    expect(screen.getByLabelText('2 teachers')).toHaveTextContent('2');
    expect(screen.getByText('Showing 1 to 2 of 2 teachers')).toBeInTheDocument();

    const params = lastListParams(spy)!;
    expect([params.get('page'), params.get('limit'), params.get('sortBy'), params.get('sortOrder')]).toEqual(['1', '20', 'name', 'asc']);
    expect(params.has('query')).toBe(false);
  });

  it("follows the school's currency: an AFN school's salaries in afghanis, its salary filter labelled AFN", async () => {
    setup({
      'GET /api/teachers': () => teacherListAnswer([makeTeacher({ salary: 32000 })]),
      'GET /api/settings/currency': () => ({ body: { success: true, message: 'School currency retrieved successfully', data: { currency: 'AFN' } } }),
    });
    const card = await findCard('Farid Noori');
    expect(await within(card).findByText('؋32,000')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('form', { name: 'Filter teachers' });
    expect(within(panel).getByText('Salary (AFN)')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Salary (AFN): To' })).toBeInTheDocument();
    expect(within(panel).queryByText(/USD/)).not.toBeInTheDocument();
  });

  it('loads the photo with the bearer token (an <img> cannot send it) and shows it', async () => {
    const teacher = makeTeacher({ photo: '/api/teachers/1/photo' });
    const jsonFetch = stubFetch({ 'GET /api/teachers/stats': () => teacherStatsAnswer(), 'GET /api/teachers': () => teacherListAnswer([teacher]) });
    const photoRequests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
        if (new URL(request.url).pathname !== '/api/teachers/1/photo') return jsonFetch(request);
        photoRequests.push(request);
        return new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    seedSession(makeSessionUser({}, TEACHER_MANAGER));
    renderWithProviders(<TeachersScreen />);
    const card = await findCard('Farid Noori');
    await waitFor(() => expect(within(card).getByRole('img', { name: 'Photo of Farid Noori' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(photoRequests[0].headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('hides Add Teacher, Edit and Delete from a user who may only read teachers', async () => {
    setup({ 'GET /api/teachers': () => teacherListAnswer([makeTeacher()]) }, ['teacher:read']);
    const card = await findCard('Farid Noori');
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Teacher' })).not.toBeInTheDocument();
  });

  it('returns to page 1 when the search changes, and sends it as the query', async () => {
    const spy = setup({ 'GET /api/teachers': pagedList });
    await findCard('Page1 Noori');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await findCard('Page2 Noori');

    await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'math');
    await waitFor(() => expect(lastListParams(spy)?.get('query')).toBe('math'));
    expect(lastListParams(spy)?.get('page')).toBe('1');
    expect(await findCard('Page1 Noori')).toBeInTheDocument();
    // Typed letter by letter, applied once the typing paused: no request per keystroke.
    expect(listParams(spy).filter((params) => params.get('query') !== null).map((params) => params.get('query'))).toEqual(['math']);
  });

  it('sorts by the chosen field and order, and a sort or page-size change returns to page 1', async () => {
    const spy = setup({ 'GET /api/teachers': pagedList });
    await findCard('Page1 Noori');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await findCard('Page3 Noori');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Salary (descending)');
    await findCard('Page1 Noori');
    let params = lastListParams(spy)!;
    expect([params.get('sortBy'), params.get('sortOrder'), params.get('page')]).toEqual(['salary', 'desc', '1']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await findCard('Page2 Noori');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    await findCard('Page1 Noori');
    params = lastListParams(spy)!;
    expect([params.get('limit'), params.get('page'), params.get('sortBy')]).toEqual(['50', '1', 'salary']);
  });

  it('filters by department (from the data), status and ranges, counts them on the button, and clears them', async () => {
    const spy = setup({ 'GET /api/teachers': pagedList });
    await findCard('Page1 Noori');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await findCard('Page2 Noori');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('form', { name: 'Filter teachers' });
    const department = within(panel).getByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(within(department).getByRole('option', { name: 'Languages' })).toBeInTheDocument());
    await user.selectOptions(department, 'Languages');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Status' }), 'On Leave');
    await user.type(within(panel).getByRole('textbox', { name: 'Experience (years): From' }), '5');
    await user.type(within(panel).getByRole('textbox', { name: 'Salary (USD): To' }), '50000');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await findCard('Page1 Noori');
    const params = lastListParams(spy)!;
    expect(Object.fromEntries(['department', 'status', 'experienceMin', 'salaryMax', 'page'].map((key) => [key, params.get(key)]))).toEqual({
      department: 'Languages',
      status: 'On Leave',
      experienceMin: '5',
      salaryMax: '50000',
      page: '1',
    });
    expect(params.has('experienceMax')).toBe(false);
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (4)' }));
    await user.click(within(await screen.findByRole('form', { name: 'Filter teachers' })).getByRole('button', { name: 'Clear filters' }));
    // Back to the unfiltered first page (still fresh in the cache, so not asked for again).
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(await findCard('Page1 Noori')).toBeInTheDocument();
  });

  it('says when there are no teachers yet, and offers to clear a search that matches none', async () => {
    setup({ 'GET /api/teachers': () => teacherListAnswer([]) });
    expect(await screen.findByText('No teachers yet. Add the first teacher to get started.', undefined)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'zz{Enter}');
    expect(await screen.findByText('No teacher matches your search or filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No teachers yet. Add the first teacher to get started.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search teachers' })).toHaveValue('');
  });

  it('shows the load error with the reason, and Try Again loads the list', async () => {
    let failing = true;
    setup({
      // A refusal is not retried, so the test need not wait out a back-off.
      'GET /api/teachers': () => (failing ? { status: 403, body: { success: false, message: 'Access denied' } } : teacherListAnswer([makeTeacher()])),
    });
    const alert = await screen.findByRole('alert', undefined);
    expect(alert).toHaveTextContent('Error Loading Teachers');
    expect(alert).toHaveTextContent('Access denied');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await findCard('Farid Noori')).toBeInTheDocument();
  });
});

describe('Teachers screen: select mode and bulk actions', { timeout: 20_000 }, () => {
  it("says 'No teachers selected' for a bulk action on an empty selection, and sends nothing", async () => {
    const spy = setup({ 'GET /api/teachers': () => teacherListAnswer([makeTeacher()]) });
    await findCard('Farid Noori');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Set Active' }));
    expect(await screen.findByText('No teachers selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(spy, 'PUT', '/api/teachers/bulk/update')).toHaveLength(0);
    expect(requestsTo(spy, 'DELETE', '/api/teachers/bulk/delete')).toHaveLength(0);
  });

  it('selects all shown, sets them Inactive in one bulk update, and clears the choice', async () => {
    const first = makeTeacher();
    const second = makeTeacher({ firstName: 'Mina', lastName: 'Sadat' });
    const spy = setup({
      'GET /api/teachers': () => teacherListAnswer([first, second]),
      'PUT /api/teachers/bulk/update': () => ({
        body: {
          success: true,
          message: 'Bulk operation finished',
          data: { succeeded: [{ index: 0, id: first.id }, { index: 1, id: second.id }], failed: [], successCount: 2, failureCount: 0 },
        },
      }),
    });
    await findCard('Farid Noori');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Mina Sadat' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Set Inactive' }));
    expect(await screen.findByText('2 teachers set to Inactive')).toBeInTheDocument();
    const [request] = requestsTo(spy, 'PUT', '/api/teachers/bulk/update');
    expect(request.headers.get('X-Request-ID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('0 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Farid Noori' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('asks before a bulk delete and reports the teachers the server refused', async () => {
    const first = makeTeacher();
    const second = makeTeacher({ firstName: 'Mina', lastName: 'Sadat' });
    setup({
      'GET /api/teachers': () => teacherListAnswer([first, second]),
      'DELETE /api/teachers/bulk/delete': () => ({
        body: {
          success: true,
          message: 'Bulk operation finished',
          data: {
            succeeded: [{ index: 0, id: first.id }],
            failed: [{ index: 1, id: second.id, status: 404, message: 'Teacher not found' }],
            successCount: 1,
            failureCount: 1,
          },
        },
      }),
    });
    await findCard('Farid Noori');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete teachers' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 selected teachers? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 teacher deleted')).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 could not be changed: Teacher not found')).toBeInTheDocument();
    // A partly failed action keeps the choice, so the user can see and retry it.
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });
});

describe('Teachers screen: delete one', { timeout: 20_000 }, () => {
  it("asks with the spec's text, shows 'Deleting...', and shows a failure in the dialog", async () => {
    const teacher = makeTeacher();
    const answer = heldAnswer();
    setup({
      'GET /api/teachers': () => teacherListAnswer([teacher]),
      [`DELETE /api/teachers/${teacher.id}`]: answer.route,
    });
    const user = userEvent.setup();
    await user.click(within(await findCard('Farid Noori')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Teacher' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Farid Noori? This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    act(() => answer.release({ status: 409, body: { success: false, message: 'This teacher is in use' } }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This teacher is in use');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('deletes, then Undo restores the teacher', async () => {
    const teacher = makeTeacher();
    const spy = setup({
      'GET /api/teachers': () => teacherListAnswer([teacher]),
      [`DELETE /api/teachers/${teacher.id}`]: () => ({ body: { success: true, data: { ...teacher, deletedAt: '2026-03-22T05:00:00.000Z' }, message: 'Teacher deleted' } }),
      [`PATCH /api/teachers/${teacher.id}/restore`]: () => ({ body: { success: true, data: teacher, message: 'Teacher restored' } }),
    });
    const user = userEvent.setup();
    await user.click(within(await findCard('Farid Noori')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Teacher' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Farid Noori was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Teacher' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Farid Noori was restored.')).toBeInTheDocument();
    expect(requestsTo(spy, 'PATCH', `/api/teachers/${teacher.id}/restore`)).toHaveLength(1);
  });
});

describe('Teachers screen: the Analytics tab', { timeout: 20_000 }, () => {
  const openAnalytics = async () => {
    await userEvent.setup().click(await screen.findByRole('tab', { name: /Analytics/ }));
  };
  const figure = (label: string) => screen.findByRole('group', { name: label });

  it('shows the four figures, the department distribution and the status overview from GET /teachers/stats', async () => {
    setup({ 'GET /api/teachers': () => teacherListAnswer([makeTeacher()]) });
    expect(screen.getByRole('tab', { name: /Analytics/ })).toHaveTextContent('Live');
    await openAnalytics();
    expect(await figure('Total Teachers')).toHaveTextContent('8');
    expect(await figure('Active Teachers')).toHaveTextContent('5');
    expect(await figure('Average Salary')).toHaveTextContent('$41,251');
    expect(await figure('Departments')).toHaveTextContent('3');
    const distribution = screen.getByRole('region', { name: 'Department Distribution' });
    expect(within(distribution).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Science: 4', 'Languages: 3', 'Arts: 1']);
    const overview = screen.getByRole('region', { name: 'Status Overview' });
    expect(within(overview).getByRole('group', { name: 'Active' })).toHaveTextContent('5 (63%)');
    expect(within(overview).getByRole('group', { name: 'Inactive' })).toHaveTextContent('2 (25%)');
    expect(within(overview).getByRole('group', { name: 'On Leave' })).toHaveTextContent('1 (13%)');
  });

  it('says when there are no teachers yet', async () => {
    setup({
      'GET /api/teachers': () => teacherListAnswer([]),
      'GET /api/teachers/stats': () =>
        teacherStatsAnswer(makeTeacherStats({ total: 0, active: 0, inactive: 0, onLeave: 0, averageSalary: 0, departments: 0, byDepartment: [], byStatus: [] })),
    });
    await openAnalytics();
    expect(await screen.findByText('No teachers yet: the figures appear once teachers are added.')).toBeInTheDocument();
    expect(await figure('Total Teachers')).toHaveTextContent('0');
  });

  it('shows the error with Try Again, which loads the figures', async () => {
    let failing = true;
    setup({
      'GET /api/teachers': () => teacherListAnswer([makeTeacher()]),
      'GET /api/teachers/stats': () => (failing ? { status: 403, body: { success: false, message: 'Access denied' } } : teacherStatsAnswer()),
    });
    await openAnalytics();
    const alert = await screen.findByRole('alert', undefined);
    expect(alert).toHaveTextContent('Error Loading Analytics');
    expect(alert).toHaveTextContent('Access denied');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await figure('Total Teachers')).toHaveTextContent('8');
  });
});
