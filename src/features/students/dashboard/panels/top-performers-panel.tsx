import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { localFlatName } from '@/lib/names/local-record-name';
import { PersonName } from '@/lib/ui/person-name';
import { PanelCard } from '@/features/students/dashboard/panels/panel-card';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

export type TopPerformersPanelProps = { performers: StudentAnalytics['topPerformers'] };

/** Top Performers: the period's best averages, with both names (the Dari one first in Dari and Pashto). */
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
              <PersonName latin={performer.name} dari={performer.dariName} />
              <Text size="xs" c="dimmed">
                {performer.className === null ? t('studentDashboard.topPerformers.noClass') : localFlatName(performer, 'class', format.language)}
              </Text>
            </div>
            <Text size="sm" fw={700} c="green" style={{ flexShrink: 0 }}>
              {format.percent(performer.averageGrade)}
            </Text>
          </Group>
        ))}
      </Stack>
    </PanelCard>
  );
}
