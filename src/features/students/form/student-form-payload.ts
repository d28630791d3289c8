/**
 * The form's values as POST /students and PUT /students/{id} take them (spec part 2 §3.2, §5):
 * trimmed text (empty is "not given"), dates as YYYY-MM-DD, a missing class → class 1 or the
 * school's first (defaultClassId), a missing admission date → today, the parent block only
 * when a parent first name is given, and on edit the existing parent user's id. A username is
 * sent only when one was typed (or is the stored one): the server makes a free one otherwise.
 * What the form does not show (status, email, photo) is left out: on edit the server keeps it.
 */
import { STUDENT_DEFAULTS, type ClassListItem, type CreateStudentInput, type Student } from '@/contract/students';
import { normaliseDate } from '@/features/students/form/normalise-date';
import { ADDRESS_PARTS, type AddressField, type ParentValues, type StudentFormValues } from '@/features/students/form/student-form-values';

export type StudentPayloadContext = {
  /** The student being edited; absent for a new one. */
  student?: Student | null;
  classes: readonly ClassListItem[];
  today: string;
  schoolId: number;
};

const trimmed = (value: string): string => value.trim();

function optionalUsername(value: string): { username?: string } {
  return trimmed(value) === '' ? {} : { username: trimmed(value) };
}

/**
 * Spec §5 "a missing class defaults to 1": class 1 when the school offers it, else its first
 * class; with no list loaded the class is left out and the server applies the same rule (a
 * blind 1 would be refused as 'Class not found' in a school whose classes have other ids).
 */
function defaultClassId(classes: readonly ClassListItem[]): number | undefined {
  if (classes.some((item) => item.id === STUDENT_DEFAULTS.classId)) return STUDENT_DEFAULTS.classId;
  return classes[0]?.id;
}

function addressFields(values: StudentFormValues): Record<AddressField, string> {
  const address = {} as Record<AddressField, string>;
  for (const part of ADDRESS_PARTS) {
    address[`origin${part}`] = trimmed(values[`origin${part}`]);
    address[`current${part}`] = trimmed(values[`current${part}`]);
  }
  return address;
}

function parentPayload(parent: ParentValues, existing: Student['parent'] | undefined): CreateStudentInput['parent'] {
  const firstName = trimmed(parent.user.firstName);
  if (firstName === '') return undefined;
  const { user } = parent;
  // Keep the existing parent only while it is still the same person's record being edited.
  const existingUserId = existing?.user.id;
  return {
    user: {
      ...(existingUserId === undefined ? {} : { id: existingUserId }),
      firstName,
      middleName: trimmed(user.middleName),
      lastName: trimmed(user.lastName),
      dariName: trimmed(user.dariName),
      displayName: trimmed(user.displayName),
      // Empty: the server makes one from the names (a free one, numbered if taken).
      ...optionalUsername(user.username),
      email: trimmed(user.email),
      phone: trimmed(user.phone),
      gender: user.gender,
      // The student answer does not carry these for the parent: on edit, an empty input means
      // "not known here", so it is left out (the server keeps a field left out; null clears it).
      ...(existingUserId === undefined || trimmed(user.dateOfBirth) !== '' ? { dateOfBirth: normaliseDate(user.dateOfBirth) } : {}),
      ...(existingUserId === undefined || trimmed(user.bio) !== '' ? { bio: trimmed(user.bio) } : {}),
      ...(existingUserId === undefined || trimmed(user.tazkiraNo) !== '' ? { tazkiraNo: trimmed(user.tazkiraNo) } : {}),
      timezone: STUDENT_DEFAULTS.timezone,
      locale: STUDENT_DEFAULTS.locale,
      role: 'PARENT',
    },
    occupation: trimmed(parent.occupation),
    annualIncome: trimmed(parent.annualIncome),
    education: trimmed(parent.education),
    employer: trimmed(parent.employer),
    designation: trimmed(parent.designation),
    workPhone: trimmed(parent.workPhone),
    emergencyContact: trimmed(parent.emergencyContact),
    relationship: parent.relationship === '' ? STUDENT_DEFAULTS.relationship : parent.relationship,
    isGuardian: parent.isGuardian,
    isEmergencyContact: parent.isEmergencyContact,
  };
}

export function toStudentPayload(values: StudentFormValues, context: StudentPayloadContext): CreateStudentInput {
  const { student } = context;
  const firstName = trimmed(values.user.firstName);
  const admissionNo = trimmed(values.admissionNo);
  const tazkiraNo = trimmed(values.tazkiraNo);
  const chosenClass = Number(values.classId);
  const classId = Number.isInteger(chosenClass) && chosenClass > 0 ? chosenClass : defaultClassId(context.classes);
  const payload: CreateStudentInput = {
    admissionNo,
    rollNo: trimmed(values.rollNo),
    ...(classId === undefined ? {} : { classId }),
    admissionDate: normaliseDate(values.admissionDate) ?? context.today,
    bloodGroup: values.bloodGroup,
    nationality: trimmed(values.nationality) || STUDENT_DEFAULTS.nationality,
    religion: trimmed(values.religion),
    caste: trimmed(values.caste),
    tazkiraNo,
    bankAccountNo: trimmed(values.bankAccountNo),
    bankName: trimmed(values.bankName),
    previousSchool: trimmed(values.previousSchool),
    ...addressFields(values),
    schoolId: student?.schoolId ?? context.schoolId,
    user: {
      firstName,
      middleName: trimmed(values.user.middleName),
      lastName: trimmed(values.user.lastName),
      dariName: trimmed(values.user.dariName),
      displayName: trimmed(values.user.displayName),
      phone: trimmed(values.user.phone),
      gender: values.user.gender,
      dateOfBirth: normaliseDate(values.user.dateOfBirth),
      bio: trimmed(values.user.bio),
      timezone: trimmed(values.user.timezone) || STUDENT_DEFAULTS.timezone,
      locale: trimmed(values.user.locale) || STUDENT_DEFAULTS.locale,
      tazkiraNo,
      ...optionalUsername(values.user.username),
      role: 'STUDENT',
    },
  };
  const parent = parentPayload(values.parent, student?.parent);
  if (parent) payload.parent = parent;
  return payload;
}
