/**
 * The Overview tab's records as a parent meets them: the week's timetable opened on today's Kabul
 * day, announcements with "Show more", and documents downloaded with the app's API client, with
 * their empty and error states. Fetch is stubbed per test.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer, type StubRoutes } from '@/app/testing/app-test-harness';
import { saveFile } from '@/lib/dom/save-file';
import { i18n } from '@/lib/i18n/i18n';
import { makeChild } from '@/features/parent-portal/components/testing/portal-fixture';
import { OverviewTab } from '@/features/parent-portal/overview/overview-tab';
import {
  makeAnnouncement,
  makeDocument,
  makeTimetable,
  RECORDS_PARENT_ID,
  recordsRoute,
} from '@/features/parent-portal/records/testing/records-fixture';
import { dateOfWeekday, firstSchoolDay } from '@/features/parent-portal/records/school-week';

vi.mock('@/lib/dom/save-file', () => ({ saveFile: vi.fn() }));

const ok = (data: unknown): StubAnswer => ({ body: { success: true, data } });
/** Today's school day in Kabul as the picker names it (school-week.test.ts pins the rule to fixed instants). */
const todayName = () => new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(dateOfWeekday(firstSchoolDay()));
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4 test document');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(saveFile).mockReset();
});

function setup(routes: StubRoutes = {}) {
  const spy = stubFetch({
    [recordsRoute('timetable')]: () => ok(makeTimetable()),
    [recordsRoute('announcements')]: () => ok([makeAnnouncement(), makeAnnouncement({ id: 2, title: 'Science fair', classId: 5, className: '9-A', body: 'Class 9-A shows its projects.' })]),
    [recordsRoute('documents')]: () => ok([makeDocument()]),
    ...routes,
  });
  seedSession(makeSessionUser({ id: RECORDS_PARENT_ID, role: 'PARENT', username: 'parent' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<OverviewTab child={makeChild()} />, { queryClient });
  return { spy, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('Overview records: weekly timetable', { timeout: 30_000 }, () => {
  it("opens on today's Kabul day and shows each lesson's time, subject, teacher and room", async () => {
    const { user } = setup();
    expect(await screen.findByRole('radio', { name: todayName() })).toBeChecked();
    const days = within(region('Weekly timetable')).getAllByRole('radio');
    expect(days.map((day) => day.getAttribute('value'))).toEqual(['6', '7', '1', '2', '3', '4']);
    expect(region('Weekly timetable')).toHaveTextContent('Class 9-A');

    await user.click(screen.getByRole('radio', { name: 'Saturday' }));
    const rows = within(screen.getByRole('list', { name: 'Lessons on Saturday' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Mathematics', 'Dari']);
    expect(rows[0]).toHaveTextContent('08:00 – 08:45');
    expect(rows[0]).toHaveTextContent('Teacher: Farida Ahmadzai');
    // Stored as "Room 12": printed once after the label.
    expect(rows[0]).toHaveTextContent('Room: 12');
    expect(rows[0]).not.toHaveTextContent('Room: Room');

    await user.click(screen.getByRole('radio', { name: 'Sunday' }));
    const physics = within(screen.getByRole('list', { name: 'Lessons on Sunday' })).getByRole('listitem', { name: 'Physics' });
    expect(physics).toHaveTextContent('10:00 – 10:45');
    expect(physics).not.toHaveTextContent('Teacher');
    expect(physics).not.toHaveTextContent('Room');

    await user.click(screen.getByRole('radio', { name: 'Monday' }));
    expect(within(region('Weekly timetable')).getByText('No lessons on this day')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Friday' })).not.toBeInTheDocument();
  });

  it('says so when the child has no class', async () => {
    setup({ [recordsRoute('timetable')]: () => ok({ classId: null, className: null, lessons: [] }) });
    expect(await screen.findByText('Not in a class yet, so there is no timetable')).toBeInTheDocument();
  });

  it('shows the reason of a failed read, and Try Again loads the week', async () => {
    let calls = 0;
    const { user } = setup({
      [recordsRoute('timetable')]: () => {
        calls += 1;
        return calls === 1 ? { status: 404, body: { success: false, message: 'Student not found' } } : ok(makeTimetable());
      },
    });
    const alert = await within(region('Weekly timetable')).findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Timetable');
    expect(alert).toHaveTextContent('Student not found');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('radio', { name: todayName() })).toBeChecked();
    expect(within(region('Weekly timetable')).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Overview records: announcements', { timeout: 30_000 }, () => {
  it('lists each with its date and audience, newest first as the server sends them', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Nowruz holidays', 'Science fair']);
    expect(rows[0]).toHaveTextContent('Nov 18, 2026');
    expect(rows[0]).toHaveTextContent('Whole school');
    expect(rows[1]).toHaveTextContent('9-A');
    // A short body is not clamped: nothing more to show.
    expect(within(rows[0]).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('clamps a long body to three lines with Show more, and Show less closes it again', async () => {
    // happy-dom has no layout: the clamped body reports more text than it shows.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent?.startsWith('A long') ? 200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(60);
    const { user } = setup({ [recordsRoute('announcements')]: () => ok([makeAnnouncement({ body: `A long ${'word '.repeat(200)}` })]) });
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it("says 'No announcements' without any", async () => {
    setup({ [recordsRoute('announcements')]: () => ok([]) });
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });

  it("names the class in Pashto on a Pashto screen: its Pashto name, else its Dari one, else its English one", async () => {
    await i18n.changeLanguage('ps');
    try {
      setup({
        [recordsRoute('announcements')]: () =>
          ok([
            makeAnnouncement({ id: 2, title: 'Science fair', classId: 5, className: '9-A', classDariName: 'صنف ۹ الف', classPashtoName: 'ټولګی ۹ الف' }),
            makeAnnouncement({ id: 3, title: 'Trip', classId: 6, className: '9-B', classDariName: 'صنف ۹ ب', classPashtoName: null }),
            makeAnnouncement({ id: 4, title: 'Exam room', classId: 7, className: '9-C' }),
          ]),
      });
      expect(await screen.findByLabelText('Science fair')).toHaveTextContent('ټولګی ۹ الف');
      expect(screen.getByLabelText('Trip')).toHaveTextContent('صنف ۹ ب');
      expect(screen.getByLabelText('Exam room')).toHaveTextContent('9-C');
      expect(screen.getByLabelText('Science fair')).not.toHaveTextContent('9-A');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('Overview records: documents', { timeout: 30_000 }, () => {
  /** The stub of the JSON reads, plus the file itself (or a refusal) for the document's URL. */
  function withFile(file: () => Response) {
    const { spy, user } = setup();
    const json = spy.getMockImplementation();
    const fetchFile = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === makeDocument().url) return file();
      return json!(input, init);
    });
    vi.stubGlobal('fetch', fetchFile);
    return { fetchFile, user };
  }

  it('shows the title, file type and size and date, and Download saves the file under its name', async () => {
    const { fetchFile, user } = withFile(
      () =>
        new Response(PDF_BYTES, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="enrolment-certificate.pdf"' },
        }),
    );
    const row = await screen.findByRole('listitem', { name: 'Enrolment certificate' });
    expect(row).toHaveTextContent('PDF · 12 kB');
    expect(row).toHaveTextContent('Added Nov 2, 2026');
    await user.click(within(row).getByRole('button', { name: 'Download Enrolment certificate' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0];
    expect(fileName).toBe('enrolment-certificate.pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 4))).toBe('%PDF');
    const [, init] = fetchFile.mock.calls.find(([input]) => String(input).endsWith('/documents/7/file'))!;
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the download fails, with the reason', async () => {
    const { user } = withFile(() => new Response(JSON.stringify({ success: false, message: 'Document not found' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    const row = await screen.findByRole('listitem', { name: 'Enrolment certificate' });
    await user.click(within(row).getByRole('button', { name: 'Download Enrolment certificate' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Could not download Enrolment certificate. Document not found');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("says 'No documents' without any", async () => {
    setup({ [recordsRoute('documents')]: () => ok([]) });
    expect(await screen.findByText('No documents')).toBeInTheDocument();
  });

  it('shows the reason of a failed list', async () => {
    setup({ [recordsRoute('documents')]: () => ({ status: 403, body: { success: false, message: 'Access denied' } }) });
    const alert = await within(region('Documents')).findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Documents');
    expect(alert).toHaveTextContent('Access denied');
  });
});
