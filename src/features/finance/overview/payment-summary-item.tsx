import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/contract/finance';
import { useFinanceFormat } from '@/features/finance/hooks/use-finance-format';
import { PaymentStatusBadge } from '@/features/finance/payments-list/payment-status-badge';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';
import { paymentStudentName } from '@/features/finance/payments-list/payment-student-name';

/** One payment as the overview lists it: 'Payment from {student}', date, method, amount (spec part 2 §2.4). */
export function PaymentSummaryItem({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const format = useFinanceFormat();
  const labels = useFinanceLabels();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Stack gap={2} style={{ minInlineSize: 0 }}>
        <Text fw={500} truncate>
          {t('finance.overview.paymentFrom', { student: paymentStudentName(payment) })}
        </Text>
        <Text size="xs" c="dimmed">
          {format.day(payment.paymentDate)} · {labels.method(payment.method)} · {payment.receiptNumber}
        </Text>
      </Stack>
      <Stack gap={2} align="flex-end">
        <Text fw={700} c="green" style={{ whiteSpace: 'nowrap' }}>
          {format.money(payment.total)}
        </Text>
        <PaymentStatusBadge status={payment.status} />
      </Stack>
    </Group>
  );
}
