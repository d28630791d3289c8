/**
 * School-wide performance figures (spec part 2 §7.7 "Performance GETs for teachers, subjects,
 * grades, schools, parents, exam-timetables"; grades and exam timetables live in ./exams):
 * GET /teachers/performance, /subjects/performance, /subjects/{id}/performance,
 * /schools/performance, /schools/{id}/performance and /parents/performance. The spec shows no
 * shapes; these are this product's (docs/decisions.md "Performance").
 *
 * Every call covers a range of Kabul days, `from` to `to`, both included: left out, `to` is
 * today and `from` 89 days before it (90 days, the teacher score's own default); at most
 * PERFORMANCE_MAX_DAYS days. Percentages: one decimal, null when there is no data (never 0 for
 * "nothing recorded"). Each figure reuses its area's rule:
 * - teachers: the /teachers/{id}/performance score and parts (pass mark PASS_MARK, 60 %);
 * - subjects and schools: the grades' rule of /grades/performance (pass mark PASS_PERCENT, 50 %),
 *   so a subject's figures here equal its row there for the same range;
 * - attendance rates of schools and families: `attendanceRate` (PRESENT over all marks);
 * - money: finance's rule (collected = PAID and PARTIALLY_PAID; still owed =
 *   PAYMENT_OUTSTANDING_STATUSES).
 */
import { z } from 'zod';
import { calendarDaySchema } from '@/contract/timestamps';
import { messageAnswer, paginationSchema } from './api';
import { coercedIdSchema, pageSchema } from './ids';

/** The longest range one call may cover (a leap year), both ends included. */
export const PERFORMANCE_MAX_DAYS = 366;
/** The range when none is given: the last 90 days, today included. */
export const PERFORMANCE_DEFAULT_DAYS = 90;
export const PERFORMANCE_PAGE_SIZE = 20;
export const PERFORMANCE_MAX_PAGE_SIZE = 100;

export const PERFORMANCE_MESSAGES = {
  teachersFetched: 'Teacher performance retrieved successfully',
  subjectsFetched: 'Subject performance retrieved successfully',
  subjectFetched: 'Subject performance retrieved successfully',
  schoolsFetched: 'School performance retrieved successfully',
  schoolFetched: 'School performance retrieved successfully',
  familiesFetched: 'Family performance retrieved successfully',
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: `Choose a range of at most ${PERFORMANCE_MAX_DAYS} days`,
  schoolNotFound: 'School not found',
  /** A PARENT holds parent:read for their portal; the whole school's families are not theirs to see. */
  familiesForStaff: 'Access denied. A parent sees only their own family, at /parents/{id}/performance.',
} as const;

// ---------------------------------------------------------------------------------------------
// The range

const isCalendarDay = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};
const daySchema = z
  .string(PERFORMANCE_MESSAGES.invalidDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, PERFORMANCE_MESSAGES.invalidDate)
  .refine(isCalendarDay, PERFORMANCE_MESSAGES.invalidDate)
  .meta({ format: 'date' });

/** Days from `from` to `to`, both included. */
export function performanceRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What is wrong with a range, or null: the one rule the query schemas and the server share. */
export function performanceRangeProblem(from: string, to: string): string | null {
  if (from > to) return PERFORMANCE_MESSAGES.rangeOrder;
  if (performanceRangeDays(from, to) > PERFORMANCE_MAX_DAYS) return PERFORMANCE_MESSAGES.rangeTooLong;
  return null;
}

const rangeFields = { from: daySchema.optional(), to: daySchema.optional(), _t: z.unknown().optional() };

/** Both ends given: checked here; one or none: the server fills them in and checks the result. */
function checkRange(query: { from?: string; to?: string }, context: z.RefinementCtx): void {
  if (query.from === undefined || query.to === undefined) return;
  const problem = performanceRangeProblem(query.from, query.to);
  if (problem) context.addIssue({ code: 'custom', path: ['to'], message: problem });
}

const idParam = coercedIdSchema;
export const performanceIdParamsSchema = z.object({ id: idParam });

const pageFields = {
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PERFORMANCE_MAX_PAGE_SIZE).default(PERFORMANCE_PAGE_SIZE),
};
/** One school in the user's scope (403 otherwise); by default every school the user may see. */
const schoolFilter = { schoolId: idParam.optional() };

export const performanceRangeQuerySchema = z.object({ ...rangeFields }).superRefine(checkRange);

/** The range an answer covers, as the server resolved it. */
const answeredRange = { from: calendarDaySchema, to: calendarDaySchema };

const percent = z.number().min(0).max(100);
const nullablePercent = percent.nullable();
const ref = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

// ---------------------------------------------------------------------------------------------
// GET /teachers/performance

export const teacherPerformanceListQuerySchema = z.object({ ...rangeFields, ...pageFields, ...schoolFilter }).superRefine(checkRange);
export type TeacherPerformanceListQuery = z.input<typeof teacherPerformanceListQuerySchema>;

export const teacherPerformanceRowSchema = z.object({
  /** 1 for the best score; equal scores share a rank (1, 1, 3); null without a score. */
  rank: z.number().int().nullable(),
  teacherId: z.number().int(),
  schoolId: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  status: z.string(),
  /** The /teachers/{id}/performance score over the range, 0-100; null when no part has data. */
  score: nullablePercent,
  averageGrade: nullablePercent,
  /** Share of the grades at or above PASS_MARK of ./teacher-analytics (60 %). */
  passRate: nullablePercent,
  /** PRESENT and LATE marks over all marks of the teacher's classes (the teacher analytics' rule). */
  attendanceRate: nullablePercent,
  gradingTimeliness: nullablePercent,
  gradeCount: z.number().int(),
  markCount: z.number().int(),
  exams: z.object({ counted: z.number().int(), gradedOnTime: z.number().int(), pending: z.number().int() }),
});
export type TeacherPerformanceRow = z.infer<typeof teacherPerformanceRowSchema>;

export const teacherPerformanceListSchema = z.object({
  ...answeredRange,
  /** Over every teacher of the list (not only this page): means of the teachers' own figures, each over the teachers that have it. */
  summary: z.object({
    teachers: z.number().int(),
    scored: z.number().int(),
    averageScore: nullablePercent,
    averageGrade: nullablePercent,
    passRate: nullablePercent,
    attendanceRate: nullablePercent,
    gradingTimeliness: nullablePercent,
  }),
  /** Best score first; teachers without a score last, by name. */
  teachers: z.array(teacherPerformanceRowSchema),
  method: z.string(),
});
export type TeacherPerformanceList = z.infer<typeof teacherPerformanceListSchema>;

// ---------------------------------------------------------------------------------------------
// GET /subjects/performance and /subjects/{id}/performance

/**
 * The grades of the range, or of one academic year (grades.academic_year as the school writes it):
 * with `academicYear` and no from/to the year's grades are read whatever their day.
 */
const academicYearFilter = { academicYear: z.string().trim().min(1).max(20).optional() };
export const subjectPerformanceListQuerySchema = z.object({ ...rangeFields, ...schoolFilter, ...academicYearFilter }).superRefine(checkRange);
export type SubjectPerformanceListQuery = z.input<typeof subjectPerformanceListQuerySchema>;
export const subjectPerformanceQuerySchema = z.object({ ...rangeFields, ...academicYearFilter }).superRefine(checkRange);
export type SubjectPerformanceQuery = z.input<typeof subjectPerformanceQuerySchema>;

const gradeFigures = {
  /** Mean of score / maxScore in percent. */
  averageGrade: nullablePercent,
  /** Share of the grades at or above PASS_PERCENT of ./exams (50 %). */
  passRate: nullablePercent,
  gradeCount: z.number().int(),
};
export const subjectClassFiguresSchema = z.object({ class: ref, averageGrade: percent, passRate: percent, gradeCount: z.number().int() });

export const subjectPerformanceRowSchema = z.object({
  subject: ref,
  schoolId: z.number().int(),
  ...gradeFigures,
  /** The class (as graded in) with the highest average; ties: more grades, then name. Null without graded classes. */
  bestClass: subjectClassFiguresSchema.nullable(),
  /** The lowest average; null unless two or more classes have grades. */
  worstClass: subjectClassFiguresSchema.nullable(),
});
export type SubjectPerformanceRow = z.infer<typeof subjectPerformanceRowSchema>;

const subjectRangeFields = {
  /** Null when an academic year alone chose the grades. */
  from: calendarDaySchema.nullable(),
  to: calendarDaySchema.nullable(),
  academicYear: z.string().nullable(),
};

export const subjectPerformanceListSchema = z.object({
  ...subjectRangeFields,
  /** Every grade of the range together (= /grades/performance overall). */
  overall: z.object(gradeFigures),
  /** Every live subject, by name; those without grades have nulls. */
  subjects: z.array(subjectPerformanceRowSchema),
});
export type SubjectPerformanceList = z.infer<typeof subjectPerformanceListSchema>;

export const subjectPerformanceSchema = subjectPerformanceRowSchema.extend({
  ...subjectRangeFields,
  /** Every class with grades of the subject, best average first. */
  byClass: z.array(subjectClassFiguresSchema),
});
export type SubjectPerformance = z.infer<typeof subjectPerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// GET /schools/performance and /schools/{id}/performance

export const schoolPerformanceRowSchema = z.object({
  school: z.object({ id: z.number().int(), name: z.string(), dariName: z.string().nullable() }),
  /** Live students now (not deleted), and those of them ACTIVE. */
  students: z.number().int(),
  activeStudents: z.number().int(),
  /** Live teachers now. */
  teachers: z.number().int(),
  /** `attendanceRate`: PRESENT over all marks of the range, whole percent; null without marks. */
  attendanceRate: nullablePercent,
  attendanceMarks: z.number().int(),
  ...gradeFigures,
  fees: z.object({
    /** Payments of the range that brought money in (PAID, PARTIALLY_PAID). */
    collected: z.number(),
    /** Payments of the range still owed (UNPAID, OVERDUE, PENDING, PROCESSING). */
    outstanding: z.number(),
    /** collected + outstanding. */
    due: z.number(),
    /** collected ÷ due in percent (two decimals, as finance's); null when nothing was due. */
    collectionRate: z.number().nullable(),
  }),
});
export type SchoolPerformanceRow = z.infer<typeof schoolPerformanceRowSchema>;

export const schoolPerformanceListSchema = z.object({ ...answeredRange, schools: z.array(schoolPerformanceRowSchema) });
export type SchoolPerformanceList = z.infer<typeof schoolPerformanceListSchema>;
export const schoolPerformanceSchema = schoolPerformanceRowSchema.extend(answeredRange);
export type SchoolPerformance = z.infer<typeof schoolPerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// GET /parents/performance

export const FAMILY_PERFORMANCE_SORTS = ['name', 'children', 'attendanceRate', 'averageGrade', 'feesPending', 'messages'] as const;
export type FamilyPerformanceSort = (typeof FAMILY_PERFORMANCE_SORTS)[number];

export const familyPerformanceQuerySchema = z
  .object({
    ...rangeFields,
    ...pageFields,
    ...schoolFilter,
    sort: z.enum(FAMILY_PERFORMANCE_SORTS).default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .superRefine(checkRange);
export type FamilyPerformanceQuery = z.input<typeof familyPerformanceQuerySchema>;

const familyFigures = {
  /** Live children (students whose parent_user_id is the parent). */
  children: z.number().int(),
  /** `attendanceRate` over all the children's marks of the range; null without marks. */
  attendanceRate: nullablePercent,
  attendanceMarks: z.number().int(),
  /** Mean of the children's grades of the range in percent; null without grades. */
  averageGrade: nullablePercent,
  gradeCount: z.number().int(),
  /** The children's payments still owed, whatever their date (a debt does not leave with the range). */
  feesPending: z.object({ count: z.number().int(), amount: z.number() }),
  /** Messages the parent sent the school in the range, and how many of them the school has not opened. */
  messages: z.object({ sent: z.number().int(), unread: z.number().int() }),
};

export const familyPerformanceRowSchema = z.object({
  parentUserId: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  ...familyFigures,
});
export type FamilyPerformanceRow = z.infer<typeof familyPerformanceRowSchema>;

export const familyPerformanceListSchema = z.object({
  ...answeredRange,
  /** Every family of the list together (not only this page). */
  summary: z.object({ families: z.number().int(), ...familyFigures }),
  families: z.array(familyPerformanceRowSchema),
});
export type FamilyPerformanceList = z.infer<typeof familyPerformanceListSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const paged = <T extends z.ZodType>(data: T) => messageAnswer(data).extend({ meta: z.object({ pagination: paginationSchema }) });

export const teacherPerformanceListAnswerSchema = paged(teacherPerformanceListSchema);
export const subjectPerformanceListAnswerSchema = messageAnswer(subjectPerformanceListSchema);
export const subjectPerformanceAnswerSchema = messageAnswer(subjectPerformanceSchema);
export const schoolPerformanceListAnswerSchema = messageAnswer(schoolPerformanceListSchema);
export const schoolPerformanceAnswerSchema = messageAnswer(schoolPerformanceSchema);
export const familyPerformanceListAnswerSchema = paged(familyPerformanceListSchema);
