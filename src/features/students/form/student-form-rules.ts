/**
 * What the form checks before sending (spec part 2 §5); the server checks everything again.
 * Rules return the contract's message keys' texts through `t`, so the words are the spec's.
 */
import type { FormRulesRecord } from '@mantine/form';
import type { TFunction } from 'i18next';
import { PHONE_PATTERN } from '@/contract/students';
import type { StudentFormValues } from '@/features/students/form/student-form-values';

const isValidPhone = (value: string) => value.trim() === '' || PHONE_PATTERN.test(value.trim());

export function studentFormRules(t: TFunction): FormRulesRecord<StudentFormValues> {
  const parentPhone = (value: string) => (isValidPhone(value) ? null : t('studentForm.messages.invalidParentPhone'));
  return {
    admissionNo: (value: string) => (value.trim() === '' ? t('studentForm.messages.admissionNoRequired') : null),
    user: {
      firstName: (value: string) => (value.trim() === '' ? t('studentForm.messages.firstNameRequired') : null),
      phone: (value: string) => (isValidPhone(value) ? null : t('studentForm.messages.invalidPhone')),
    },
    parent: {
      user: { phone: parentPhone },
      workPhone: parentPhone,
    },
  };
}
