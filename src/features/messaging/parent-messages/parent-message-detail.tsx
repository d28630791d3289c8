import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconMailOpened, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParentInboxItem } from '@/contract/parent-inbox';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useParentInboxMessage } from '@/features/messaging/parent-messages/parent-inbox-api';
import { formatFullTime } from '@/features/messaging/components/conversation-format';
import classes from '@/features/messaging/components/messaging.module.css';
import { useChildLabel } from '@/features/messaging/parent-messages/use-child-label';

export type ParentMessageDetailProps = {
  /** The row that was opened: its header shows at once, the full text follows. */
  item: ParentInboxItem;
  /** Absent on a wide screen, where the list stays beside the message. */
  onBack?: () => void;
  onMarkUnread: () => void;
  marking: boolean;
};

/** A tel: address keeps only the digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One parent's message: who sent it (with their phone to call back), about which child, when, the full text. */
export function ParentMessageDetail({ item, onBack, onMarkUnread, marking }: ParentMessageDetailProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const childLabel = useChildLabel();
  const query = useParentInboxMessage(item.id);
  const message = query.data ?? item;
  const heading = useRef<HTMLHeadingElement>(null);

  // On a narrow screen the list gives way to the message: the focus moves to it, not to nowhere.
  const replacesList = onBack !== undefined;
  useEffect(() => {
    if (replacesList) heading.current?.focus();
  }, [item.id, replacesList]);

  return (
    <Paper withBorder p="md" component="article" aria-labelledby={`parent-message-${item.id}`}>
      <Stack gap="sm">
        {onBack ? (
          <Group>
            <Button variant="subtle" size="compact-sm" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onBack}>
              {t('messaging.parentInbox.detail.back')}
            </Button>
          </Group>
        ) : null}
        <Title order={3} id={`parent-message-${item.id}`} ref={heading} tabIndex={-1}>
          {message.subject}
        </Title>
        <Stack gap={4}>
          <Text size="sm">
            <Text span fw={600}>
              {t('messaging.parentInbox.detail.from')}:{' '}
            </Text>
            {message.parent.name}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {t('messaging.parentInbox.detail.phone')}:{' '}
            </Text>
            {message.parent.phone ? (
              <Anchor href={telHref(message.parent.phone)} aria-label={t('messaging.parentInbox.detail.call', { name: message.parent.name, phone: message.parent.phone })}>
                <IconPhone size={14} aria-hidden /> <bdi>{message.parent.phone}</bdi>
              </Anchor>
            ) : (
              <Text span c="dimmed">
                {t('messaging.parentInbox.detail.noPhone')}
              </Text>
            )}
          </Text>
          <Text size="sm">{childLabel(message.student)}</Text>
          <Text size="sm" c="dimmed">
            {t('messaging.parentInbox.detail.sent', { time: formatFullTime(message.createdAt, locale) })}
            {' · '}
            {message.readAt
              ? t('messaging.parentInbox.detail.readAt', { time: formatFullTime(message.readAt, locale) })
              : t('messaging.parentInbox.detail.unread')}
          </Text>
        </Stack>
        {query.data ? (
          <Text className={classes.body}>{query.data.body}</Text>
        ) : query.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('messaging.parentInbox.detail.failed')} role="alert">
            {apiErrorText(query.error, t('messaging.parentInbox.detail.failed'))}
            <Button variant="light" color="red" size="xs" mt="xs" display="block" onClick={() => void query.refetch()}>
              {t('messaging.parentInbox.retry')}
            </Button>
          </Alert>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('messaging.parentInbox.detail.loading')}</Text>
          </Group>
        )}
        {message.readAt ? (
          <Group>
            <Button variant="default" leftSection={<IconMailOpened size={16} aria-hidden />} onClick={onMarkUnread} loading={marking}>
              {t('messaging.parentInbox.detail.markUnread')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
