import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { StudentFormValues } from '@/features/students/form/student-form-values';

export function StudentBankingSection({ form }: { form: UseFormReturnType<StudentFormValues> }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('studentForm.sections.banking')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('studentForm.fields.bankName')} maxLength={100} {...form.getInputProps('bankName')} />
        <TextInput label={t('studentForm.fields.bankAccountNo')} autoComplete="off" maxLength={50} {...form.getInputProps('bankAccountNo')} />
      </SimpleGrid>
    </Fieldset>
  );
}
