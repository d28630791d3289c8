import { Alert, Button, Fieldset, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ClassListItem } from '@/contract/students';
import { classOptions } from '@/features/students/form/student-form-options';
import type { StudentFormValues } from '@/features/students/form/student-form-values';
import { CalendarDateInput } from '@/lib/ui/calendar-date-input';

export type ClassListState = {
  classes: readonly ClassListItem[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
};

export type StudentAcademicSectionProps = {
  form: UseFormReturnType<StudentFormValues>;
  classList: ClassListState;
};

export function StudentAcademicSection({ form, classList }: StudentAcademicSectionProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('studentForm.sections.academic')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('studentForm.fields.admissionNo')} required autoComplete="off" maxLength={50} {...form.getInputProps('admissionNo')} />
        <TextInput label={t('studentForm.fields.rollNo')} autoComplete="off" maxLength={50} {...form.getInputProps('rollNo')} />
        <NativeSelect
          label={t('studentForm.fields.class')}
          data={classOptions(t, classList.classes, form.getValues().classId)}
          description={classList.status === 'pending' ? t('studentForm.classes.loading') : undefined}
          {...form.getInputProps('classId')}
        />
        <CalendarDateInput
          label={t('studentForm.fields.admissionDate')}
          description={t('studentForm.hints.admissionDate')}
          {...form.getInputProps('admissionDate')}
        />
        <TextInput label={t('studentForm.fields.previousSchool')} maxLength={200} {...form.getInputProps('previousSchool')} />
      </SimpleGrid>
      {classList.status === 'error' ? (
        <Alert color="yellow" variant="light" mt="sm" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('studentForm.classes.failed')}</Text>
            <Button size="compact-sm" variant="default" onClick={classList.onRetry}>
              {t('studentForm.classes.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Fieldset>
  );
}
