/**
 * The System tab (GET/PUT /settings/system; shown to SUPER_ADMIN and OWNER only): the roles
 * allowed into the shell, a maintenance message and the session idle time. The roles reach each
 * user at their next sign-in or reload (GET /settings/shell, src/app/shell/shell-gate.tsx); the
 * maintenance message and idle time are stored only, as the tab says.
 */
import { Alert, Checkbox, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@/contract/permissions';
import { updateSystemSettingsSchema, type SystemSettings } from '@/contract/settings';
import { getSystemSettings, saveSystemSettings, systemSettingsQueryKey } from '@/features/settings/api/settings-api';
import { SettingsFormActions } from '@/features/settings/components/settings-form-actions';
import { SettingsQueryState } from '@/features/settings/components/settings-query-state';
import { useSettingsDraft, type SettingsDraft } from '@/features/settings/components/use-settings-draft';

/** The editable message: '' while there is none (sent as "", which the server stores as none). */
type SystemDraft = Omit<SystemSettings, 'maintenanceMessage'> & { maintenanceMessage: string };

const toDraft = (settings: SystemSettings): SystemDraft => ({ ...settings, maintenanceMessage: settings.maintenanceMessage ?? '' });

export function SystemSettingsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(queryOptions({ queryKey: systemSettingsQueryKey, queryFn: ({ signal }) => getSystemSettings(signal) }));
  const draft = useSettingsDraft<SystemDraft, SystemDraft>({
    saved: query.data ? toDraft(query.data) : undefined,
    toPayload: (value) => value,
    schema: updateSystemSettingsSchema,
    send: saveSystemSettings,
    onSaved: (answer) => {
      queryClient.setQueryData(systemSettingsQueryKey, answer as SystemSettings);
      notifications.show({ color: 'green', message: t('settings.system.saved') });
    },
  });
  return (
    <SettingsQueryState query={query}>
      {draft.value && <SystemForm draft={draft} value={draft.value} />}
    </SettingsQueryState>
  );
}

function SystemForm({ draft, value }: { draft: SettingsDraft<SystemDraft>; value: SystemDraft }) {
  const { t } = useTranslation();
  const errors = draft.fieldErrors;
  return (
    <form
      aria-label={t('settings.tabs.system')}
      onSubmit={(event) => {
        event.preventDefault();
        draft.save();
      }}
    >
      <Stack gap="md" maw="48rem">
        <Alert color="blue" role="note">{t('settings.system.storedOnly')}</Alert>
        <Checkbox.Group
          label={t('settings.system.shellRoles')}
          description={t('settings.system.shellRolesHint')}
          value={value.shellRoles}
          onChange={(roles) => draft.update((current) => ({ ...current, shellRoles: ROLES.filter((role) => roles.includes(role)) }))}
          error={errors.shellRoles ?? Object.entries(errors).find(([key]) => key.startsWith('shellRoles.'))?.[1]}
        >
          <Group mt="xs">
            {ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`settings.roles.${role}`, { defaultValue: role })} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label={t('settings.system.maintenanceMessage')}
          description={t('settings.system.maintenanceMessageHint')}
          value={value.maintenanceMessage}
          onChange={(event) => {
            const text = event.currentTarget.value;
            draft.update((current) => ({ ...current, maintenanceMessage: text }));
          }}
          autosize
          minRows={2}
          maxLength={500}
          error={errors.maintenanceMessage}
        />
        <NumberInput
          label={t('settings.system.sessionIdleMinutes')}
          description={t('settings.system.sessionIdleMinutesHint')}
          value={value.sessionIdleMinutes}
          onChange={(minutes) => draft.update((current) => ({ ...current, sessionIdleMinutes: typeof minutes === 'number' ? minutes : Number.NaN }))}
          min={5}
          max={1440}
          allowDecimal={false}
          w="14rem"
          error={errors.sessionIdleMinutes}
        />
        <SettingsFormActions draft={draft as SettingsDraft<unknown>} canUpdate />
      </Stack>
    </form>
  );
}
