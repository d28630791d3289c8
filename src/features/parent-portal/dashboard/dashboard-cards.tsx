import { SimpleGrid, Text } from '@mantine/core';
import { IconBell, IconCalendarCheck, IconChartBar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParentDashboard } from '@/contract/parent-portal';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useAttendancePeriodLabel } from '@/lib/dates/use-attendance-period-label';
import { StatCard } from '@/lib/ui/stat-card';

/** The four figures of the Dashboard tab (spec §2.5), from the server's own sums. */
export function DashboardCards({ dashboard }: { dashboard: ParentDashboard }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const periodLabel = useAttendancePeriodLabel();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard label={t('parentPortal.dashboard.cards.totalChildren')} value={String(dashboard.totalChildren)} icon={<IconUsers size={20} aria-hidden />} color="blue" />
      <StatCard
        label={t('parentPortal.dashboard.cards.avgAttendance')}
        value={format.percent(dashboard.averageAttendance)}
        icon={<IconCalendarCheck size={20} aria-hidden />}
        color={gradeBandColor(dashboard.averageAttendance)}
      >
        <Text size="xs" c="dimmed">
          {periodLabel(dashboard.attendancePeriod)}
        </Text>
      </StatCard>
      <StatCard
        label={t('parentPortal.dashboard.cards.avgGrade')}
        value={format.percent(dashboard.averageGrade)}
        icon={<IconChartBar size={20} aria-hidden />}
        color={gradeBandColor(dashboard.averageGrade)}
      />
      <StatCard
        label={t('parentPortal.dashboard.cards.notifications')}
        value={String(dashboard.unreadNotifications)}
        icon={<IconBell size={20} aria-hidden />}
        color={dashboard.unreadNotifications > 0 ? 'orange' : 'gray'}
      >
        <Text size="xs" c="dimmed">
          {t('parentPortal.dashboard.cards.unread', { count: dashboard.unreadNotifications })}
        </Text>
      </StatCard>
    </SimpleGrid>
  );
}
