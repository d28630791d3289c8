/**
 * The "Message the school" form. Sending goes through the app's write path: one X-Request-ID per
 * form fill (a retry of the same text is answered from the first attempt, never stored twice),
 * and a write the service worker queued offline closes with "saved on this device". A failure
 * keeps the form with the reason and the server's field errors on their fields.
 */
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PARENT_MESSAGE_BODY_MAX, PARENT_MESSAGE_SUBJECT_MAX } from '@/contract/parent-account';
import type { Child } from '@/contract/parent-portal';
import { apiErrorText } from '@/lib/api/api-error-text';
import { isApiError } from '@/lib/api/api-error';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { fullName } from '@/features/parent-portal/components/portal-format';
import { accountMessageText } from '@/features/parent-portal/messages/account-message-text';
import { useSendParentMessage } from '@/features/parent-portal/messages/api/send-parent-message';
import { CharacterCount } from '@/features/parent-portal/messages/character-count';
import {
  NOT_ABOUT_ONE_CHILD,
  newMessageValues,
  toMessagePayload,
  validateMessageForm,
  type MessageFormValues,
} from '@/features/parent-portal/messages/message-form-values';

export type MessageSchoolFormProps = {
  childList: Child[];
  /** The child chosen in the portal: the one the message is about unless the parent changes it. */
  selectedChildId: number | null;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
};

/** The live count sits under its field, where the eye is while typing. */
const COUNT_BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

export function MessageSchoolForm({ childList, selectedChildId, onClose, onBusyChange }: MessageSchoolFormProps) {
  const { t } = useTranslation();
  const sendMessage = useSendParentMessage();
  const write = useWriteRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const form = useForm<MessageFormValues>({
    mode: 'controlled',
    initialValues: newMessageValues(selectedChildId),
    validate: (values) => validateMessageForm(t, values),
  });

  const childOptions = [
    ...childList.map((child) => ({ value: String(child.id), label: fullName(child) })),
    { value: NOT_ABOUT_ONE_CHILD, label: t('portalMessages.notAboutOneChild') },
  ];

  const focusFirstError = () => focusFirstInvalid(formRef);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  // Enter in the one-line Subject goes on to the message instead of sending half of it.
  const handleSubjectKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    bodyRef.current?.focus();
  };

  const handleValid = async (values: MessageFormValues) => {
    if (busy) return;
    setFailure(null);
    setBusyState(true);
    const payload = toMessagePayload(values);
    let sent;
    try {
      sent = await sendMessage.mutateAsync({ payload, requestId: write.requestIdFor(payload) });
      write.settled();
    } catch (error) {
      console.error('Error sending a message to the school', error);
      setFailure(accountMessageText(t, apiErrorText(error, t('portalMessages.sendFailed'))));
      if (isApiError(error) && error.errors) {
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field, accountMessageText(t, message)])));
        focusFirstError();
      }
      setBusyState(false);
      return;
    }
    setBusyState(false);
    if (sent === null) notifications.show({ color: 'yellow', message: t('portalMessages.queued') });
    else notifications.show({ color: 'green', message: accountMessageText(t, sent.notice) });
    onClose();
  };

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((values) => void handleValid(values), focusFirstError)(event)} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" title={t('portalMessages.sendFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <NativeSelect label={t('portalMessages.fields.child')} data={childOptions} {...form.getInputProps('studentId')} />
        <TextInput
          label={t('portalMessages.fields.subject')}
          required
          data-autofocus
          autoComplete="off"
          onKeyDown={handleSubjectKeyDown}
          inputWrapperOrder={COUNT_BELOW_INPUT}
          description={<CharacterCount length={form.getValues().subject.length} max={PARENT_MESSAGE_SUBJECT_MAX} />}
          {...form.getInputProps('subject')}
        />
        <Textarea
          ref={bodyRef}
          label={t('portalMessages.fields.body')}
          required
          autosize
          minRows={5}
          maxRows={14}
          inputWrapperOrder={COUNT_BELOW_INPUT}
          description={<CharacterCount length={form.getValues().body.length} max={PARENT_MESSAGE_BODY_MAX} />}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onClose} disabled={busy}>
            {t('portalMessages.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy} leftSection={<IconSend size={16} aria-hidden />}>
            {busy ? t('portalMessages.sending') : t('portalMessages.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
