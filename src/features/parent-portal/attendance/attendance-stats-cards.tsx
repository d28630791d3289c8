import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthYear } from '@/features/parent-portal/api/get-attendance';
import { useAttendanceStats } from '@/features/parent-portal/api/get-attendance-stats';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { StatCard } from '@/lib/ui/stat-card';
import { useAttendancePeriodLabel } from '@/lib/dates/use-attendance-period-label';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

/** Spec §2.5: counts of the month's marks (every status, so they add up to the total) and attendance % (the server's rate), labelled with their period. */
export function AttendanceStatsCards({ studentId, period }: { studentId: number; period: MonthYear }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const format = usePortalFormat();
  const stats = useAttendanceStats(studentId, period);
  const periodLabel = useAttendancePeriodLabel();
  if (stats.isPending) return <PortalLoading label={t('portalAttendance.loadingStats')} />;
  if (stats.isError) {
    return (
      <PortalQueryError
        title={t('portalAttendance.statsErrorTitle')}
        fallback={t('portalAttendance.statsErrorFallback')}
        error={stats.error}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const { total, present, absent, late, excused, attendancePercentage, period: covered } = stats.data;
  // Every status is shown, so the counts add up to the total; the period is named.
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {periodLabel(covered)}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="sm">
        <StatCard compact label={t('portalAttendance.total')} value={count.format(total)} />
        <StatCard compact label={t('portalAttendance.present')} value={count.format(present)} />
        <StatCard compact label={t('schoolDays.late')} value={count.format(late)} />
        <StatCard compact label={t('schoolDays.excused')} value={count.format(excused)} />
        <StatCard compact label={t('portalAttendance.absent')} value={count.format(absent)} />
        <StatCard compact label={t('portalAttendance.percentage')} value={format.percent(attendancePercentage)} />
      </SimpleGrid>
    </Stack>
  );
}
