import { Fieldset, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usernameFromNames } from '@/contract/usernames';
import { bloodGroupOptions, genderOptions } from '@/features/students/form/student-form-options';
import type { StudentFormValues } from '@/features/students/form/student-form-values';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

export type StudentPersonalSectionProps = {
  form: UseFormReturnType<StudentFormValues>;
  /** The image picker, shown first in the section. */
  photo: ReactNode;
};

export function StudentPersonalSection({ form, photo }: StudentPersonalSectionProps) {
  const { t } = useTranslation();
  const { user } = form.getValues();
  // The suggestion the server follows when the input is left empty.
  const generatedUsername = usernameFromNames([user.firstName, user.middleName, user.lastName]);
  return (
    <Fieldset legend={t('studentForm.sections.personal')} variant="unstyled">
      {photo}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm" mt="sm">
        <TextInput label={t('studentForm.fields.firstName')} required autoComplete="off" maxLength={100} {...form.getInputProps('user.firstName')} />
        <TextInput label={t('studentForm.fields.middleName')} autoComplete="off" maxLength={100} {...form.getInputProps('user.middleName')} />
        <TextInput label={t('studentForm.fields.lastName')} autoComplete="off" maxLength={100} {...form.getInputProps('user.lastName')} />
        <TextInput label={t('studentForm.fields.dariName')} dir="auto" lang="fa" autoComplete="off" maxLength={200} {...form.getInputProps('user.dariName')} />
        <TextInput label={t('studentForm.fields.displayName')} autoComplete="off" maxLength={200} {...form.getInputProps('user.displayName')} />
        <TextInput
          label={t('studentForm.fields.username')}
          description={t('studentForm.fields.usernameHint')}
          autoComplete="off"
          maxLength={100}
          {...form.getInputProps('user.username')}
          placeholder={generatedUsername}
        />
        <TextInput
          label={t('studentForm.fields.phone')}
          placeholder={t('studentForm.placeholders.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          {...form.getInputProps('user.phone')}
        />
        <NativeSelect label={t('studentForm.fields.gender')} data={genderOptions(t)} {...form.getInputProps('user.gender')} />
        <CalendarDateInput label={t('studentForm.fields.dateOfBirth')} {...form.getInputProps('user.dateOfBirth')} />
        <NativeSelect label={t('studentForm.fields.bloodGroup')} data={bloodGroupOptions(t)} {...form.getInputProps('bloodGroup')} />
        <TextInput label={t('studentForm.fields.nationality')} maxLength={100} {...form.getInputProps('nationality')} />
        <TextInput label={t('studentForm.fields.religion')} maxLength={100} {...form.getInputProps('religion')} />
        <TextInput label={t('studentForm.fields.caste')} maxLength={100} {...form.getInputProps('caste')} />
        <TextInput label={t('studentForm.fields.tazkiraNo')} autoComplete="off" maxLength={50} {...form.getInputProps('tazkiraNo')} />
        <TextInput label={t('studentForm.fields.timezone')} maxLength={64} {...form.getInputProps('user.timezone')} />
        <TextInput label={t('studentForm.fields.locale')} maxLength={20} {...form.getInputProps('user.locale')} />
      </SimpleGrid>
      <Textarea label={t('studentForm.fields.bio')} rows={2} resize="vertical" maxLength={2000} mt="sm" {...form.getInputProps('user.bio')} />
    </Fieldset>
  );
}
