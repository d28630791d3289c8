import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { STUDENT_MESSAGES, type Student } from '@/contract/students';
import { apiErrorText } from '@/lib/api/api-error-text';
import { studentCardFileName, useDownloadStudentCard } from '@/features/students/api/download-student-card';

export type PrintStudentCard = {
  printCard: (student: Student) => void;
  /** The student whose card is being generated now, if any. */
  printingId: number | null;
};

/**
 * Print Card (spec part 2 §2.1, §8): downloads student-card-{id}.jpg; a failure is shown to the
 * user as 'Failed to generate card: {error}' (the spec's client only alerted or logged it).
 */
export function usePrintStudentCard(): PrintStudentCard {
  const { t } = useTranslation();
  const download = useDownloadStudentCard();
  const printCard = (student: Student) => {
    download.mutate(student.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('students.card.downloaded', { fileName: studentCardFileName(student.id) }) }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('students.card.failedTitle'),
          message: t('students.card.failedWith', { error: apiErrorText(error, STUDENT_MESSAGES.cardFailed) }),
        }),
    });
  };
  return { printCard, printingId: download.isPending ? (download.variables ?? null) : null };
}
