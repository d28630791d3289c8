import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYROLL_STATUSES, type PayrollStatus } from '@/contract/finance';

const COLORS: Record<PayrollStatus, string> = {
  PAID: 'green',
  PENDING: 'yellow',
  PROCESSING: 'blue',
  CANCELLED: 'gray',
  FAILED: 'red',
};

/** The stored (canonical) status, so a status filter finds what its badges show (docs/decisions.md "Finance"). */
export function PayrollStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (PAYROLL_STATUSES as readonly string[]).includes(status) ? (status as PayrollStatus) : null;
  return (
    <Badge variant="light" color={known ? COLORS[known] : 'gray'}>
      {known ? t(`financePayroll.status.${known}`) : status}
    </Badge>
  );
}
