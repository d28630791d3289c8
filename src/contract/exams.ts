/**
 * Exams, grades and exam timetables (spec part 2 §7.7: "CRUD on /exams, /grades; performance GETs
 * for grades, subjects, exam-timetables"; response shapes "not shown", so designed here). Answers
 * are `{ success, message, data, meta? }` like every other area.
 *
 * The parent and student portals read the same `exams` and `grades` rows: an exam's grade keeps
 * `max_score` = the exam's maxMarks and `graded_on` = the exam date, so a child's percentage and
 * timeline read the same there as here. Percentages are score / maxScore × 100, one decimal; the
 * pass mark is PASS_PERCENT; labels are the product's GRADE_SCALE (student-analytics.ts).
 *
 * Access: exam:read / exam:create / exam:update / exam:delete cover exams, grades and exam
 * timetables (the product has no grade permission).
 */
import { z } from 'zod';
import { calendarDaySchema, timestampSchema } from '@/contract/timestamps';
import { messageAnswer, paginationSchema } from './api';
import { GRADE_SCALE } from './student-analytics';
import { coercedIdSchema, pageSchema } from './ids';
import { bareRoom } from './rooms';
import { localNameAnswerFields, localNameInputFields, localNameRefFields } from './local-names';

export const EXAM_STATUS_VALUES = ['SCHEDULED', 'COMPLETED', 'CANCELLED'] as const;
export type ExamStatus = (typeof EXAM_STATUS_VALUES)[number];
/** A score at or above this percentage of the maximum passes. */
export const PASS_PERCENT = 50;
/** How many students one grade entry may carry. */
export const MAX_GRADE_RECORDS = 200;
export const EXAM_PAGE_SIZE = 20;

export const EXAM_MESSAGES = {
  listed: 'Exams retrieved successfully',
  fetched: 'Exam retrieved successfully',
  created: 'Exam scheduled successfully',
  updated: 'Exam updated successfully',
  deleted: 'Exam deleted successfully',
  resultsFetched: 'Exam results retrieved successfully',
  gradesSaved: 'Grades saved successfully',
  timetableFetched: 'Exam timetable retrieved successfully',
  performanceFetched: 'Exam performance retrieved successfully',
  notFound: 'Exam not found',
  nameRequired: 'Exam name is required',
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  timeFormat: 'Time must be written as HH:MM (24 hours)',
  endAfterStart: 'The exam must end after it starts',
  maxMarksRange: 'Maximum marks must be more than 0 and at most 1000',
  classNotFound: 'The class was not found in this school',
  subjectNotFound: 'The subject was not found in this school',
  rangeOrder: 'The start date must not be after the end date',
  cancelledNoGrades: 'This exam is cancelled; grades cannot be entered for it',
  hasGradesDelete: 'This exam already has grades; delete its grades before deleting the exam',
  hasGradesCancel: 'This exam already has grades; it cannot be cancelled',
  hasGradesMove: 'This exam already has grades; its class and subject cannot change',
  recordsRequired: 'Enter at least one grade',
  recordsTooMany: `Enter at most ${MAX_GRADE_RECORDS} grades at once`,
  scoreRange: 'The score must be a number of at least 0',
} as const;

export const GRADE_MESSAGES = {
  listed: 'Grades retrieved successfully',
  fetched: 'Grade retrieved successfully',
  created: 'Grade recorded successfully',
  updated: 'Grade updated successfully',
  deleted: 'Grade deleted successfully',
  performanceFetched: 'Grade performance retrieved successfully',
  notFound: 'Grade not found',
  studentNotFound: 'The student was not found in this school',
  subjectNotFound: 'The subject was not found in this school',
  scoreAboveMax: 'The score cannot be more than the maximum',
  examGradeSubject: 'This grade belongs to an exam; its subject is the exam\'s',
} as const;

/** Messages that name what they refuse. */
export const examStatusChangeRefused = (from: ExamStatus, to: ExamStatus) => `An exam that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}`;
/**
 * The other exam at that time: one text per kind of clash, so each translates as a whole (the
 * room goes in without its "Room" word, which the translation supplies: "در اتاق 104").
 */
export const examOverlaps = (other: { name: string; className: string; examDate: string; startTime: string | null; endTime: string | null; room: string | null }, by: 'class' | 'room') =>
  by === 'room'
    ? `This exam overlaps "${other.name}" of ${other.className} on ${other.examDate} ${other.startTime ?? ''}–${other.endTime ?? ''} in room ${bareRoom(other.room ?? '')} (same room)`
    : `This exam overlaps "${other.name}" of ${other.className} on ${other.examDate} ${other.startTime ?? ''}–${other.endTime ?? ''} (same class)`;
export const studentsNotInClass = (names: string[]) => `Not in this exam's class: ${names.join(', ')}`;
export const scoreAboveMaxMarks = (name: string, maxMarks: number) => `The score of ${name} is more than the exam's maximum of ${maxMarks}`;
export const duplicateStudents = (names: string[]) => `Each student may appear once; entered twice: ${names.join(', ')}`;
export const maxMarksBelowScores = (highest: number) => `A grade of ${highest} is already entered; the maximum marks cannot be less`;

// ---------------------------------------------------------------------------------------------
// Shared pieces

const idParam = coercedIdSchema;
export const idParamsSchema = z.object({ id: idParam });

// Typed as what a caller sends (z.preprocess's input type is its function's parameter).
const blankToUndefined = (input: string | undefined) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
const blankToNull = (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();

const isCalendarDay = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};
export const daySchema = z.string(EXAM_MESSAGES.dateFormat).regex(/^\d{4}-\d{2}-\d{2}$/, EXAM_MESSAGES.dateFormat).refine(isCalendarDay, EXAM_MESSAGES.dateFormat).meta({ format: 'date' });
const examTime = z
  .string(EXAM_MESSAGES.timeFormat)
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, EXAM_MESSAGES.timeFormat)
  .transform((text) => text.slice(0, 5));
const score = z.number(EXAM_MESSAGES.scoreRange).min(0, EXAM_MESSAGES.scoreRange).max(9999.99, EXAM_MESSAGES.scoreRange);
const maxMarks = z.number(EXAM_MESSAGES.maxMarksRange).gt(0, EXAM_MESSAGES.maxMarksRange).max(1000, EXAM_MESSAGES.maxMarksRange);
const percent = z.number().min(0).max(100);

const ref = z.object({ id: z.number().int(), name: z.string() });
/** A class, subject or exam named in an answer, with its Dari and Pashto names (local-names.ts). */
const namedRef = ref.extend(localNameRefFields);
const subjectRef = namedRef.extend({ code: z.string() });
const classRef = namedRef.extend({ code: z.string() });

const rangeInOrder = (range: { from?: string; to?: string }) => range.from === undefined || range.to === undefined || range.from <= range.to;
const rangeFields = { from: daySchema.optional(), to: daySchema.optional() };

// ---------------------------------------------------------------------------------------------
// Exams

export const examSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  ...localNameAnswerFields,
  /** The class's and subject's ids as an edit sends them (class and subject name them). */
  classId: z.number().int(),
  subjectId: z.number().int(),
  class: classRef,
  subject: subjectRef,
  examDate: calendarDaySchema,
  /** HH:MM, or null for an exam stored without times. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  room: z.string().nullable(),
  maxMarks: z.number(),
  status: z.enum(EXAM_STATUS_VALUES),
  academicYear: z.string().nullable(),
  /** Students with a live grade for the exam. */
  gradedCount: z.number().int(),
  /** The version an edit is made from (src/contract/record-version.ts). */
  updatedAt: timestampSchema,
});
export type Exam = z.infer<typeof examSchema>;

/** GET /exams/{id}: also how many students the class holds now. */
export const examDetailSchema = examSchema.extend({ studentCount: z.number().int() });
export type ExamDetail = z.infer<typeof examDetailSchema>;

export const examListQuerySchema = z
  .object({
    page: pageSchema,
    limit: z.coerce.number().int().min(1).max(200).default(EXAM_PAGE_SIZE),
    classId: idParam.optional(),
    subjectId: idParam.optional(),
    status: z.enum(EXAM_STATUS_VALUES).optional(),
    ...rangeFields,
    /** Part of the exam's name, any case. */
    search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
    _t: z.unknown().optional(),
  })
  .refine(rangeInOrder, { message: EXAM_MESSAGES.rangeOrder, path: ['to'] });

const examFields = {
  name: z.string(EXAM_MESSAGES.nameRequired).trim().min(1, EXAM_MESSAGES.nameRequired).max(150),
  ...localNameInputFields(150),
  classId: idParam,
  subjectId: idParam,
  examDate: daySchema,
  startTime: examTime,
  endTime: examTime,
  room: optionalText(50),
  maxMarks,
  academicYear: optionalText(20),
};
const endAfterStart = (exam: { startTime?: string; endTime?: string }) =>
  exam.startTime === undefined || exam.endTime === undefined || exam.startTime < exam.endTime;
export const examCreateSchema = z.strictObject(examFields).refine(endAfterStart, { message: EXAM_MESSAGES.endAfterStart, path: ['endTime'] });
/** A partial edit, status included; the route checks start < end against the stored times too. */
export const examUpdateSchema = z
  .strictObject({ ...examFields, status: z.enum(EXAM_STATUS_VALUES) })
  .partial()
  .refine(endAfterStart, { message: EXAM_MESSAGES.endAfterStart, path: ['endTime'] });
export type ExamCreate = z.infer<typeof examCreateSchema>;
export type ExamUpdate = z.infer<typeof examUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Grade entry and results

export const gradeEntrySchema = z.strictObject({
  records: z
    .array(z.strictObject({ studentId: idParam, score, remarks: optionalText(500) }), EXAM_MESSAGES.recordsRequired)
    .min(1, EXAM_MESSAGES.recordsRequired)
    .max(MAX_GRADE_RECORDS, EXAM_MESSAGES.recordsTooMany),
});
export type GradeEntry = z.infer<typeof gradeEntrySchema>;

export const gradeEntryResultSchema = z.object({
  examId: z.number().int(),
  /** The exam's status after the entry (a SCHEDULED exam whose day has come becomes COMPLETED). */
  status: z.enum(EXAM_STATUS_VALUES),
  created: z.number().int(),
  updated: z.number().int(),
});

export const examResultRowSchema = z.object({
  studentId: z.number().int(),
  name: z.string(),
  admissionNo: z.string(),
  gradeId: z.number().int().nullable(),
  score: z.number().nullable(),
  percentage: percent.nullable(),
  gradeLabel: z.enum(GRADE_SCALE).nullable(),
  /** 1 for the best score; equal scores share a rank (1, 1, 3); ungraded students are unranked. */
  rank: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  remarks: z.string().nullable(),
});
export type ExamResultRow = z.infer<typeof examResultRowSchema>;

export const examFiguresSchema = z.object({
  studentCount: z.number().int(),
  gradedCount: z.number().int(),
  /** Percentages over the graded students; null without grades. */
  average: percent.nullable(),
  highest: percent.nullable(),
  lowest: percent.nullable(),
  passRate: percent.nullable(),
  /** GRADE_SCALE label to how many graded students have it (every label listed). */
  distribution: z.record(z.enum(GRADE_SCALE), z.number().int()),
});
export type ExamFigures = z.infer<typeof examFiguresSchema>;

/**
 * GET /exams/{id}/results: the class's students (and anyone graded in the exam who has since
 * left the class), ranked first, then the ungraded by name.
 */
export const examResultsSchema = z.object({ exam: examSchema, students: z.array(examResultRowSchema), figures: examFiguresSchema });
export type ExamResults = z.infer<typeof examResultsSchema>;

// ---------------------------------------------------------------------------------------------
// Grades

export const gradeSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  student: ref.extend({ admissionNo: z.string() }),
  /** The subject's id as an edit sends it (subject names it). */
  subjectId: z.number().int(),
  subject: subjectRef,
  classId: z.number().int().nullable(),
  exam: namedRef.nullable(),
  score: z.number(),
  maxScore: z.number(),
  percentage: percent,
  gradeLabel: z.enum(GRADE_SCALE),
  gradedOn: z.string(),
  academicYear: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The version an edit is made from (src/contract/record-version.ts). */
  updatedAt: timestampSchema,
});
export type Grade = z.infer<typeof gradeSchema>;

export const gradeListQuerySchema = z
  .object({
    page: pageSchema,
    limit: z.coerce.number().int().min(1).max(200).default(EXAM_PAGE_SIZE),
    studentId: idParam.optional(),
    classId: idParam.optional(),
    subjectId: idParam.optional(),
    examId: idParam.optional(),
    ...rangeFields,
    _t: z.unknown().optional(),
  })
  .refine(rangeInOrder, { message: EXAM_MESSAGES.rangeOrder, path: ['to'] });

const scoreAtMostMax = (grade: { score?: number; maxScore?: number }) => grade.score === undefined || grade.maxScore === undefined || grade.score <= grade.maxScore;
/** POST /grades: a mark without an exam (class work); the class is the student's class now. */
export const gradeCreateSchema = z
  .strictObject({
    studentId: idParam,
    subjectId: idParam,
    score,
    maxScore: maxMarks.default(100),
    gradedOn: daySchema,
    academicYear: optionalText(20),
    remarks: optionalText(500),
  })
  .refine(scoreAtMostMax, { message: GRADE_MESSAGES.scoreAboveMax, path: ['score'] });
/** PUT /grades/{id}: an exam's grade keeps the exam's subject, maximum and day. */
export const gradeUpdateSchema = z
  .strictObject({ subjectId: idParam, score, maxScore: maxMarks, gradedOn: daySchema, academicYear: optionalText(20), remarks: optionalText(500) })
  .partial()
  .refine(scoreAtMostMax, { message: GRADE_MESSAGES.scoreAboveMax, path: ['score'] });
export type GradeCreate = z.infer<typeof gradeCreateSchema>;
export type GradeUpdate = z.infer<typeof gradeUpdateSchema>;

export const gradePerformanceQuerySchema = z
  .object({ classId: idParam.optional(), subjectId: idParam.optional(), ...rangeFields, _t: z.unknown().optional() })
  .refine(rangeInOrder, { message: EXAM_MESSAGES.rangeOrder, path: ['to'] });

const averageFigures = { average: percent, passRate: percent, gradeCount: z.number().int() };
/** GET /grades/performance: mean percentage and pass rate of the live grades in range. */
export const gradePerformanceSchema = z.object({
  overall: z.object({ average: percent.nullable(), passRate: percent.nullable(), gradeCount: z.number().int() }),
  bySubject: z.array(z.object({ subject: subjectRef, ...averageFigures })),
  byClass: z.array(z.object({ class: classRef, ...averageFigures })),
});
export type GradePerformance = z.infer<typeof gradePerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// Exam timetables

export const examTimetableQuerySchema = z
  .object({ classId: idParam.optional(), ...rangeFields, _t: z.unknown().optional() })
  .refine(rangeInOrder, { message: EXAM_MESSAGES.rangeOrder, path: ['to'] });

export const examTimetableSlotSchema = z.object({
  examId: z.number().int(),
  name: z.string(),
  ...localNameRefFields,
  class: classRef,
  subject: subjectRef,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  room: z.string().nullable(),
  maxMarks: z.number(),
});
/** GET /exam-timetables: the SCHEDULED exams by day (soonest first), each day's by start time. */
export const examTimetableSchema = z.object({ days: z.array(z.object({ date: calendarDaySchema, exams: z.array(examTimetableSlotSchema) })) });
export type ExamTimetable = z.infer<typeof examTimetableSchema>;

/** GET /exam-timetables/performance: per exam with grades (newest first), its class figures. */
export const examPerformanceSchema = z.object({
  exams: z.array(
    z.object({
      examId: z.number().int(),
      name: z.string(),
      ...localNameRefFields,
      examDate: calendarDaySchema,
      status: z.enum(EXAM_STATUS_VALUES),
      class: classRef,
      subject: subjectRef,
      gradedCount: z.number().int(),
      average: percent,
      passRate: percent,
    }),
  ),
});
export type ExamPerformance = z.infer<typeof examPerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const paged = <T extends z.ZodType>(item: T) => messageAnswer(z.array(item)).extend({ meta: z.object({ pagination: paginationSchema }) });
export const examAnswerSchema = messageAnswer(examSchema);
export const examDetailAnswerSchema = messageAnswer(examDetailSchema);
export const examListAnswerSchema = paged(examSchema);
export const gradeEntryAnswerSchema = messageAnswer(gradeEntryResultSchema);
export const examResultsAnswerSchema = messageAnswer(examResultsSchema);
export const gradeAnswerSchema = messageAnswer(gradeSchema);
export const gradeListAnswerSchema = paged(gradeSchema);
export const gradePerformanceAnswerSchema = messageAnswer(gradePerformanceSchema);
export const examTimetableAnswerSchema = messageAnswer(examTimetableSchema);
export const examPerformanceAnswerSchema = messageAnswer(examPerformanceSchema);
export const deletedAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.number().int() }) });
