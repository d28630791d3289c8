import { List, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { insightText } from '@/features/students/dashboard/panels/insight-text';
import { PanelCard } from '@/features/students/dashboard/panels/panel-card';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

export type KeyInsightsPanelProps = { insights: StudentAnalytics['insights'] };

/** Key Insights: the server's facts of the period, worded in the UI language. */
export function KeyInsightsPanel({ insights }: KeyInsightsPanelProps) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  return (
    <PanelCard title={t('studentDashboard.insights.title')} emptyText={t('studentDashboard.insights.empty')} isEmpty={insights.length === 0}>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconBulb size={14} />
          </ThemeIcon>
        }
      >
        {insights.map((insight, index) => (
          <List.Item key={`${insight.kind}-${index}`}>{insightText(insight, t, format)}</List.Item>
        ))}
      </List>
    </PanelCard>
  );
}
