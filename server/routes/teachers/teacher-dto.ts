/**
 * A teachers row as the API answers it (src/contract/teachers.ts `teacherSchema`): dates as
 * YYYY-MM-DD, money as numbers, the photo as its URL (only an uploaded file has one).
 */
import type { Teacher, TeacherAssignment, TeacherDocument } from '@/contract/teachers';
import type { teachers } from '../../db/schema';
import { teacherPhotoUrl } from './files/teacher-photo-path';

export type TeacherRow = typeof teachers.$inferSelect;

export type TeacherIncludes = { documents?: TeacherDocument[]; assignments?: TeacherAssignment[] };

const moneyOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

export function toTeacherDto(row: TeacherRow, includes: TeacherIncludes = {}): Teacher {
  return {
    id: row.id,
    employeeId: row.employeeId,
    schoolId: row.schoolId,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    dariName: row.dariName,
    email: row.email,
    mobile: row.mobile,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    qualification: row.qualification,
    degree: row.degree,
    experience: row.experience,
    department: row.department,
    subject: row.subject,
    salary: moneyOrNull(row.salary),
    allowances: Number(row.allowances),
    status: row.status,
    hireDate: row.hireDate,
    photo: teacherPhotoUrl(row.id, row.photo),
    emergencyContact: row.emergencyContact ?? null,
    ...(includes.documents ? { documents: includes.documents } : {}),
    ...(includes.assignments ? { assignments: includes.assignments } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}
