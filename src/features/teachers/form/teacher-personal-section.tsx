import { Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { genderOptions } from '@/features/teachers/form/teacher-form-options';
import type { TeacherFormValues } from '@/features/teachers/form/teacher-form-values';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

export type TeacherPersonalSectionProps = {
  form: UseFormReturnType<TeacherFormValues>;
  /** The photo picker, shown first in the section. */
  photo: ReactNode;
};

export function TeacherPersonalSection({ form, photo }: TeacherPersonalSectionProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('teacherForm.sections.personal')} variant="unstyled">
      {photo}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm" mt="sm">
        <TextInput label={t('teacherForm.fields.firstName')} required autoComplete="off" maxLength={100} {...form.getInputProps('firstName')} />
        <TextInput label={t('teacherForm.fields.lastName')} required autoComplete="off" maxLength={100} {...form.getInputProps('lastName')} />
        <TextInput label={t('teacherForm.fields.email')} required type="email" autoComplete="off" maxLength={254} {...form.getInputProps('email')} />
        <TextInput
          label={t('teacherForm.fields.mobile')}
          placeholder={t('teacherForm.placeholders.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          {...form.getInputProps('mobile')}
        />
        <CalendarDateInput label={t('teacherForm.fields.dateOfBirth')} required {...form.getInputProps('dateOfBirth')} />
        <NativeSelect
          label={t('teacherForm.fields.gender')}
          required
          data={genderOptions(t, form.getValues().gender)}
          {...form.getInputProps('gender')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
