import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AttendanceRangeReport } from '@/features/attendance/summary/attendance-range-report';
import { ClassDaySummary } from '@/features/attendance/summary/class-day-summary';

/** The school's attendance figures: the day's class summary (who has not marked), stats and trends. */
export function AttendanceSummaryTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" component="section" aria-label={t('attendanceReports.summary.title')}>
      <ClassDaySummary />
      <Title order={2} size="h4">
        {t('attendanceReports.range.title')}
      </Title>
      <AttendanceRangeReport />
    </Stack>
  );
}
