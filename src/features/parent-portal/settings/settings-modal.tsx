import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { useParentSettings } from '@/features/parent-portal/settings/api/get-parent-settings';
import { SettingsForm } from '@/features/parent-portal/settings/settings-form';
import { FormDialog } from '@/lib/ui/form-dialog';

export type SettingsModalProps = { opened: boolean; onClose: () => void };

/** The portal's Settings: full screen on a phone; Escape closes it, except while a save is under way. */
export function SettingsModal({ opened, onClose }: SettingsModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog opened={opened} onClose={onClose} busy={busy} title={t('portalSettings.title')} size="32rem">
      {/* Mounted while open: each opening starts from the stored settings. */}
      {opened ? <SettingsContent onClose={onClose} onBusyChange={setBusy} /> : null}
    </FormDialog>
  );
}

function SettingsContent({ onClose, onBusyChange }: { onClose: () => void; onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const settingsQuery = useParentSettings();
  const settings = settingsQuery.data;
  if (settings === undefined) {
    if (settingsQuery.isError) {
      return (
        <PortalQueryError
          title={t('portalSettings.loadFailed')}
          error={settingsQuery.error}
          onRetry={() => void settingsQuery.refetch()}
          retrying={settingsQuery.isFetching}
        />
      );
    }
    return <PortalLoading label={t('portalSettings.loading')} />;
  }
  return <SettingsForm saved={settings} onClose={onClose} onBusyChange={onBusyChange} />;
}
