import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { statusOptions } from '@/features/teachers/form/teacher-form-options';
import type { TeacherFormValues } from '@/features/teachers/form/teacher-form-values';
import { useMoneyFormat } from '@/lib/school/use-money-format';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

/** Salary (≥ 0, step 0.01), status, hire date, and the employee ID (optional: made by the server). */
export function TeacherEmploymentSection({ form }: { form: UseFormReturnType<TeacherFormValues> }) {
  const { t } = useTranslation();
  const { currencyLabel } = useMoneyFormat();
  return (
    <Fieldset legend={t('teacherForm.sections.employment')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('teacherForm.fields.salary', { currency: currencyLabel })}
          required
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...form.getInputProps('salary')}
        />
        <NativeSelect
          label={t('teacherForm.fields.status')}
          required
          data={statusOptions(t, form.getValues().status)}
          {...form.getInputProps('status')}
        />
        <CalendarDateInput label={t('teacherForm.fields.hireDate')} required {...form.getInputProps('hireDate')} />
        <TextInput
          label={t('teacherForm.fields.employeeId')}
          description={t('teacherForm.hints.employeeId')}
          autoComplete="off"
          maxLength={50}
          {...form.getInputProps('employeeId')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
