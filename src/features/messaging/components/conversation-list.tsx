import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconMessagePlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@/contract/messaging';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import type { useConversations } from '@/features/messaging/api/get-conversations';
import { conversationName, formatFullTime, formatMessageTime } from '@/features/messaging/components/conversation-format';
import classes from '@/features/messaging/components/messaging.module.css';

export type ConversationListProps = {
  query: ReturnType<typeof useConversations>;
  userId: number | null;
  selectedId: number | null;
  onOpen: (id: number) => void;
  /** Absent for a user who may not start conversations. */
  onNew?: () => void;
};

/** The user's conversations, newest activity first (the server's order): name, last message, unread count. */
export function ConversationList({ query, userId, selectedId, onOpen, onNew }: ConversationListProps) {
  const { t } = useTranslation();
  const newButton = onNew ? (
    <Button leftSection={<IconMessagePlus size={16} aria-hidden />} onClick={onNew}>
      {t('messaging.list.newConversation')}
    </Button>
  ) : null;

  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('messaging.list.loading')}</Text>
        </Group>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('messaging.list.failed')} role="alert">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
          {t('messaging.list.retry')}
        </Button>
      </Alert>
    );
  }
  const conversations = query.data;
  if (conversations.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Stack align="center" gap="sm">
          <Text fw={600}>{t('messaging.list.empty')}</Text>
          {onNew ? <Text c="dimmed" size="sm">{t('messaging.list.emptyHint')}</Text> : null}
          {newButton}
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      {newButton ? <Group justify="flex-end">{newButton}</Group> : null}
      <Paper withBorder component="nav" aria-label={t('messaging.list.label')}>
        <ul className={classes.list}>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} userId={userId} selected={conversation.id === selectedId} onOpen={() => onOpen(conversation.id)} />
            </li>
          ))}
        </ul>
      </Paper>
    </Stack>
  );
}

type ConversationRowProps = { conversation: Conversation; userId: number | null; selected: boolean; onOpen: () => void };

function ConversationRow({ conversation, userId, selected, onOpen }: ConversationRowProps) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const name = conversationName(conversation, userId) ?? t('messaging.list.untitled');
  const last = conversation.lastMessage;
  const text = last === null ? t('messaging.list.noMessages') : last.body !== '' ? last.body : last.file ? t('messaging.list.file', { name: last.file.name }) : '';
  const preview = last !== null && last.senderId === userId ? t('messaging.list.you', { text }) : text;
  const when = last?.createdAt ?? conversation.updatedAt;
  const unread = conversation.unreadCount;
  return (
    <UnstyledButton className={classes.row} data-selected={selected || undefined} aria-current={selected ? 'true' : undefined} onClick={onOpen}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={unread > 0 ? 700 : 500} truncate="end">
          {name}
        </Text>
        <Text component="time" dateTime={when} title={formatFullTime(when, locale)} size="xs" c="dimmed" className={classes.noShrink}>
          {formatMessageTime(when, locale)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" truncate="end">
          {preview}
        </Text>
        {unread > 0 ? (
          <Badge size="sm" circle={unread < 10} className={classes.noShrink} aria-label={t('messaging.list.unread', { count: unread })}>
            {unread}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
