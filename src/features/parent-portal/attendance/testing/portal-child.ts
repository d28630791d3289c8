import type { Child } from '@/contract/parent-portal';

/** A child as GET /parents/children sends it, for the tab tests. */
export function makeChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 31,
    firstName: 'Ahmad',
    lastName: 'Karimi',
    grade: '9',
    section: 'A',
    rollNumber: '12',
    email: null,
    phoneNumber: null,
    dateOfBirth: '2012-03-04',
    gender: 'MALE',
    bloodGroup: null,
    enrollmentDate: '2024-03-21',
    status: 'ACTIVE',
    averageGrade: 84.5,
    attendance: 92,
    recentActivity: [],
    subjects: ['Mathematics'],
    address: null,
    teacherName: null,
    teacherEmail: null,
    teacherPhone: null,
    emergencyContact: { name: 'Karim', relationship: 'Father', phone: '0700000000' },
    ...overrides,
  };
}
