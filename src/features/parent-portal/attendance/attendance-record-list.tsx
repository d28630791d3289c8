import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAttendance, type MonthYear, type PortalAttendanceRecord } from '@/features/parent-portal/api/get-attendance';
import { AttendanceStatus } from '@/features/parent-portal/attendance/attendance-status';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { toLocaleDigits } from '@/lib/i18n/digits';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';

/** Spec §9: the tab lists the latest 10 marks. */
export const RECENT_ATTENDANCE_LIMIT = 10;

/** The newest marks first (the server sends them so; sorting again keeps the limit right if it did not). */
export function latestAttendance(records: readonly PortalAttendanceRecord[]): PortalAttendanceRecord[] {
  return [...records].sort((a, b) => b.date.localeCompare(a.date)).slice(0, RECENT_ATTENDANCE_LIMIT);
}

function RecordRow({ record }: { record: PortalAttendanceRecord }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const { locale } = useFormatLocale();
  const day = format.day(record.date);
  // HH:MM (24 hours, as the gate writes it) in the reader's digits.
  const clock = (value: string | null) => {
    const time = format.time(value);
    return time ? toLocaleDigits(time, locale) : t('portalAttendance.noTime');
  };
  const inTime = clock(record.inTime);
  const outTime = clock(record.outTime);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={day}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{day}</Text>
        <AttendanceStatus status={record.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {record.subject ?? t('portalAttendance.wholeDay')}
      </Text>
      <Text size="sm">{t('portalAttendance.inOut', { inTime, outTime })}</Text>
    </Paper>
  );
}

/** Spec §2.5: the month's latest 10 marks with status icon, date, subject and in/out times. */
export function AttendanceRecordList({ studentId, period }: { studentId: number; period: MonthYear }) {
  const { t } = useTranslation();
  const attendance = useAttendance(studentId, period);
  if (attendance.isPending) return <PortalLoading label={t('portalAttendance.loadingRecords')} />;
  if (attendance.isError) {
    return (
      <PortalQueryError
        title={t('portalAttendance.recordsErrorTitle')}
        fallback={t('portalAttendance.recordsErrorFallback')}
        error={attendance.error}
        onRetry={() => void attendance.refetch()}
        retrying={attendance.isFetching}
      />
    );
  }
  const records = latestAttendance(attendance.data);
  if (records.length === 0) {
    return <PortalEmpty icon={<IconCalendarOff size={32} aria-hidden />} text={t('portalAttendance.empty')} />;
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portalAttendance.recordsTitle')}>
      {records.map((record) => (
        <RecordRow key={record.id} record={record} />
      ))}
    </Stack>
  );
}
