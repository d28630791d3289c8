import type { Child } from '@/contract/parent-portal';

/** A child as GET /parents/children sends it, for the tab tests. */
export function makeChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 31,
    firstName: 'Maryam',
    lastName: 'Karimi',
    grade: '9',
    section: 'A',
    rollNumber: '12',
    email: null,
    phoneNumber: null,
    dateOfBirth: '2011-03-04',
    gender: 'FEMALE',
    bloodGroup: null,
    enrollmentDate: '2020-03-21',
    status: 'ACTIVE',
    averageGrade: 86.4,
    attendance: 92,
    recentActivity: [],
    subjects: ['Mathematics'],
    address: null,
    teacherName: null,
    teacherEmail: null,
    teacherPhone: null,
    emergencyContact: { name: 'Ahmad Karimi', relationship: 'Father', phone: '0700000000' },
    ...overrides,
  };
}
