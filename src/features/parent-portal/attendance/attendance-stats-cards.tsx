import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthYear } from '@/features/parent-portal/api/get-attendance';
import { useAttendanceStats } from '@/features/parent-portal/api/get-attendance-stats';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { StatCard } from '@/lib/ui/stat-card';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

/** Spec §2.5: counts of the month's marks: total, present, absent and attendance % (server-rounded). */
export function AttendanceStatsCards({ studentId, period }: { studentId: number; period: MonthYear }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const format = usePortalFormat();
  const stats = useAttendanceStats(studentId, period);
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
  const { total, present, absent, attendancePercentage } = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <StatCard compact label={t('portalAttendance.total')} value={count.format(total)} />
      <StatCard compact label={t('portalAttendance.present')} value={count.format(present)} />
      <StatCard compact label={t('portalAttendance.absent')} value={count.format(absent)} />
      <StatCard compact label={t('portalAttendance.percentage')} value={format.percent(Math.round(attendancePercentage))} />
    </SimpleGrid>
  );
}
