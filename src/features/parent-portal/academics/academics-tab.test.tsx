/**
 * The Academics tab as a parent meets it (spec §2.5): the progress figures, per-subject progress
 * with trend text, the latest 10 grades with the 90/80/70/60 colour band, and the empty and error
 * states. Fetch is stubbed per test.
 */
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AcademicProgress } from '@/contract/student-portal-records';
import { renderWithProviders, stubFetch, type StubAnswer } from '@/app/testing/app-test-harness';
import { AcademicsTab } from '@/features/parent-portal/academics/academics-tab';
import type { PortalGrade } from '@/features/parent-portal/api/get-grades';
import { makeChild } from '@/features/parent-portal/components/testing/portal-fixture';
import { i18n } from '@/lib/i18n/i18n';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const progress: AcademicProgress = {
  studentId: 31,
  overallAverage: 84.5,
  completedAssignments: 7,
  totalAssignments: 9,
  completionRate: 78,
  subjects: [
    { subject: 'Mathematics', averageGrade: 91.2, completedAssignments: 3, totalAssignments: 4, trend: 'up' },
    { subject: 'Physics', averageGrade: 64, completedAssignments: 2, totalAssignments: 2, trend: 'down' },
    { subject: 'Dari', averageGrade: 80, completedAssignments: 2, totalAssignments: 3, trend: 'flat' },
  ],
};

/** Percentages that cross every band: 95, 85, 75, 65, 55, then more below. */
function makeGrades(count: number): PortalGrade[] {
  return Array.from({ length: count }, (_, index) => {
    const percentage = 95 - index * 10 > 0 ? 95 - index * 10 : 40;
    return {
      id: index + 1,
      subjectId: 1,
      subject: index === 0 ? 'Mathematics' : 'Physics',
      examId: null,
      examName: null,
      score: percentage / 5,
      maxScore: 20,
      percentage,
      grade: 'A',
      gradedOn: `2025-04-${String(28 - index).padStart(2, '0')}`,
      academicYear: '1404',
      remarks: index === 0 ? 'Excellent work' : null,
      assignment: `Quiz ${index + 1}`,
      maxGrade: 20,
      date: `2025-04-${String(28 - index).padStart(2, '0')}`,
    };
  });
}

/** GET /students/{id}/grades as the server answers it: the grades and their summary. */
function gradesAnswer(grades: PortalGrade[]): StubAnswer {
  const averagePercentage = grades.length ? grades.reduce((sum, grade) => sum + grade.percentage, 0) / grades.length : 0;
  return { body: { success: true, data: { studentId: 31, grades, summary: { count: grades.length, averagePercentage } } } };
}

function setup({
  grades = () => gradesAnswer(makeGrades(3)),
  academic = () => ({ body: { success: true, data: progress } }),
}: { grades?: () => StubAnswer; academic?: () => StubAnswer } = {}) {
  stubFetch({ 'GET /api/students/31/grades': grades, 'GET /api/students/31/academic-progress': academic });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(<AcademicsTab child={makeChild()} />, { queryClient });
  return { user: userEvent.setup() };
}

const figure = (label: string) => screen.getByRole('group', { name: label });

describe('AcademicsTab', { timeout: 30_000 }, () => {
  it('shows the overall average, completed/total assignments and the completion rate', async () => {
    setup();
    expect(await screen.findByRole('group', { name: 'Overall average' })).toHaveTextContent('84.5%');
    expect(figure('Assignments')).toHaveTextContent('7/9');
    expect(figure('Completion rate')).toHaveTextContent('78%');
  });

  it('shows each subject with its progress bar and trend as text', async () => {
    setup();
    const subjects = await screen.findByRole('list', { name: 'Subject progress' });
    const math = within(subjects).getByRole('listitem', { name: 'Mathematics' });
    expect(math).toHaveTextContent('Trending up');
    expect(math).toHaveTextContent('Average 91.2%');
    expect(math).toHaveTextContent('3 of 4 assignments');
    expect(within(math).getByRole('progressbar', { name: 'Mathematics average' })).toHaveAttribute('aria-valuenow', '91.2');
    expect(within(subjects).getByRole('listitem', { name: 'Physics' })).toHaveTextContent('Trending down');
    expect(within(subjects).getByRole('listitem', { name: 'Dari' })).toHaveTextContent('Steady');
  });

  it('names the subjects and exams in Dari on a Dari screen, in English when they have no Dari name', async () => {
    const local: AcademicProgress = {
      ...progress,
      subjects: progress.subjects.map((subject) => (subject.subject === 'Mathematics' ? { ...subject, subjectDariName: 'ریاضی', subjectPashtoName: null } : subject)),
    };
    try {
      await i18n.changeLanguage('fa');
      const [quiz, other] = makeGrades(2);
      const grades = [{ ...quiz, subjectDariName: 'ریاضی', assignmentDariName: 'آزمونک ۱' }, other];
      setup({ academic: () => ({ body: { success: true, data: local } }), grades: () => gradesAnswer(grades) });
      const subjects = await screen.findByRole('list', { name: i18n.t('portalAcademics.subjectsTitle') });
      expect(within(subjects).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['ریاضی', 'Physics', 'Dari']);
      expect(within(subjects).queryByText('Mathematics')).not.toBeInTheDocument();
      const recent = await screen.findByRole('list', { name: i18n.t('portalAcademics.gradesTitle') });
      const [first, second] = within(recent).getAllByRole('listitem');
      expect(first).toHaveAccessibleName('آزمونک ۱');
      expect(first).toHaveTextContent('ریاضی');
      expect(first).not.toHaveTextContent('Mathematics');
      expect(second).toHaveAccessibleName('Quiz 2');
      expect(second).toHaveTextContent('Physics');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists the latest 10 grades with mark/max, banded percentage, date and remarks', async () => {
    setup({ grades: () => gradesAnswer(makeGrades(13)) });
    const list = await screen.findByRole('list', { name: 'Recent grades' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveAccessibleName('Quiz 1');
    expect(rows[0]).toHaveTextContent('Mathematics');
    expect(rows[0]).toHaveTextContent('Mark 19/20');
    expect(rows[0]).toHaveTextContent('Remarks: Excellent work');
    expect(rows[0]).toHaveTextContent(/Apr 28, 2025/);
    expect(rows.at(-1)).toHaveAccessibleName('Quiz 10');
    const colours = rows.slice(0, 5).map((row) => within(row).getByLabelText(/^Percentage/).getAttribute('style') ?? '');
    ['green', 'blue', 'yellow', 'orange', 'red'].forEach((colour, index) => expect(colours[index]).toContain(`--mantine-color-${colour}-`));
    expect(within(rows[0]).getByLabelText('Percentage 95%')).toBeInTheDocument();
  });

  it("shows 'No grades available yet' without grades", async () => {
    setup({ grades: () => gradesAnswer([]) });
    expect(await screen.findByText('No grades available yet')).toBeInTheDocument();
  });

  it('shows the reason of a failed read, and Try Again loads the grades', async () => {
    let calls = 0;
    const { user } = setup({
      grades: () => {
        calls += 1;
        return calls === 1 ? { status: 403, body: { success: false, message: 'Access denied' } } : gradesAnswer(makeGrades(2));
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Grades');
    expect(alert).toHaveTextContent('Access denied');
    expect(figure('Overall average')).toHaveTextContent('84.5%');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    const list = await screen.findByRole('list', { name: 'Recent grades' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
