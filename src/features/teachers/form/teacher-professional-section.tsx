import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TeacherFormValues } from '@/features/teachers/form/teacher-form-values';

/** Qualification, degree, experience (whole years ≥ 0), department and subject. */
export function TeacherProfessionalSection({ form }: { form: UseFormReturnType<TeacherFormValues> }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('teacherForm.sections.professional')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('teacherForm.fields.qualification')} required maxLength={200} {...form.getInputProps('qualification')} />
        <TextInput label={t('teacherForm.fields.degree')} required maxLength={200} {...form.getInputProps('degree')} />
        <TextInput
          label={t('teacherForm.fields.experience')}
          required
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...form.getInputProps('experience')}
        />
        <TextInput label={t('teacherForm.fields.department')} required maxLength={100} {...form.getInputProps('department')} />
        <TextInput label={t('teacherForm.fields.subject')} required maxLength={100} {...form.getInputProps('subject')} />
      </SimpleGrid>
    </Fieldset>
  );
}
