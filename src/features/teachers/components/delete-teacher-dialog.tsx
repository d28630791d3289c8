import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { teacherFullName, type Teacher } from '@/contract/teachers';
import { apiErrorText } from '@/lib/api/api-error-text';
import { showUndoNotification } from '@/lib/notifications/show-undo-notification';
import { useDeleteTeacher } from '@/features/teachers/api/delete-teacher';
import { useRestoreTeacher } from '@/features/teachers/api/restore-teacher';

export type DeleteTeacherDialogProps = {
  teacher: Teacher | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * Asks before deleting a teacher with the spec's text (§2.3), shows 'Deleting...' meanwhile and a
 * failure inside the dialog (not only logged, unlike the spec's §8), then offers Undo in the
 * notification that follows: Undo restores the teacher (PATCH /teachers/{id}/restore).
 */
export function DeleteTeacherDialog({ teacher, opened, onClose }: DeleteTeacherDialogProps) {
  const { t } = useTranslation();
  const deletion = useDeleteTeacher();
  const restoration = useRestoreTeacher();
  if (!teacher) return <Modal opened={false} onClose={onClose} />;
  const name = teacherFullName(teacher);

  const handleClose = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };

  const handleDelete = () => {
    deletion.mutate(teacher.id, {
      onSuccess: () => {
        deletion.reset();
        onClose();
        showUndoNotification({
          id: `teacher-deleted-${teacher.id}`,
          message: t('teachers.delete.deleted', { name }),
          undoLabel: t('teachers.delete.undo'),
          undo: () => restoration.mutateAsync(teacher.id),
          restoredMessage: t('teachers.delete.restored', { name }),
          restoreFailed: t('teachers.delete.restoreFailed'),
        });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('teachers.delete.title')} size="sm">
      <Stack gap="md">
        <Text>{t('teachers.delete.confirm', { name })}</Text>
        {deletion.isError ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('teachers.delete.failed')}>
            {apiErrorText(deletion.error, t('teachers.delete.failed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={deletion.isPending}>
            {t('teachers.delete.cancel')}
          </Button>
          {/* Not Mantine's `loading`: it hides the label, and the spec's label says 'Deleting...'. */}
          <Button color="red" onClick={handleDelete} disabled={deletion.isPending} aria-busy={deletion.isPending}>
            {deletion.isPending ? t('teachers.delete.deleting') : t('teachers.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
