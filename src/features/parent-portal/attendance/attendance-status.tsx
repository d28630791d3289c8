import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconHelpCircle, IconInfoCircle, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type StatusLook = { color: string; icon: Icon; labelKey: string };

/** Spec §4: PRESENT, ABSENT, LATE, EXCUSED; each with a colour, an icon and a text (never colour alone). */
const LOOKS: Record<string, StatusLook> = {
  PRESENT: { color: 'green', icon: IconCircleCheck, labelKey: 'portalAttendance.status.PRESENT' },
  ABSENT: { color: 'red', icon: IconCircleX, labelKey: 'portalAttendance.status.ABSENT' },
  LATE: { color: 'yellow', icon: IconClock, labelKey: 'portalAttendance.status.LATE' },
  EXCUSED: { color: 'blue', icon: IconInfoCircle, labelKey: 'portalAttendance.status.EXCUSED' },
};

/** One mark's status as a badge; a status the portal does not know shows as sent. */
export function AttendanceStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  const look = LOOKS[status.toUpperCase()];
  const StatusIcon = look?.icon ?? IconHelpCircle;
  return (
    <Badge color={look?.color ?? 'gray'} variant="light" leftSection={<StatusIcon size={14} aria-hidden />}>
      {look ? t(look.labelKey) : status}
    </Badge>
  );
}
