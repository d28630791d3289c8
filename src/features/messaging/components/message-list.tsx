import { Alert, Anchor, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/contract/messaging';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import type { useConversationMessages } from '@/features/messaging/api/get-conversation-messages';
import { useDownloadMessageFile } from '@/features/messaging/api/download-message-file';
import { formatFileSize } from '@/lib/i18n/format-file-size';
import { BubbleHeader } from '@/features/messaging/components/bubble-header';
import classes from '@/features/messaging/components/messaging.module.css';
import { PendingMessageBubble, type PendingMessage } from '@/features/messaging/components/pending-messages';

export type MessageListProps = {
  thread: ReturnType<typeof useConversationMessages>;
  userId: number | null;
  /** Messages written on this device and not yet sent: after the thread's (pending-messages.tsx). */
  pending?: readonly PendingMessage[];
};

/** The thread's messages, oldest first, then those waiting on this device; kept scrolled to the newest when one arrives. */
export function MessageList({ thread, userId, pending = [] }: MessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = pending.at(-1)?.requestId ?? thread.messages.at(-1)?.id ?? null;

  // A new newest message (opening, sending, a refresh that brought one) scrolls to the end;
  // loading earlier messages does not move the reader.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && newestId !== null) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  // Messages waiting on this device show whether or not the thread could be read (offline it may not).
  const waiting = pending.map((message) => <PendingMessageBubble key={message.requestId} message={message} />);
  const waitingOnly =
    waiting.length > 0 ? (
      <div className={classes.thread} role="log" aria-label={t('messaging.thread.messagesLabel')}>
        {waiting}
      </div>
    ) : null;
  if (thread.isPending) {
    return (
      <>
        <Center py="lg" role="status">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('messaging.thread.loading')}</Text>
          </Group>
        </Center>
        {waitingOnly}
      </>
    );
  }
  if (thread.isError) {
    return (
      <>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('messaging.thread.failed')} role="alert">
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void thread.refetch()}>
            {t('messaging.thread.retry')}
          </Button>
        </Alert>
        {waitingOnly}
      </>
    );
  }

  return (
    <div ref={scroller} className={classes.thread} role="log" aria-label={t('messaging.thread.messagesLabel')} tabIndex={0}>
      {thread.hasNextPage ? (
        <Center>
          <Button variant="subtle" size="xs" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
            {t('messaging.thread.earlier')}
          </Button>
        </Center>
      ) : null}
      {thread.messages.length === 0 && pending.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('messaging.thread.empty')}
        </Text>
      ) : (
        thread.messages.map((message) => <MessageBubble key={message.id} message={message} mine={message.senderId === userId} />)
      )}
      {waiting}
    </div>
  );
}

function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.bubble} data-mine={mine || undefined} component="article" aria-label={mine ? t('messaging.thread.you') : message.senderName}>
      <BubbleHeader author={mine ? t('messaging.thread.you') : message.senderName} createdAt={message.createdAt} edited={message.editedAt ? t('messaging.thread.edited') : null} />
      {message.body !== '' ? (
        <Text size="sm" className={classes.body}>
          {message.body}
        </Text>
      ) : null}
      {message.file ? <FileLink message={message} /> : null}
    </Box>
  );
}

function FileLink({ message }: { message: Message }) {
  const { t } = useTranslation();
  const { locale } = useFormatLocale();
  const download = useDownloadMessageFile();
  const file = message.file!;
  const handleClick = () => {
    download.mutate(message, {
      onError: (error) => notifications.show({ color: 'red', title: t('messaging.thread.downloadFailed'), message: apiErrorText(error, t('messaging.thread.downloadFailed')) }),
    });
  };
  return (
    <Group gap={4} wrap="nowrap" mt={4}>
      <IconPaperclip size={14} aria-hidden />
      <Anchor component="button" type="button" size="sm" onClick={handleClick} disabled={download.isPending} aria-label={t('messaging.thread.download', { name: file.name })}>
        {file.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        ({formatFileSize(file.sizeBytes, locale)})
      </Text>
    </Group>
  );
}
