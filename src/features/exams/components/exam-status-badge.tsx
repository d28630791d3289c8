import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamStatus } from '@/contract/exams';

const STATUS_COLOR: Record<ExamStatus, string> = { SCHEDULED: 'blue', COMPLETED: 'green', CANCELLED: 'gray' };

export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`exams.status.${status}`)}
    </Badge>
  );
}
