import { Alert, Stack, Tabs } from '@mantine/core';
import { IconCalendarStats, IconChartBar, IconClipboardCheck, IconDoorEnter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttendancePermissions } from '@/features/attendance/components/use-attendance-permissions';
import { FrontGateTab } from '@/features/attendance/gate/front-gate-tab';
import { MonthlyMatrixTab } from '@/features/attendance/matrix/monthly-matrix-tab';
import { DailyRegisterTab } from '@/features/attendance/register/daily-register-tab';
import { AttendanceSummaryTab } from '@/features/attendance/summary/attendance-summary-tab';
import { useAddressTab } from '@/lib/dom/use-address-tab';

const ATTENDANCE_TABS = ['register', 'gate', 'matrix', 'summary'] as const;
type AttendanceTab = (typeof ATTENDANCE_TABS)[number];

const TAB_ICONS: Record<AttendanceTab, ReactNode> = {
  register: <IconClipboardCheck size={16} aria-hidden />,
  gate: <IconDoorEnter size={16} aria-hidden />,
  matrix: <IconCalendarStats size={16} aria-hidden />,
  summary: <IconChartBar size={16} aria-hidden />,
};

const TAB_PANELS: Record<AttendanceTab, () => ReactNode> = {
  register: DailyRegisterTab,
  gate: FrontGateTab,
  matrix: MonthlyMatrixTab,
  summary: AttendanceSummaryTab,
};

/**
 * The Attendance screen (issue 9; the spec names it and lists its calls, part 2 §7.6, without
 * drawing it): the daily register of a class, the front gate's arrival and departure times, the
 * monthly matrix with its export, and the school's summary. Marking needs attendance:create; the
 * reports need attendance:read. The open tab is kept in the address (`?tab=`).
 */
export default function AttendanceScreen() {
  const { t } = useTranslation();
  const permissions = useAttendancePermissions();
  const allowed: AttendanceTab[] = [
    ...(permissions.canMark ? (['register', 'gate'] as const) : []),
    ...(permissions.canRead ? (['matrix', 'summary'] as const) : []),
  ];
  const [tab, setTab] = useAddressTab(ATTENDANCE_TABS, allowed);
  if (allowed.length === 0) return <Alert color="gray">{t('attendance.noAccess')}</Alert>;
  const Panel = TAB_PANELS[tab];
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => setTab((value as AttendanceTab | null) ?? allowed[0])} keepMounted={false}>
        <Tabs.List aria-label={t('attendance.tabs.label')}>
          {allowed.map((name) => (
            <Tabs.Tab key={name} value={name} leftSection={TAB_ICONS[name]}>
              {t(`attendance.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          <Panel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
