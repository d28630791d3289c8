/**
 * Classes, subjects and timetables (spec part 2 §7.7: "CRUD on /classes (plus GET
 * /classes/performance/{id}, /classes/{id}/analytics, /classes/{id}/stats), … /timetables, /subjects";
 * "Response shapes for these: not shown", so designed here). Answers are
 * `{ success, message, data, meta? }` like every other area.
 *
 * GET /classes stays the pickers' list: `data` items start with {id, name, code} (classListItemSchema
 * in students.ts) and add the class's details and live student count.
 */
import { z } from 'zod';
import { calendarDaySchema, timestampSchema } from '@/contract/timestamps';
import { messageAnswer, paginationSchema } from './api';
import { attendanceCountsSchema } from './attendance';
import { GRADE_SCALE } from './student-analytics';
import { CLASS_LIST_PAGE_SIZE, STUDENT_STATUSES } from './students';
import { coercedIdSchema, pageSchema } from './ids';
import { localNameAnswerFields, localNameInputFields, localNameRefFields } from './local-names';

export const CLASS_MESSAGES = {
  listed: 'Classes retrieved successfully',
  fetched: 'Class retrieved successfully',
  created: 'Class created successfully',
  updated: 'Class updated successfully',
  deleted: 'Class deleted successfully',
  statsFetched: 'Class statistics retrieved successfully',
  analyticsFetched: 'Class analytics retrieved successfully',
  performanceFetched: 'Class performance retrieved successfully',
  notFound: 'Class not found',
  nameRequired: 'Class name is required',
  codeRequired: 'Class code is required',
  gradeRange: 'Grade must be a whole number from 0 to 12',
  capacityRange: 'Capacity must be a whole number from 1 to 500',
  classTeacherNotFound: 'The class teacher was not found in this school',
} as const;

export const SUBJECT_MESSAGES = {
  listed: 'Subjects retrieved successfully',
  fetched: 'Subject retrieved successfully',
  created: 'Subject created successfully',
  updated: 'Subject updated successfully',
  deleted: 'Subject deleted successfully',
  notFound: 'Subject not found',
  nameRequired: 'Subject name is required',
  codeRequired: 'Subject code is required',
} as const;

export const TIMETABLE_MESSAGES = {
  listed: 'Timetable retrieved successfully',
  fetched: 'Lesson retrieved successfully',
  created: 'Lesson added to the timetable',
  updated: 'Lesson updated successfully',
  deleted: 'Lesson removed from the timetable',
  notFound: 'Lesson not found',
  weekdayRange: 'Weekday must be from 1 (Monday) to 7 (Sunday)',
  timeFormat: 'Time must be written as HH:MM (24 hours)',
  endAfterStart: 'The lesson must end after it starts',
  classNotFound: 'The class was not found in this school',
  subjectNotFound: 'The subject was not found in this school',
  teacherNotFound: 'The teacher was not found in this school',
} as const;

/** Messages that name what they refuse. */
export const classCodeTaken = (code: string) => `A class with the code "${code}" already exists in this school`;
export const classHasStudents = (count: number) =>
  `This class still has ${count} ${count === 1 ? 'student' : 'students'}; move ${count === 1 ? 'them' : 'them all'} to another class before deleting it`;
export const capacityBelowStudents = (count: number) => `The class already has ${count} students; the capacity cannot be less`;
export const subjectCodeTaken = (code: string) => `A subject with the code "${code}" already exists in this school`;
export const subjectCodeOfRemoved = (code: string) => `The code "${code}" belongs to a deleted subject; choose another code`;
export const subjectInUse = (uses: string[]) => `This subject is still used by ${uses.join(', ')}; it cannot be deleted`;

/** ISO weekdays (1 Monday … 7 Sunday), as timetable_entries stores them. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1] ?? String(weekday);
export const lessonOverlaps = (lesson: { subject: string; className: string; teacher: string | null; weekday: number; startTime: string; endTime: string }, by: 'class' | 'teacher') =>
  `This lesson overlaps ${lesson.subject} of ${lesson.className}${lesson.teacher ? ` with ${lesson.teacher}` : ''} on ${weekdayName(lesson.weekday)} ${lesson.startTime}–${lesson.endTime} (same ${by})`;

// ---------------------------------------------------------------------------------------------
// Shared pieces

const idParam = coercedIdSchema;
export const idParamsSchema = z.object({ id: idParam });

// Typed as what a caller sends (z.preprocess's input type is its function's parameter).
const blankToUndefined = (input: string | undefined) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
const blankToNull = (input: string | null | undefined) => (typeof input === 'string' && input.trim() === '' ? null : input);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional();
const requiredText = (message: string, max: number) => z.string(message).trim().min(1, message).max(max);

const personRef = z.object({ id: z.number().int(), name: z.string() });
const subjectRef = z.object({ id: z.number().int(), name: z.string(), code: z.string(), ...localNameRefFields });

// ---------------------------------------------------------------------------------------------
// Classes

export const classListQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(CLASS_LIST_PAGE_SIZE),
  schoolId: idParam.optional(),
  /** Part of the name or code, any case. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  grade: z.coerce.number().int().min(0).max(12).optional(),
  _t: z.unknown().optional(),
});

export const classSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...localNameAnswerFields,
  code: z.string(),
  schoolId: z.number().int(),
  grade: z.number().int().nullable(),
  section: z.string().nullable(),
  room: z.string().nullable(),
  capacity: z.number().int().nullable(),
  academicYear: z.string().nullable(),
  /** The class teacher's id as an edit sends it (classTeacher names them). */
  classTeacherId: z.number().int().nullable(),
  classTeacher: personRef.nullable(),
  /** Students in the class that are not deleted (any status). */
  studentCount: z.number().int(),
  /** The version an edit is made from (src/contract/record-version.ts). */
  updatedAt: timestampSchema,
});
export type SchoolClass = z.infer<typeof classSchema>;

export const classSubjectSchema = z.object({ subject: subjectRef, teachers: z.array(personRef) });

/** GET /classes/{id}: the class with the subjects taught in it and by whom. */
export const classDetailSchema = classSchema.extend({ subjects: z.array(classSubjectSchema) });
export type ClassDetail = z.infer<typeof classDetailSchema>;

const classFields = {
  name: requiredText(CLASS_MESSAGES.nameRequired, 100),
  ...localNameInputFields(100),
  code: requiredText(CLASS_MESSAGES.codeRequired, 30),
  grade: z.number(CLASS_MESSAGES.gradeRange).int(CLASS_MESSAGES.gradeRange).min(0, CLASS_MESSAGES.gradeRange).max(12, CLASS_MESSAGES.gradeRange).nullable().optional(),
  section: optionalText(30),
  room: optionalText(50),
  capacity: z.number(CLASS_MESSAGES.capacityRange).int(CLASS_MESSAGES.capacityRange).min(1, CLASS_MESSAGES.capacityRange).max(500, CLASS_MESSAGES.capacityRange).nullable().optional(),
  academicYear: optionalText(20),
  classTeacherId: idParam.nullable().optional(),
};
export const classCreateSchema = z.strictObject(classFields);
export const classUpdateSchema = z.strictObject(classFields).partial();
export type ClassCreate = z.infer<typeof classCreateSchema>;
export type ClassUpdate = z.infer<typeof classUpdateSchema>;

const percent = z.number().min(0).max(100);

/** GET /classes/{id}/stats. */
export const classStatsSchema = z.object({
  classId: z.number().int(),
  studentCount: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Gender as written on the students' accounts; "Unknown" when not given. */
  byGender: z.record(z.string(), z.number().int()),
  byStatus: z.record(z.enum(STUDENT_STATUSES), z.number().int()),
  /** The class's attendance marks of the last 30 school days in Kabul (today included). */
  attendance: attendanceCountsSchema.extend({ from: calendarDaySchema, to: calendarDaySchema }),
  /** Mean of score/maxScore in percent over the grades given in this class, one decimal; null without grades. */
  averageGrade: percent.nullable(),
});
export type ClassStats = z.infer<typeof classStatsSchema>;

export const classAnalyticsQuerySchema = z.object({
  /** How many weeks (Saturday to Friday) the attendance trend covers, this one included. */
  weeks: z.coerce.number().int().min(1).max(52).default(8),
});

export const classAnalyticsSchema = z.object({
  classId: z.number().int(),
  subjectAverages: z.array(subjectRef.extend({ average: percent, gradeCount: z.number().int() })),
  /** Oldest week first; weeks without marks are listed with zeros. */
  attendanceTrend: z.array(attendanceCountsSchema.extend({ weekStart: z.string() })),
  /** GRADE_SCALE label to how many of the class's students have their average in it. */
  gradeDistribution: z.record(z.enum(GRADE_SCALE), z.number().int()),
});
export type ClassAnalytics = z.infer<typeof classAnalyticsSchema>;

export const classPerformanceRowSchema = z.object({
  /** 1 for the best average; equal averages share a rank; students without grades come last, unranked. */
  rank: z.number().int().nullable(),
  studentId: z.number().int(),
  name: z.string(),
  admissionNo: z.string(),
  average: percent.nullable(),
  gradeLabel: z.enum(GRADE_SCALE).nullable(),
  gradeCount: z.number().int(),
  /** attendanceRate of the student's marks in this class. */
  attendanceRate: percent,
  attendanceMarks: z.number().int(),
});
export const classPerformanceSchema = z.object({ classId: z.number().int(), students: z.array(classPerformanceRowSchema) });
export type ClassPerformance = z.infer<typeof classPerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// Subjects

export const subjectSchema = subjectRef.extend({
  schoolId: z.number().int(),
  ...localNameAnswerFields,
  /** The version an edit is made from (src/contract/record-version.ts). */
  updatedAt: timestampSchema,
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(100),
  schoolId: idParam.optional(),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  _t: z.unknown().optional(),
});

const subjectFields = {
  name: requiredText(SUBJECT_MESSAGES.nameRequired, 100),
  ...localNameInputFields(100),
  code: requiredText(SUBJECT_MESSAGES.codeRequired, 30),
};
export const subjectCreateSchema = z.strictObject(subjectFields);
export const subjectUpdateSchema = z.strictObject(subjectFields).partial();

// ---------------------------------------------------------------------------------------------
// Timetables

const lessonTime = z
  .string(TIMETABLE_MESSAGES.timeFormat)
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, TIMETABLE_MESSAGES.timeFormat)
  .transform((text) => text.slice(0, 5));
const weekday = z.number(TIMETABLE_MESSAGES.weekdayRange).int(TIMETABLE_MESSAGES.weekdayRange).min(1, TIMETABLE_MESSAGES.weekdayRange).max(7, TIMETABLE_MESSAGES.weekdayRange);

export const timetableEntrySchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  /** The subject's and teacher's ids as an edit sends them (subject and teacher name them). */
  subjectId: z.number().int(),
  subject: subjectRef,
  teacherId: z.number().int().nullable(),
  teacher: personRef.nullable(),
  weekday: z.number().int(),
  /** HH:MM. */
  startTime: z.string(),
  endTime: z.string(),
  room: z.string().nullable(),
  /** The version an edit is made from (src/contract/record-version.ts). */
  updatedAt: timestampSchema,
});
export type TimetableEntry = z.infer<typeof timetableEntrySchema>;

export const timetableListQuerySchema = z.object({
  classId: idParam.optional(),
  teacherId: idParam.optional(),
  weekday: z.coerce.number().int().min(1).max(7).optional(),
  schoolId: idParam.optional(),
  _t: z.unknown().optional(),
});

const timetableFields = {
  classId: idParam,
  subjectId: idParam,
  teacherId: idParam.nullable().optional(),
  weekday,
  startTime: lessonTime,
  endTime: lessonTime,
  room: optionalText(50),
};
const endAfterStart = (lesson: { startTime?: string; endTime?: string }) =>
  lesson.startTime === undefined || lesson.endTime === undefined || lesson.startTime < lesson.endTime;
export const timetableCreateSchema = z.strictObject(timetableFields).refine(endAfterStart, { message: TIMETABLE_MESSAGES.endAfterStart, path: ['endTime'] });
/** A partial edit; the route checks start < end against the stored times too. */
export const timetableUpdateSchema = z.strictObject(timetableFields).partial().refine(endAfterStart, { message: TIMETABLE_MESSAGES.endAfterStart, path: ['endTime'] });
export type TimetableCreate = z.infer<typeof timetableCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const classAnswerSchema = messageAnswer(classSchema);
export const classDetailAnswerSchema = messageAnswer(classDetailSchema);
export const classListAnswerSchema = messageAnswer(z.array(classSchema)).extend({ meta: z.object({ pagination: paginationSchema }) });
export const classStatsAnswerSchema = messageAnswer(classStatsSchema);
export const classAnalyticsAnswerSchema = messageAnswer(classAnalyticsSchema);
export const classPerformanceAnswerSchema = messageAnswer(classPerformanceSchema);
export const subjectAnswerSchema = messageAnswer(subjectSchema);
export const subjectListAnswerSchema = messageAnswer(z.array(subjectSchema)).extend({ meta: z.object({ pagination: paginationSchema }) });
export const timetableEntryAnswerSchema = messageAnswer(timetableEntrySchema);
export const timetableListAnswerSchema = messageAnswer(z.array(timetableEntrySchema)).extend({ meta: z.object({ total: z.number().int() }) });
export const deletedAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.number().int() }) });
