import { ActionIcon, Group, ScrollArea, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Payment } from '@/contract/finance';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { PaymentStatusBadge } from '@/features/finance/payments-list/payment-status-badge';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { paymentStudentName } from '@/features/finance/payments-list/payment-student-name';
import { FINANCE_TOOLTIP_DELAY_MS } from '@/features/finance/finance-timings';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { RecordPendingBadge } from '@/lib/ui/pending-sync-badge';

export type PaymentsTableProps = {
  payments: readonly Payment[];
  /** Payments with an unsent change on this device (usePendingPayments' `changed`): badged on their row. */
  pendingStates?: ReadonlyMap<string, OutboxState>;
  onBill: (payment: Payment) => void;
  /** Left out: the user may not delete payments. */
  onDelete?: (payment: Payment) => void;
};

/** One row per payment: receipt number, student, date, type, method, status, amount and its actions. */
export function PaymentsTable({ payments, pendingStates, onBill, onDelete }: PaymentsTableProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing="xs" miw={820} aria-label={t('finance.payments.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('finance.payments.columns.receipt')}</Table.Th>
            <Table.Th>{t('finance.payments.columns.student')}</Table.Th>
            <Table.Th>{t('finance.payments.columns.date')}</Table.Th>
            <Table.Th>{t('finance.payments.columns.type')}</Table.Th>
            <Table.Th>{t('finance.payments.columns.method')}</Table.Th>
            <Table.Th>{t('finance.payments.columns.status')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('finance.payments.columns.amount')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('finance.payments.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => {
            const student = paymentStudentName(payment);
            return (
              <Table.Tr key={payment.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace" dir="ltr">
                    {payment.receiptNumber}
                  </Text>
                  <RecordPendingBadge states={pendingStates} id={payment.id} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{student}</Text>
                  {payment.remarks ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {payment.remarks}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{format.day(payment.paymentDate)}</Table.Td>
                <Table.Td>{labels.type(payment.type)}</Table.Td>
                <Table.Td>{labels.method(payment.method)}</Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={payment.status} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }} fw={600}>
                  {format.money(payment.total)}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t('finance.payments.bill')} openDelay={FINANCE_TOOLTIP_DELAY_MS}>
                      <ActionIcon variant="subtle" aria-label={t('finance.payments.billFor', { receipt: payment.receiptNumber })} onClick={() => onBill(payment)}>
                        <IconFileInvoice size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    {onDelete ? (
                      <Tooltip label={t('finance.payments.delete.action')} openDelay={FINANCE_TOOLTIP_DELAY_MS}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('finance.payments.deleteFor', { receipt: payment.receiptNumber })}
                          onClick={() => onDelete(payment)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
