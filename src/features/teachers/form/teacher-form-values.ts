/**
 * The teacher form's values: the write payload's shape (spec part 2 §3.4) with every input as
 * text, so a server field error keyed by its payload path (`email`, `emergencyContact.phone`)
 * lands on the input of the same path.
 */
import type { Teacher } from '@/contract/teachers';
import { schoolDay } from '@/lib/dates/school-day';

/** Spec part 2 §9: the country of a new record (the school is in Afghanistan). */
export const DEFAULT_TEACHER_COUNTRY = 'Afghanistan';
export const DEFAULT_TEACHER_STATUS = 'Active';

export type TeacherFormValues = {
  /** Optional: left empty on a new teacher, the server makes one (TCH-001…). */
  employeeId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  dateOfBirth: string;
  /** '' until chosen; then one of TEACHER_GENDERS. */
  gender: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  qualification: string;
  degree: string;
  experience: string;
  department: string;
  subject: string;
  salary: string;
  status: string;
  hireDate: string;
  emergencyContact: { name: string; relationship: string; phone: string };
};


/** A new teacher: Active, in Afghanistan, hired today. */
export function newTeacherValues(today: string = schoolDay()): TeacherFormValues {
  return {
    employeeId: '',
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    dateOfBirth: '',
    gender: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: DEFAULT_TEACHER_COUNTRY,
    qualification: '',
    degree: '',
    experience: '',
    department: '',
    subject: '',
    salary: '',
    status: DEFAULT_TEACHER_STATUS,
    hireDate: today,
    emergencyContact: { name: '', relationship: '', phone: '' },
  };
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
// The API answers YYYY-MM-DD; a timestamp would still show its date in the date input.
const dateText = (value: string | null): string => text(value).slice(0, 10);

/** An existing teacher as the form shows it. */
export function teacherToValues(teacher: Teacher): TeacherFormValues {
  return {
    employeeId: teacher.employeeId,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    email: text(teacher.email),
    mobile: text(teacher.mobile),
    dateOfBirth: dateText(teacher.dateOfBirth),
    gender: text(teacher.gender),
    address: text(teacher.address),
    city: text(teacher.city),
    state: text(teacher.state),
    zipCode: text(teacher.zipCode),
    country: text(teacher.country),
    qualification: text(teacher.qualification),
    degree: text(teacher.degree),
    experience: text(teacher.experience),
    department: text(teacher.department),
    subject: text(teacher.subject),
    salary: text(teacher.salary),
    status: teacher.status,
    hireDate: dateText(teacher.hireDate),
    emergencyContact: {
      name: text(teacher.emergencyContact?.name),
      relationship: text(teacher.emergencyContact?.relationship),
      phone: text(teacher.emergencyContact?.phone),
    },
  };
}
