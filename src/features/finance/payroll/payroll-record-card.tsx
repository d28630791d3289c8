import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '@/contract/finance';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { PayrollStatusBadge } from '@/features/finance/payroll/payroll-status-badge';
import { useMonthLabel } from '@/features/finance/payroll/use-month-label';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { RecordPendingBadge } from '@/lib/ui/pending-sync-badge';

export type PayrollRecordCardProps = {
  payroll: Payroll;
  /** Records with an unsent change on this device (usePendingPayroll's `changed`): badged. */
  pendingStates?: ReadonlyMap<string, OutboxState>;
  onEdit: (payroll: Payroll) => void;
  onDelete: (payroll: Payroll) => void;
  canEdit: boolean;
  canDelete: boolean;
};

/** One row of the payroll list with every field of spec §2.4 and its Edit and Delete buttons. */
export function PayrollRecordCard({ payroll, pendingStates, onEdit, onDelete, canEdit, canDelete }: PayrollRecordCardProps) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  const monthLabel = useMonthLabel();
  const facts = [
    { key: 'employeeId', value: payroll.employeeId },
    { key: 'monthYear', value: monthLabel(payroll.month, payroll.year) },
    { key: 'method', value: labels.method(payroll.paymentMethod) },
    { key: 'basicSalary', value: format.money(payroll.basicSalary) },
    { key: 'allowances', value: format.money(payroll.allowances) },
    { key: 'deductions', value: format.money(payroll.deductions) },
    { key: 'paymentDate', value: format.day(payroll.paymentDate) },
    { key: 'remarks', value: payroll.remarks ?? t('financePayroll.row.noRemarks') },
  ] as const;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={payroll.employeeName}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>{payroll.employeeName}</Text>
            <PayrollStatusBadge status={payroll.status} />
            <RecordPendingBadge states={pendingStates} id={payroll.id} />
          </Group>
          <Text fw={700} size="lg" aria-label={t('financePayroll.row.totalAmount')}>
            {format.money(payroll.totalAmount)}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`financePayroll.row.${fact.key}`)}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {canEdit || canDelete ? (
          <Group justify="flex-end" gap="xs">
            {canEdit ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconEdit size={14} aria-hidden />}
                aria-label={t('financePayroll.row.editLabel', { name: payroll.employeeName })}
                onClick={() => onEdit(payroll)}
              >
                {t('financePayroll.row.edit')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={t('financePayroll.row.deleteLabel', { name: payroll.employeeName })}
                onClick={() => onDelete(payroll)}
              >
                {t('financePayroll.row.delete')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
