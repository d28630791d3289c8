/** The form's choice lists, labels translated, values in the contract's words. */
import type { TFunction } from 'i18next';
import { TEACHER_GENDERS, TEACHER_STATUSES, type TeacherGender, type TeacherStatus } from '@/contract/teachers';

export type SelectOption = { value: string; label: string };

function genderLabel(t: TFunction, gender: TeacherGender): string {
  switch (gender) {
    case 'Male':
      return t('teacherForm.gender.male');
    case 'Female':
      return t('teacherForm.gender.female');
    case 'Other':
      return t('teacherForm.gender.other');
  }
}

function statusLabel(t: TFunction, status: TeacherStatus): string {
  switch (status) {
    case 'Active':
      return t('teacherForm.status.active');
    case 'Inactive':
      return t('teacherForm.status.inactive');
    case 'On Leave':
      return t('teacherForm.status.onLeave');
    case 'Terminated':
      return t('teacherForm.status.terminated');
  }
}

/** A stored word outside the list stays offered, so an edit shows (and can keep or fix) it. */
function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  if (current !== '' && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return options;
}

export function genderOptions(t: TFunction, current: string): SelectOption[] {
  return withCurrent(
    [{ value: '', label: t('teacherForm.placeholders.choose') }, ...TEACHER_GENDERS.map((gender) => ({ value: gender, label: genderLabel(t, gender) }))],
    current,
  );
}

export function statusOptions(t: TFunction, current: string): SelectOption[] {
  return withCurrent(
    TEACHER_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) })),
    current,
  );
}
