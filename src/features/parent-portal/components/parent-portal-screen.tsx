import { Alert, Group, ScrollArea, Stack, Tabs } from '@mantine/core';
import { IconBook, IconCalendarCheck, IconCash, IconInfoCircle, IconLayoutDashboard, IconSchool, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@/contract/parent-portal';
import { useChildren } from '@/features/parent-portal/api/get-children';
import { AcademicsTab } from '@/features/parent-portal/academics/academics-tab';
import { AttendanceTab } from '@/features/parent-portal/attendance/attendance-tab';
import { ChildSwitcher } from '@/features/parent-portal/components/child-switcher';
import { PortalErrorBoundary } from '@/features/parent-portal/components/portal-error-boundary';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { PORTAL_TABS, useChosenChildId, usePortalTab, type PortalTab } from '@/features/parent-portal/components/use-portal-address';
import { DashboardTab } from '@/features/parent-portal/dashboard/dashboard-tab';
import { ExamsTab } from '@/features/parent-portal/exams/exams-tab';
import { FeesTab } from '@/features/parent-portal/fees/fees-tab';
import { MessageSchoolAction } from '@/features/parent-portal/messages/message-school-action';
import { OverviewTab } from '@/features/parent-portal/overview/overview-tab';
import { SettingsAction } from '@/features/parent-portal/settings/settings-action';

const TAB_ICONS: Record<PortalTab, ReactNode> = {
  dashboard: <IconLayoutDashboard size={16} aria-hidden />,
  attendance: <IconCalendarCheck size={16} aria-hidden />,
  academics: <IconBook size={16} aria-hidden />,
  fees: <IconCash size={16} aria-hidden />,
  exams: <IconSchool size={16} aria-hidden />,
  overview: <IconUser size={16} aria-hidden />,
};

/** The header's account actions; a parent with no child linked yet can still write to the school. */
function AccountActions({ childList, selectedId }: { childList: Child[]; selectedId: number | null }) {
  return (
    <Group justify="flex-end" gap="xs">
      <MessageSchoolAction childList={childList} selectedChildId={selectedId} />
      <SettingsAction />
    </Group>
  );
}

const CHILD_TABS: Record<Exclude<PortalTab, 'dashboard'>, (props: { child: Child }) => ReactNode> = {
  attendance: AttendanceTab,
  academics: AcademicsTab,
  fees: FeesTab,
  exams: ExamsTab,
  overview: OverviewTab,
};

/**
 * The Parent Portal (spec part 2 §2.5): tabs Dashboard, Attendance, Academics, Fees, Exams and
 * Overview. The first child is selected automatically; the selection (kept in `?child=`) carries
 * across the tabs, and a switcher above the child tabs changes it. Each tab sits in its own error
 * boundary, so one failing tab leaves the others usable. Above the tabs sit the parent's own
 * actions: Message the school and Settings.
 */
export default function ParentPortalScreen() {
  const { t } = useTranslation();
  const childrenQuery = useChildren();
  const [tab, setTab] = usePortalTab();
  const [chosenId, setChosenId] = useChosenChildId();

  if (childrenQuery.isPending) return <PortalLoading label={t('parentPortal.loading')} />;
  if (childrenQuery.isError) {
    return (
      <PortalQueryError
        title={t('parentPortal.loadFailed')}
        error={childrenQuery.error}
        onRetry={() => void childrenQuery.refetch()}
        retrying={childrenQuery.isFetching}
      />
    );
  }

  const children = childrenQuery.data;
  if (children.length === 0) {
    return (
      <Stack gap="md">
        <AccountActions childList={children} selectedId={null} />
        <Alert role="status" color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('parentPortal.noChildren')}
        </Alert>
      </Stack>
    );
  }
  const selected = children.find((child) => child.id === chosenId) ?? children[0];

  return (
    <Stack gap="md">
      <AccountActions childList={children} selectedId={selected.id} />
      <Tabs value={tab} onChange={(value) => setTab((value as PortalTab | null) ?? 'dashboard')} keepMounted={false}>
        {/* A phone shows part of the tab list and scrolls it sideways. */}
        <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
          <Tabs.List aria-label={t('parentPortal.tabs.label')} style={{ flexWrap: 'nowrap' }}>
            {PORTAL_TABS.map((name) => (
              <Tabs.Tab key={name} value={name} leftSection={TAB_ICONS[name]} style={{ flexShrink: 0 }}>
                {t(`parentPortal.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        <Tabs.Panel value="dashboard" pt="md">
          <PortalErrorBoundary region="dashboard">
            <DashboardTab selectedChildId={selected.id} onSelectChild={setChosenId} />
          </PortalErrorBoundary>
        </Tabs.Panel>
        {(Object.keys(CHILD_TABS) as (keyof typeof CHILD_TABS)[]).map((name) => {
          const ChildTab = CHILD_TABS[name];
          return (
            <Tabs.Panel key={name} value={name} pt="md">
              <Stack gap="md">
                <ChildSwitcher childList={children} selectedId={selected.id} onSelect={setChosenId} />
                {/* Keyed by the child: a tab that crashed for one child starts afresh for another. */}
                <PortalErrorBoundary key={selected.id} region={name}>
                  <ChildTab child={selected} />
                </PortalErrorBoundary>
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
