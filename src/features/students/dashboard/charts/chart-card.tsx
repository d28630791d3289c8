import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export type ChartCardProps = {
  title: string;
  /** What the chart shows, read out with it (a chart's drawing says nothing to a screen reader). */
  description: string;
  /** Shown in place of the chart when the period has nothing to draw. */
  emptyText: string;
  isEmpty: boolean;
  /** Controls beside the title (the chart-type switch). */
  controls?: ReactNode;
  children: ReactNode;
};

export const CHART_HEIGHT = 280;

/** One chart of the dashboard: a titled region with its description, and its empty state. */
export function ChartCard({ title, description, emptyText, isEmpty, controls, children }: ChartCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {title}
            </Title>
            <Text size="xs" c="dimmed" id={descriptionId}>
              {description}
            </Text>
          </div>
          {isEmpty ? null : controls}
        </Group>
        {isEmpty ? (
          <Center mih={CHART_HEIGHT / 2}>
            <Text c="dimmed" ta="center">
              {emptyText}
            </Text>
          </Center>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
