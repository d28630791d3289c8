import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpenseRowActions, type ExpenseRowsProps } from '@/features/finance/expenses/expense-row-actions';
import { ExpenseStatusBadge } from '@/features/finance/expenses/expense-status-badge';
import { RecordPendingBadge } from '@/lib/ui/pending-sync-badge';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';

/** The same rows as a table: more expenses per screen on a wide display (scrolls sideways on a narrow one). */
export function ExpenseTableView({ expenses, pendingStates, ...handlers }: ExpenseRowsProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  const hasActions = handlers.onEdit !== undefined || handlers.onDelete !== undefined;
  return (
    <Table.ScrollContainer minWidth="56rem">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('financeExpenses.list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('financeExpenses.columns.description')}</Table.Th>
            <Table.Th>{t('financeExpenses.columns.status')}</Table.Th>
            <Table.Th>{t('financeExpenses.columns.category')}</Table.Th>
            <Table.Th>{t('financeExpenses.columns.date')}</Table.Th>
            <Table.Th>{t('financeExpenses.columns.method')}</Table.Th>
            <Table.Th>{t('financeExpenses.columns.remarks')}</Table.Th>
            <Table.Th>{t('financeExpenses.columns.receiptNumber')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('financeExpenses.columns.amount')}</Table.Th>
            {hasActions ? (
              <Table.Th>
                <VisuallyHidden>{t('financeExpenses.columns.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {expenses.map((expense) => (
            <Table.Tr key={expense.id} aria-label={expense.title}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {expense.title}
                </Text>
                {expense.description ? (
                  <Text size="xs" c="dimmed">
                    {expense.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  <ExpenseStatusBadge status={expense.status} />
                  <RecordPendingBadge states={pendingStates} id={expense.id} />
                </Group>
              </Table.Td>
              <Table.Td>{labels.category(expense.category)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.day(expense.date)}</Table.Td>
              <Table.Td>{labels.method(expense.method)}</Table.Td>
              <Table.Td>{expense.remarks ?? ''}</Table.Td>
              <Table.Td>{expense.receiptNumber ?? ''}</Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                <Text fw={700} size="sm" c="red.9" span>
                  {format.money(-expense.amount)}
                </Text>
              </Table.Td>
              {hasActions ? (
                <Table.Td>
                  <ExpenseRowActions expense={expense} {...handlers} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
