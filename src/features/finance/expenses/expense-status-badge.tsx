import { Badge } from '@mantine/core';
import type { ExpenseStatus } from '@/contract/finance';
import { useFinanceLabels } from '@/features/finance/hooks/use-finance-labels';

const STATUS_COLORS: Record<ExpenseStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'blue',
  REJECTED: 'red',
  PAID: 'green',
};

/** The stored (canonical) status, so the status filter finds what its badges show (docs/decisions.md "Finance"). */
export function ExpenseStatusBadge({ status }: { status: string }) {
  const labels = useFinanceLabels();
  return (
    <Badge variant="light" color={STATUS_COLORS[status as ExpenseStatus] ?? 'gray'}>
      {labels.status(status)}
    </Badge>
  );
}
