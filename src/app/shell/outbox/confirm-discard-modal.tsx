import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ConfirmDiscardModalProps = {
  description: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Discarding a queued write loses it for good: the user confirms first. */
export function ConfirmDiscardModal({ description, onConfirm, onClose }: ConfirmDiscardModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('outbox.discard.title')} centered>
      <Stack gap="md">
        <Text>{t('outbox.discard.body', { what: description })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('outbox.discard.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm}>
            {t('outbox.discard.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
