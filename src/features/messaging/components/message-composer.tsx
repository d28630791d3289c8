import { ActionIcon, Alert, Button, FileButton, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_FILE_BYTES, MAX_MESSAGE_LENGTH } from '@/contract/messaging';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { useSendMessage } from '@/features/messaging/api/send-message';
import { useUploadMessageFile } from '@/features/messaging/api/upload-message-file';

const ACCEPTED_FILES = 'application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx';

/**
 * Writes into a conversation. Enter sends, Shift+Enter starts a new line (and Enter while an input
 * method is composing a word is the method's). One X-Request-ID per text: sending the same text
 * again after a failure is answered from the first attempt if it did arrive. A send the service
 * worker queued offline clears the box and says so. Files go online only (multipart is never queued).
 */
export function MessageComposer({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const upload = useUploadMessageFile();
  const write = useWriteRequestId();
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const text = body.trim();
  const tooLong = text.length > MAX_MESSAGE_LENGTH;

  const submit = async () => {
    if (text === '' || tooLong || send.isPending) return;
    setFailure(null);
    const payload = { conversationId, body: text };
    try {
      const sent = await send.mutateAsync({ ...payload, requestId: write.requestIdFor(payload) });
      write.settled();
      setBody('');
      if (sent === null) notifications.show({ color: 'yellow', message: t('messaging.composer.queued') });
    } catch (error) {
      console.error('Error sending a message', error);
      setFailure(apiErrorText(error, t('messaging.composer.failed')));
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const handleFile = (file: File | null) => {
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_MESSAGE_FILE_BYTES) {
      setFailure(t('messaging.composer.tooLarge'));
      return;
    }
    upload.mutate(
      { conversationId, file },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('messaging.composer.uploaded') }),
        onError: (error) => {
          console.error('Error sending a file', error);
          setFailure(apiErrorText(error, t('messaging.composer.uploadFailed')));
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton onChange={handleFile} accept={ACCEPTED_FILES} disabled={upload.isPending}>
            {(props) => (
              <Tooltip label={t('messaging.composer.attachHint')}>
                <ActionIcon {...props} variant="default" size="lg" loading={upload.isPending} aria-label={upload.isPending ? t('messaging.composer.uploading') : t('messaging.composer.attach')}>
                  <IconPaperclip size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Textarea
            style={{ flex: 1 }}
            aria-label={t('messaging.composer.label')}
            placeholder={t('messaging.composer.placeholder')}
            description={t('messaging.composer.hint')}
            inputWrapperOrder={['input', 'description', 'error']}
            autosize
            minRows={1}
            maxRows={6}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            onKeyDown={handleKeyDown}
            error={tooLong ? t('messaging.composer.tooLong', { max: MAX_MESSAGE_LENGTH }) : undefined}
          />
          <Button type="submit" disabled={text === '' || tooLong || send.isPending} aria-busy={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {send.isPending ? t('messaging.composer.sending') : t('messaging.composer.send')}
          </Button>
        </Group>
        {upload.isPending ? (
          <Text size="xs" c="dimmed" role="status">
            {t('messaging.composer.uploading')}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
