/**
 * A child's records as the parent portal reads them (spec part 2 §2.5, §3.9, §7.5):
 * GET /students/{id}/attendance (month/year filter, record with subject), /attendance/stats,
 * /grades (month/year filter, record with assignment, maxGrade and date), /academic-progress,
 * /exams, /exams/upcoming, /fees and /fees/history. Staff read them with student:read; a parent
 * reads them for their own children only. Money is sent as numbers (summed as exact decimals).
 */
import { z } from 'zod';
import { attendancePeriodSchema } from './attendance-periods';
import { calendarDaySchema } from '@/contract/timestamps';
import {
  attendanceRecordSchema,
  gradeRecordSchema,
  studentAttendanceQuerySchema,
  studentAttendanceSchema,
  studentGradesQuerySchema,
  studentGradesSchema,
} from '@/contract/student-records';

const percent = z.number().min(0).max(100);

/** The portal's month and year selectors (the year range offered is current-2 to current+2). */
export const monthYearQuery = {
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
};

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/attendance and /attendance/stats

/** The staff filters plus month/year (narrowing startDate/endDate further when both are sent). */
export const portalAttendanceQuerySchema = studentAttendanceQuerySchema.extend(monthYearQuery);

export const PORTAL_ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] as const;

/** The staff record plus the portal's `subject`: null, as a mark is for the whole school day. */
export const portalAttendanceRecordSchema = attendanceRecordSchema.extend({ subject: z.string().nullable() });

export const portalAttendanceSchema = studentAttendanceSchema.extend({ records: z.array(portalAttendanceRecordSchema) });
export type PortalAttendance = z.infer<typeof portalAttendanceSchema>;

export const attendanceStatsQuerySchema = z.object({ ...monthYearQuery, _t: z.unknown().optional() });

export const attendanceStatsSchema = z.object({
  total: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  /** PRESENT and LATE marks over all marks in percent, rounded to a whole number (0 without marks); school days only. */
  attendancePercentage: z.number().int().min(0).max(100),
  /** The period the figures cover (the chosen month, a year, or all time). */
  period: attendancePeriodSchema,
});
export type AttendanceStats = z.infer<typeof attendanceStatsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/grades

export const portalGradesQuerySchema = studentGradesQuerySchema.extend(monthYearQuery);

/**
 * The staff record plus the portal's names: `assignment` (the exam's title, else the subject),
 * `maxGrade` (= maxScore) and `date` (= gradedOn). The mark itself is `score`: `grade` stays the
 * letter of the grade scale, as staff screens already read it.
 */
export const portalGradeRecordSchema = gradeRecordSchema.extend({
  assignment: z.string(),
  /** The Dari and Pashto names of what `assignment` names (the exam, else the subject); null or absent: not given. */
  assignmentDariName: z.string().nullable().optional(),
  assignmentPashtoName: z.string().nullable().optional(),
  maxGrade: z.number(),
  date: calendarDaySchema,
});

export const portalGradesSchema = studentGradesSchema.extend({ grades: z.array(portalGradeRecordSchema) });
export type PortalGrades = z.infer<typeof portalGradesSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/academic-progress

export const PROGRESS_TRENDS = ['up', 'down', 'flat'] as const;
export type ProgressTrend = (typeof PROGRESS_TRENDS)[number];

export const subjectProgressSchema = z.object({
  subject: z.string(),
  /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  /** Mean percentage of the subject's grades, one decimal (0 without grades). */
  averageGrade: percent,
  completedAssignments: z.number().int(),
  totalAssignments: z.number().int(),
  trend: z.enum(PROGRESS_TRENDS),
});
export type SubjectProgress = z.infer<typeof subjectProgressSchema>;

export const academicProgressSchema = z.object({
  studentId: z.number().int(),
  /** Mean percentage of every grade, one decimal. */
  overallAverage: percent,
  completedAssignments: z.number().int(),
  totalAssignments: z.number().int(),
  /** completed over total assignments in percent, rounded (0 without assignments). */
  completionRate: z.number().int().min(0).max(100),
  subjects: z.array(subjectProgressSchema),
});
export type AcademicProgress = z.infer<typeof academicProgressSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/exams and /exams/upcoming

export const PORTAL_EXAM_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED'] as const;

export const portalExamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The exam's and the subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  titleDariName: z.string().nullable().optional(),
  titlePashtoName: z.string().nullable().optional(),
  subject: z.string(),
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  date: calendarDaySchema,
  /** 'HH:MM:SS' or null when not set. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  room: z.string().nullable(),
  status: z.enum(PORTAL_EXAM_STATUSES),
  /** The student's mark for the exam and its maximum; null until graded. */
  grade: z.number().nullable(),
  maxGrade: z.number().nullable(),
  percentage: percent.nullable(),
});
export type PortalExam = z.infer<typeof portalExamSchema>;

export const upcomingExamSchema = portalExamSchema.extend({
  /** Days from now to the start (Kabul midnight) of the exam date, rounded up; 0 on the day. */
  daysLeft: z.number().int().min(0),
});
export type UpcomingExam = z.infer<typeof upcomingExamSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/fees and /fees/history

export const PORTAL_FEE_STATUSES = ['PAID', 'PENDING', 'OVERDUE', 'PARTIAL'] as const;
export type PortalFeeStatus = (typeof PORTAL_FEE_STATUSES)[number];

/** The finance payment statuses behind each portal fee status (others are not shown). */
export const FEE_STATUS_OF_PAYMENT: Readonly<Record<string, PortalFeeStatus>> = {
  PAID: 'PAID',
  PENDING: 'PENDING',
  UNPAID: 'PENDING',
  OVERDUE: 'OVERDUE',
  PARTIALLY_PAID: 'PARTIAL',
};
export const CURRENT_FEE_PAYMENT_STATUSES = ['PENDING', 'UNPAID', 'OVERDUE', 'PARTIALLY_PAID'] as const;
export const PAID_FEE_PAYMENT_STATUSES = ['PAID'] as const;

export const feeSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.number(),
  /** What has been paid: the amount of a PAID or PARTIAL fee, 0 otherwise. */
  paidAmount: z.number(),
  /** The payment's date while it is open (the date it was billed for). */
  dueDate: calendarDaySchema.nullable(),
  /** The payment's date once PAID. */
  paidDate: calendarDaySchema.nullable(),
  status: z.enum(PORTAL_FEE_STATUSES),
  paymentMethod: z.string(),
});
export type Fee = z.infer<typeof feeSchema>;

export const feeSummarySchema = z.object({
  /** Amounts of PENDING and OVERDUE fees. */
  pending: z.number(),
  /** paidAmount of every fee. */
  paid: z.number(),
  /** Amounts of every fee, current and paid. */
  total: z.number(),
});
export type FeeSummary = z.infer<typeof feeSummarySchema>;

export const feeListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(feeSchema),
  meta: z.object({ summary: feeSummarySchema }),
});
