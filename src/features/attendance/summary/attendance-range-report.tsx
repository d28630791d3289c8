// The charts' own styles: the app's full-styles.ts does not load them (yet).
import '@mantine/charts/styles.layer.css';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconCalendarCheck, IconClock, IconFileCertificate, IconPercentage, IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttendanceAnalytics, type AnalyticsRange } from '@/features/attendance/api/get-attendance-analytics';
import { AttendanceTrendChart } from '@/features/attendance/summary/attendance-trend-chart';
import { ReportError, ReportLoading } from '@/features/attendance/summary/report-states';
import { TopAbsentees } from '@/features/attendance/summary/top-absentees';
import { useReportFormat } from '@/features/attendance/summary/use-report-format';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';
import { StatCard } from '@/lib/ui/stat-card';

type Range = { from: string; to: string };

/**
 * The school's figures over a range: stat cards, the trend by day and the most absent students,
 * all from one GET /attendances/analytics. The range starts as the server's default (the last 30
 * days, shown in the fields from its answer); a chosen range replaces it, and a reversed one is
 * shown as an error and not asked for.
 */
export function AttendanceRangeReport() {
  const { t } = useTranslation();
  const format = useReportFormat();
  const [chosen, setChosen] = useState<AnalyticsRange | null>(null);
  const [draft, setDraft] = useState<Range | null>(null);
  const query = useAttendanceAnalytics(chosen ?? {});
  const analytics = query.data;

  const shown: Range = { from: draft?.from ?? analytics?.from ?? '', to: draft?.to ?? analytics?.to ?? '' };
  const reversed = Boolean(shown.from && shown.to && shown.from > shown.to);
  const handleDate = (name: keyof Range, value: string) => {
    const next = { ...shown, [name]: value };
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) setChosen(next);
  };
  const handleReset = () => {
    setDraft(null);
    setChosen(null);
  };

  const rangePicker = (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('attendanceReports.range.label')}>
      <CalendarDateInput label={t('attendanceReports.range.from')} value={shown.from} onChange={(day) => handleDate('from', day)} />
      <CalendarDateInput
        label={t('attendanceReports.range.to')}
        value={shown.to}
        onChange={(day) => handleDate('to', day)}
        error={reversed ? t('attendanceReports.range.reversed') : undefined}
      />
      <Button variant="default" onClick={handleReset} disabled={chosen === null && draft === null}>
        {t('attendanceReports.range.last30Days')}
      </Button>
    </Group>
  );

  const errorAlert = query.isError ? (
    <ReportError
      title={t('attendanceReports.range.errorTitle')}
      fallback={t('attendanceReports.range.errorFallback')}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  ) : null;

  if (query.isPending || !analytics) {
    return (
      <Stack gap="md">
        {rangePicker}
        {query.isPending ? <ReportLoading label={t('attendanceReports.range.loading')} /> : errorAlert}
      </Stack>
    );
  }

  const { totals } = analytics;
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      {rangePicker}
      {/* Figures already on screen stay when a later read fails; the error shows above them. */}
      {errorAlert}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        <StatCard label={t('attendanceReports.cards.marks')} value={format.count(totals.marks)} icon={<IconCalendarCheck size={20} />} color="gray" />
        <StatCard label={t('attendanceReports.cards.rate')} value={totals.marks > 0 ? format.rate(totals.rate) : '–'} icon={<IconPercentage size={20} />} color="indigo" />
        <StatCard label={t('attendanceReports.status.present')} value={format.count(totals.present)} icon={<IconUserCheck size={20} />} color="green" />
        <StatCard label={t('attendanceReports.status.absent')} value={format.count(totals.absent)} icon={<IconUserX size={20} />} color="red" />
        <StatCard label={t('attendanceReports.status.late')} value={format.count(totals.late)} icon={<IconClock size={20} />} color="orange" />
        <StatCard label={t('attendanceReports.status.excused')} value={format.count(totals.excused)} icon={<IconFileCertificate size={20} />} color="blue" />
      </SimpleGrid>
      <AttendanceTrendChart days={analytics.trend} />
      <TopAbsentees students={analytics.topAbsentees} />
    </Stack>
  );
}
