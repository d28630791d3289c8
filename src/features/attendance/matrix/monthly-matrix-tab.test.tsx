/** The Monthly matrix tab over stubbed answers: the class's month, its cells and totals, the month choice, the CSV export, errors. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubRoutes } from '@/app/testing/app-test-harness';
import { MonthlyMatrixTab } from '@/features/attendance/matrix/monthly-matrix-tab';
import { ATTENDANCE_READER, CLASSES, classListAnswer, counts, makeMatrix, okAnswer } from '@/features/attendance/matrix/testing/attendance-report-fixture';
import { i18n } from '@/lib/i18n/i18n';

const MATRIX = '/api/attendances/monthly-matrix';
const EXPORT = '/api/attendances/export';

type FileAnswer = { status?: number; body: BodyInit; headers: Record<string, string> };

/** The harness answers JSON only; the export answers a file, so it is served here. Returns the export requests. */
function stubNetwork(routes: StubRoutes, exportAnswer: (request: Request) => FileAnswer) {
  const json = stubFetch({ 'GET /api/classes': classListAnswer, ...routes });
  const exports: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
      if (new URL(request.url).pathname !== EXPORT) return json(input, init);
      exports.push(request);
      const answer = exportAnswer(request);
      return new Response(answer.body, { status: answer.status ?? 200, headers: answer.headers });
    }),
  );
  return { json, exports };
}

const csvAnswer = (): FileAnswer => ({
  body: new Blob(['Date,Admission No\r\n']),
  headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="attendance-2026-03-01-to-2026-03-31.csv"' },
});

/** What the browser was handed to save: the link's download name and the blob. */
function watchSaves() {
  const saved: { blob: Blob; name: string }[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:attendance';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
  return saved;
}

function setup(routes: StubRoutes, exportAnswer: (request: Request) => FileAnswer = csvAnswer) {
  const network = stubNetwork(routes, exportAnswer);
  seedSession(makeSessionUser({ role: 'ADMIN' }, ATTENDANCE_READER));
  renderWithProviders(<MonthlyMatrixTab />);
  const matrixParams = () =>
    network.json.mock.calls.map(([input]) => new URL((input as Request).url)).filter((url) => url.pathname === MATRIX).map((url) => url.searchParams);
  return { ...network, matrixParams, user: userEvent.setup() };
}

async function chooseGrade7(user: ReturnType<typeof userEvent.setup>) {
  const select = await screen.findByRole('combobox', { name: /^Class/ });
  await waitFor(() => expect(select).toBeEnabled(), { timeout: 4000 });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Grade 7 (7A)', hidden: true }));
}

// The school's today (Kabul) is fixed; the session's token still reads the real clock.
vi.mock('@/lib/dates/school-day', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/dates/school-day')>()),
  schoolDay: () => '2026-03-03',
}));

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Monthly matrix tab', { timeout: 20_000 }, () => {
  it("asks for nothing until a class is chosen, then shows this month's cells, totals and day counts", async () => {
    const { matrixParams, user } = setup({ [`GET ${MATRIX}`]: () => okAnswer(makeMatrix()) });
    expect(await screen.findByText('Choose a class to see its month.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('March');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
    expect(matrixParams()).toHaveLength(0);

    await chooseGrade7(user);
    const table = await screen.findByRole('table', { name: 'Grade 7, March 2026' });
    expect(Object.fromEntries(matrixParams()[0])).toEqual({ classId: '3', month: '3', year: '2026' });

    // Each cell shows its letter and is named in full; a day without a mark is blank.
    const ahmad = within(table).getByRole('row', { name: /Ahmad Karimi/ });
    expect(within(ahmad).getByRole('cell', { name: 'Present on March 1' })).toHaveTextContent('P');
    expect(within(ahmad).getByRole('cell', { name: 'Absent on March 3' })).toHaveTextContent('A');
    expect(within(ahmad).getByRole('cell', { name: 'Late on March 4' })).toHaveTextContent('L');
    expect(within(ahmad).getByRole('cell', { name: 'Not marked on March 5' })).toHaveTextContent('');
    const mariam = within(table).getByRole('row', { name: /Mariam Sadat/ });
    expect(within(mariam).getByRole('cell', { name: 'Excused on March 2' })).toHaveTextContent('E');

    // Ahmad's totals at the end: 2 present, 1 absent, 1 late, 0 excused, 75% attending (LATE counts).
    const ahmadCells = within(ahmad).getAllByRole('cell');
    expect(ahmadCells.slice(-5).map((cell) => cell.textContent)).toEqual(['2', '1', '1', '0', '75%']);
    // Day headers name the weekday; 6 March 2026 is a Friday, shaded as the weekend.
    const friday = within(table).getByRole('columnheader', { name: 'Friday Mar 6, 2026' });
    expect(friday).toHaveTextContent('6');
    expect(friday.style.background).toContain('gray');

    // Footer: each status's count per day, and the month's total of it.
    const presentRow = within(table).getByRole('row', { name: /^Present/ });
    const presentCells = within(presentRow).getAllByRole('cell');
    expect(presentCells.slice(0, 4).map((cell) => cell.textContent)).toEqual(['2', '1', '1', '0']);
    expect(presentCells[4].textContent).toBe('');
    expect(presentCells.at(-5)?.textContent).toBe('4');
    const rateRow = within(table).getByRole('row', { name: /^Rate/ });
    expect(within(rateRow).getAllByRole('cell').at(-1)?.textContent).toBe('71%');
  });

  it("shades the school's weekend days as the server marks them (a Thursday and Friday weekend)", async () => {
    const days = makeMatrix().days;
    const weekend = days.map((day) => [4, 5].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
    const { user } = setup({ [`GET ${MATRIX}`]: () => okAnswer(makeMatrix({ weekend })) });
    await chooseGrade7(user);
    const table = await screen.findByRole('table', { name: 'Grade 7, March 2026' });
    const shaded = (name: string) => within(table).getByRole('columnheader', { name }).style.background;
    expect(shaded('Thursday Mar 5, 2026')).toContain('gray');
    expect(shaded('Friday Mar 6, 2026')).toContain('gray');
    expect(shaded('Saturday Mar 7, 2026')).toBe('');
    expect(shaded('Wednesday Mar 4, 2026')).toBe('');
    // A day's empty cells carry the shade too.
    const mariam = within(table).getByRole('row', { name: /Mariam Sadat/ });
    expect(within(mariam).getByRole('cell', { name: 'Not marked on March 5' }).style.background).toContain('gray');
    expect(within(mariam).getByRole('cell', { name: 'Not marked on March 7' }).style.background).toBe('');
  });

  it('asks again for another month', async () => {
    const { matrixParams, user } = setup({
      [`GET ${MATRIX}`]: (request) => {
        const month = Number(new URL(request.url).searchParams.get('month'));
        return okAnswer(makeMatrix({ month }));
      },
    });
    await chooseGrade7(user);
    await screen.findByRole('table', { name: 'Grade 7, March 2026' });
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'February', hidden: true }));
    expect(await screen.findByRole('table', { name: 'Grade 7, February 2026' })).toBeInTheDocument();
    expect(matrixParams().at(-1)?.get('month')).toBe('2');
  });

  it('says when the class has no students', async () => {
    const { user } = setup({ [`GET ${MATRIX}`]: () => okAnswer(makeMatrix({ students: [] })) });
    await chooseGrade7(user);
    expect(await screen.findByText('Grade 7 has no students.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nobody was marked in the month, and still lists the students', async () => {
    const empty = makeMatrix();
    const unmarked = makeMatrix({
      students: empty.students.map((student) => ({ ...student, cells: student.cells.map(() => null), totals: counts([]) })),
      dayTotals: empty.days.map((date) => ({ date, ...counts([]) })),
      totals: counts([]),
    });
    const { user } = setup({ [`GET ${MATRIX}`]: () => okAnswer(unmarked) });
    await chooseGrade7(user);
    expect(await screen.findByText('No attendance was marked for this class in this month.')).toBeInTheDocument();
    const ahmad = screen.getByRole('row', { name: /Ahmad Karimi/ });
    expect(within(ahmad).getByRole('cell', { name: 'Not marked on March 1' })).toHaveTextContent('');
    expect(within(ahmad).getAllByRole('cell').at(-1)?.textContent).toBe('–');
  });

  it('shows a failed read with Try again, which loads the month', async () => {
    let failing = true;
    const { user } = setup({
      [`GET ${MATRIX}`]: () => (failing ? { status: 404, body: { success: false, message: 'Class not found' } } : okAnswer(makeMatrix())),
    });
    await chooseGrade7(user);
    const alert = await screen.findByRole('alert', { name: 'The monthly matrix could not be loaded' });
    expect(alert).toHaveTextContent('Class not found');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Grade 7, March 2026' })).toBeInTheDocument();
  });

  it("exports the class's month as the server's CSV file", async () => {
    const saved = watchSaves();
    const { exports, user } = setup({ [`GET ${MATRIX}`]: () => okAnswer(makeMatrix()) });
    await chooseGrade7(user);
    await screen.findByRole('table', { name: 'Grade 7, March 2026' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved as attendance-2026-03-01-to-2026-03-31.csv')).toBeInTheDocument();
    expect(Object.fromEntries(new URL(exports[0].url).searchParams)).toEqual({ from: '2026-03-01', to: '2026-03-31', classId: '3' });
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('attendance-2026-03-01-to-2026-03-31.csv');
    expect(await saved[0].blob.text()).toBe('Date,Admission No\r\n');
  });

  it("shows the server's reason when the export is refused, and saves nothing", async () => {
    const saved = watchSaves();
    const { user } = setup({ [`GET ${MATRIX}`]: () => okAnswer(makeMatrix()) }, () => ({
      status: 400,
      body: JSON.stringify({ success: false, message: 'The export would hold more than 20000 rows; choose fewer days or one class' }),
      headers: { 'Content-Type': 'application/json' },
    }));
    await chooseGrade7(user);
    await screen.findByRole('table', { name: 'Grade 7, March 2026' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert', { name: 'The export failed' });
    expect(alert).toHaveTextContent('The export would hold more than 20000 rows');
    expect(saved).toHaveLength(0);
  });
});

describe('Monthly matrix tab in Dari', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("offers the classes by their Dari names (English when none) and names the chosen class's month in Dari", async () => {
    await i18n.changeLanguage('fa');
    const [grade7, grade8] = CLASSES;
    const classes = [{ ...grade7, dariName: 'صنف ۷' }, grade8];
    const answer = classListAnswer();
    const { user } = setup({
      'GET /api/classes': () => ({ body: { ...(answer.body as object), data: classes } }),
      [`GET ${MATRIX}`]: () => okAnswer(makeMatrix({ classDariName: 'صنف ۷', students: [] })),
    });
    const select = await screen.findByRole('combobox', { name: /^صنف/ });
    await waitFor(() => expect(select).toBeEnabled(), { timeout: 4000 });
    await user.click(select);
    expect(await screen.findByRole('option', { name: 'Grade 8 (8A)', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'صنف ۷ (7A)', hidden: true }));
    // The class has no students: the note names it in Dari, not "Grade 7".
    expect(await screen.findByText(/^صنف ۷ /)).toBeInTheDocument();
    expect(screen.queryByText(/Grade 7/)).not.toBeInTheDocument();
  });
});
