import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsBreakdownItem } from '@/contract/finance-analytics';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

export type FinanceBreakdownProps = {
  title: string;
  items: readonly AnalyticsBreakdownItem[];
  /** The key in words (a category as it is, a method in the UI language). */
  label: (key: string) => string;
  color: string;
};

/** One breakdown (expenses by category, payments by method): amount, count and share of each. */
export function FinanceBreakdown({ title, items, label, color }: FinanceBreakdownProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const titleId = useId();
  const largest = Math.max(0, ...items.map((item) => item.amount));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('finance.analytics.noneInRange')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {items.map((item) => (
              <li key={item.key}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{label(item.key)}</Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('finance.analytics.amountAndCount', { amount: format.money(item.amount), count: item.count, countText: format.count(item.count) })}
                  </Text>
                </Group>
                {/* Relative to the largest slice, a picture of the figures beside it. */}
                <Progress value={largest > 0 ? (item.amount / largest) * 100 : 0} color={color} size="sm" aria-hidden />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
