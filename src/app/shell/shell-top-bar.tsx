import { ActionIcon, Burger, Button, Group, Menu, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConnectionIndicator } from '@/app/shell/connection-indicator';
import { DisplayPreferencesMenuItems } from '@/app/shell/display-preferences-menu-items';
import { LiveOutboxIndicator } from '@/app/shell/outbox/outbox-indicator';

export type ShellTopBarProps = {
  title: string;
  userLabel: string;
  /** Remembers the language and calendar chosen in the user menu for this user; whose writes the pending count shows. */
  userId?: string;
  isMobile: boolean;
  /** Desktop: the sidebar shows icons only. */
  collapsed: boolean;
  /** Mobile: the navigation drawer is open. */
  mobileOpened: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
};

export function ShellTopBar({
  title,
  userLabel,
  userId,
  isMobile,
  collapsed,
  mobileOpened,
  onToggleSidebar,
  onLogout,
}: ShellTopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {isMobile ? (
          <Burger
            opened={mobileOpened}
            onClick={onToggleSidebar}
            size="sm"
            aria-label={mobileOpened ? t('shell.closeNavigation') : t('shell.openNavigation')}
            aria-expanded={mobileOpened}
            aria-controls="app-navigation"
          />
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleSidebar}
            aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
            aria-expanded={!collapsed}
            aria-controls="app-navigation"
          >
            {collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
          </ActionIcon>
        )}
        {/* A phone (360 px) keeps the whole title: a smaller heading that may take two lines. */}
        <Title order={1} size={isMobile ? 'h4' : 'h3'} lh={isMobile ? 1.2 : undefined} lineClamp={isMobile ? 2 : 1}>
          {title}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap">
      <LiveOutboxIndicator userId={userId} compact={isMobile} />
      <ConnectionIndicator compact={isMobile} />
      {/* The header is fixed, so the menu is never detached from its button. */}
      <Menu position="bottom-end" withinPortal hideDetached={false}>
        <Menu.Target>
          {isMobile ? (
            // On a phone the name would squeeze the title: an icon, the name in its label.
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.userMenu', { name: userLabel })}>
              <IconUserCircle size={22} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              variant="subtle"
              color="gray"
              rightSection={<IconChevronDown size={16} aria-hidden />}
              aria-label={t('shell.userMenu', { name: userLabel })}
            >
              {userLabel}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <DisplayPreferencesMenuItems userId={userId} />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
            {t('common.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      </Group>
    </Group>
  );
}
