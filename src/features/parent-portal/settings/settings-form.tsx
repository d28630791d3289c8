/**
 * The portal's settings: how the parent wants to be told (email, push, SMS) and quiet hours.
 * Save sends every setting (PUT) with one X-Request-ID per change, and is off while nothing
 * changed. A write queued offline closes with "saved on this device"; a failure keeps the form
 * with the reason and the server's field errors on their fields.
 */
import { Alert, Button, Fieldset, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParentSettings } from '@/contract/parent-account';
import { apiErrorText } from '@/lib/api/api-error-text';
import { isApiError } from '@/lib/api/api-error';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { useWriteRequestId } from '@/lib/forms/use-write-request-id';
import { accountMessageText } from '@/features/parent-portal/messages/account-message-text';
import { useSaveParentSettings } from '@/features/parent-portal/settings/api/save-parent-settings';
import { settingsFieldMessage, validateSettingsForm } from '@/features/parent-portal/settings/settings-form-rules';

export type SettingsFormProps = {
  /** The settings as stored: the form's start, and what "unchanged" means. */
  saved: ParentSettings;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
};

export function SettingsForm({ saved, onClose, onBusyChange }: SettingsFormProps) {
  const { t } = useTranslation();
  const saveSettings = useSaveParentSettings();
  const write = useWriteRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<ParentSettings>({
    mode: 'controlled',
    initialValues: saved,
    validate: (values) => validateSettingsForm(t, values),
  });
  const values = form.getValues();
  const changed = JSON.stringify(values) !== JSON.stringify(saved);
  const quietHoursOn = values.notifications.quietHours.enabled;

  const focusFirstError = () => focusFirstInvalid(formRef);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  const handleValid = async (settings: ParentSettings) => {
    if (busy) return;
    setFailure(null);
    setBusyState(true);
    let answer;
    try {
      answer = await saveSettings.mutateAsync({ settings, requestId: write.requestIdFor(settings) });
      write.settled();
    } catch (error) {
      console.error('Error saving the parent settings', error);
      setFailure(accountMessageText(t, apiErrorText(error, t('portalSettings.saveFailed'))));
      if (isApiError(error) && error.errors) {
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [field, settingsFieldMessage(t, message)])));
        focusFirstError();
      }
      setBusyState(false);
      return;
    }
    setBusyState(false);
    if (answer === null) notifications.show({ color: 'yellow', message: t('portalSettings.queued') });
    else notifications.show({ color: 'green', message: accountMessageText(t, answer.notice) });
    onClose();
  };

  return (
    <form ref={formRef} onSubmit={(event) => form.onSubmit((settings) => void handleValid(settings), focusFirstError)(event)} noValidate>
      <Stack gap="md">
        {failure !== null ? (
          <Alert role="alert" color="red" variant="light" title={t('portalSettings.saveFailed')} icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        ) : null}
        <Fieldset legend={t('portalSettings.notifications.heading')} variant="unstyled">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('portalSettings.notifications.description')}
            </Text>
            <Switch label={t('portalSettings.notifications.email')} data-autofocus {...form.getInputProps('notifications.email', { type: 'checkbox' })} />
            <Switch label={t('portalSettings.notifications.push')} {...form.getInputProps('notifications.push', { type: 'checkbox' })} />
            <Switch label={t('portalSettings.notifications.sms')} {...form.getInputProps('notifications.sms', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('portalSettings.quietHours.label')} variant="unstyled">
          <Stack gap="sm">
            <Switch
              label={t('portalSettings.quietHours.enable')}
              {...form.getInputProps('notifications.quietHours.enabled', { type: 'checkbox' })}
            />
            <Group grow gap="sm" align="flex-start">
              <TextInput
                type="time"
                label={t('portalSettings.quietHours.start')}
                disabled={!quietHoursOn}
                {...form.getInputProps('notifications.quietHours.start')}
              />
              <TextInput
                type="time"
                label={t('portalSettings.quietHours.end')}
                disabled={!quietHoursOn}
                {...form.getInputProps('notifications.quietHours.end')}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {t('portalSettings.quietHours.description')}
            </Text>
          </Stack>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onClose} disabled={busy}>
            {t('portalSettings.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !changed} aria-busy={busy}>
            {busy ? t('portalSettings.saving') : t('portalSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
