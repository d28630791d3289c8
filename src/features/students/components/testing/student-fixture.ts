/** Test data for the students area: a student as the API answers it, and list answers. */
import type { Student } from '@/contract/students';

let counter = 0;

export type StudentOverrides = Partial<Omit<Student, 'user'>> & { user?: Partial<Student['user']> };

export function makeStudent(overrides: StudentOverrides = {}): Student {
  counter += 1;
  const { user, ...rest } = overrides;
  return {
    id: counter,
    userId: 100 + counter,
    schoolId: 1,
    admissionNo: `ADM-2026-${String(counter).padStart(4, '0')}`,
    rollNo: String(counter),
    tazkiraNo: null,
    classId: 3,
    class: { id: 3, name: 'Grade 7', code: 'G7' },
    admissionDate: '2026-03-21',
    status: 'ACTIVE',
    bloodGroup: 'O+',
    nationality: 'Afghanistan',
    religion: 'Islam',
    caste: null,
    previousSchool: 'Habibia High School',
    bankName: 'Azizi Bank',
    bankAccountNo: '0012345678',
    originAddress: 'Street 4, Karte Se',
    originCity: 'Herat',
    originState: null,
    originProvince: 'Herat',
    originCountry: 'Afghanistan',
    originPostalCode: '3001',
    currentAddress: 'House 12, Shar-e-Naw',
    currentCity: 'Kabul',
    currentState: null,
    currentProvince: 'Kabul',
    currentCountry: 'Afghanistan',
    currentPostalCode: '1001',
    cardPrintCount: 0,
    convertedFromCustomerId: null,
    parent: null,
    createdAt: '2026-03-21T05:00:00.000Z',
    updatedAt: '2026-03-21T05:00:00.000Z',
    deletedAt: null,
    ...rest,
    user: {
      id: 100 + counter,
      username: `student${counter}`,
      firstName: 'Ahmad',
      middleName: null,
      lastName: 'Rahimi',
      dariName: 'احمد رحیمی',
      displayName: null,
      gender: 'MALE',
      dateOfBirth: '2014-05-02',
      birthDate: '2014-05-02',
      phone: '+93 70 123 4567',
      email: null,
      tazkiraNo: null,
      status: 'ACTIVE',
      avatar: null,
      bio: null,
      timezone: 'Asia/Kabul',
      locale: 'en-AF',
      metadata: null,
      ...user,
    },
  };
}

/** GET /students's answer: one page of `totalCount` students. */
export function studentListAnswer(students: Student[], { page = 1, limit = 10, totalCount = students.length } = {}) {
  return {
    body: {
      success: true,
      message: 'Students retrieved successfully',
      data: students,
      meta: { pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(totalCount / limit)), totalCount, limit } },
    },
  };
}

/** GET /rbac/permissions/user/7/effective as the server answers it for the session user of these tests. */
export function effectivePermissionsAnswer(permissionNames: readonly string[]) {
  const permissions = Object.fromEntries(permissionNames.map((name) => [name, true]));
  return {
    body: {
      success: true,
      data: { userId: 7, username: 'staff', role: 'STAFF', permissions, permissionNames: [...permissionNames], dataScopes: ['school:1'], grants: [], revocations: [] },
    },
  };
}
