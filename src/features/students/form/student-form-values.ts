/**
 * The student form's values: the payload's shape (spec part 2 §3.2) with every input as text, so
 * a server field error keyed by its payload path (`user.firstName`, `parent.user.phone`) lands
 * on the input of the same path.
 */
import { STUDENT_DEFAULTS, type Student } from '@/contract/students';
import { normaliseDate } from '@/features/students/form/normalise-date';
import { schoolDay } from '@/lib/dates/school-day';

export const ADDRESS_PARTS = ['Address', 'City', 'State', 'Province', 'Country', 'PostalCode'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressField = `origin${AddressPart}` | `current${AddressPart}`;

export type StudentUserValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  dariName: string;
  displayName: string;
  phone: string;
  gender: string;
  dateOfBirth: string;
  bio: string;
  timezone: string;
  locale: string;
  username: string;
};

export type ParentUserValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  dariName: string;
  displayName: string;
  username: string;
  email: string;
  phone: string;
  gender: string;
  dateOfBirth: string;
  bio: string;
  tazkiraNo: string;
};

export type ParentValues = {
  user: ParentUserValues;
  occupation: string;
  annualIncome: string;
  education: string;
  employer: string;
  designation: string;
  workPhone: string;
  emergencyContact: string;
  /** '' stands for the spec's default relationship, Parent. */
  relationship: string;
  isGuardian: boolean;
  isEmergencyContact: boolean;
};

export type StudentFormValues = {
  admissionNo: string;
  rollNo: string;
  classId: string;
  admissionDate: string;
  bloodGroup: string;
  nationality: string;
  religion: string;
  caste: string;
  /** One input: the student row and its user carry the same number. */
  tazkiraNo: string;
  bankAccountNo: string;
  bankName: string;
  previousSchool: string;
  user: StudentUserValues;
  parent: ParentValues;
} & Record<AddressField, string>;


function emptyAddress(): Record<AddressField, string> {
  const address = {} as Record<AddressField, string>;
  for (const part of ADDRESS_PARTS) {
    address[`origin${part}`] = part === 'Country' ? STUDENT_DEFAULTS.country : '';
    address[`current${part}`] = part === 'Country' ? STUDENT_DEFAULTS.country : '';
  }
  return address;
}

export function emptyParentValues(): ParentValues {
  return {
    user: {
      firstName: '',
      middleName: '',
      lastName: '',
      dariName: '',
      displayName: '',
      username: '',
      email: '',
      phone: '',
      gender: '',
      dateOfBirth: '',
      bio: '',
      tazkiraNo: '',
    },
    occupation: '',
    annualIncome: '',
    education: '',
    employer: '',
    designation: '',
    workPhone: '',
    emergencyContact: '',
    relationship: '',
    isGuardian: STUDENT_DEFAULTS.isGuardian,
    isEmergencyContact: STUDENT_DEFAULTS.isEmergencyContact,
  };
}

/** A new student (spec part 2 §3.2, §5): Afghanistan, Asia/Kabul, en-AF, admitted today. */
export function newStudentValues(today: string = schoolDay()): StudentFormValues {
  return {
    admissionNo: '',
    rollNo: '',
    classId: '',
    admissionDate: today,
    bloodGroup: '',
    nationality: STUDENT_DEFAULTS.nationality,
    religion: '',
    caste: '',
    tazkiraNo: '',
    bankAccountNo: '',
    bankName: '',
    previousSchool: '',
    ...emptyAddress(),
    user: {
      firstName: '',
      middleName: '',
      lastName: '',
      dariName: '',
      displayName: '',
      phone: '',
      gender: '',
      dateOfBirth: '',
      bio: '',
      timezone: STUDENT_DEFAULTS.timezone,
      locale: STUDENT_DEFAULTS.locale,
      username: '',
    },
    parent: emptyParentValues(),
  };
}

/** The user's metadata JSON text (spec §3.2) as a record of strings; anything unreadable is empty. */
export function readUserMetadata(metadata: string | null): Record<string, string> {
  if (metadata === null || metadata.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(metadata);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** An existing student as the form shows it; address fields the row lacks come from the user's metadata. */
export function studentToValues(student: Student): StudentFormValues {
  const metadata = readUserMetadata(student.user.metadata);
  const address = {} as Record<AddressField, string>;
  for (const part of ADDRESS_PARTS) {
    for (const side of ['origin', 'current'] as const) {
      const field: AddressField = `${side}${part}`;
      address[field] = text(student[field] ?? metadata[field]);
    }
  }
  const { parent } = student;
  return {
    admissionNo: student.admissionNo,
    rollNo: text(student.rollNo),
    classId: text(student.classId),
    admissionDate: normaliseDate(student.admissionDate) ?? '',
    bloodGroup: text(student.bloodGroup),
    nationality: text(student.nationality),
    religion: text(student.religion),
    caste: text(student.caste),
    tazkiraNo: text(student.tazkiraNo ?? student.user.tazkiraNo),
    bankAccountNo: text(student.bankAccountNo),
    bankName: text(student.bankName),
    previousSchool: text(student.previousSchool),
    ...address,
    user: {
      firstName: text(student.user.firstName),
      middleName: text(student.user.middleName),
      lastName: text(student.user.lastName),
      dariName: text(student.user.dariName),
      displayName: text(student.user.displayName),
      phone: text(student.user.phone),
      gender: text(student.user.gender),
      dateOfBirth: normaliseDate(student.user.dateOfBirth ?? student.user.birthDate) ?? '',
      bio: text(student.user.bio),
      timezone: student.user.timezone ?? STUDENT_DEFAULTS.timezone,
      locale: student.user.locale ?? STUDENT_DEFAULTS.locale,
      username: student.user.username,
    },
    parent: parent
      ? {
          ...emptyParentValues(),
          user: {
            ...emptyParentValues().user,
            firstName: text(parent.user.firstName),
            middleName: text(parent.user.middleName),
            lastName: text(parent.user.lastName),
            dariName: text(parent.user.dariName),
            displayName: text(parent.user.displayName),
            username: parent.user.username,
            email: text(parent.user.email),
            phone: text(parent.user.phone),
            gender: text(parent.user.gender),
          },
          occupation: text(parent.occupation),
          annualIncome: text(parent.annualIncome),
          education: text(parent.education),
          employer: text(parent.employer),
          designation: text(parent.designation),
          workPhone: text(parent.workPhone),
          emergencyContact: text(parent.emergencyContact),
          relationship: parent.relationship === STUDENT_DEFAULTS.relationship ? '' : parent.relationship,
          isGuardian: parent.isGuardian,
          isEmergencyContact: parent.isEmergencyContact,
        }
      : emptyParentValues(),
  };
}
