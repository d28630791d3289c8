/**
 * The Notifications tab (part of GET/PUT /settings): the preferences a new user starts with
 * (spec §3.10: email, push, SMS, quiet hours); each user may change their own later.
 */
import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@/contract/notifications';
import { updateSchoolGeneralSettingsSchema } from '@/contract/settings';
import { saveGeneralSettings } from '@/features/settings/api/settings-api';
import { SettingsFormActions } from '@/features/settings/components/settings-form-actions';
import { SettingsQueryState } from '@/features/settings/components/settings-query-state';
import { useGeneralSettings } from '@/features/settings/components/use-general-settings';
import { useSettingsDraft, type SettingsDraft } from '@/features/settings/components/use-settings-draft';

type Payload = { defaultNotificationPreferences: NotificationPreferences };
const CHANNELS = ['email', 'push', 'sms'] as const;

export function NotificationDefaultsTab({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const { query, replace } = useGeneralSettings();
  const draft = useSettingsDraft<NotificationPreferences, Payload>({
    saved: query.data?.defaultNotificationPreferences,
    toPayload: (value) => ({ defaultNotificationPreferences: value }),
    schema: updateSchoolGeneralSettingsSchema,
    send: saveGeneralSettings,
    onSaved: (answer) => {
      replace(answer);
      notifications.show({ color: 'green', message: t('settings.notifications.saved') });
    },
  });
  return (
    <SettingsQueryState query={query}>
      {draft.value && <PreferencesForm draft={draft} value={draft.value} canUpdate={canUpdate} />}
    </SettingsQueryState>
  );
}

function PreferencesForm({ draft, value, canUpdate }: { draft: SettingsDraft<NotificationPreferences>; value: NotificationPreferences; canUpdate: boolean }) {
  const { t } = useTranslation();
  const quietError = (end: 'start' | 'end') => draft.fieldErrors[`defaultNotificationPreferences.quietHours.${end}`];
  const setQuiet = (change: Partial<NotificationPreferences['quietHours']>) =>
    draft.update((current) => ({ ...current, quietHours: { ...current.quietHours, ...change } }));

  return (
    <form
      aria-label={t('settings.tabs.notifications')}
      onSubmit={(event) => {
        event.preventDefault();
        draft.save();
      }}
    >
      <Stack gap="md" maw="40rem">
        <Text size="sm" c="dimmed">
          {t('settings.notifications.intro')}
        </Text>
        {CHANNELS.map((channel) => (
          <Switch
            key={channel}
            label={t(`settings.notifications.${channel}`)}
            checked={value[channel]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              draft.update((current) => ({ ...current, [channel]: checked }));
            }}
            disabled={!canUpdate}
          />
        ))}
        <Switch
          label={t('settings.notifications.quietHours')}
          description={t('settings.notifications.quietHoursHint')}
          checked={value.quietHours.enabled}
          onChange={(event) => setQuiet({ enabled: event.currentTarget.checked })}
          disabled={!canUpdate}
        />
        <Group>
          {(['start', 'end'] as const).map((end) => (
            <TextInput
              key={end}
              type="time"
              label={t(`settings.notifications.quiet.${end}`)}
              value={value.quietHours[end]}
              onChange={(event) => setQuiet({ [end]: event.currentTarget.value })}
              readOnly={!canUpdate}
              disabled={!value.quietHours.enabled}
              error={quietError(end)}
            />
          ))}
        </Group>
        <SettingsFormActions draft={draft as SettingsDraft<unknown>} canUpdate={canUpdate} />
      </Stack>
    </form>
  );
}
