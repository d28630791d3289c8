import { Button, Group } from '@mantine/core';
import { IconEdit, IconEye, IconId, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Student } from '@/contract/students';

/** What a row or card can do; an absent handler hides its button (the user may not). */
export type StudentRowHandlers = {
  onView: (student: Student) => void;
  onEdit?: (student: Student) => void;
  onPrintCard: (student: Student) => void;
  onDelete?: (student: Student) => void;
  /** The student whose card is being generated now, if any. */
  printingId: number | null;
};

export type StudentActionsProps = StudentRowHandlers & { student: Student; name: string };

/** View, Edit, Print Card (spec part 2 §2.1) and Delete for one student. */
export function StudentActions({ student, name, onView, onEdit, onPrintCard, onDelete, printingId }: StudentActionsProps) {
  const { t } = useTranslation();
  const printing = printingId === student.id;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('students.actions.label', { name })}>
      <Button size="compact-sm" variant="light" leftSection={<IconEye size={14} aria-hidden />} onClick={() => onView(student)}>
        {t('students.actions.view')}
      </Button>
      {onEdit ? (
        <Button size="compact-sm" variant="light" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => onEdit(student)}>
          {t('students.actions.edit')}
        </Button>
      ) : null}
      <Button
        size="compact-sm"
        variant="light"
        color="teal"
        leftSection={<IconId size={14} aria-hidden />}
        onClick={() => onPrintCard(student)}
        // Not Mantine's `loading`: it hides the label, and the label says what is happening.
        disabled={printing}
        aria-busy={printing}
      >
        {printing ? t('students.actions.generating') : t('students.actions.printCard')}
      </Button>
      {onDelete ? (
        <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(student)}>
          {t('students.actions.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
