/**
 * The Academics tab's report cards: one per academic year, newest first and open, with each
 * subject's average and banded letter, the overall average and letter, and the period's
 * attendance; the empty and error states. Fetch is stubbed per test.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSessionUser, renderWithProviders, seedSession, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { AcademicsTab } from '@/features/parent-portal/academics/academics-tab';
import { makeChild } from '@/features/parent-portal/components/testing/portal-fixture';
import { makeReportCard, RECORDS_PARENT_ID, recordsRoute } from '@/features/parent-portal/records/testing/records-fixture';
import { i18n } from '@/lib/i18n/i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = (data: unknown): StubAnswer => ({ body: { success: true, data } });
const OLDER = makeReportCard({
  academicYear: '1404',
  startDate: '2025-03-21',
  endDate: '2026-03-20',
  subjects: [{ subject: 'Mathematics', averagePercentage: 55, letter: 'D', marks: 4 }],
  overallAverage: 55,
  overallLetter: 'D',
  attendance: { total: 0, present: 0, percentage: 0 },
});

function setup(reports: () => StubAnswer = () => ok([OLDER, makeReportCard()])) {
  stubFetch({
    [recordsRoute('reports')]: reports,
    'GET /api/students/31/grades': () => ok({ grades: [] }),
    'GET /api/students/31/academic-progress': () => ok({ studentId: 31, overallAverage: 0, completedAssignments: 0, totalAssignments: 0, completionRate: 0, subjects: [] }),
  });
  seedSession(makeSessionUser({ id: RECORDS_PARENT_ID, role: 'PARENT', username: 'parent' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<AcademicsTab child={makeChild()} />, { queryClient });
  return { user: userEvent.setup() };
}

const badgeColour = (element: HTMLElement) => element.closest('.mantine-Badge-root')?.getAttribute('style') ?? '';

describe('Report cards', { timeout: 30_000 }, () => {
  it('shows the newest year first and open: period, subjects with average and banded letter, overall and attendance', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Report cards' });
    const years = await within(section).findAllByRole('button', { name: /^Academic year/ });
    expect(years.map((button) => button.textContent)).toEqual(['Academic year 140583% (A)', 'Academic year 140455% (D)']);
    expect(years[0]).toHaveAttribute('aria-expanded', 'true');
    expect(years[1]).toHaveAttribute('aria-expanded', 'false');

    const table = within(section).getByRole('table', { name: 'Subjects of 1405' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Dari', '72.4%', 'B'],
      ['Mathematics', '93.5%', 'A+'],
    ]);
    expect(badgeColour(within(rows[0]).getByText('B'))).toContain('--mantine-color-yellow-');
    expect(badgeColour(within(rows[1]).getByText('A+'))).toContain('--mantine-color-green-');
    expect(section).toHaveTextContent('Period: Mar 21, 2026 – Nov 20, 2026');

    const overall = within(section).getAllByRole('group', { name: 'Year average' })[0];
    expect(overall).toHaveTextContent('83%A');
    expect(badgeColour(within(overall).getByText('A'))).toContain('--mantine-color-blue-');
    expect(within(section).getAllByRole('group', { name: 'Attendance' })[0]).toHaveTextContent('92% (138 of 150 days present)');
  });

  it('opens an older year on demand, and says when a period has no attendance marks', async () => {
    const { user } = setup();
    const older = await screen.findByRole('button', { name: /^Academic year 1404/ });
    await user.click(older);
    expect(older).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Subjects of 1404' });
    expect(badgeColour(within(table).getByText('D'))).toContain('--mantine-color-red-');
    expect(screen.getAllByRole('group', { name: 'Attendance' })[1]).toHaveTextContent('No attendance marked');
  });

  it("says 'No report cards yet' without grades", async () => {
    setup(() => ok([]));
    expect(await screen.findByText('No report cards yet')).toBeInTheDocument();
  });

  it('shows the reason of a failed read, and Try Again loads the cards', async () => {
    let calls = 0;
    const { user } = setup(() => {
      calls += 1;
      return calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : ok([makeReportCard()]);
    });
    const section = await screen.findByRole('region', { name: 'Report cards' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Report Cards');
    expect(alert).toHaveTextContent('Access denied');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByRole('table', { name: 'Subjects of 1405' })).toBeInTheDocument();
  });

  it('keeps a malformed answer from showing wrong figures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => ok([{ academicYear: '1405', overallAverage: 'high' }]));
    const section = await screen.findByRole('region', { name: 'Report cards' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load report cards');
  });
});

describe('Report cards in Dari', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names a subject by its Dari name, and by its English name when it has none", async () => {
    await i18n.changeLanguage('fa');
    const card = makeReportCard({
      subjects: [
        { subject: 'Dari', averagePercentage: 72.4, letter: 'B', marks: 6 },
        { subject: 'Mathematics', subjectDariName: 'ریاضی', subjectPashtoName: 'ریاضي', averagePercentage: 93.5, letter: 'A+', marks: 8 },
      ],
    });
    setup(() => ok([card]));
    const maths = await screen.findByRole('cell', { name: 'ریاضی' });
    expect(within(maths.closest('tr')!).getAllByRole('cell')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Dari' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Mathematics' })).not.toBeInTheDocument();
  });
});
