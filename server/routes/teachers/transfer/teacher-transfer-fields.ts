/**
 * The teacher fields a file carries, shared by the export (column headers and values) and the
 * import (which column feeds which field). A CSV header is the field's label ("First Name"); a
 * JSON key is the field name ("firstName"). An import recognises either, case-insensitively and
 * ignoring spaces and punctuation, so an exported file imports back without a mapping.
 */
import { TEACHER_EXPORT_FIELDS, type Teacher, type TeacherExportField } from '@/contract/teachers';

export const TEACHER_FIELD_LABELS: Readonly<Record<TeacherExportField, string>> = {
  id: 'ID',
  employeeId: 'Employee ID',
  firstName: 'First Name',
  lastName: 'Last Name',
  dariName: 'Dari Name',
  email: 'Email',
  mobile: 'Mobile',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  country: 'Country',
  qualification: 'Qualification',
  degree: 'Degree',
  experience: 'Experience',
  department: 'Department',
  subject: 'Subject',
  salary: 'Salary',
  allowances: 'Allowances',
  status: 'Status',
  hireDate: 'Hire Date',
  emergencyContactName: 'Emergency Contact Name',
  emergencyContactRelationship: 'Emergency Contact Relationship',
  emergencyContactPhone: 'Emergency Contact Phone',
  createdAt: 'Created At',
  updatedAt: 'Updated At',
  deletedAt: 'Deleted At',
};

export function teacherFieldValue(teacher: Teacher, field: TeacherExportField): string | number | null {
  switch (field) {
    case 'emergencyContactName':
      return teacher.emergencyContact?.name ?? null;
    case 'emergencyContactRelationship':
      return teacher.emergencyContact?.relationship ?? null;
    case 'emergencyContactPhone':
      return teacher.emergencyContact?.phone ?? null;
    default:
      return teacher[field];
  }
}

/** "Emergency Contact Phone", "emergency_contact_phone" and "emergencyContactPhone" all read the same. */
export function normaliseColumnName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const FIELD_BY_NORMALISED_NAME = new Map<string, TeacherExportField>(
  TEACHER_EXPORT_FIELDS.flatMap((field) => [
    [normaliseColumnName(field), field],
    [normaliseColumnName(TEACHER_FIELD_LABELS[field]), field],
  ]),
);

/** The field a column or mapping target names, by its field name or label; undefined when none. */
export function teacherFieldNamed(name: string): TeacherExportField | undefined {
  return FIELD_BY_NORMALISED_NAME.get(normaliseColumnName(name));
}
