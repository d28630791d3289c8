import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { PanelCard } from '@/features/students/dashboard/panels/panel-card';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

export type TopPerformersPanelProps = { performers: StudentAnalytics['topPerformers'] };

/** Top Performers: the period's best averages, with each student's Dari name (right-to-left). */
export function TopPerformersPanel({ performers }: TopPerformersPanelProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  return (
    <PanelCard
      title={t('studentDashboard.topPerformers.title')}
      emptyText={t('studentDashboard.topPerformers.empty')}
      isEmpty={performers.length === 0}
    >
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {performers.map((performer) => (
          <Group component="li" key={performer.studentId} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {performer.name}
              </Text>
              {performer.dariName ? (
                // Inline, so the Dari name reads right-to-left yet lines up with the English one.
                <Text size="sm" truncate>
                  <span dir="rtl" lang="fa">
                    {performer.dariName}
                  </span>
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {performer.className ?? t('studentDashboard.topPerformers.noClass')}
              </Text>
            </div>
            <Text size="sm" fw={700} c="green.9" style={{ flexShrink: 0 }}>
              {format.percent(performer.averageGrade)}
            </Text>
          </Group>
        ))}
      </Stack>
    </PanelCard>
  );
}
