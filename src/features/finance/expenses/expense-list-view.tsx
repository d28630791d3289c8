import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpenseRowActions, type ExpenseRowsProps } from '@/features/finance/expenses/expense-row-actions';
import { ExpenseStatusBadge } from '@/features/finance/expenses/expense-status-badge';
import { RecordPendingBadge } from '@/lib/ui/pending-sync-badge';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

/**
 * The spec's list layout (§2.4): each row shows the description (title and description), status
 * badge, category, date, method, remarks, the amount as a negative value, the receipt number, and
 * Edit and Delete.
 */
export function ExpenseListView({ expenses, pendingStates, ...handlers }: ExpenseRowsProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('financeExpenses.list.label')}>
      {expenses.map((expense) => (
        <li key={expense.id}>
          <Paper component="article" withBorder p="sm" radius="md" aria-label={expense.title}>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{expense.title}</Text>
                  <ExpenseStatusBadge status={expense.status} />
                  <RecordPendingBadge states={pendingStates} id={expense.id} />
                </Group>
                {expense.description ? (
                  <Text size="sm" c="dimmed">
                    {expense.description}
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed">
                  {[labels.category(expense.category), format.day(expense.date), labels.method(expense.method)].join(' · ')}
                </Text>
                {expense.receiptNumber ? <Text size="sm">{t('financeExpenses.row.receipt', { number: expense.receiptNumber })}</Text> : null}
                {expense.remarks ? <Text size="sm">{expense.remarks}</Text> : null}
              </Stack>
              <Stack gap="xs" align="flex-end">
                <Text fw={700} c="red.8" style={{ whiteSpace: 'nowrap' }}>
                  {format.money(-expense.amount)}
                </Text>
                <ExpenseRowActions expense={expense} {...handlers} />
              </Stack>
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
