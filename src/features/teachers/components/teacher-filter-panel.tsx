import { Button, Group, Loader, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEACHER_STATUSES, type TeacherListFilters, type TeacherStatus } from '@/contract/teachers';
import { useTeacherDepartments } from '@/features/teachers/api/get-teacher-departments';
import { useMoneyFormat } from '@/lib/school/use-money-format';

export type TeacherFilterPanelProps = {
  filters: TeacherListFilters;
  onApply: (filters: TeacherListFilters) => void;
  onClear: () => void;
};

type RangeValue = number | string;

/** A NumberInput's value as a filter: blank is no filter. */
function toBound(value: RangeValue): number | undefined {
  if (value === '' || value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function isOrdered(min: RangeValue, max: RangeValue): boolean {
  const low = toBound(min);
  const high = toBound(max);
  return low === undefined || high === undefined || low <= high;
}

/**
 * The Filters panel (spec part 2 §2.3, where it was a placeholder): department (from the data),
 * status, experience and salary ranges. Edits stay in the panel until Apply.
 */
export function TeacherFilterPanel({ filters, onApply, onClear }: TeacherFilterPanelProps) {
  const { t } = useTranslation();
  const { currencyLabel } = useMoneyFormat();
  const salaryLabel = t('teachers.filters.salary', { currency: currencyLabel });
  const departments = useTeacherDepartments();
  const [department, setDepartment] = useState(filters.department ?? '');
  const [status, setStatus] = useState<TeacherStatus | ''>(filters.status ?? '');
  const [experienceMin, setExperienceMin] = useState<RangeValue>(filters.experienceMin ?? '');
  const [experienceMax, setExperienceMax] = useState<RangeValue>(filters.experienceMax ?? '');
  const [salaryMin, setSalaryMin] = useState<RangeValue>(filters.salaryMin ?? '');
  const [salaryMax, setSalaryMax] = useState<RangeValue>(filters.salaryMax ?? '');
  const experienceOrdered = isOrdered(experienceMin, experienceMax);
  const salaryOrdered = isOrdered(salaryMin, salaryMax);

  // The chosen department stays an option even when the stats do not list it (yet).
  const departmentOptions = [...new Set([...(departments.data ?? []), ...(department === '' ? [] : [department])])];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!experienceOrdered || !salaryOrdered) return;
    onApply({
      department: department === '' ? undefined : department,
      status: status === '' ? undefined : status,
      experienceMin: toBound(experienceMin),
      experienceMax: toBound(experienceMax),
      salaryMin: toBound(salaryMin),
      salaryMax: toBound(salaryMax),
    });
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t('teachers.filters.title')} noValidate>
      <Stack gap="sm" w={300}>
        <Text fw={600}>{t('teachers.filters.title')}</Text>
        <NativeSelect
          label={t('teachers.filters.department')}
          value={department}
          onChange={(event) => setDepartment(event.currentTarget.value)}
          data={[{ value: '', label: t('teachers.filters.allDepartments') }, ...departmentOptions]}
          rightSection={departments.isFetching ? <Loader size={14} aria-hidden /> : undefined}
        />
        <NativeSelect
          label={t('teachers.filters.status')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as TeacherStatus | '')}
          data={[
            { value: '', label: t('teachers.filters.allStatuses') },
            ...TEACHER_STATUSES.map((value) => ({ value, label: t(`teachers.status.${value}`) })),
          ]}
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('teachers.filters.experience')}
          </Text>
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('teachers.filters.min')}
              aria-label={`${t('teachers.filters.experience')}: ${t('teachers.filters.min')}`}
              value={experienceMin}
              onChange={setExperienceMin}
              min={0}
              allowDecimal={false}
              allowNegative={false}
            />
            <NumberInput
              label={t('teachers.filters.max')}
              aria-label={`${t('teachers.filters.experience')}: ${t('teachers.filters.max')}`}
              value={experienceMax}
              onChange={setExperienceMax}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              error={experienceOrdered ? undefined : t('teachers.filters.rangeOrder')}
            />
          </Group>
        </fieldset>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {salaryLabel}
          </Text>
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('teachers.filters.min')}
              aria-label={`${salaryLabel}: ${t('teachers.filters.min')}`}
              value={salaryMin}
              onChange={setSalaryMin}
              min={0}
              allowNegative={false}
              thousandSeparator=","
            />
            <NumberInput
              label={t('teachers.filters.max')}
              aria-label={`${salaryLabel}: ${t('teachers.filters.max')}`}
              value={salaryMax}
              onChange={setSalaryMax}
              min={0}
              allowNegative={false}
              thousandSeparator=","
              error={salaryOrdered ? undefined : t('teachers.filters.rangeOrder')}
            />
          </Group>
        </fieldset>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" onClick={onClear}>
            {t('teachers.filters.clear')}
          </Button>
          <Button type="submit">{t('teachers.filters.apply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
