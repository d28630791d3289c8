/** Test data for the teachers area: teachers, list and stats answers as the API gives them. */
import type { Teacher, TeacherStats } from '@/contract/teachers';

/** The harness's stubbed answer (a feature's helpers may not import src/app). */
type StubAnswer = { status?: number; body: unknown };

let counter = 0;

export function makeTeacher(overrides: Partial<Teacher> = {}): Teacher {
  counter += 1;
  return {
    id: counter,
    employeeId: `TCH-${String(counter).padStart(3, '0')}`,
    schoolId: 1,
    userId: null,
    firstName: 'Farid',
    lastName: 'Noori',
    dariName: null,
    email: `teacher${counter}@school.af`,
    mobile: '+93 70 555 0101',
    dateOfBirth: '1985-04-12',
    gender: 'Male',
    address: 'Street 3, Karte Char',
    city: 'Kabul',
    state: 'Kabul',
    zipCode: '1001',
    country: 'Afghanistan',
    qualification: 'Master',
    degree: 'M.Sc. Mathematics',
    experience: 8,
    department: 'Science',
    subject: 'Mathematics',
    salary: 45000,
    allowances: 0,
    status: 'Active',
    hireDate: '2018-03-21',
    photo: null,
    emergencyContact: { name: 'Laila Noori', relationship: 'Spouse', phone: '+93 70 555 0102' },
    createdAt: '2026-03-21T05:00:00.000Z',
    updatedAt: '2026-03-21T05:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

export function teacherListAnswer(
  teachers: Teacher[],
  { page = 1, limit = 20, totalCount = teachers.length }: { page?: number; limit?: number; totalCount?: number } = {},
): StubAnswer {
  return {
    body: {
      success: true,
      data: teachers,
      meta: { total: totalCount, pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(totalCount / limit)), totalCount, limit } },
    },
  };
}

export function makeTeacherStats(overrides: Partial<TeacherStats> = {}): TeacherStats {
  return {
    total: 8,
    active: 5,
    inactive: 2,
    onLeave: 1,
    terminated: 0,
    averageSalary: 41250.5,
    totalSalary: 330004,
    averageExperience: 7.5,
    departments: 3,
    byDepartment: [
      { department: 'Science', count: 4, active: 3, averageSalary: 45000, averageExperience: 9 },
      { department: 'Languages', count: 3, active: 2, averageSalary: 38000, averageExperience: 6 },
      { department: 'Arts', count: 1, active: 0, averageSalary: 36000, averageExperience: 4 },
    ],
    byStatus: [
      { status: 'Active', count: 5 },
      { status: 'Inactive', count: 2 },
      { status: 'On Leave', count: 1 },
    ],
    ...overrides,
  };
}

export function teacherStatsAnswer(stats: TeacherStats = makeTeacherStats()): StubAnswer {
  return { body: { success: true, data: stats } };
}
