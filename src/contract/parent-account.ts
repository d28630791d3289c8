/**
 * A parent's own account calls (spec part 2 §7.5, "wider client paths"): settings
 * (GET/PUT /parents/{id}/settings) and messages to the school (POST /parents/{id}/messages).
 * The spec shows neither payload; these shapes are this product's (docs/decisions.md
 * "Parent portal").
 */
import { z } from 'zod';
import { attendancePeriodSchema } from './attendance-periods';
import { calendarDaySchema, timestampSchema } from '@/contract/timestamps';
import { DEFAULT_NOTIFICATION_PREFERENCES, notificationPreferencesSchema } from '@/contract/notifications';
import { PORTAL_EXAM_STATUSES, subjectProgressSchema } from '@/contract/student-portal-records';
import { idSchema } from './ids';

export const PARENT_MESSAGE_SUBJECT_MAX = 150;
export const PARENT_MESSAGE_BODY_MAX = 4000;

export const PARENT_ACCOUNT_MESSAGES = {
  notYourAccount: 'Access denied. You can only use your own parent account.',
  parentNotFound: 'Parent not found',
  notYourChild: 'Access denied. This student is not your child.',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${PARENT_MESSAGE_SUBJECT_MAX} characters`,
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${PARENT_MESSAGE_BODY_MAX} characters`,
  messageSent: 'Message sent to the school',
  settingsSaved: 'Settings saved',
} as const;

/** The portal's settings: how the parent wants to be told (spec §3.10 preferences). */
export const parentSettingsSchema = z.object({ notifications: notificationPreferencesSchema });
export type ParentSettings = z.infer<typeof parentSettingsSchema>;

export const DEFAULT_PARENT_SETTINGS: ParentSettings = { notifications: DEFAULT_NOTIFICATION_PREFERENCES };

/** POST /parents/{id}/messages: to the school, about one child (`studentId`) or none. */
export const newParentMessageSchema = z.object({
  studentId: idSchema.nullable().optional(),
  subject: z.string().trim().min(1, PARENT_ACCOUNT_MESSAGES.subjectRequired).max(PARENT_MESSAGE_SUBJECT_MAX, PARENT_ACCOUNT_MESSAGES.subjectTooLong),
  body: z.string().trim().min(1, PARENT_ACCOUNT_MESSAGES.bodyRequired).max(PARENT_MESSAGE_BODY_MAX, PARENT_ACCOUNT_MESSAGES.bodyTooLong),
});
export type NewParentMessage = z.input<typeof newParentMessageSchema>;

export const parentMessageSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int().nullable(),
  /** "First Last" of the child it is about, or null. */
  studentName: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  createdAt: timestampSchema,
  /** When someone at the school opened it; null while unread. */
  readAt: timestampSchema.nullable(),
});
export type ParentMessage = z.infer<typeof parentMessageSchema>;

// ---------------------------------------------------------------------------------------------
// GET /parents/{id}: the parent's profile

export const parentProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dariName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** From the parent record (Mother, Father, Guardian ...); null when the school keeps none. */
  relationship: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  /** Live (not deleted) children linked to this parent. */
  childrenCount: z.number().int(),
});
export type ParentProfile = z.infer<typeof parentProfileSchema>;

// ---------------------------------------------------------------------------------------------
// GET /parents/{id}/performance: every child's figures and the family's

const percent = z.number().min(0).max(100);

export const childPerformanceSchema = z.object({
  studentId: z.number().int(),
  /** "First Last". */
  studentName: z.string(),
  /** THE attendance rate (PRESENT and LATE over all marks on school days, rounded; 0 without marks), all time. */
  attendancePercentage: z.number().int().min(0).max(100),
  /** Mean percentage of every grade, one decimal (0 without grades). */
  averageGrade: percent,
  completedAssignments: z.number().int(),
  totalAssignments: z.number().int(),
  /** completed over total in percent, rounded (0 without assignments). */
  completionRate: z.number().int().min(0).max(100),
  /** Per subject: average, assignments and trend, as the child's Academics tab shows them. */
  subjects: z.array(subjectProgressSchema),
});
export type ChildPerformance = z.infer<typeof childPerformanceSchema>;

export const parentPerformanceSchema = z.object({
  children: z.array(childPerformanceSchema),
  /** The period the attendance figures cover: all time (the portal's dashboard cards cover this month). */
  attendancePeriod: attendancePeriodSchema,
  family: z.object({
    /** Mean of the children's attendance percentages, rounded (as the dashboard card rounds its own). */
    averageAttendance: z.number().int().min(0).max(100),
    /** Mean of the children's average grades, one decimal (as the dashboard card). */
    averageGrade: percent,
    /** All children's assignments together. */
    completedAssignments: z.number().int(),
    totalAssignments: z.number().int(),
    completionRate: z.number().int().min(0).max(100),
  }),
});
export type ParentPerformance = z.infer<typeof parentPerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// GET /parents/{id}/calendar?from&to: the children's dated events

/** The longest calendar range one call may ask for, in days (both ends included). */
export const PARENT_CALENDAR_MAX_DAYS = 366;

export const PARENT_CALENDAR_MESSAGES = {
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  rangeReversed: 'The start date must not be after the end date',
  rangeTooLong: `Choose a range of at most ${PARENT_CALENDAR_MAX_DAYS} days`,
} as const;

const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};
const calendarDay = z.string().refine(isCalendarDay, PARENT_CALENDAR_MESSAGES.invalidDate).meta({ format: 'date' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included. */
export function calendarRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Both ends optional: none is the current school month; only one is that day's month from or to
 * it (the server fills them in). Both given: in order and at most PARENT_CALENDAR_MAX_DAYS.
 */
export const parentCalendarQuerySchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional(), _t: z.unknown().optional() })
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) return;
    if (query.from > query.to) context.addIssue({ code: 'custom', path: ['to'], message: PARENT_CALENDAR_MESSAGES.rangeReversed });
    else if (calendarRangeDays(query.from, query.to) > PARENT_CALENDAR_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: PARENT_CALENDAR_MESSAGES.rangeTooLong });
    }
  });
export type ParentCalendarQuery = z.input<typeof parentCalendarQuerySchema>;

const calendarEventBase = {
  /** The exam's or the assignment's id (unique per type, not across types). */
  id: z.number().int(),
  /** YYYY-MM-DD: the exam's date or the assignment's due date. */
  date: calendarDaySchema,
  studentId: z.number().int(),
  studentName: z.string(),
  title: z.string(),
  subject: z.string(),
  /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
};

export const examCalendarEventSchema = z.object({
  type: z.literal('exam'),
  ...calendarEventBase,
  /** The exam's Dari and Pashto names (local-names.ts); null or absent: not given. */
  titleDariName: z.string().nullable().optional(),
  titlePashtoName: z.string().nullable().optional(),
  /** 'HH:MM:SS' or null when not set. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  room: z.string().nullable(),
  status: z.enum(PORTAL_EXAM_STATUSES),
});

export const assignmentCalendarEventSchema = z.object({
  type: z.literal('assignment'),
  ...calendarEventBase,
  /** Handed in (SUBMITTED, GRADED or LATE). */
  submitted: z.boolean(),
});

export const parentCalendarEventSchema = z.discriminatedUnion('type', [examCalendarEventSchema, assignmentCalendarEventSchema]);
export type ParentCalendarEvent = z.infer<typeof parentCalendarEventSchema>;

export const parentCalendarSchema = z.object({
  /** The range answered (the defaults filled in). */
  from: calendarDaySchema,
  to: calendarDaySchema,
  /** By date, then start time (untimed last), then child, then type and id. */
  events: z.array(parentCalendarEventSchema),
});
export type ParentCalendar = z.infer<typeof parentCalendarSchema>;
