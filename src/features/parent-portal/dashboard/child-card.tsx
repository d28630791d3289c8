import { Avatar, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/parent-portal';
import { gradeBandColor } from '@/features/parent-portal/academics/grade-band';
import { fullName, gradeSection, initials } from '@/features/parent-portal/components/portal-format';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useAttendancePeriodLabel } from '@/lib/dates/use-attendance-period-label';

export type ChildCardProps = { child: Child; selected: boolean; onSelect: (id: number) => void };

/** A child on the dashboard: a button (click, Enter or Space) that selects the child for every tab. */
export function ChildCard({ child, selected, onSelect }: ChildCardProps) {
  const { t, i18n } = useTranslation();
  const format = usePortalFormat();
  const periodLabel = useAttendancePeriodLabel();
  return (
    <UnstyledButton onClick={() => onSelect(child.id)} aria-pressed={selected} w="100%" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Paper
        withBorder
        p="md"
        radius="md"
        style={{
          borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
          borderWidth: selected ? 2 : undefined,
          backgroundColor: selected ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Group wrap="nowrap" align="flex-start">
          <Avatar color="blue" radius="xl" aria-hidden>
            {initials(child)}
          </Avatar>
          <Stack gap={4} style={{ flex: 1, minInlineSize: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate>
                {fullName(child)}
              </Text>
              {selected ? (
                <Badge size="sm" leftSection={<IconCheck size={12} aria-hidden />}>
                  {t('parentPortal.dashboard.selected')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {gradeSection(child, t, i18n.language)}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color={gradeBandColor(child.attendance)}>
                {t('parentPortal.dashboard.childAttendance')} ({periodLabel(child.attendancePeriod)}): {format.percent(child.attendance)}
              </Badge>
              <Badge variant="light" color={gradeBandColor(child.averageGrade)}>
                {t('parentPortal.dashboard.childAverage')}: {format.percent(child.averageGrade)}
              </Badge>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
