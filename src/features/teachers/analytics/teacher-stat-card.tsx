import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export type TeacherStatCardProps = { label: string; value: string; icon: ReactNode; color: string };

/** One figure of the Analytics tab, named by its label for assistive technology. */
export function TeacherStatCard({ label, value, icon, color }: TeacherStatCardProps) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text id={labelId} size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
