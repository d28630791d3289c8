import { Badge, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type StatCardProps = {
  label: string;
  /** The formatted figure, or null when the answer lacks it and the spec gives no fallback. */
  value: string | null;
  /** The figure is the spec's fallback, not the server's (the answer lacked the field). */
  isFallback: boolean;
  icon: ReactNode;
  color: string;
};

/** One of the dashboard's eight figures. */
export function StatCard({ label, value, isFallback, icon, color }: StatCardProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId} aria-describedby={isFallback ? hintId : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text id={labelId} size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {value === null ? (
            <Text fz="xl" fw={700} aria-label={t('studentDashboard.stats.notAvailable')} title={t('studentDashboard.stats.notAvailable')}>
              —
            </Text>
          ) : (
            <Text fz="xl" fw={700}>
              {value}
            </Text>
          )}
          {isFallback ? (
            <Tooltip label={t('studentDashboard.stats.fallbackHint')} multiline w={220} events={{ hover: true, focus: true, touch: true }}>
              <Badge size="xs" variant="outline" color="orange.9" tabIndex={0} mt={4}>
                {t('studentDashboard.stats.fallback')}
              </Badge>
            </Tooltip>
          ) : null}
          {isFallback ? (
            <Text id={hintId} hidden>
              {t('studentDashboard.stats.fallbackHint')}
            </Text>
          ) : null}
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
