import { Box, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NOTIFICATION_LIMIT, type ParentNotification } from '@/contract/parent-portal';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useMarkNotificationRead } from '@/features/parent-portal/api/mark-notification-read';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';

/** Spec §2.5: coloured by type (warning, error, success, anything else). */
const TYPE_STYLE: Record<string, { color: string; icon: ReactNode }> = {
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertCircle size={18} aria-hidden /> },
  success: { color: 'green', icon: <IconCircleCheck size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
};

function NotificationBody({ notification }: { notification: ParentNotification }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const style = TYPE_STYLE[notification.type] ?? TYPE_STYLE.info;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-type={notification.type}
      style={{ borderInlineStart: `4px solid var(--mantine-color-${style.color}-filled)` }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box c={`${style.color}.7`} pt={2}>
          {style.icon}
        </Box>
        <Stack gap={2} style={{ flex: 1, minInlineSize: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fw={notification.read ? 500 : 700} size="sm">
              <VisuallyHidden>{t(`parentPortal.dashboard.types.${notification.type}`)}: </VisuallyHidden>
              {notification.title}
            </Text>
            {notification.read ? null : (
              <Box
                role="img"
                aria-label={t('parentPortal.dashboard.unread')}
                w={10}
                h={10}
                style={{ borderRadius: '50%', flexShrink: 0, backgroundColor: `var(--mantine-color-${style.color}-filled)` }}
              />
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {notification.message}
          </Text>
          <Text size="xs" c="dimmed">
            {format.dateTime(notification.timestamp)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The latest 5 notifications; an unread one is a button that marks it read. */
export function DashboardNotifications({ items }: { items: ParentNotification[] }) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  const latest = items.slice(0, DASHBOARD_NOTIFICATION_LIMIT);
  const handleMarkRead = (id: number) =>
    markRead.mutate(id, {
      onError: (error) => toasts.show({ color: 'red', message: apiErrorText(error, t('parentPortal.dashboard.markReadFailed')) }),
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="parent-portal-notifications">
      <Title order={3} size="h4" id="parent-portal-notifications">
        {t('parentPortal.dashboard.notifications')}
      </Title>
      {latest.length === 0 ? (
        <Text c="dimmed">{t('parentPortal.dashboard.noNotifications')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {latest.map((notification) => (
            <li key={notification.id}>
              {notification.read ? (
                <NotificationBody notification={notification} />
              ) : (
                <UnstyledButton w="100%" title={t('parentPortal.dashboard.markRead')} onClick={() => handleMarkRead(notification.id)} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                  <NotificationBody notification={notification} />
                </UnstyledButton>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
