import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalFeeStatus } from '@/contract/student-portal-records';

const STATUS_COLOR: Record<PortalFeeStatus, string> = { PAID: 'green', PENDING: 'yellow', OVERDUE: 'red', PARTIAL: 'blue' };

export function FeeStatusBadge({ status }: { status: PortalFeeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`portalFees.status.${status}`)}
    </Badge>
  );
}
