import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MonthYear } from '@/features/parent-portal/api/get-attendance';
import { useAttendanceStats } from '@/features/parent-portal/api/get-attendance-stats';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Spec §2.5: counts of the month's marks: total, present, absent and attendance % (server-rounded). */
export function AttendanceStatsCards({ studentId, period }: { studentId: number; period: MonthYear }) {
  const { t, i18n } = useTranslation();
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
  const count = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const { total, present, absent, attendancePercentage } = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <StatCard label={t('portalAttendance.total')} value={count.format(total)} />
      <StatCard label={t('portalAttendance.present')} value={count.format(present)} />
      <StatCard label={t('portalAttendance.absent')} value={count.format(absent)} />
      <StatCard label={t('portalAttendance.percentage')} value={format.percent(Math.round(attendancePercentage))} />
    </SimpleGrid>
  );
}
