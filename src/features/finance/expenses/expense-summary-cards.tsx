import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FinanceListSummary } from '@/contract/finance';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

/**
 * Spec §2.4: Total Expenses (count), Total Amount, Pending (count), Pending Amount, over every match
 * the money figures count (meta.summary: no rejected expense, as in Analytics and Reports); a note
 * under the cards says so, since the list below shows the rejected ones too.
 */
export function ExpenseSummaryCards({ summary }: { summary: FinanceListSummary }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const cards = [
    { id: 'count', label: t('financeExpenses.cards.totalExpenses'), value: format.count(summary.count) },
    { id: 'totalAmount', label: t('financeExpenses.cards.totalAmount'), value: format.money(summary.totalAmount) },
    { id: 'pendingCount', label: t('financeExpenses.cards.pending'), value: format.count(summary.pendingCount) },
    { id: 'pendingAmount', label: t('financeExpenses.cards.pendingAmount'), value: format.money(summary.pendingAmount) },
  ];
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        {cards.map((card) => (
          <Paper key={card.id} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {card.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('financeExpenses.cards.countedNote')}
      </Text>
    </Stack>
  );
}
