/** The ONE set of test fixtures of the portal: children, notifications and dashboard answers. */
import type { AttendancePeriod } from '@/contract/attendance-periods';
import type { Child, ParentDashboard, ParentNotification } from '@/contract/parent-portal';

/** The period the portal's attendance figures cover, as the server names it. */
export const THIS_MONTH: AttendancePeriod = { name: 'THIS_MONTH', from: '2025-04-01', to: '2025-04-30' };

/** A child as GET /parents/children sends it (id 31 by default, the id the tab tests' routes use). */
export function makeChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 31,
    firstName: 'Ahmad',
    lastName: 'Karimi',
    grade: '9',
    section: 'A',
    rollNumber: 'R-901',
    email: 'ahmad@example.org',
    phoneNumber: '+93 700 111 222',
    dateOfBirth: '2011-03-14',
    gender: 'Male',
    bloodGroup: 'O+',
    enrollmentDate: '2020-09-01',
    status: 'ACTIVE',
    averageGrade: 87.5,
    attendance: 92,
    attendancePeriod: THIS_MONTH,
    recentActivity: [
      { type: 'grade', title: 'Mathematics Midterm: 91%', date: '2026-11-10' },
      { type: 'assignment', title: 'Essay on rivers handed in', date: '2026-11-08' },
    ],
    subjects: ['Biology', 'Mathematics'],
    address: 'Street 4, Kabul, Afghanistan',
    teacherName: 'Farida Ahmadzai',
    teacherEmail: 'farida@example.org',
    teacherPhone: '+93 700 333 444',
    emergencyContact: { name: 'Nasir Karimi', relationship: 'Father', phone: '+93 700 555 666' },
    ...overrides,
  };
}

export const AHMAD = makeChild({ id: 11 });
export const ZAHRA = makeChild({ id: 12, firstName: 'Zahra', lastName: 'Karimi', grade: '6', section: 'B', averageGrade: 72.3, attendance: 65 });

export function makeNotification(overrides: Partial<ParentNotification> = {}): ParentNotification {
  return {
    id: 1,
    type: 'info',
    title: 'School trip',
    message: 'The trip is on Thursday',
    timestamp: '2026-11-20T08:30:00.000Z',
    read: false,
    studentId: null,
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<ParentDashboard> = {}): ParentDashboard {
  return {
    totalChildren: 2,
    averageAttendance: 79,
    attendancePeriod: THIS_MONTH,
    averageGrade: 79.9,
    unreadNotifications: 3,
    recentNotifications: [],
    children: [AHMAD, ZAHRA],
    ...overrides,
  };
}

export const answer = (data: unknown) => ({ body: { success: true, data } });
