import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/contract/finance';
import { apiErrorText } from '@/lib/api/api-error-text';
import { showUndoNotification } from '@/lib/notifications/show-undo-notification';
import { useDeletePayment } from '@/features/finance/api/delete-payment';
import { useRestorePayment } from '@/features/finance/api/restore-payment';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { paymentStudentName } from '@/features/finance/payments-list/payment-student-name';

export type DeletePaymentDialogProps = { payment: Payment | null; opened: boolean; onClose: () => void };

/**
 * Asks before deleting a payment (naming its receipt, student and amount), shows 'Deleting...'
 * meanwhile and a refusal inside the dialog; a deleted payment leaves every finance figure
 * (the mutation invalidates them all) until Undo in the notification that follows restores it.
 */
export function DeletePaymentDialog({ payment, opened, onClose }: DeletePaymentDialogProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const deletion = useDeletePayment();
  const restoration = useRestorePayment();
  if (!payment) return <Modal opened={false} onClose={onClose} />;

  const handleClose = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };
  const handleDelete = () => {
    deletion.mutate(payment.id, {
      onSuccess: () => {
        deletion.reset();
        onClose();
        const receipt = payment.receiptNumber;
        showUndoNotification({
          id: `payment-deleted-${payment.id}`,
          message: t('finance.payments.delete.deleted', { receipt }),
          undoLabel: t('finance.payments.delete.undo'),
          undo: () => restoration.mutateAsync(payment.id),
          restoredMessage: t('finance.payments.delete.restored', { receipt }),
          restoreFailed: t('finance.payments.delete.restoreFailed'),
        });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('finance.payments.delete.title')} size="sm">
      <Stack gap="md">
        <Text>{t('finance.payments.delete.confirm')}</Text>
        <Text size="sm" c="dimmed">
          {t('finance.payments.delete.details', {
            receipt: payment.receiptNumber,
            student: paymentStudentName(payment),
            amount: format.money(payment.total),
          })}
        </Text>
        {deletion.isError ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('finance.payments.delete.failed')}>
            {apiErrorText(deletion.error, t('finance.payments.delete.failed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={deletion.isPending}>
            {t('finance.cancel')}
          </Button>
          <Button color="red" onClick={handleDelete} disabled={deletion.isPending} aria-busy={deletion.isPending}>
            {deletion.isPending ? t('finance.payments.delete.deleting') : t('finance.payments.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
