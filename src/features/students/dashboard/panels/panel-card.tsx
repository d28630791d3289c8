import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export type PanelCardProps = {
  title: string;
  /** Shown in place of the content when there is nothing to list. */
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
};

/** One side panel of the dashboard (Key Insights, Top Performers, Recent Activity). */
export function PanelCard({ title, emptyText, isEmpty, children }: PanelCardProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {isEmpty ? <Text c="dimmed">{emptyText}</Text> : children}
      </Stack>
    </Paper>
  );
}
