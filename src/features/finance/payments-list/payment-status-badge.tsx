import { Badge } from '@mantine/core';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';

const STATUS_COLORS: Record<string, string> = {
  PAID: 'green',
  PARTIALLY_PAID: 'teal',
  PENDING: 'yellow',
  PROCESSING: 'blue',
  UNPAID: 'orange',
  OVERDUE: 'red',
  FAILED: 'red',
  DISPUTED: 'grape',
  CANCELLED: 'gray',
  VOIDED: 'gray',
  REFUNDED: 'indigo',
};

/** A payment's stored status in words, coloured by what it means for the money. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const labels = useFinanceLabels();
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {labels.status(status)}
    </Badge>
  );
}
