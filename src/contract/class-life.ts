/**
 * Class life: the school's announcements and the assignments set to a class (spec part 2 §7.7,
 * "CRUD on /assignments, /announcements"; payloads not shown, so designed here). The parent portal
 * reads the same rows (GET /parents/{id}/students/{sid}/announcements and .../assignments), so what
 * these calls write is what a parent sees: a PARENTS or ALL announcement once published and until it
 * expires, and every live assignment of the child's class.
 *
 * Access (docs/decisions.md "Class life"):
 * - Announcements: messaging:read reads; messaging:create posts and lets the author edit and delete
 *   their own; messaging:update / messaging:delete edit / delete anyone's.
 * - Assignments: class:read or exam:read reads; exam:create sets; exam:update edits; the author
 *   deletes their own with exam:create, anyone's needs exam:delete.
 * - Without CLASS_LIFE_ADMIN_PERMISSION a writer is held to the classes they teach
 *   (teacher_assignments of their teacher record): no school-wide announcement, an announcement only
 *   for a class they teach, an assignment only for a class and subject they teach.
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { messageAnswer, pagedMessageAnswer } from './api';
import { coercedIdSchema, idSchema, pageSchema } from './ids';
import { localNameRefFields } from './local-names';

export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'PARENTS', 'STAFF', 'STUDENTS'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
/** Computed from publishedAt and expiresAt against now: not yet shown, shown, no longer shown. */
export const ANNOUNCEMENT_STATES = ['SCHEDULED', 'LIVE', 'EXPIRED'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

/** An administrator of the school: writes school-wide announcements and for any class. */
export const CLASS_LIFE_ADMIN_PERMISSION = 'settings:update';
export const CLASS_LIFE_PAGE_SIZE = 20;
export const MAX_GRADE_LIMIT = 1000;

export const ANNOUNCEMENT_MESSAGES = {
  listed: 'Announcements retrieved successfully',
  fetched: 'Announcement retrieved successfully',
  created: 'Announcement posted successfully',
  updated: 'Announcement updated successfully',
  deleted: 'Announcement deleted successfully',
  notFound: 'Announcement not found',
  titleRequired: 'A title is required (at most 200 characters)',
  bodyRequired: 'The announcement text is required (at most 5000 characters)',
  audience: 'Audience must be ALL, PARENTS, STAFF or STUDENTS',
  dateTime: 'Please enter a date and time with its offset, e.g. 2026-03-21T08:00:00+04:30',
  expiresAfterPublished: 'The expiry must be after the publication time',
  expiresInPast: 'The expiry must be in the future; an expired announcement is never shown',
  classNotFound: 'The class was not found in this school',
  schoolWideNeedsAdmin: `A school-wide announcement needs an administrator (${CLASS_LIFE_ADMIN_PERMISSION}); choose one of your classes`,
  notYourClass: 'You can only post announcements for classes you teach',
  notYourAnnouncement: 'You can only change your own announcements',
} as const;

export const ASSIGNMENT_MESSAGES = {
  listed: 'Assignments retrieved successfully',
  fetched: 'Assignment retrieved successfully',
  created: 'Assignment set successfully',
  updated: 'Assignment updated successfully',
  deleted: 'Assignment deleted successfully',
  notFound: 'Assignment not found',
  titleRequired: 'A title is required (at most 200 characters)',
  descriptionLength: 'The description may be at most 5000 characters',
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  dueInPast: 'The due date cannot be before today',
  maxGradeRange: `The maximum grade must be more than 0 and at most ${MAX_GRADE_LIMIT}`,
  rangeOrder: 'The start date must not be after the end date',
  classNotFound: 'The class was not found in this school',
  subjectNotFound: 'The subject was not found in this school',
  notYourClass: 'You can only set assignments for a class and subject you teach',
  notYourAssignment: 'You can only delete your own assignments',
  hasSubmissionsMove: 'Students have already handed this assignment in; its class cannot change',
} as const;

/** A grade already given that a new maximum would fall below. */
export const maxGradeBelowGrades = (highest: number) => `A grade of ${highest} is already given; the maximum grade cannot be less`;

// ---------------------------------------------------------------------------------------------
// Shared pieces

const idParam = coercedIdSchema;
export const classLifeIdParamsSchema = z.object({ id: idParam });
const id = idSchema;

// Typed as what a caller sends (z.preprocess's input type is its function's parameter).
const blankToUndefined = (input: string | undefined) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
const blankToNull = (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input);
const searchText = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
const pageFields = {
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(200).default(CLASS_LIFE_PAGE_SIZE),
  _t: z.unknown().optional(),
};

const isCalendarDay = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};
const daySchema = z
  .string(ASSIGNMENT_MESSAGES.dateFormat)
  .regex(/^\d{4}-\d{2}-\d{2}$/, ASSIGNMENT_MESSAGES.dateFormat)
  .refine(isCalendarDay, ASSIGNMENT_MESSAGES.dateFormat)
  .meta({ format: 'date' });
const dateTime = z.iso.datetime({ offset: true, error: ANNOUNCEMENT_MESSAGES.dateTime });

/** A class or subject, with its Dari and Pashto names (local-names.ts). */
const ref = z.object({ id: z.number().int(), name: z.string(), code: z.string(), ...localNameRefFields });
const personRef = z.object({ id: z.number().int(), name: z.string() });

export const classLifeDeletedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number().int() }),
});


// ---------------------------------------------------------------------------------------------
// Announcements

export const announcementSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** Null: school-wide (class names it). */
  classId: z.number().int().nullable(),
  /** Null: school-wide. */
  class: ref.nullable(),
  publishedAt: timestampSchema,
  /** Null: shown until deleted. */
  expiresAt: timestampSchema.nullable(),
  state: z.enum(ANNOUNCEMENT_STATES),
  createdBy: personRef.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListQuerySchema = z.object({
  ...pageFields,
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_MESSAGES.audience).optional(),
  /** Only this class's announcements (school-wide ones are not included). */
  classId: idParam.optional(),
  /** true: not expired (live or scheduled); false: expired only. */
  active: z.stringbool().optional(),
  /** Part of the title or text, any case. */
  search: searchText,
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

const announcementFields = {
  title: z.string(ANNOUNCEMENT_MESSAGES.titleRequired).trim().min(1, ANNOUNCEMENT_MESSAGES.titleRequired).max(200, ANNOUNCEMENT_MESSAGES.titleRequired),
  body: z.string(ANNOUNCEMENT_MESSAGES.bodyRequired).trim().min(1, ANNOUNCEMENT_MESSAGES.bodyRequired).max(5000, ANNOUNCEMENT_MESSAGES.bodyRequired),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_MESSAGES.audience),
  /** Null or left out: school-wide. */
  classId: id.nullable(),
  /** Left out on a new announcement: now. A future time schedules it. */
  publishedAt: dateTime,
  /** Null or left out: shown until deleted. */
  expiresAt: z.preprocess(blankToNull, dateTime.nullable()),
};
const expiresAfterPublished = (value: { publishedAt?: string; expiresAt?: string | null }) =>
  value.publishedAt === undefined || value.expiresAt === undefined || value.expiresAt === null || Date.parse(value.expiresAt) > Date.parse(value.publishedAt);

export const announcementCreateSchema = z
  .strictObject({
    ...announcementFields,
    audience: announcementFields.audience.default('ALL'),
    classId: announcementFields.classId.optional(),
    publishedAt: announcementFields.publishedAt.optional(),
    expiresAt: announcementFields.expiresAt.optional(),
  })
  .refine(expiresAfterPublished, { message: ANNOUNCEMENT_MESSAGES.expiresAfterPublished, path: ['expiresAt'] });
export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;

/** A partial edit; the route checks expiresAt > publishedAt against the stored values too. */
export const announcementUpdateSchema = z
  .strictObject(announcementFields)
  .partial()
  .refine(expiresAfterPublished, { message: ANNOUNCEMENT_MESSAGES.expiresAfterPublished, path: ['expiresAt'] });
export type AnnouncementUpdate = z.input<typeof announcementUpdateSchema>;

export const announcementAnswerSchema = messageAnswer(announcementSchema);
export const announcementListAnswerSchema = pagedMessageAnswer(announcementSchema);

// ---------------------------------------------------------------------------------------------
// Assignments

export const assignmentSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  /** The class's and subject's ids as an edit sends them (class and subject name them). */
  classId: z.number().int(),
  subjectId: z.number().int(),
  class: ref,
  subject: ref,
  title: z.string(),
  description: z.string().nullable(),
  /** YYYY-MM-DD; handing in on that day is on time. */
  dueDate: calendarDaySchema,
  maxGrade: z.number(),
  createdBy: personRef.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Assignment = z.infer<typeof assignmentSchema>;

/**
 * How the class stands on an assignment. submitted/graded/late/missing count the stored
 * submissions; a student of the class without one is `pending` until the due day has passed
 * (Kabul time), then counts as missing, as the parent portal shows it.
 */
export const assignmentSubmissionCountsSchema = z.object({
  classSize: z.number().int(),
  submitted: z.number().int(),
  graded: z.number().int(),
  late: z.number().int(),
  missing: z.number().int(),
  pending: z.number().int(),
});
export type AssignmentSubmissionCounts = z.infer<typeof assignmentSubmissionCountsSchema>;

export const assignmentDetailSchema = assignmentSchema.extend({ submissions: assignmentSubmissionCountsSchema });
export type AssignmentDetail = z.infer<typeof assignmentDetailSchema>;

const rangeInOrder = (range: { dueFrom?: string; dueTo?: string }) => range.dueFrom === undefined || range.dueTo === undefined || range.dueFrom <= range.dueTo;

export const assignmentListQuerySchema = z
  .object({
    ...pageFields,
    classId: idParam.optional(),
    subjectId: idParam.optional(),
    /** Due on or after this day. */
    dueFrom: daySchema.optional(),
    /** Due on or before this day. */
    dueTo: daySchema.optional(),
    /** Part of the title or description, any case. */
    search: searchText,
  })
  .refine(rangeInOrder, { message: ASSIGNMENT_MESSAGES.rangeOrder, path: ['dueTo'] });
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

const assignmentFields = {
  classId: id,
  subjectId: id,
  title: z.string(ASSIGNMENT_MESSAGES.titleRequired).trim().min(1, ASSIGNMENT_MESSAGES.titleRequired).max(200, ASSIGNMENT_MESSAGES.titleRequired),
  description: z.preprocess(blankToNull, z.string().trim().max(5000, ASSIGNMENT_MESSAGES.descriptionLength).nullable()),
  dueDate: daySchema,
  maxGrade: z.number(ASSIGNMENT_MESSAGES.maxGradeRange).gt(0, ASSIGNMENT_MESSAGES.maxGradeRange).max(MAX_GRADE_LIMIT, ASSIGNMENT_MESSAGES.maxGradeRange),
};

export const assignmentCreateSchema = z.strictObject({
  ...assignmentFields,
  description: assignmentFields.description.optional(),
  maxGrade: assignmentFields.maxGrade.default(100),
});
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;

export const assignmentUpdateSchema = z.strictObject(assignmentFields).partial();
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;

export const assignmentAnswerSchema = messageAnswer(assignmentSchema);
export const assignmentDetailAnswerSchema = messageAnswer(assignmentDetailSchema);
export const assignmentListAnswerSchema = pagedMessageAnswer(assignmentSchema);
