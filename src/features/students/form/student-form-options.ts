/** The form's choice lists, labels translated, values in the contract's canonical words. */
import type { TFunction } from 'i18next';
import { BLOOD_GROUPS, PARENT_RELATIONSHIPS, STUDENT_GENDERS, type ClassListItem, type StudentGender } from '@/contract/students';

export type SelectOption = { value: string; label: string };

export function genderLabel(t: TFunction, gender: StudentGender): string {
  switch (gender) {
    case 'MALE':
      return t('studentForm.gender.MALE');
    case 'FEMALE':
      return t('studentForm.gender.FEMALE');
    case 'OTHER':
      return t('studentForm.gender.OTHER');
  }
}

export function genderOptions(t: TFunction): SelectOption[] {
  return [{ value: '', label: t('studentForm.placeholders.notSelected') }, ...STUDENT_GENDERS.map((gender) => ({ value: gender, label: genderLabel(t, gender) }))];
}

export function bloodGroupOptions(t: TFunction): SelectOption[] {
  return [{ value: '', label: t('studentForm.placeholders.notSelected') }, ...BLOOD_GROUPS.map((group) => ({ value: group, label: group }))];
}

function relationshipLabel(t: TFunction, relationship: string): string {
  switch (relationship) {
    case 'Father':
      return t('studentForm.relationship.Father');
    case 'Mother':
      return t('studentForm.relationship.Mother');
    case 'Guardian':
      return t('studentForm.relationship.Guardian');
    case 'Other':
      return t('studentForm.relationship.Other');
    default:
      return relationship;
  }
}

/** '' is the spec's default, Parent; a stored word outside the list stays offered so an edit keeps it. */
export function relationshipOptions(t: TFunction, current: string): SelectOption[] {
  const options = [
    { value: '', label: t('studentForm.relationship.Parent') },
    ...PARENT_RELATIONSHIPS.map((relationship) => ({ value: relationship, label: relationshipLabel(t, relationship) })),
  ];
  if (current !== '' && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return options;
}

export function classOptions(t: TFunction, classes: readonly ClassListItem[], currentId: string): SelectOption[] {
  const options = [
    { value: '', label: t('studentForm.placeholders.selectClass') },
    ...classes.map((item) => ({ value: String(item.id), label: item.code ? `${item.name} (${item.code})` : item.name })),
  ];
  // The student's class may be outside the first 100 loaded: keep it selectable.
  if (currentId !== '' && !options.some((option) => option.value === currentId)) options.push({ value: currentId, label: `#${currentId}` });
  return options;
}
