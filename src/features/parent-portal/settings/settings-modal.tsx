import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLoading, PortalQueryError } from '@/features/parent-portal/components/portal-query-state';
import { useParentSettings } from '@/features/parent-portal/settings/api/get-parent-settings';
import { SettingsForm } from '@/features/parent-portal/settings/settings-form';

export type SettingsModalProps = { opened: boolean; onClose: () => void };

/** The portal's Settings: full screen on a phone; Escape closes it, except while a save is under way. */
export function SettingsModal({ opened, onClose }: SettingsModalProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const [busy, setBusy] = useState(false);
  const handleClose = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={
        <Text component="span" fw={700} size="lg">
          {t('portalSettings.title')}
        </Text>
      }
      size="32rem"
      fullScreen={fullScreen}
    >
      {/* Mounted while open: each opening starts from the stored settings. */}
      {opened ? <SettingsContent onClose={onClose} onBusyChange={setBusy} /> : null}
    </Modal>
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
