/**
 * The parent portal's own answers (spec part 2 §2.5, §3.9, §7.5): GET /parents/children (the Child),
 * GET /parents/notifications (the Notification), GET /parents/dashboard, and
 * PATCH /parents/{id}/notifications/{nid}/read. A child's records (attendance, grades, exams, fees)
 * are in student-portal-records.ts.
 */
import { z } from 'zod';
import { attendancePeriodSchema } from './attendance-periods';
import { localNameRefFields } from './local-names';
import { calendarDaySchema } from '@/contract/timestamps';

/** Notification types (spec §4: warning, error, success, other; `info` is the other kind). */
export const PARENT_NOTIFICATION_TYPES = ['warning', 'error', 'success', 'info'] as const;

export const PARENT_PORTAL_MESSAGES = {
  /** Dashboard empty state (spec §2.5). */
  noChildren: 'No children found. Please contact the school if you believe this is an error',
  studentNotFound: 'Student not found',
  notificationNotFound: 'Notification not found',
  notYourAccount: 'Access denied. You can only read your own notifications.',
  notificationRead: 'Notification marked as read',
} as const;

const percent = z.number().min(0).max(100);

/** One recent event of a child: a grade received or a piece of work handed in. */
export const childActivitySchema = z.object({
  type: z.enum(['grade', 'assignment']),
  title: z.string(),
  date: calendarDaySchema,
});
export type ChildActivity = z.infer<typeof childActivitySchema>;

/** A child as the portal shows it (spec §3.9 Child). */
export const childSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The class's grade ("9"), or the class name when it has no grade; null without a class. */
  grade: z.string().nullable(),
  /**
   * When `grade` is the class name (a class without a grade): the class's Dari and Pashto names
   * (local-names.ts); null or absent otherwise or when not given.
   */
  gradeDariName: z.string().nullable().optional(),
  gradePashtoName: z.string().nullable().optional(),
  section: z.string().nullable(),
  rollNumber: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  bloodGroup: z.string().nullable(),
  enrollmentDate: calendarDaySchema.nullable(),
  status: z.string(),
  /** Mean percentage of the child's grades, one decimal (0 without grades). */
  averageGrade: percent,
  /** The child's attendance rate over `attendancePeriod` (this month): PRESENT and LATE over all marks on school days, whole percent (0 without marks). */
  attendance: z.number().int().min(0).max(100),
  /** The period `attendance` covers: the month that holds today, as the Attendance tab shows it by default. */
  attendancePeriod: attendancePeriodSchema,
  /** The latest 5 grades and hand-ins, newest first. */
  recentActivity: z.array(childActivitySchema),
  /** Subject names: taught in the child's class or graded for the child, by name. */
  subjects: z.array(z.string()),
  /** The same subjects, in the same order, with their Dari and Pashto names (local-names.ts). */
  subjectNames: z.array(z.object({ name: z.string(), ...localNameRefFields })).optional(),
  address: z.string().nullable(),
  /** The class teacher (a teacher assignment without a subject). */
  teacherName: z.string().nullable(),
  teacherEmail: z.string().nullable(),
  teacherPhone: z.string().nullable(),
  emergencyContact: z.object({ name: z.string(), relationship: z.string(), phone: z.string() }),
});
export type Child = z.infer<typeof childSchema>;

/** A notification to the parent (spec §3.9 Notification). */
export const parentNotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(PARENT_NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** When it was sent (ISO). */
  timestamp: z.string(),
  read: z.boolean(),
  /** The child it is about, when about one. */
  studentId: z.number().int().nullable(),
});
export type ParentNotification = z.infer<typeof parentNotificationSchema>;

/** The Dashboard tab's cards and its latest 5 notifications. */
export const parentDashboardSchema = z.object({
  totalChildren: z.number().int(),
  /** Mean of the children's attendance figures, rounded (0 without children). */
  averageAttendance: z.number().int().min(0).max(100),
  /** The period the attendance figures cover (this month). */
  attendancePeriod: attendancePeriodSchema,
  /** Mean of the children's average grades, one decimal (0 without children). */
  averageGrade: percent,
  unreadNotifications: z.number().int(),
  recentNotifications: z.array(parentNotificationSchema),
  children: z.array(childSchema),
});
export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

/** Recent notifications on the dashboard (spec §9). */
export const DASHBOARD_NOTIFICATION_LIMIT = 5;
