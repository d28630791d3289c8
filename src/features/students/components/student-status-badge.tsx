import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentStatus } from '@/contract/students';

/** Spec part 2 §4: statuses are colour-coded. */
export const STUDENT_STATUS_COLORS: Record<StudentStatus, string> = {
  ACTIVE: 'green',
  INACTIVE: 'gray',
  SUSPENDED: 'red',
  GRADUATED: 'blue',
  TRANSFERRED: 'orange',
};

export type StudentStatusBadgeProps = { status: StudentStatus | null | undefined };

export function StudentStatusBadge({ status }: StudentStatusBadgeProps) {
  const { t } = useTranslation();
  const shown = status ?? 'ACTIVE';
  return (
    <Badge variant="light" color={STUDENT_STATUS_COLORS[shown]}>
      {t(`students.status.${shown}`)}
    </Badge>
  );
}
