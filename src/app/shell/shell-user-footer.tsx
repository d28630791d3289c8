import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/contract/auth';
import { userFullName, userInitials, userRoleLabel } from '@/app/shell/user-display';

export type ShellUserFooterProps = { user: SessionUser | null; collapsed: boolean };

/** Sidebar footer: initial avatar, full name and upper-case role (only the role when collapsed). */
export function ShellUserFooter({ user, collapsed }: ShellUserFooterProps) {
  const { t, i18n } = useTranslation();
  // The spec's upper-case constant in English; a role name in the reader's words otherwise.
  const roleKey = `settings.roles.${user?.role ?? ''}`;
  const role = i18n.language !== 'en' && user?.role && i18n.exists(roleKey) ? t(roleKey) : userRoleLabel(user, t('common.noRole'));
  const avatar = (
    <Avatar color="blue" variant="filled" radius="xl" size={collapsed ? 'sm' : 'md'} aria-hidden>
      {userInitials(user)}
    </Avatar>
  );
  if (collapsed) {
    return (
      <Stack gap={2} align="center">
        {avatar}
        <Text size="0.5625rem" c="dimmed" fw={700} truncate="end" maw="100%" lh={1.2}>
          {role}
        </Text>
      </Stack>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      {avatar}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {userFullName(user)}
        </Text>
        <Text size="xs" c="dimmed" fw={700} truncate="end">
          {role}
        </Text>
      </Stack>
    </Group>
  );
}
