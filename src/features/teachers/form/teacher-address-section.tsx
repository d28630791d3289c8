import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TeacherFormValues } from '@/features/teachers/form/teacher-form-values';

export function TeacherAddressSection({ form }: { form: UseFormReturnType<TeacherFormValues> }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('teacherForm.sections.address')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('teacherForm.fields.address')} required maxLength={300} {...form.getInputProps('address')} />
        <TextInput label={t('teacherForm.fields.city')} required maxLength={100} {...form.getInputProps('city')} />
        <TextInput label={t('teacherForm.fields.state')} required maxLength={100} {...form.getInputProps('state')} />
        <TextInput label={t('teacherForm.fields.zipCode')} required maxLength={20} {...form.getInputProps('zipCode')} />
        <TextInput label={t('teacherForm.fields.country')} required maxLength={100} {...form.getInputProps('country')} />
      </SimpleGrid>
    </Fieldset>
  );
}
