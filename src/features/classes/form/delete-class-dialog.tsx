import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@/contract/classes';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useDeleteClass } from '@/features/classes/api/class-writes';
import { useLocalName } from '@/lib/names/use-local-name';

export type DeleteClassDialogProps = { schoolClass: SchoolClass | null; opened: boolean; onClose: () => void; onDeleted?: () => void };

/**
 * Asks, naming the class, before deleting it. The server refuses (409, "still has N students")
 * while students are in it; that answer shows here. There is no restore route, so no Undo.
 */
export function DeleteClassDialog({ schoolClass, opened, onClose, onDeleted }: DeleteClassDialogProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const deletion = useDeleteClass();
  const handleClose = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };
  const handleDelete = () => {
    if (!schoolClass) return;
    deletion.mutate(schoolClass.id, {
      onSuccess: () => {
        deletion.reset();
        notifications.show({ color: 'green', message: t('classes.delete.deleted', { name: localName(schoolClass) }) });
        onClose();
        onDeleted?.();
      },
    });
  };
  return (
    <Modal opened={opened && schoolClass !== null} onClose={handleClose} title={t('classes.delete.title')} size="sm">
      <Stack gap="md">
        <Text>{t('classes.delete.confirm', { name: localName(schoolClass), code: schoolClass?.code ?? '' })}</Text>
        {deletion.isError ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('classes.delete.failed')}>
            {apiErrorText(deletion.error, t('classes.delete.failed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={deletion.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={handleDelete} disabled={deletion.isPending} aria-busy={deletion.isPending}>
            {deletion.isPending ? t('classes.delete.deleting') : t('classes.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
