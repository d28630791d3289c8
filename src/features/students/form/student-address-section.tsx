import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { StudentFormValues } from '@/features/students/form/student-form-values';

export type StudentAddressSectionProps = {
  form: UseFormReturnType<StudentFormValues>;
  side: 'origin' | 'current';
};

/** Origin Address Information or Current Address Information: the same six fields. */
export function StudentAddressSection({ form, side }: StudentAddressSectionProps) {
  const { t } = useTranslation();
  const legend = side === 'origin' ? t('studentForm.sections.origin') : t('studentForm.sections.current');
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('studentForm.fields.address')} maxLength={300} {...form.getInputProps(`${side}Address`)} />
        <TextInput label={t('studentForm.fields.city')} maxLength={100} {...form.getInputProps(`${side}City`)} />
        <TextInput label={t('studentForm.fields.state')} maxLength={100} {...form.getInputProps(`${side}State`)} />
        <TextInput label={t('studentForm.fields.province')} maxLength={100} {...form.getInputProps(`${side}Province`)} />
        <TextInput label={t('studentForm.fields.country')} maxLength={100} {...form.getInputProps(`${side}Country`)} />
        <TextInput label={t('studentForm.fields.postalCode')} maxLength={20} {...form.getInputProps(`${side}PostalCode`)} />
      </SimpleGrid>
    </Fieldset>
  );
}
