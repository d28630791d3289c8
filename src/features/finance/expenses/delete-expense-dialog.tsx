import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Expense } from '@/contract/finance';
import { apiErrorText } from '@/lib/api/api-error-text';
import { showUndoNotification } from '@/lib/notifications/show-undo-notification';
import { useDeleteExpense } from '@/features/finance/api/delete-expense';
import { useRestoreExpense } from '@/features/finance/api/restore-expense';

export type DeleteExpenseDialogProps = { expense: Expense | null; opened: boolean; onClose: () => void };

/**
 * Asks with the spec's text (§2.4, EXPENSE_DELETE_CONFIRMATION) before deleting; a failure shows in
 * the dialog (the spec only logs it). The delete is soft and audited on the server; Undo in the
 * notification that follows restores the expense.
 */
export function DeleteExpenseDialog({ expense, opened, onClose }: DeleteExpenseDialogProps) {
  const { t } = useTranslation();
  const deletion = useDeleteExpense();
  const restoration = useRestoreExpense();

  const handleClose = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };

  const handleDelete = () => {
    if (!expense) return;
    deletion.mutate(expense.id, {
      onSuccess: () => {
        deletion.reset();
        onClose();
        showUndoNotification({
          id: `expense-deleted-${expense.id}`,
          message: t('financeExpenses.delete.deleted', { title: expense.title }),
          undoLabel: t('financeExpenses.delete.undo'),
          undo: () => restoration.mutateAsync(expense.id),
          restoredMessage: t('financeExpenses.delete.restored', { title: expense.title }),
          restoreFailed: t('financeExpenses.delete.restoreFailed'),
        });
      },
    });
  };

  return (
    <Modal opened={opened && expense !== null} onClose={handleClose} title={t('financeExpenses.delete.title')} size="sm">
      <Stack gap="md">
        <Text>{t('financeExpenses.delete.confirm')}</Text>
        {expense ? (
          <Text size="sm" c="dimmed">
            {expense.title}
          </Text>
        ) : null}
        {deletion.isError ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('financeExpenses.delete.failed')}>
            {apiErrorText(deletion.error, t('financeExpenses.delete.failed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={deletion.isPending}>
            {t('financeExpenses.delete.cancel')}
          </Button>
          <Button color="red" onClick={handleDelete} disabled={deletion.isPending} aria-busy={deletion.isPending}>
            {deletion.isPending ? t('financeExpenses.delete.deleting') : t('financeExpenses.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
