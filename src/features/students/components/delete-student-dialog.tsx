import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { apiErrorText } from '@/lib/api/api-error-text';
import { showUndoNotification } from '@/lib/notifications/show-undo-notification';
import { useDeleteStudent } from '@/features/students/api/delete-student';
import { useRestoreStudent } from '@/features/students/api/restore-student';
import { englishName } from '@/features/students/components/student-names';

export type DeleteStudentDialogProps = {
  student: Student | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * Asks before deleting a student (naming them), deletes (a soft delete), and offers Undo in the
 * notification that follows: Undo restores the student (PATCH /students/{id}/restore).
 */
export function DeleteStudentDialog({ student, opened, onClose }: DeleteStudentDialogProps) {
  const { t } = useTranslation();
  const deletion = useDeleteStudent();
  const restoration = useRestoreStudent();
  if (!student) return <Modal opened={false} onClose={onClose} />;
  const name = englishName(student);

  const handleDelete = () => {
    deletion.mutate(student.id, {
      onSuccess: () => {
        onClose();
        showUndoNotification({
          id: `student-deleted-${student.id}`,
          message: t('students.delete.deleted', { name }),
          undoLabel: t('students.delete.undo'),
          undo: () => restoration.mutateAsync(student.id),
          restoredMessage: t('students.delete.restored', { name }),
          restoreFailed: t('students.delete.restoreFailed'),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('students.delete.failed'),
          message: apiErrorText(error, t('students.delete.failed')),
        }),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('students.delete.title')} size="sm">
      <Stack gap="md">
        <Text>{t('students.delete.confirm', { name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('students.delete.cancel')}
          </Button>
          <Button color="red" onClick={handleDelete} loading={deletion.isPending}>
            {t('students.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
