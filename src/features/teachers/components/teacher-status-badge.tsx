import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEACHER_STATUSES, type TeacherStatus } from '@/contract/teachers';

export const TEACHER_STATUS_COLORS: Record<TeacherStatus, string> = {
  Active: 'green',
  Inactive: 'gray',
  'On Leave': 'yellow',
  Terminated: 'red',
};

export function isTeacherStatus(value: string): value is TeacherStatus {
  return (TEACHER_STATUSES as readonly string[]).includes(value);
}

export type TeacherStatusBadgeProps = { status: string };

/** The teacher's status, colour-coded; a status outside the known four is shown as it is. */
export function TeacherStatusBadge({ status }: TeacherStatusBadgeProps) {
  const { t } = useTranslation();
  const known = isTeacherStatus(status);
  return (
    <Badge variant="light" color={known ? TEACHER_STATUS_COLORS[status] : 'gray'}>
      {known ? t(`teachers.status.${status}`) : status}
    </Badge>
  );
}
