import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClasses } from '@/features/attendance/api/get-classes';
import { useLocalChoiceLabel } from '@/lib/names/use-local-name';

export type ClassSelectProps = {
  value: number | null;
  onChange: (classId: number | null) => void;
  required?: boolean;
};

/** The school's classes to choose from (searchable); says so while they load or when they cannot. */
export function ClassSelect({ value, onChange, required = true }: ClassSelectProps) {
  const { t } = useTranslation();
  const classes = useClasses();
  const choiceLabel = useLocalChoiceLabel();
  const data = (classes.data ?? []).map((item) => ({ value: String(item.id), label: choiceLabel(item) }));
  return (
    <Select
      label={t('attendance.classLabel')}
      placeholder={classes.isPending ? t('attendance.classesLoading') : t('attendance.classPlaceholder')}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      required={required}
      disabled={classes.isPending}
      error={classes.isError ? t('attendance.classesFailed') : undefined}
      nothingFoundMessage={t('attendance.noClassFound')}
      miw={220}
    />
  );
}
