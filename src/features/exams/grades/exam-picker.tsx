import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Exam } from '@/contract/exams';
import { useExams } from '@/features/exams/api/get-exams';
import { useExamFormat } from '@/features/exams/components/use-exam-format';
import { useLocalName } from '@/lib/names/use-local-name';

/** The most exams the picker lists (the server's largest page): a term's exams of a school. */
const PICKER_LIMIT = 200;

type Props = { value: number | null; onChange: (examId: number | null) => void; withoutCancelled?: boolean };

/** Choose one exam, named with its class, subject and day; cancelled ones left out for grade entry. */
export function ExamPicker({ value, onChange, withoutCancelled = false }: Props) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const format = useExamFormat();
  const exams = useExams({ page: 1, limit: PICKER_LIMIT });
  const list = (exams.data?.data ?? []).filter((exam: Exam) => !withoutCancelled || exam.status !== 'CANCELLED');
  return (
    <NativeSelect
      label={t('exams.picker.label')}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      disabled={exams.isPending}
      error={exams.isError ? t('exams.picker.failed') : undefined}
      data={[
        { value: '', label: exams.isPending ? t('exams.picker.loading') : t('exams.picker.choose') },
        ...list.map((exam) => ({
          value: String(exam.id),
          label: t('exams.picker.option', { name: localName(exam), className: localName(exam.class), subject: localName(exam.subject), date: format.day(exam.examDate) }),
        })),
      ]}
      maw={{ base: '100%', sm: '32rem' }}
    />
  );
}
