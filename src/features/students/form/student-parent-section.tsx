import { Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { usernameFromNames } from '@/contract/usernames';
import { genderOptions, relationshipOptions } from '@/features/students/form/student-form-options';
import type { StudentFormValues } from '@/features/students/form/student-form-values';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

/** Parent Information (spec part 2 §3.2 "Nested parent"): saved only when a first name is given. */
export function StudentParentSection({ form }: { form: UseFormReturnType<StudentFormValues> }) {
  const { t } = useTranslation();
  const { parent } = form.getValues();
  const generatedUsername = usernameFromNames([parent.user.firstName, parent.user.middleName, parent.user.lastName]);
  // The parent's labels repeat the student's ("First name"): the legend tells them apart for
  // sight, and the group name (the fieldset's legend) for screen readers.
  return (
    <Fieldset legend={t('studentForm.sections.parent')} variant="unstyled">
      <Text size="sm" c="dimmed" mb="xs">
        {t('studentForm.hints.parent')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('studentForm.fields.firstName')} autoComplete="off" maxLength={100} {...form.getInputProps('parent.user.firstName')} />
        <TextInput label={t('studentForm.fields.middleName')} autoComplete="off" maxLength={100} {...form.getInputProps('parent.user.middleName')} />
        <TextInput label={t('studentForm.fields.lastName')} autoComplete="off" maxLength={100} {...form.getInputProps('parent.user.lastName')} />
        <TextInput label={t('studentForm.fields.dariName')} dir="auto" lang="fa" autoComplete="off" maxLength={200} {...form.getInputProps('parent.user.dariName')} />
        <TextInput label={t('studentForm.fields.displayName')} autoComplete="off" maxLength={200} {...form.getInputProps('parent.user.displayName')} />
        <TextInput
          label={t('studentForm.fields.username')}
          description={t('studentForm.fields.usernameHint')}
          autoComplete="off"
          maxLength={100}
          {...form.getInputProps('parent.user.username')}
          placeholder={generatedUsername}
        />
        <TextInput label={t('studentForm.fields.email')} type="email" autoComplete="off" maxLength={254} {...form.getInputProps('parent.user.email')} />
        <TextInput
          label={t('studentForm.fields.phone')}
          placeholder={t('studentForm.placeholders.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          {...form.getInputProps('parent.user.phone')}
        />
        <NativeSelect label={t('studentForm.fields.gender')} data={genderOptions(t)} {...form.getInputProps('parent.user.gender')} />
        <CalendarDateInput label={t('studentForm.fields.dateOfBirth')} {...form.getInputProps('parent.user.dateOfBirth')} />
        <TextInput label={t('studentForm.fields.tazkiraNo')} autoComplete="off" maxLength={50} {...form.getInputProps('parent.user.tazkiraNo')} />
        <NativeSelect
          label={t('studentForm.fields.relationship')}
          data={relationshipOptions(t, parent.relationship)}
          {...form.getInputProps('parent.relationship')}
        />
        <TextInput label={t('studentForm.fields.occupation')} maxLength={200} {...form.getInputProps('parent.occupation')} />
        <TextInput
          label={t('studentForm.fields.annualIncome')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          {...form.getInputProps('parent.annualIncome')}
        />
        <TextInput label={t('studentForm.fields.education')} maxLength={200} {...form.getInputProps('parent.education')} />
        <TextInput label={t('studentForm.fields.employer')} maxLength={200} {...form.getInputProps('parent.employer')} />
        <TextInput label={t('studentForm.fields.designation')} maxLength={200} {...form.getInputProps('parent.designation')} />
        <TextInput
          label={t('studentForm.fields.workPhone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          {...form.getInputProps('parent.workPhone')}
        />
        <TextInput label={t('studentForm.fields.emergencyContact')} maxLength={200} {...form.getInputProps('parent.emergencyContact')} />
      </SimpleGrid>
      <Textarea label={t('studentForm.fields.bio')} rows={2} resize="vertical" maxLength={2000} mt="sm" {...form.getInputProps('parent.user.bio')} />
      <Group gap="lg" mt="sm">
        <Checkbox label={t('studentForm.fields.isGuardian')} {...form.getInputProps('parent.isGuardian', { type: 'checkbox' })} />
        <Checkbox
          label={t('studentForm.fields.isEmergencyContact')}
          {...form.getInputProps('parent.isEmergencyContact', { type: 'checkbox' })}
        />
      </Group>
    </Fieldset>
  );
}
