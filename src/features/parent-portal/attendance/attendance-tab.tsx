import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthYear } from '@/features/parent-portal/api/get-attendance';
import { AttendancePeriodPicker } from '@/features/parent-portal/attendance/attendance-period-picker';
import { AttendanceRecordList } from '@/features/parent-portal/attendance/attendance-record-list';
import { AttendanceStatsCards } from '@/features/parent-portal/attendance/attendance-stats-cards';
import type { PortalChildTabProps } from '@/features/parent-portal/components/portal-tab-props';

function thisMonth(): MonthYear {
  const now = new Date();
  return { month: now.getMonth() + 1, year: now.getFullYear() };
}

/** The Attendance Tracker tab (spec §2.5): a month's counts and its latest 10 marks for the selected child. */
export function AttendanceTab({ child }: PortalChildTabProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<MonthYear>(thisMonth);
  const [currentYear] = useState(() => new Date().getFullYear());
  return (
    <Stack gap="md">
      <Title order={3}>{t('portalAttendance.title')}</Title>
      <AttendancePeriodPicker value={period} currentYear={currentYear} onChange={setPeriod} />
      <AttendanceStatsCards studentId={child.id} period={period} />
      <Title order={4}>{t('portalAttendance.recordsTitle')}</Title>
      <AttendanceRecordList studentId={child.id} period={period} />
    </Stack>
  );
}
