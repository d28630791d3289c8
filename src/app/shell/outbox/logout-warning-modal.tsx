import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LogoutWarningModalProps = {
  /** The user's writes not on the server yet. */
  unsent: number;
  onLogout: () => void;
  onClose: () => void;
};

/** Logging out keeps the user's unsent writes on the device; the user is told before leaving. */
export function LogoutWarningModal({ unsent, onLogout, onClose }: LogoutWarningModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('outbox.logout.title')} centered>
      <Stack gap="md">
        <Text>{t('outbox.logout.body', { count: unsent })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('outbox.logout.cancel')}
          </Button>
          <Button onClick={onLogout}>{t('outbox.logout.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
