import { Badge } from '@mantine/core';
import { PAYROLL_STATUSES, type PayrollStatus } from '@/contract/finance';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';

const COLORS: Record<PayrollStatus, string> = {
  PAID: 'green',
  PENDING: 'yellow',
  PROCESSING: 'blue',
  CANCELLED: 'gray',
  FAILED: 'red',
};

/** The stored (canonical) status, so a status filter finds what its badges show (docs/decisions.md "Finance"). */
export function PayrollStatusBadge({ status }: { status: string }) {
  const labels = useFinanceLabels();
  const known = (PAYROLL_STATUSES as readonly string[]).includes(status) ? (status as PayrollStatus) : null;
  return (
    <Badge variant="light" color={known ? COLORS[known] : 'gray'}>
      {labels.status(status)}
    </Badge>
  );
}
