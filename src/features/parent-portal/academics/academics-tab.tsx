import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AcademicProgressPanel } from '@/features/parent-portal/academics/academic-progress-panel';
import { RecentGradesList } from '@/features/parent-portal/academics/recent-grades-list';
import type { PortalChildTabProps } from '@/features/parent-portal/components/portal-tab-props';
import { ReportCards } from '@/features/parent-portal/records/report-cards';

/** The Academics tab (spec §2.5): progress figures, per-subject progress, the latest 10 grades, then a report card per academic year. */
export function AcademicsTab({ child }: PortalChildTabProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={3}>{t('portalAcademics.title')}</Title>
      <AcademicProgressPanel studentId={child.id} />
      <Title order={4}>{t('portalAcademics.gradesTitle')}</Title>
      <RecentGradesList studentId={child.id} />
      <ReportCards studentId={child.id} />
    </Stack>
  );
}
