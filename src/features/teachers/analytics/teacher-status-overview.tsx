import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherStats, TeacherStatus } from '@/contract/teachers';
import { TEACHER_STATUS_COLORS } from '@/features/teachers/components/teacher-status-badge';
import { useTeacherFormat } from '@/features/teachers/hooks/use-teacher-format';

export type TeacherStatusOverviewProps = { stats: TeacherStats };

/** The spec's status overview (§2.3): Active, Inactive and On Leave, each with its share. */
export function TeacherStatusOverview({ stats }: TeacherStatusOverviewProps) {
  const { t } = useTranslation();
  const format = useTeacherFormat();
  const titleId = useId();
  const rows: { status: TeacherStatus; count: number }[] = [
    { status: 'Active', count: stats.active },
    { status: 'Inactive', count: stats.inactive },
    { status: 'On Leave', count: stats.onLeave },
  ];
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('teachers.analytics.statusOverview')}
        </Title>
        {rows.map(({ status, count }) => {
          const label = t(`teachers.status.${status}`);
          return (
            <div key={status} role="group" aria-label={label}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{label}</Text>
                <Text size="sm" fw={600}>
                  {t('teachers.analytics.statusShare', { value: format.count(count), percent: format.share(count, stats.total) })}
                </Text>
              </Group>
              <Progress value={stats.total > 0 ? (count / stats.total) * 100 : 0} color={TEACHER_STATUS_COLORS[status]} aria-hidden />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
