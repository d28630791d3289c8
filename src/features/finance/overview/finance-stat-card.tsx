import { Badge, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FINANCE_TOOLTIP_DELAY_MS } from '@/contract/finance';

export type FinanceStatCardProps = {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
  /** The figure was computed in the browser from the lists because the server's stats were missing. */
  calculated?: boolean;
};

/** One money figure (Overview, Analytics), named by its label for assistive technology. */
export function FinanceStatCard({ label, value, icon, color, calculated = false }: FinanceStatCardProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minInlineSize: 0 }}>
          <Text id={labelId} size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz="xl" fw={700}>
            {value}
          </Text>
          {calculated ? (
            <Tooltip label={t('finance.overview.calculatedHint')} openDelay={FINANCE_TOOLTIP_DELAY_MS} multiline maw={260}>
              <Badge size="xs" variant="light" color="yellow" mt={4} tabIndex={0}>
                {t('finance.overview.calculated')}
              </Badge>
            </Tooltip>
          ) : null}
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
