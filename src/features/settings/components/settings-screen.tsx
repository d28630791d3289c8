/**
 * The Settings screen (spec part 2 §7.7): School profile, Front desk & school, Notifications,
 * System for SUPER_ADMIN and OWNER only, the Audit log for users with audit:read, and Backups for
 * the administrators (BACKUP_ROLES). Everything is read-only without settings:update. `?tab=`
 * opens a tab (the staff screens' backup warning links to `?tab=backups`).
 */
import { Stack, Tabs, Title } from '@mantine/core';
import {
  IconBell,
  IconBuildingCommunity,
  IconCalendarOff,
  IconDatabaseExport,
  IconHistory,
  IconServerCog,
  IconSettings,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditLogTab } from '@/features/settings/components/audit-log-tab';
import { BackupsTab } from '@/features/settings/components/backups-tab';
import { GeneralSettingsTab } from '@/features/settings/components/general-settings-tab';
import { HolidaysTab } from '@/features/settings/components/holidays-tab';
import { NotificationDefaultsTab } from '@/features/settings/components/notification-defaults-tab';
import { SchoolProfileTab } from '@/features/settings/components/school-profile-tab';
import { SystemSettingsTab } from '@/features/settings/components/system-settings-tab';
import { useSettingsAccess } from '@/features/settings/components/use-settings-access';

type SettingsTab = 'profile' | 'general' | 'holidays' | 'notifications' | 'system' | 'audit' | 'backups';

const TAB_ICONS: Record<SettingsTab, ReactNode> = {
  profile: <IconBuildingCommunity size={16} aria-hidden />,
  general: <IconSettings size={16} aria-hidden />,
  holidays: <IconCalendarOff size={16} aria-hidden />,
  notifications: <IconBell size={16} aria-hidden />,
  system: <IconServerCog size={16} aria-hidden />,
  audit: <IconHistory size={16} aria-hidden />,
  backups: <IconDatabaseExport size={16} aria-hidden />,
};

/** The tab the address asks for (`?tab=backups`), if it is one the user has. */
function tabFromAddress(tabs: readonly SettingsTab[]): SettingsTab {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return tabs.find((tab) => tab === asked) ?? 'profile';
}

export default function SettingsScreen() {
  const { t } = useTranslation();
  const { canUpdate, canManageSystem, canReadAudit, canManageBackups } = useSettingsAccess();
  const tabs: SettingsTab[] = [
    'profile',
    'general',
    'holidays',
    'notifications',
    ...(canManageSystem ? (['system'] as const) : []),
    ...(canReadAudit ? (['audit'] as const) : []),
    ...(canManageBackups ? (['backups'] as const) : []),
  ];
  const [tab, setTab] = useState<SettingsTab>(() => tabFromAddress(tabs));

  return (
    <Stack gap="md">
      <Title order={2}>{t('settings.title')}</Title>
      <Tabs value={tab} onChange={(value) => setTab((value as SettingsTab | null) ?? 'profile')} keepMounted={false}>
        <Tabs.List aria-label={t('settings.tabs.label')}>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name} leftSection={TAB_ICONS[name]}>
              {t(`settings.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <SchoolProfileTab canUpdate={canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="general" pt="md">
          <GeneralSettingsTab canUpdate={canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="holidays" pt="md">
          <HolidaysTab canUpdate={canUpdate} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationDefaultsTab canUpdate={canUpdate} />
        </Tabs.Panel>
        {canManageSystem && (
          <Tabs.Panel value="system" pt="md">
            <SystemSettingsTab />
          </Tabs.Panel>
        )}
        {canReadAudit && (
          <Tabs.Panel value="audit" pt="md">
            <AuditLogTab />
          </Tabs.Panel>
        )}
        {canManageBackups && (
          <Tabs.Panel value="backups" pt="md">
            <BackupsTab />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
