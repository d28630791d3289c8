import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAnalytics } from '@/contract/student-analytics';
import { formatRelativeTime } from '@/features/students/dashboard/format-relative-time';
import { PanelCard } from '@/features/students/dashboard/panels/panel-card';
import { useDashboardFormat } from '@/features/students/dashboard/use-dashboard-format';

/** "CARD_PRINTED" → "Card printed": the words for an event type the catalogue does not know yet. */
function humanise(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? type : words.charAt(0).toUpperCase() + words.slice(1);
}

export type RecentActivityPanelProps = { activity: StudentAnalytics['recentActivity'] };

/** Recent Activity: the latest student events, newest first as the server sends them. */
export function RecentActivityPanel({ activity }: RecentActivityPanelProps) {
  const { t } = useTranslation();
  // The moment "5 minutes ago" counts from: fixed while shown, so the list does not shift under the reader.
  const [now] = useState(() => Date.now());
  const format = useDashboardFormat();
  return (
    <PanelCard title={t('studentDashboard.activity.title')} emptyText={t('studentDashboard.activity.empty')} isEmpty={activity.length === 0}>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {activity.map((event, index) => (
          <Group component="li" key={`${event.studentId}-${event.at}-${index}`} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {t(`studentDashboard.activity.types.${event.type}`, { defaultValue: humanise(event.type) })}
              </Text>
              <Text size="sm" truncate>
                {event.studentName}
              </Text>
            </div>
            <Text size="xs" c="dimmed" component="time" dateTime={event.at} style={{ flexShrink: 0 }}>
              {formatRelativeTime(event.at, now, format.locale)}
            </Text>
          </Group>
        ))}
      </Stack>
    </PanelCard>
  );
}
