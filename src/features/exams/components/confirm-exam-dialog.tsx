import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exam } from '@/contract/exams';
import { apiErrorText } from '@/lib/api/api-error-text';
import { useChangeExamStatus, useDeleteExam } from '@/features/exams/api/exam-writes';
import { useExamFormat } from '@/features/exams/components/use-exam-format';
import { useLocalName } from '@/lib/names/use-local-name';

export type ExamConfirmAction = 'complete' | 'cancel' | 'delete';

type Props = { exam: Exam | null; action: ExamConfirmAction | null; onClose: () => void };

/**
 * Complete, cancel or delete one exam after the user confirms; the server's refusal (an exam with
 * grades cannot be cancelled or deleted) shows in the dialog, which stays open.
 */
export function ConfirmExamDialog({ exam, action, onClose }: Props) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useExamFormat();
  const changeStatus = useChangeExamStatus();
  const remove = useDeleteExam();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = changeStatus.isPending || remove.isPending;
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!exam || !action) return;
    setFailure(null);
    try {
      if (action === 'delete') await remove.mutateAsync(exam.id);
      else await changeStatus.mutateAsync({ id: exam.id, status: action === 'complete' ? 'COMPLETED' : 'CANCELLED' });
    } catch (error) {
      setFailure(apiErrorText(error, t(`exams.confirm.${action}.failed`)));
      return;
    }
    notifications.show({ color: 'green', message: t(`exams.confirm.${action}.done`, { name: localName(exam) }) });
    close();
  };
  return (
    <Modal opened={exam !== null && action !== null} onClose={close} title={action ? t(`exams.confirm.${action}.title`) : ''}>
      {exam && action ? (
        <Stack gap="md">
          <Text>{t(`exams.confirm.${action}.body`, { name: localName(exam), className: localName(exam.class), date: format.day(exam.examDate) })}</Text>
          {failure !== null ? (
            <Alert role="alert" color="red" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('exams.confirm.back')}
            </Button>
            <Button color={action === 'complete' ? 'green' : 'red'} onClick={() => void confirm()} loading={busy}>
              {t(`exams.confirm.${action}.confirm`)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
