/** A complete teacher payload (every §3.4 field) for the teachers' server tests. */
import type { TeacherWriteInput } from '@/contract/teachers';

export function teacherPayload(overrides: Partial<TeacherWriteInput> = {}): TeacherWriteInput {
  return {
    firstName: 'Zarmina',
    lastName: 'Habibi',
    email: 'zarmina.habibi@example.af',
    mobile: '+93 700 111 222',
    dateOfBirth: '1990-05-17',
    gender: 'Female',
    address: 'Karte Parwan, District 2',
    city: 'Kabul',
    state: 'Kabul',
    zipCode: '1001',
    country: 'Afghanistan',
    qualification: 'Master',
    degree: 'M.Sc. Mathematics',
    experience: 8,
    department: 'Mathematics',
    subject: 'Algebra',
    salary: 33500.5,
    status: 'Active',
    hireDate: '2018-09-01',
    emergencyContact: { name: 'Yama Habibi', relationship: 'Brother', phone: '+93700333444' },
    ...overrides,
  };
}
