/**
 * A student as the API answers it (studentSchema of the contract): the students row with its
 * user, class and parent. Dates are YYYY-MM-DD, instants ISO; the nested user carries the
 * student's status; `avatar` is the URL that serves the photo (when one was uploaded).
 */
import { STUDENT_GENDERS, STUDENT_STATUSES, type Student, type StudentGender, type StudentStatus } from '@/contract/students';
import type { classes, parents, students, users } from '../../db/schema';
import { studentAvatarUrl } from './student-avatar-path';

export type StudentRow = typeof students.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ParentRow = typeof parents.$inferSelect;
export type ClassRow = Pick<typeof classes.$inferSelect, 'id' | 'name' | 'code'> & Partial<Pick<typeof classes.$inferSelect, 'dariName' | 'pashtoName'>>;

/** One joined row of the student read query (student-read-query.ts). */
export type StudentRecord = {
  student: StudentRow;
  user: UserRow;
  klass: ClassRow | null;
  parentUser: UserRow | null;
  parent: ParentRow | null;
};


const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

// Stored values are canonical, but a row written by other code must not break the answer.
const asStatus = (value: string): StudentStatus =>
  (STUDENT_STATUSES as readonly string[]).includes(value) ? (value as StudentStatus) : 'ACTIVE';
const asGender = (value: string | null): StudentGender | null =>
  value !== null && (STUDENT_GENDERS as readonly string[]).includes(value) ? (value as StudentGender) : null;

function parentDto(parentUser: UserRow, parent: ParentRow | null): Student['parent'] {
  return {
    // A parent user without a profile row yet (made elsewhere) still shows; its id is 0.
    id: parent?.id ?? 0,
    user: {
      id: parentUser.id,
      username: parentUser.username,
      firstName: parentUser.firstName,
      middleName: parentUser.middleName,
      lastName: parentUser.lastName,
      dariName: parentUser.dariName,
      displayName: parentUser.displayName,
      phone: parentUser.phone,
      email: parentUser.email,
      gender: asGender(parentUser.gender),
    },
    occupation: parent?.occupation ?? null,
    annualIncome: parent?.annualIncome == null ? null : Number(parent.annualIncome),
    education: parent?.education ?? null,
    employer: parent?.employer ?? null,
    designation: parent?.designation ?? null,
    workPhone: parent?.workPhone ?? null,
    emergencyContact: parent?.emergencyContact ?? null,
    relationship: parent?.relationship ?? 'Parent',
    isGuardian: parent?.isGuardian ?? true,
    isEmergencyContact: parent?.isEmergencyContact ?? true,
  };
}

export function toStudentDto({ student, user, klass, parentUser, parent }: StudentRecord): Student {
  const status = asStatus(student.status);
  return {
    id: student.id,
    userId: student.userId,
    schoolId: student.schoolId,
    admissionNo: student.admissionNo,
    rollNo: student.rollNo,
    tazkiraNo: student.tazkiraNo ?? user.tazkiraNo,
    classId: student.classId,
    class: klass ? { id: klass.id, name: klass.name, dariName: klass.dariName ?? null, pashtoName: klass.pashtoName ?? null, code: klass.code } : null,
    admissionDate: student.admissionDate,
    status,
    bloodGroup: student.bloodGroup,
    nationality: student.nationality,
    religion: student.religion,
    caste: student.caste,
    previousSchool: student.previousSchool,
    bankName: student.bankName,
    bankAccountNo: student.bankAccountNo,
    originAddress: student.originAddress,
    originCity: student.originCity,
    originState: student.originState,
    originProvince: student.originProvince,
    originCountry: student.originCountry,
    originPostalCode: student.originPostalCode,
    currentAddress: student.currentAddress,
    currentCity: student.currentCity,
    currentState: student.currentState,
    currentProvince: student.currentProvince,
    currentCountry: student.currentCountry,
    currentPostalCode: student.currentPostalCode,
    cardPrintCount: student.cardPrintCount,
    convertedFromCustomerId: student.convertedFromCustomerId,
    user: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      dariName: user.dariName,
      displayName: user.displayName,
      gender: asGender(user.gender),
      dateOfBirth: user.dateOfBirth,
      birthDate: user.dateOfBirth,
      phone: user.phone,
      email: user.email,
      tazkiraNo: user.tazkiraNo,
      status,
      avatar: studentAvatarUrl(student.id, user.avatarPath),
      bio: user.bio,
      timezone: user.timezone,
      locale: user.locale,
      metadata: user.metadata == null ? null : JSON.stringify(user.metadata),
    },
    parent: parentUser ? parentDto(parentUser, parent) : null,
    createdAt: student.createdAt.toISOString(),
    updatedAt: student.updatedAt.toISOString(),
    deletedAt: iso(student.deletedAt),
  };
}
