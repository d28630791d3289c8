/**
 * The attendance calls (spec part 2 §7.6): CRUD on /attendances, the class register in one call
 * (/attendances/bulk), the front desk's clock (/mark-in-time, /mark-out-time), and the reads built
 * on the marks: /stats, /summary, /class-summary, /analytics, /monthly-matrix and /export (CSV).
 * The spec shows no payloads; these are designed here (docs/decisions.md "Attendance").
 *
 * A mark is one student's attendance on one school day (at most one live mark per student and
 * day). Dates are Kabul calendar days (YYYY-MM-DD); times are HH:MM on the 24-hour clock.
 * The attendance rate is the marks that count as attending (PRESENT and LATE) over all marks on
 * school days, in percent rounded to a whole number; one definition for every screen
 * (server/lib/figures/attendance-rate.ts; a school day: server/lib/figures/school-days.ts).
 */
import { z } from 'zod';
import { calendarDaySchema, timestampSchema } from '@/contract/timestamps';
import { coercedIdSchema, INT32_MAX, pageSchema } from './ids';
import { holidaySchema } from './school-holidays';

export const ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Most marks one register call (/attendances/bulk) may hold: a large class, with room to spare. */
export const MAX_BULK_RECORDS = 500;
/** Longest range of days a report (/summary, /class-summary, /analytics, /export) covers. */
export const MAX_REPORT_DAYS = 366;
/** Days a report covers when no range is given: the last 30, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** Most rows one CSV export holds; past it the request is refused (400, server/lib/export-cap.ts) so the user narrows it. */
export const MAX_EXPORT_ROWS = 20_000;
export const MAX_REMARKS_LENGTH = 255;
/** The most absent students /analytics lists. */
export const TOP_ABSENTEES = 10;

export const ATTENDANCE_MESSAGES = {
  notFound: 'Attendance record not found',
  studentNotFound: 'Student not found',
  classNotFound: 'Class not found',
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  futureDate: 'Attendance cannot be marked for a day that has not come yet',
  timeFormat: 'Please enter a time as HH:MM (24-hour clock)',
  status: `Status must be one of ${ATTENDANCE_STATUSES.join(', ')}`,
  remarksTooLong: `Remarks must be at most ${MAX_REMARKS_LENGTH} characters`,
  studentId: 'Please choose a student',
  outBeforeIn: 'The out time cannot be earlier than the in time',
  nothingToChange: 'Send at least one of status, inTime, outTime or remarks',
  created: 'Attendance marked',
  updated: 'Attendance updated',
  deleted: 'Attendance mark deleted',
  markedIn: 'In time recorded',
  markedOut: 'Out time recorded',
  bulkSaved: 'Attendance register saved',
  bulkEmpty: 'The register has no students',
  bulkTooMany: `A register holds at most ${MAX_BULK_RECORDS} students`,
  bulkRepeatedStudent: 'A student appears more than once in the register',
  bulkUnknownStudents: 'Some students of the register were not found',
  bulkOtherClass: 'Some students of the register are not in the chosen class',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: `Choose a range of at most ${MAX_REPORT_DAYS} days`,
  notSchoolDay: 'This day is not a school day (a weekend day or a holiday of the school calendar); send override: true to take the register anyway',
  month: 'Month must be 1 to 12',
  year: 'Year must be 2000 to 2100',
} as const;

/** 409 on a second mark for the same student and day; names the existing mark's id. */
export function duplicateMarkMessage(date: string): string {
  return `This student already has an attendance mark for ${date}; edit that mark instead`;
}

/** 409 on /mark-out-time without a mark for the day. */
export function markInFirstMessage(date: string): string {
  return `The student has no attendance mark for ${date}; mark them in first`;
}

/** 409 on /mark-out-time for a student marked ABSENT that day. */
export function absentCannotLeaveMessage(date: string): string {
  return `The student is marked ABSENT for ${date}; mark them in first`;
}

export function unknownStudentMessage(studentId: number): string {
  return `Student ${studentId} was not found in your school`;
}

export function otherClassStudentMessage(studentId: number): string {
  return `Student ${studentId} is not in the chosen class`;
}

// ---------------------------------------------------------------------------------------------
// Inputs

const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};
// Generic, so each z.preprocess is typed as what a caller sends (its input type is this function's parameter).
const blankToUndefined = <T,>(input: T) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
const blankToNull = <T,>(input: T) => (typeof input === 'string' && input.trim() === '' ? null : input);

export const attendanceDate = z.string(ATTENDANCE_MESSAGES.dateFormat).trim().refine(isCalendarDate, ATTENDANCE_MESSAGES.dateFormat).meta({ format: 'date' });
const optionalDate = z.preprocess(blankToUndefined<string | undefined>, attendanceDate.optional());

/** HH:MM, 00:00 to 23:59. */
export const clockTime = z
  .string(ATTENDANCE_MESSAGES.timeFormat)
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ATTENDANCE_MESSAGES.timeFormat);
const optionalTime = z.preprocess(blankToUndefined<string | undefined>, clockTime.optional());
/** On edit: left out keeps the time, blank or null clears it. */
const clearableTime = z.preprocess(blankToNull<string | null | undefined>, clockTime.nullable().optional());

const status = z.enum(ATTENDANCE_STATUSES, ATTENDANCE_MESSAGES.status);
const optionalStatus = z.preprocess(blankToUndefined<AttendanceStatus | '' | undefined>, status.optional());
const remarks = z.preprocess(blankToUndefined<string | undefined>, z.string().trim().max(MAX_REMARKS_LENGTH, ATTENDANCE_MESSAGES.remarksTooLong).optional());
const clearableRemarks = z.preprocess(blankToNull<string | null | undefined>, z.string().trim().max(MAX_REMARKS_LENGTH, ATTENDANCE_MESSAGES.remarksTooLong).nullable().optional());
const id = (message: string) => z.coerce.number(message).int(message).positive(message).max(INT32_MAX, message);
const optionalId = z.preprocess(blankToUndefined<string | number | undefined>, coercedIdSchema.optional());
const cacheBuster = { _t: z.unknown().optional() };

export const attendanceIdParamsSchema = z.object({ id: coercedIdSchema });

/**
 * Write a mark on a day that is not a school day (a weekend day or a holiday of the school
 * calendar): every write of a mark is refused there (409, ATTENDANCE_MESSAGES.notSchoolDay) without it.
 */
const notSchoolDayOverride = z.boolean().optional();

/** POST /attendances: one mark. The date defaults to today (Kabul); the class is the student's current one. */
export const attendanceCreateSchema = z
  .object({
    studentId: id(ATTENDANCE_MESSAGES.studentId),
    date: optionalDate,
    status,
    inTime: optionalTime,
    outTime: optionalTime,
    remarks,
    override: notSchoolDayOverride,
  })
  .refine((body) => !body.inTime || !body.outTime || body.outTime >= body.inTime, { message: ATTENDANCE_MESSAGES.outBeforeIn, path: ['outTime'] });
export type AttendanceCreateBody = z.infer<typeof attendanceCreateSchema>;

/** PUT /attendances/{id}: fields left out keep their value; blank or null clears a time or the remarks. `override` is no change. */
export const attendanceUpdateSchema = z
  .object({ status: optionalStatus, inTime: clearableTime, outTime: clearableTime, remarks: clearableRemarks, override: notSchoolDayOverride })
  .refine((body) => Object.entries(body).some(([field, value]) => field !== 'override' && value !== undefined), { message: ATTENDANCE_MESSAGES.nothingToChange });
export type AttendanceUpdateBody = z.infer<typeof attendanceUpdateSchema>;

export const bulkAttendanceRecordSchema = z.object({
  studentId: id(ATTENDANCE_MESSAGES.studentId),
  status,
  inTime: optionalTime,
  remarks,
});

/**
 * POST /attendances/bulk: a class register for one day, saved all or nothing. An existing mark of
 * the day is updated (a time or remarks left out keep theirs); the rest are created.
 */
export const bulkAttendanceSchema = z.object({
  date: optionalDate,
  /** When sent, every student must be in this class now (a register is one class's). */
  classId: optionalId,
  /** Take the register on a day that is not a school day (a weekend day or a holiday); refused (409) without it. */
  override: notSchoolDayOverride,
  records: z
    .array(bulkAttendanceRecordSchema)
    .min(1, ATTENDANCE_MESSAGES.bulkEmpty)
    .max(MAX_BULK_RECORDS, ATTENDANCE_MESSAGES.bulkTooMany)
    .refine((records) => new Set(records.map((record) => record.studentId)).size === records.length, ATTENDANCE_MESSAGES.bulkRepeatedStudent),
});
export type BulkAttendanceBody = z.infer<typeof bulkAttendanceSchema>;

/** POST /attendances/mark-in-time and /mark-out-time. The date defaults to today, the time to now (Kabul). */
export const markTimeSchema = z.object({ studentId: id(ATTENDANCE_MESSAGES.studentId), date: optionalDate, time: optionalTime, override: notSchoolDayOverride });
export type MarkTimeBody = z.infer<typeof markTimeSchema>;

const rangeQuery = { from: optionalDate, to: optionalDate };
const rangeInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const orderedRange = { message: ATTENDANCE_MESSAGES.rangeOrder, path: ['from'] };

/** GET /attendances: newest day first. `date` picks one day; from/to a range. */
export const attendanceListQuerySchema = z
  .object({
    page: pageSchema,
    limit: z.coerce.number().int().min(1).max(500).default(20),
    studentId: optionalId,
    classId: optionalId,
    date: optionalDate,
    ...rangeQuery,
    status: optionalStatus,
    ...cacheBuster,
  })
  .refine(rangeInOrder, orderedRange);
export type AttendanceListQuery = z.infer<typeof attendanceListQuerySchema>;

/** GET /attendances/stats: every mark when no range is given. */
export const attendanceStatsQuerySchema = z
  .object({ ...rangeQuery, classId: optionalId, studentId: optionalId, ...cacheBuster })
  .refine(rangeInOrder, orderedRange);
export type AttendanceStatsQuery = z.infer<typeof attendanceStatsQuerySchema>;

/** GET /attendances/summary and /analytics: the last 30 days when no range is given. */
export const attendanceReportQuerySchema = z.object({ ...rangeQuery, classId: optionalId, ...cacheBuster }).refine(rangeInOrder, orderedRange);
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuerySchema>;

/** GET /attendances/class-summary: one day (`date`, default today) or a range. */
export const classSummaryQuerySchema = z.object({ date: optionalDate, ...rangeQuery, ...cacheBuster }).refine(rangeInOrder, orderedRange);
export type ClassSummaryQuery = z.infer<typeof classSummaryQuerySchema>;

export const monthlyMatrixQuerySchema = z.object({
  classId: id(ATTENDANCE_MESSAGES.classNotFound),
  month: z.coerce.number(ATTENDANCE_MESSAGES.month).int(ATTENDANCE_MESSAGES.month).min(1, ATTENDANCE_MESSAGES.month).max(12, ATTENDANCE_MESSAGES.month),
  year: z.coerce.number(ATTENDANCE_MESSAGES.year).int(ATTENDANCE_MESSAGES.year).min(2000, ATTENDANCE_MESSAGES.year).max(2100, ATTENDANCE_MESSAGES.year),
  ...cacheBuster,
});
export type MonthlyMatrixQuery = z.infer<typeof monthlyMatrixQuerySchema>;

/** GET /attendances/export: the register as CSV; the current month when no range is given. */
export const attendanceExportQuerySchema = z
  .object({ ...rangeQuery, classId: optionalId, status: optionalStatus, ...cacheBuster })
  .refine(rangeInOrder, orderedRange);
export type AttendanceExportQuery = z.infer<typeof attendanceExportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** The class's Dari and Pashto names beside a flat `className` (local-names.ts); null or absent: not given. */
const classLocalNames = { classDariName: z.string().nullable().optional(), classPashtoName: z.string().nullable().optional() };

export const attendanceMarkSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNo: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  ...classLocalNames,
  date: calendarDaySchema,
  status: z.enum(ATTENDANCE_STATUSES),
  /** HH:MM or null. */
  inTime: z.string().nullable(),
  outTime: z.string().nullable(),
  remarks: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

export const attendanceCountsSchema = z.object({
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  /** All marks: the four counts together. */
  marks: z.number().int(),
  /** PRESENT and LATE over all marks, whole percent (marks on school days only). */
  rate: z.number().int().min(0).max(100),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const bulkAttendanceResultSchema = z.object({
  date: calendarDaySchema,
  created: z.number().int(),
  updated: z.number().int(),
});
export type BulkAttendanceResult = z.infer<typeof bulkAttendanceResultSchema>;

export const attendanceStatsSchema = attendanceCountsSchema.extend({ from: calendarDaySchema.nullable(), to: calendarDaySchema.nullable() });
export type AttendanceStatsAnswer = z.infer<typeof attendanceStatsSchema>;

export const attendanceDaySchema = attendanceCountsSchema.extend({ date: calendarDaySchema });
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** Days without a mark are left out (a school day off, Fridays). */
export const attendanceSummarySchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema,
  days: z.array(attendanceDaySchema),
  totals: attendanceCountsSchema,
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

export const classAttendanceSchema = attendanceCountsSchema.extend({
  /** Null: marks of students without a class. */
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  ...classLocalNames,
  /** Live students in the class now. */
  students: z.number().int(),
  /** Whether the class has any mark in the range. */
  marked: z.boolean(),
});

export const classSummarySchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema,
  /** Every class of the school, marked or not, by name. */
  classes: z.array(classAttendanceSchema),
  /** The classes with no mark on the range's school days, by name (the register was not taken); empty when the range has no school day. */
  notMarked: z.array(z.object({ classId: z.number().int(), className: z.string(), ...classLocalNames })),
  /** How many school days the range holds (neither a weekend day nor a holiday). */
  schoolDays: z.number().int(),
  /** The days of the range that are not school days, oldest first, with why (the holiday's name). */
  nonSchoolDays: z.array(
    z.object({ date: calendarDaySchema, reason: z.enum(['WEEKEND', 'HOLIDAY']), holiday: holidaySchema.pick({ name: true, nameFa: true, namePs: true }).nullable() }),
  ),
  totals: attendanceCountsSchema,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const attendanceAnalyticsSchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema,
  totals: attendanceCountsSchema,
  /** One entry per day with marks, oldest first. */
  trend: z.array(attendanceDaySchema),
  byClass: z.array(attendanceCountsSchema.extend({ classId: z.number().int().nullable(), className: z.string().nullable(), ...classLocalNames })),
  /** The school week's first day first (settings week.firstDay); `weekday` is 0 Sunday … 6 Saturday. Weekdays without marks are left out. */
  byWeekday: z.array(attendanceCountsSchema.extend({ weekday: z.number().int().min(0).max(6) })),
  /** The most ABSENT marks first (at most 10), then by name. */
  topAbsentees: z.array(
    z.object({
      studentId: z.number().int(),
      studentName: z.string(),
      admissionNo: z.string(),
      className: z.string().nullable(),
      ...classLocalNames,
      absences: z.number().int(),
      marks: z.number().int(),
    }),
  ),
});
export type AttendanceAnalytics = z.infer<typeof attendanceAnalyticsSchema>;

export const monthlyMatrixSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  ...classLocalNames,
  month: z.number().int(),
  year: z.number().int(),
  /** Every day of the month, YYYY-MM-DD. */
  days: z.array(z.string()),
  /** One per day of `days`: whether it falls on the school's weekend (settings week.weekendDays). */
  weekend: z.array(z.boolean()),
  /** The class's live students, and anyone with a mark in the class that month; by roll number, then name. */
  students: z.array(
    z.object({
      studentId: z.number().int(),
      studentName: z.string(),
      admissionNo: z.string(),
      rollNo: z.string().nullable(),
      /** One per day of `days`: the status marked in this class, or null. */
      cells: z.array(z.enum(ATTENDANCE_STATUSES).nullable()),
      totals: attendanceCountsSchema,
    }),
  ),
  /** One per day of `days`. */
  dayTotals: z.array(attendanceDaySchema),
  totals: attendanceCountsSchema,
});
export type MonthlyMatrix = z.infer<typeof monthlyMatrixSchema>;

/** The columns of /attendances/export, in order. */
export const ATTENDANCE_EXPORT_HEADERS = ['Date', 'Admission No', 'Roll No', 'Student', 'Class', 'Status', 'In Time', 'Out Time', 'Remarks'] as const;
