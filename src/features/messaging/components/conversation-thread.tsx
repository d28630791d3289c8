import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@/contract/messaging';
import { useConversationMessages } from '@/features/messaging/api/get-conversation-messages';
import { conversationName } from '@/features/messaging/components/conversation-format';
import { MessageComposer } from '@/features/messaging/components/message-composer';
import { MessageList } from '@/features/messaging/components/message-list';
import { usePendingMessages } from '@/features/messaging/components/pending-messages';
import { PollList } from '@/features/messaging/components/poll-list';
import type { MessagingAccess } from '@/features/messaging/components/use-messaging-access';
import { useMarkThreadRead } from '@/features/messaging/components/use-mark-thread-read';

export type ConversationThreadProps = {
  conversation: Conversation;
  access: MessagingAccess;
  /** On a phone: back to the list. */
  onBack?: () => void;
};

/** One conversation: who is in it, its polls, its messages oldest to newest, and the composer. */
export function ConversationThread({ conversation, access, onBack }: ConversationThreadProps) {
  const { t } = useTranslation();
  const thread = useConversationMessages(conversation.id);
  const pending = usePendingMessages(conversation.id);
  useMarkThreadRead(conversation.id, thread.messages, access.userId);
  const name = conversationName(conversation, access.userId) ?? t('messaging.list.untitled');
  const memberNames = conversation.members.map((member) => (member.userId === access.userId ? t('messaging.thread.you') : member.name)).join(', ');

  return (
    <Paper withBorder p="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {onBack ? (
            <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={t('messaging.thread.back')}>
              {/* Points to the reading start: the app's RTL stylesheet turns arrows round in Dari and Pashto. */}
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          ) : null}
          <Stack gap={0} style={{ minInlineSize: 0 }}>
            <Title order={3} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('messaging.thread.members', { names: memberNames })}
            </Text>
          </Stack>
        </Group>
        <PollList conversationId={conversation.id} canVote={access.canWrite} />
        <MessageList thread={thread} userId={access.userId} pending={pending} />
        {access.canWrite ? (
          <MessageComposer conversationId={conversation.id} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('messaging.composer.readOnly')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
