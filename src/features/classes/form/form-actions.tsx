import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A form's footer: Cancel, and the submit that reads "Saving..." while it saves. */
export function FormActions({ onCancel, busy, submitLabel }: { onCancel: () => void; busy: boolean; submitLabel: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button type="button" variant="default" onClick={onCancel} disabled={busy}>
        {t('classes.form.cancel')}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('classes.form.saving') : submitLabel}
      </Button>
    </Group>
  );
}
