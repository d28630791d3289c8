import type { TFunction } from 'i18next';
import { CLASS_MESSAGES, type ClassUpdate, type SchoolClass } from '@/contract/classes';
import type { ClassPayload } from '@/features/classes/api/class-writes';

/** The form's fields as the inputs hold them (text); '' is "not given". */
export type ClassFormValues = {
  name: string;
  dariName: string;
  pashtoName: string;
  code: string;
  grade: string;
  section: string;
  room: string;
  capacity: string;
  academicYear: string;
  classTeacherId: string;
};

export const newClassValues = (): ClassFormValues => ({ name: '', dariName: '', pashtoName: '', code: '', grade: '', section: '', room: '', capacity: '', academicYear: '', classTeacherId: '' });

export function classToValues(schoolClass: SchoolClass): ClassFormValues {
  return {
    name: schoolClass.name,
    dariName: schoolClass.dariName ?? '',
    pashtoName: schoolClass.pashtoName ?? '',
    code: schoolClass.code,
    grade: schoolClass.grade === null ? '' : String(schoolClass.grade),
    section: schoolClass.section ?? '',
    room: schoolClass.room ?? '',
    capacity: schoolClass.capacity === null ? '' : String(schoolClass.capacity),
    academicYear: schoolClass.academicYear ?? '',
    classTeacherId: schoolClass.classTeacher ? String(schoolClass.classTeacher.id) : '',
  };
}

const wholeNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The body of POST/PUT /classes. Blank optional fields clear (null). The class teacher is left out
 * when the user cannot choose one (no teacher:read), so an edit keeps the current one.
 */
export function toClassPayload(values: ClassFormValues, { withTeacher }: { withTeacher: boolean }): ClassPayload & ClassUpdate {
  return {
    name: values.name.trim(),
    dariName: values.dariName.trim() || null,
    pashtoName: values.pashtoName.trim() || null,
    code: values.code.trim(),
    grade: wholeNumber(values.grade),
    section: values.section.trim() || null,
    room: values.room.trim() || null,
    capacity: wholeNumber(values.capacity),
    academicYear: values.academicYear.trim() || null,
    ...(withTeacher ? { classTeacherId: values.classTeacherId === '' ? null : Number(values.classTeacherId) } : {}),
  };
}

const inRange = (text: string, min: number, max: number) => {
  const value = wholeNumber(text);
  return value === null || (Number.isInteger(value) && value >= min && value <= max);
};

/** The same rules the server applies (contract CLASS_MESSAGES), checked before sending. */
export function validateClassForm(t: TFunction, values: ClassFormValues): Partial<Record<keyof ClassFormValues, string>> {
  const errors: Partial<Record<keyof ClassFormValues, string>> = {};
  if (values.name.trim() === '') errors.name = classFieldMessage(t, CLASS_MESSAGES.nameRequired);
  if (values.code.trim() === '') errors.code = classFieldMessage(t, CLASS_MESSAGES.codeRequired);
  if (!inRange(values.grade, 0, 12)) errors.grade = classFieldMessage(t, CLASS_MESSAGES.gradeRange);
  if (!inRange(values.capacity, 1, 500)) errors.capacity = classFieldMessage(t, CLASS_MESSAGES.capacityRange);
  return errors;
}

const FIELD_MESSAGE_KEYS = ['nameRequired', 'codeRequired', 'gradeRange', 'capacityRange', 'classTeacherNotFound'] as const satisfies readonly (keyof typeof CLASS_MESSAGES)[];
const KEY_OF_MESSAGE = new Map<string, string>(FIELD_MESSAGE_KEYS.map((key) => [CLASS_MESSAGES[key], key]));

/** A contract message in the user's language; one the catalogue does not know (a 409's) as it came. */
export function classFieldMessage(t: TFunction, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key === undefined ? message : t(`classes.fieldErrors.${key}`, { defaultValue: message });
}
