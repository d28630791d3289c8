import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '@/contract/finance';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useDeletePayroll } from '@/features/finance/api/delete-payroll';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { useMonthLabel } from '@/features/finance/payroll/use-month-label';

export type DeletePayrollDialogProps = { payroll: Payroll | null; onClose: () => void };

/** Asks with the spec's text (§2.4) before deleting; a failure shows inside the dialog. */
export function DeletePayrollDialog({ payroll, onClose }: DeletePayrollDialogProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const monthLabel = useMonthLabel();
  const deletion = useDeletePayroll();

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
        notifications.show({ color: 'green', message: t('financePayroll.delete.deleted') });
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
