import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';
import { apiErrorText } from '@/lib/api/api-error-text';
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

  const handleRestore = (notificationId: string) => {
    notifications.hide(notificationId);
    // The promise, not per-call callbacks: those are dropped if the screen has closed meanwhile.
    restoration.mutateAsync(student.id).then(
      () => notifications.show({ color: 'green', message: t('students.delete.restored', { name }) }),
      (error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('students.delete.restoreFailed'),
          message: apiErrorText(error, t('students.delete.restoreFailed')),
        }),
    );
  };

  const handleDelete = () => {
    deletion.mutate(student.id, {
      onSuccess: () => {
        onClose();
        const notificationId = `student-deleted-${student.id}`;
        notifications.show({
          id: notificationId,
          color: 'gray',
          autoClose: 10_000,
          message: (
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">{t('students.delete.deleted', { name })}</Text>
              <Button size="compact-sm" variant="light" onClick={() => handleRestore(notificationId)}>
                {t('students.delete.undo')}
              </Button>
            </Group>
          ),
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
