import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FinanceListSummary } from '@/contract/finance';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

/**
 * The four cards over every record the filters find that the money figures count (spec §2.4):
 * Total Payrolls, Total Amount, Pending, Pending Amount; cancelled and failed payroll is left out,
 * as in Analytics and Reports, and a note under the cards says so.
 */
export function PayrollSummaryCards({ summary }: { summary: FinanceListSummary }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const cards = [
    { key: 'totalPayrolls', value: format.count(summary.count) },
    { key: 'totalAmount', value: format.money(summary.totalAmount) },
    { key: 'pending', value: format.count(summary.pendingCount) },
    { key: 'pendingAmount', value: format.money(summary.pendingAmount) },
  ] as const;
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0} aria-label={t('financePayroll.cards.label')}>
        {cards.map((card) => (
          <Paper key={card.key} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {t(`financePayroll.cards.${card.key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('financePayroll.cards.countedNote')}
      </Text>
    </Stack>
  );
}
