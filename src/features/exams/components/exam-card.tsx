import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exam } from '@/contract/exams';
import { ExamStatusBadge } from '@/features/exams/components/exam-status-badge';
import { useExamFormat } from '@/features/exams/components/use-exam-format';
import { labelledRoom } from '@/lib/names/room';
import { useFormatLocale } from '@/lib/i18n/use-format-locale';
import { useLocalName } from '@/lib/names/use-local-name';

export type ExamActions = {
  onEdit?: (exam: Exam) => void;
  onComplete?: (exam: Exam) => void;
  onCancel?: (exam: Exam) => void;
  onDelete?: (exam: Exam) => void;
  onEnterGrades?: (examId: number) => void;
  onShowResults: (examId: number) => void;
};

/** One exam: what, for whom, when and where, how many are graded, and what the user may do with it. */
export function ExamCard({ exam, actions }: { exam: Exam; actions: ExamActions }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { locale: roomLocale } = useFormatLocale();
  const format = useExamFormat();
  const nameId = useId();
  const scheduled = exam.status === 'SCHEDULED';
  const time = exam.startTime && exam.endTime ? t('exams.list.time', { start: format.time(exam.startTime), end: format.time(exam.endTime) }) : null;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={nameId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text id={nameId} fw={700}>
            {localName(exam)}
          </Text>
          <ExamStatusBadge status={exam.status} />
        </Group>
        <Text size="sm">{t('exams.list.classSubject', { className: localName(exam.class), subject: localName(exam.subject) })}</Text>
        <Text size="sm" c="dimmed">
          {[format.day(exam.examDate), time, labelledRoom(exam.room, (room) => t('exams.list.room', { room }), roomLocale)].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('exams.list.maxMarks', { count: exam.maxMarks })} · {t('exams.list.graded', { count: exam.gradedCount })}
        </Text>
        <Group gap="xs" mt={4}>
          {actions.onEnterGrades && exam.status !== 'CANCELLED' ? (
            <Button size="xs" variant="light" onClick={() => actions.onEnterGrades?.(exam.id)}>
              {t('exams.list.enterGrades')}
            </Button>
          ) : null}
          <Button size="xs" variant="light" onClick={() => actions.onShowResults(exam.id)}>
            {t('exams.list.results')}
          </Button>
          {actions.onEdit ? (
            <Button size="xs" variant="default" onClick={() => actions.onEdit?.(exam)}>
              {t('exams.list.edit')}
            </Button>
          ) : null}
          {actions.onComplete && scheduled ? (
            <Button size="xs" variant="default" color="green" onClick={() => actions.onComplete?.(exam)}>
              {t('exams.list.complete')}
            </Button>
          ) : null}
          {actions.onCancel && scheduled && exam.gradedCount === 0 ? (
            <Button size="xs" variant="default" color="orange" onClick={() => actions.onCancel?.(exam)}>
              {t('exams.list.cancelExam')}
            </Button>
          ) : null}
          {actions.onDelete && exam.gradedCount === 0 ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => actions.onDelete?.(exam)}>
              {t('exams.list.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
