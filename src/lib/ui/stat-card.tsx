import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export type StatCardProps = {
  label: string;
  /** The formatted figure (or an element standing for a missing one). */
  value: ReactNode;
  /** Drawn at the end side; omitted for a plain figure. */
  icon?: ReactNode;
  color?: string;
  /** Under the figure: a hint, a badge saying where the figure came from. */
  children?: ReactNode;
  /** An element's id that explains the figure further (e.g. a fallback's hint). */
  describedBy?: string;
  compact?: boolean;
};

/**
 * One figure of a dashboard (finance, students, teachers, parent portal): a group named by its
 * label, so assistive technology and tests find "the Avg Grade card" by name.
 */
export function StatCard({ label, value, icon, color = 'blue', children, describedBy, compact = false }: StatCardProps) {
  const labelId = useId();
  return (
    <Paper withBorder p={compact ? 'sm' : 'md'} radius="md" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minInlineSize: 0 }}>
          <Text id={labelId} size={compact ? 'xs' : 'sm'} c="dimmed" fw={compact ? 600 : 500} tt={compact ? 'uppercase' : undefined}>
            {label}
          </Text>
          {typeof value === 'string' || typeof value === 'number' ? (
            <Text fz="xl" fw={700}>
              {value}
            </Text>
          ) : (
            value
          )}
          {children}
        </div>
        {icon ? (
          <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
    </Paper>
  );
}
