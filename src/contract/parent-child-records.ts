/**
 * A child's records under the parent's own path (spec part 2 §7.5, "wider client paths"):
 * GET /parents/{id}/students/{sid}/attendance|grades|exams|fees answer as the /students/{id}/...
 * calls do (student-portal-records.ts); this file holds the answers the spec names without a
 * shape: assignments, timetable, payments, reports, documents, announcements and messages
 * (parent-account.ts's message). The shapes are this product's (docs/decisions.md "Parent portal").
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { GRADE_SCALE } from '@/contract/student-analytics';
import { coercedIdSchema, pageSchema } from './ids';

/** Paged lists (payments, assignments, messages): at most this many a page. */
export const PARENT_CHILD_MAX_PAGE_SIZE = 100;
export const PARENT_CHILD_DEFAULT_PAGE_SIZE = 20;
/** Announcements shown, newest first. */
export const PARENT_CHILD_ANNOUNCEMENT_LIMIT = 20;

/** A parent under another parent's id is refused with PARENT_ACCOUNT_MESSAGES.notYourAccount. */
export const PARENT_CHILD_MESSAGES = {
  studentNotFound: 'Student not found',
  documentNotFound: 'Document not found',
} as const;

const id = coercedIdSchema;
const cacheBuster = { _t: z.unknown().optional() };
const percent = z.number().min(0).max(100);

/** `/parents/{id}/students/{sid}/...` */
export const parentChildParamsSchema = z.object({ id, sid: id });
export const parentChildDocumentParamsSchema = parentChildParamsSchema.extend({ docId: id });

export const parentChildPageQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PARENT_CHILD_MAX_PAGE_SIZE).default(PARENT_CHILD_DEFAULT_PAGE_SIZE),
  ...cacheBuster,
});
export const parentChildCacheBusterSchema = z.object(cacheBuster);

// ---------------------------------------------------------------------------------------------
// assignments

/** A submission's status, or PENDING: nothing handed in and not yet due (due today counts as not yet). */
export const CHILD_ASSIGNMENT_STATUSES = ['PENDING', 'SUBMITTED', 'GRADED', 'LATE', 'MISSING'] as const;
export type ChildAssignmentStatus = (typeof CHILD_ASSIGNMENT_STATUSES)[number];

export const childAssignmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  subject: z.string(),
  /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  /** YYYY-MM-DD. */
  dueDate: calendarDaySchema,
  maxGrade: z.number(),
  status: z.enum(CHILD_ASSIGNMENT_STATUSES),
  /** When handed in (ISO instant); null when not handed in. */
  submittedAt: timestampSchema.nullable(),
  /** The mark, once graded. */
  grade: z.number().nullable(),
  percentage: percent.nullable(),
});
export type ChildAssignment = z.infer<typeof childAssignmentSchema>;

// ---------------------------------------------------------------------------------------------
// timetable

/** ISO weekdays in the order of an Afghan school week: Saturday (6) to Thursday (4), Friday last. */
export const SCHOOL_WEEK_ORDER = [6, 7, 1, 2, 3, 4, 5] as const;

export const timetableLessonSchema = z.object({
  id: z.number().int(),
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** 'HH:MM:SS'. */
  startTime: z.string(),
  endTime: z.string(),
  subject: z.string(),
  /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  teacherName: z.string().nullable(),
  room: z.string().nullable(),
});
export type TimetableLesson = z.infer<typeof timetableLessonSchema>;

export const childTimetableSchema = z.object({
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  /** Saturday → Thursday, then by start time. */
  lessons: z.array(timetableLessonSchema),
});
export type ChildTimetable = z.infer<typeof childTimetableSchema>;

// ---------------------------------------------------------------------------------------------
// payments

export const childPaymentSchema = z.object({
  id: z.number().int(),
  receiptNumber: z.string(),
  /** YYYY-MM-DD. */
  paymentDate: calendarDaySchema,
  amount: z.number(),
  method: z.string(),
  type: z.string(),
  status: z.string(),
  remarks: z.string().nullable(),
});
export type ChildPayment = z.infer<typeof childPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// reports

export const reportSubjectSchema = z.object({
  subject: z.string(),
  /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  /** Mean percentage of the subject's marks in the year, one decimal. */
  averagePercentage: percent,
  /** The product's one grade scale (spec §9, as the grades and the student dashboard show it). */
  letter: z.enum(GRADE_SCALE),
  marks: z.number().int(),
});

export const reportCardSchema = z.object({
  /** The grades' academic year (the year of the mark's date when a grade has none). */
  academicYear: z.string(),
  /** First day of the period: the year's first mark. */
  startDate: calendarDaySchema,
  /** Last day of the period: the day before the next year's first mark; today for the newest. */
  endDate: calendarDaySchema,
  /** Alphabetical. */
  subjects: z.array(reportSubjectSchema),
  /** Mean of the subject averages (every subject weighs the same), one decimal. */
  overallAverage: percent,
  overallLetter: z.enum(GRADE_SCALE),
  attendance: z.object({
    total: z.number().int(),
    /** The marks that count as attending (PRESENT and LATE), on school days. */
    present: z.number().int(),
    /** Attending marks over all marks of the period on school days, rounded (0 without marks). */
    percentage: z.number().int().min(0).max(100),
  }),
});
export type ReportCard = z.infer<typeof reportCardSchema>;

// ---------------------------------------------------------------------------------------------
// documents

export const childDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** When it was added (ISO instant). */
  createdAt: timestampSchema,
  url: z.string().describe('URL path to download the file'),
});
export type ChildDocument = z.infer<typeof childDocumentSchema>;

// ---------------------------------------------------------------------------------------------
// announcements

export const childAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(['ALL', 'PARENTS']),
  /** Null: school-wide; else the child's class. */
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  /** The class's Dari and Pashto names (local-names.ts); null or absent: not given. */
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  publishedAt: timestampSchema,
  expiresAt: timestampSchema.nullable(),
});
export type ChildAnnouncement = z.infer<typeof childAnnouncementSchema>;
