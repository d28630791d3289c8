import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '@/contract/finance';
import { apiErrorText } from '@/lib/api/api-error-text';
import { showUndoNotification } from '@/lib/notifications/show-undo-notification';
import { useDeletePayroll } from '@/features/finance/api/delete-payroll';
import { useRestorePayroll } from '@/features/finance/api/restore-payroll';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { useMonthLabel } from '@/features/finance/payroll/use-month-label';

export type DeletePayrollDialogProps = { payroll: Payroll | null; onClose: () => void };

/**
 * Asks with the spec's text (§2.4) before deleting; a failure shows inside the dialog. Undo in the
 * notification that follows restores the record.
 */
export function DeletePayrollDialog({ payroll, onClose }: DeletePayrollDialogProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const monthLabel = useMonthLabel();
  const deletion = useDeletePayroll();
  const restoration = useRestorePayroll();

  const handleClose = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };

  const handleDelete = () => {
    if (!payroll) return;
    deletion.mutate(payroll.id, {
      onSuccess: () => {
        deletion.reset();
        onClose();
        showUndoNotification({
          id: `payroll-deleted-${payroll.id}`,
          message: t('financePayroll.delete.deleted'),
          undoLabel: t('financePayroll.delete.undo'),
          undo: () => restoration.mutateAsync(payroll.id),
          restoredMessage: t('financePayroll.delete.restored'),
          restoreFailed: t('financePayroll.delete.restoreFailed'),
        });
      },
    });
  };

  return (
    <Modal opened={payroll !== null} onClose={handleClose} title={t('financePayroll.delete.title')} size="sm">
      {payroll ? (
        <Stack gap="md">
          <Text>{t('financePayroll.delete.confirm')}</Text>
          <Text size="sm" c="dimmed">
            {t('financePayroll.delete.detail', {
              name: payroll.employeeName,
              month: monthLabel(payroll.month, payroll.year),
              amount: format.money(payroll.totalAmount),
            })}
          </Text>
          {deletion.isError ? (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('financePayroll.delete.failed')}>
              {apiErrorText(deletion.error, t('financePayroll.delete.failed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={deletion.isPending}>
              {t('financePayroll.delete.cancel')}
            </Button>
            <Button color="red" onClick={handleDelete} disabled={deletion.isPending} aria-busy={deletion.isPending}>
              {deletion.isPending ? t('financePayroll.delete.deleting') : t('financePayroll.delete.confirmButton')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
