/** The notification stub's entities (spec part 1 §3, part 2 §3.10, §9). */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';

export const NOTIFICATION_TYPES = [
  'STUDENT_CREATED',
  'STUDENT_UPDATED',
  'STUDENT_DELETED',
  'PAYMENT_RECEIVED',
  'PAYMENT_FAILED',
  'PAYMENT_PENDING',
  'EXAM_SCHEDULED',
  'EXAM_RESULTS',
  'ATTENDANCE_MARKED',
  'SYSTEM_UPDATE',
  'MAINTENANCE_NOTICE',
  'CUSTOM_NOTIFICATION',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const NOTIFICATION_PRIORITIES = ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const;
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>;

export const NOTIFICATION_STATUSES = ['PENDING', 'READ', 'ARCHIVED'] as const;
export const notificationStatusSchema = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  priority: notificationPrioritySchema,
  status: notificationStatusSchema,
  /** ISO date-time strings. */
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
  archivedAt: timestampSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** What a caller gives to add one; the rest is filled in. */
export const newNotificationSchema = z.object({
  type: notificationTypeSchema,
  title: z.string().trim().min(1),
  message: z.string(),
  priority: notificationPrioritySchema.default('NORMAL'),
});
export type NewNotification = z.input<typeof newNotificationSchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

export const quietHoursSchema = z.object({ enabled: z.boolean(), start: clockTime, end: clockTime });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  quietHours: quietHoursSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: true,
  sms: false,
  quietHours: { enabled: false, start: '22:00', end: '08:00' },
};

export type NotificationStats = { total: number; unread: number; read: number; archived: number };

/** Notifications older than this are cleaned up. */
export const NOTIFICATION_RETENTION_DAYS = 30;
