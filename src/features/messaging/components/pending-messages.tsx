/**
 * Messages written on this device that the server has not taken yet (issue 24): at the end of
 * their conversation at once, as the writer's own, with the Pending sync badge (Needs attention
 * once the server refused one: the sync panel says why and offers Fix or Discard). Once the server
 * takes one, the thread is read again and the message shows from the server. Read from the outbox
 * through the messaging definitions (pending-writes.ts); only the signed-in user's.
 */
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { offlineWritesOf } from '@/contract/endpoint';
import { postMessage } from '@/contract/endpoints/messaging/conversations';
import { create as createMessage } from '@/contract/endpoints/messaging/messages';
import type { OutboxState } from '@/lib/offline/outbox/outbox-item';
import { usePendingWrites, useRefreshWhenSent, type PendingWrite } from '@/lib/offline/outbox/pending-writes';
import { PendingSyncBadge } from '@/lib/ui/pending-sync-badge';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { BubbleHeader } from '@/features/messaging/components/bubble-header';
import classes from '@/features/messaging/components/messaging.module.css';

/** The writes that make a new message: posted in a conversation, or sent naming one. */
const MESSAGE_WRITES = offlineWritesOf({ postMessage, createMessage });

export type PendingMessage = { requestId: string; state: OutboxState; createdAt: string; text: string };

function textOf(body: unknown): string {
  const text = body !== null && typeof body === 'object' ? (body as { body?: unknown }).body : undefined;
  return typeof text === 'string' ? text.trim() : '';
}

/** The waiting messages of one conversation, in the order they will be sent. */
export function pendingMessagesOf(writes: readonly PendingWrite[], conversationId: number): PendingMessage[] {
  return writes.flatMap((write) => {
    const named = write.params.id ?? (write.body as { conversationId?: unknown } | null)?.conversationId;
    if (Number(named) !== conversationId) return [];
    return [{ requestId: write.requestId, state: write.state, createdAt: write.createdAt, text: textOf(write.body) }];
  });
}

/** This conversation's waiting messages, live; the thread and the list are read again once one is sent. */
export function usePendingMessages(conversationId: number): PendingMessage[] {
  const pending = usePendingWrites(MESSAGE_WRITES, 'message');
  useRefreshWhenSent(pending, messagingKeys.all);
  return pendingMessagesOf(pending.created, conversationId);
}

/** A waiting message, drawn as the writer's own with its badge. */
export function PendingMessageBubble({ message }: { message: PendingMessage }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.bubble} data-mine component="article" aria-label={t('messaging.thread.you')}>
      <BubbleHeader author={t('messaging.thread.you')} createdAt={message.createdAt} />
      {message.text !== '' ? (
        <Text size="sm" className={classes.body}>
          {message.text}
        </Text>
      ) : null}
      <Group justify="flex-end" mt={4}>
        <PendingSyncBadge state={message.state} />
      </Group>
    </Box>
  );
}
