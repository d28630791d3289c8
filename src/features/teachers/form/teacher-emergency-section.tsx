import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TeacherFormValues } from '@/features/teachers/form/teacher-form-values';

export function TeacherEmergencySection({ form }: { form: UseFormReturnType<TeacherFormValues> }) {
  const { t } = useTranslation();
  // The labels ("Name", "Phone") read with the legend: the fieldset names the group.
  return (
    <Fieldset legend={t('teacherForm.sections.emergency')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('teacherForm.fields.emergencyName')} required maxLength={200} {...form.getInputProps('emergencyContact.name')} />
        <TextInput
          label={t('teacherForm.fields.emergencyRelationship')}
          required
          maxLength={100}
          {...form.getInputProps('emergencyContact.relationship')}
        />
        <TextInput
          label={t('teacherForm.fields.emergencyPhone')}
          placeholder={t('teacherForm.placeholders.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          {...form.getInputProps('emergencyContact.phone')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
