/** The Overview tab: the selected child's profile, and the missing-child text. */
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/app/testing/app-test-harness';
import type { Child } from '@/contract/parent-portal';
import { makeChild } from '@/features/parent-portal/components/testing/portal-fixture';
import { OverviewTab } from '@/features/parent-portal/overview/overview-tab';
import { i18n } from '@/lib/i18n/i18n';

const field = (section: string, label: string) => {
  const region = screen.getByRole('region', { name: section });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('Parent portal overview', () => {
  it("shows the child's profile, grade, attendance, activity, subjects, teacher and emergency contact", () => {
    renderWithProviders(<OverviewTab child={makeChild()} />);
    expect(screen.getByRole('heading', { name: 'Ahmad Karimi' })).toBeInTheDocument();
    expect(screen.getByText('Grade 9-A')).toBeInTheDocument();
    expect(screen.getByText('Average grade: 87.5%')).toBeInTheDocument();
    expect(screen.getByText('Attendance (This month): 92%')).toBeInTheDocument();
    expect(field('Profile', 'Roll number')).toBe('R-901');
    expect(field('Profile', 'Email')).toBe('ahmad@example.org');
    expect(field('Profile', 'Phone')).toBe('+93 700 111 222');
    expect(field('Profile', 'Date of birth')).toBe('Mar 14, 2011');
    expect(field('Profile', 'Gender')).toBe('Male');
    expect(field('Profile', 'Blood group')).toBe('O+');
    expect(field('Profile', 'Enrollment date')).toBe('Sep 1, 2020');
    expect(field('Profile', 'Status')).toBe('Active');
    expect(field('Profile', 'Address')).toBe('Street 4, Kabul, Afghanistan');
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('Grade: Mathematics Midterm: 91%')).toBeInTheDocument();
    expect(within(activity).getByText('Assignment: Essay on rivers handed in')).toBeInTheDocument();
    const subjects = screen.getByRole('region', { name: 'Subjects' });
    expect(within(subjects).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Biology', 'Mathematics']);
    expect(field('Class Teacher', 'Name')).toBe('Farida Ahmadzai');
    expect(field('Class Teacher', 'Email')).toBe('farida@example.org');
    expect(field('Class Teacher', 'Phone')).toBe('+93 700 333 444');
    expect(field('Emergency Contact', 'Name')).toBe('Nasir Karimi');
    expect(field('Emergency Contact', 'Relationship')).toBe('Father');
    expect(field('Emergency Contact', 'Phone')).toBe('+93 700 555 666');
  });

  it('names the class and the subjects in Dari on a Dari screen, in English when they have no Dari name', async () => {
    const child = makeChild({
      grade: 'Kindergarten',
      gradeDariName: 'آمادگی',
      section: 'A',
      subjects: ['Biology', 'Mathematics'],
      subjectNames: [{ name: 'Biology' }, { name: 'Mathematics', dariName: 'ریاضی', pashtoName: null }],
    });
    const subjectTexts = () => within(screen.getByRole('region', { name: i18n.t('parentPortal.overview.subjects') })).getAllByRole('listitem').map((item) => item.textContent);
    try {
      await i18n.changeLanguage('fa');
      renderWithProviders(<OverviewTab child={child} />);
      expect(screen.getByText('آمادگی-A')).toBeInTheDocument();
      expect(subjectTexts()).toEqual(['Biology', 'ریاضی']);
      cleanup();
      await i18n.changeLanguage('en');
      renderWithProviders(<OverviewTab child={child} />);
      expect(screen.getByText('Kindergarten-A')).toBeInTheDocument();
      expect(subjectTexts()).toEqual(['Biology', 'Mathematics']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a status other than ACTIVE as inactive, and missing details as not provided', () => {
    const child = makeChild({ status: 'SUSPENDED', bloodGroup: null, address: null, teacherName: null, recentActivity: [], subjects: [] });
    renderWithProviders(<OverviewTab child={child} />);
    expect(field('Profile', 'Status')).toBe('Inactive');
    expect(field('Profile', 'Blood group')).toBe('Not provided');
    expect(field('Profile', 'Address')).toBe('Not provided');
    expect(screen.getByText('No class teacher assigned')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    expect(screen.getByText('No subjects yet')).toBeInTheDocument();
  });

  it("says 'Student not found' without a child", () => {
    renderWithProviders(<OverviewTab child={undefined as unknown as Child} />);
    expect(screen.getByText('Student not found')).toBeInTheDocument();
  });
});
