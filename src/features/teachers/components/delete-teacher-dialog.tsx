import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { teacherFullName, type Teacher } from '@/contract/teachers';
import { apiErrorText } from '@/lib/api/api-error-text';
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

  const handleRestore = (notificationId: string) => {
    notifications.hide(notificationId);
    // The promise, not per-call callbacks: those are dropped if the screen has closed meanwhile.
    restoration.mutateAsync(teacher.id).then(
      () => notifications.show({ color: 'green', message: t('teachers.delete.restored', { name }) }),
      (error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('teachers.delete.restoreFailed'),
          message: apiErrorText(error, t('teachers.delete.restoreFailed')),
        }),
    );
  };

  const handleDelete = () => {
    deletion.mutate(teacher.id, {
      onSuccess: () => {
        deletion.reset();
        onClose();
        const notificationId = `teacher-deleted-${teacher.id}`;
        notifications.show({
          id: notificationId,
          color: 'gray',
          autoClose: 10_000,
          message: (
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">{t('teachers.delete.deleted', { name })}</Text>
              <Button size="compact-sm" variant="light" onClick={() => handleRestore(notificationId)}>
                {t('teachers.delete.undo')}
              </Button>
            </Group>
          ),
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
