import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type BulkDeleteTeachersDialogProps = {
  count: number;
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before the bulk delete of the selected teachers. */
export function BulkDeleteTeachersDialog({ count, opened, deleting, onConfirm, onClose }: BulkDeleteTeachersDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={deleting ? () => {} : onClose} title={t('teachers.select.confirmTitle')} size="sm">
      <Stack gap="md">
        <Text>{t('teachers.select.confirm', { count })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {t('teachers.delete.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} disabled={deleting} aria-busy={deleting}>
            {deleting ? t('teachers.delete.deleting') : t('teachers.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
