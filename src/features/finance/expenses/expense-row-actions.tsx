import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@/contract/finance';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';

export type ExpenseRowHandlers = {
  /** Absent when the user may not edit expenses. */
  onEdit?: (expense: Expense) => void;
  /** Absent when the user may not delete expenses. */
  onDelete?: (expense: Expense) => void;
};

/** What the list and the table views show: the expenses, their rows' buttons, and which have an unsent change. */
export type ExpenseRowsProps = ExpenseRowHandlers & { expenses: Expense[]; pendingStates?: ReadonlyMap<string, OutboxState> };

/** A row's Edit and Delete buttons. */
export function ExpenseRowActions({ expense, onEdit, onDelete }: ExpenseRowHandlers & { expense: Expense }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {onEdit ? (
        <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(expense)}>
          {t('financeExpenses.row.edit')}
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(expense)}>
          {t('financeExpenses.row.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
