import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api/api-error-text';
import type { SettingsDraft } from '@/features/settings/components/use-settings-draft';

/**
 * The foot of a settings form: Save (only while something changed) and Discard, the failed save's
 * message; without the right to change, a note instead of buttons.
 */
export function SettingsFormActions({ draft, canUpdate }: { draft: SettingsDraft<unknown>; canUpdate: boolean }) {
  const { t } = useTranslation();
  if (!canUpdate) {
    return (
      <Text size="sm" c="dimmed">
        {t('settings.readOnly')}
      </Text>
    );
  }
  return (
    <>
      {draft.saveError != null && (
        <Alert color="red" role="alert" title={t('settings.saveFailed')}>
          {apiErrorText(draft.saveError, t('settings.saveFailedText'))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={draft.discard} disabled={!draft.changed || draft.saving}>
          {t('settings.discard')}
        </Button>
        <Button type="submit" disabled={!draft.changed} loading={draft.saving}>
          {t('settings.save')}
        </Button>
      </Group>
    </>
  );
}
