import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParentMessage } from '@/contract/parent-account';
import { PortalEmpty, PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { usePortalFormat } from '@/features/parent-portal/components/use-portal-format';
import { useParentMessages } from '@/features/parent-portal/messages/api/get-parent-messages';

/** What the parent sent to the school, newest first, and whether someone at the school has read each. */
export function SentMessagesList() {
  const { t } = useTranslation();
  const messagesQuery = useParentMessages();
  const messages = messagesQuery.data;

  // A failed re-read keeps showing the list read before (offline, say).
  if (messages === undefined) {
    if (messagesQuery.isError) {
      return (
        <PortalQueryError
          title={t('portalMessages.sent.loadFailed')}
          error={messagesQuery.error}
          onRetry={() => void messagesQuery.refetch()}
          retrying={messagesQuery.isFetching}
        />
      );
    }
    return <PortalLoading label={t('portalMessages.sent.loading')} />;
  }
  if (messages.length === 0) return <PortalEmpty text={t('portalMessages.sent.empty')} icon={<IconMailOff size={28} aria-hidden />} />;

  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('portalMessages.sent.label')} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <SentMessageItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function SentMessageItem({ message }: { message: ParentMessage }) {
  const { t } = useTranslation();
  const format = usePortalFormat();
  const read = message.readAt !== null;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Text>
          <Badge color={read ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {read ? t('portalMessages.sent.read') : t('portalMessages.sent.unread')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {message.studentName === null ? t('portalMessages.notAboutOneChild') : t('portalMessages.sent.about', { name: message.studentName })}
          {' · '}
          {t('portalMessages.sent.sentAt', { date: format.dateTime(message.createdAt) })}
        </Text>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
      </Stack>
    </Paper>
  );
}
