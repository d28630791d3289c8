import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconCalendarCheck, IconChartBar, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParentDashboard } from '@/contract/parent-portal';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';

type StatCardProps = { label: string; value: string; icon: ReactNode; color: string; hint?: string };

function StatCard({ label, value, icon, color, hint }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** The four figures of the Dashboard tab (spec §2.5), from the server's own sums. */
export function DashboardCards({ dashboard }: { dashboard: ParentDashboard }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard label={t('parentPortal.dashboard.cards.totalChildren')} value={String(dashboard.totalChildren)} icon={<IconUsers size={20} aria-hidden />} color="blue" />
      <StatCard
        label={t('parentPortal.dashboard.cards.avgAttendance')}
        value={format.percent(dashboard.averageAttendance)}
        icon={<IconCalendarCheck size={20} aria-hidden />}
        color={gradeBandColor(dashboard.averageAttendance)}
      />
      <StatCard
        label={t('parentPortal.dashboard.cards.avgGrade')}
        value={format.percent(dashboard.averageGrade)}
        icon={<IconChartBar size={20} aria-hidden />}
        color={gradeBandColor(dashboard.averageGrade)}
      />
      <StatCard
        label={t('parentPortal.dashboard.cards.notifications')}
        value={String(dashboard.unreadNotifications)}
        hint={t('parentPortal.dashboard.cards.unread', { count: dashboard.unreadNotifications })}
        icon={<IconBell size={20} aria-hidden />}
        color={dashboard.unreadNotifications > 0 ? 'orange' : 'gray'}
      />
    </SimpleGrid>
  );
}
