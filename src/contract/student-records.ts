/**
 * One student's records and the students' counts (spec part 2 §7.1): GET /students/{id}/stats,
 * /analytics, /performance, /attendance, /grades, /payments, /events; conversion analytics and
 * stats, converted students; counts by class and by status; the analytics cache. Percentages
 * have one decimal; money is summed as exact decimals in the database and sent as numbers.
 */
import { z } from 'zod';
import { calendarDaySchema, timestampSchema } from '@/contract/timestamps';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '@/contract/student-analytics';
import { STUDENT_STATUSES } from '@/contract/students';
import { coercedIdSchema, pageSchema } from './ids';

const isoDate = z.iso.date('Use a date like 2026-03-21');
const percent = z.number().min(0).max(100);
const ignoredCacheBuster = { _t: z.unknown().optional() };

export const studentIdParamsSchema = z.object({ id: coercedIdSchema });

// ---------------------------------------------------------------------------------------------
// Summaries shared by several answers

export const attendanceSummarySchema = z.object({
  total: z.number().int(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  /** Present and late marks over all marks, in percent (0 when there are none). */
  rate: percent,
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

export const paymentSummarySchema = z.object({
  count: z.number().int(),
  /** Sum of `total` of every payment that is not cancelled, voided, refunded or failed. */
  total: z.number(),
  /** Sum of `amount` of PAID and PARTIALLY_PAID payments. */
  paid: z.number(),
  /** Sum of `total` of PENDING, UNPAID and PROCESSING payments. */
  pending: z.number(),
  /** Sum of `total` of OVERDUE payments. */
  overdue: z.number(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/stats

export const studentStatsSchema = z.object({
  studentId: z.number().int(),
  attendance: attendanceSummarySchema,
  attendanceRate: percent,
  /** Mean of score/maxScore over all the student's grades, in percent. */
  averageGrade: percent,
  gradeCount: z.number().int(),
  /** null for a user without payment:read (a teacher reads no family's money). */
  payments: paymentSummarySchema.nullable(),
  eventCount: z.number().int(),
  /** When these figures were computed (they may come from the 60-second cache). */
  computedAt: timestampSchema,
});
export type StudentStats = z.infer<typeof studentStatsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/analytics?period=

export const studentPeriodQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default(DEFAULT_DASHBOARD_PERIOD),
  ...ignoredCacheBuster,
});

export const studentAnalyticsPointSchema = z.object({
  label: z.string(),
  averageGrade: percent,
  gradeCount: z.number().int(),
  attendanceRate: percent,
  markCount: z.number().int(),
});

export const studentSubjectAverageSchema = z.object({
  subjectId: z.number().int(),
  subject: z.string(),
  averageGrade: percent,
  gradeCount: z.number().int(),
});

export const studentRecordAnalyticsSchema = z.object({
  studentId: z.number().int(),
  period: z.enum(DASHBOARD_PERIODS),
  from: calendarDaySchema,
  to: calendarDaySchema,
  averageGrade: percent,
  gradeCount: z.number().int(),
  attendance: attendanceSummarySchema,
  /** Per day (7D), week from Saturday (30D) or month (90D, 1Y), oldest first. */
  trend: z.array(studentAnalyticsPointSchema),
  subjects: z.array(studentSubjectAverageSchema),
});
export type StudentRecordAnalytics = z.infer<typeof studentRecordAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/performance

export const SUBJECT_TRENDS = ['up', 'down', 'steady'] as const;
/** A last grade this many points above (below) the mean of the earlier ones is a trend up (down). */
export const SUBJECT_TREND_THRESHOLD = 2;

export const subjectPerformanceSchema = z.object({
  subjectId: z.number().int(),
  subject: z.string(),
  average: percent,
  best: percent,
  last: percent,
  lastGradedOn: z.string(),
  gradeCount: z.number().int(),
  trend: z.enum(SUBJECT_TRENDS),
  /** 1 = best average in the subject among the students of the student's current class; null without a class. */
  rankInClass: z.number().int().nullable(),
  /** Students of the class with a grade in the subject. */
  rankedOf: z.number().int().nullable(),
});

export const studentPerformanceSchema = z.object({
  studentId: z.number().int(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  overallAverage: percent,
  overallRankInClass: z.number().int().nullable(),
  rankedOf: z.number().int().nullable(),
  subjects: z.array(subjectPerformanceSchema),
});
export type StudentPerformance = z.infer<typeof studentPerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/attendance

export const studentAttendanceQuerySchema = z.object({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  classId: coercedIdSchema.optional(),
  ...ignoredCacheBuster,
});

export const attendanceRecordSchema = z.object({
  id: z.number().int(),
  date: calendarDaySchema,
  status: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  inTime: z.string().nullable(),
  outTime: z.string().nullable(),
  remarks: z.string().nullable(),
});

export const studentAttendanceSchema = z.object({
  studentId: z.number().int(),
  /** Newest first. */
  records: z.array(attendanceRecordSchema),
  summary: attendanceSummarySchema,
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/grades

export const studentGradesQuerySchema = z.object({
  subjectId: coercedIdSchema.optional(),
  examId: coercedIdSchema.optional(),
  academicYear: z.string().trim().max(20).optional(),
  ...ignoredCacheBuster,
});

export const gradeRecordSchema = z.object({
  id: z.number().int(),
  subjectId: z.number().int(),
  subject: z.string(),
  /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  examId: z.number().int().nullable(),
  examName: z.string().nullable(),
  /** The exam's Dari and Pashto names (local-names.ts); null or absent: not given. */
  examDariName: z.string().nullable().optional(),
  examPashtoName: z.string().nullable().optional(),
  score: z.number(),
  maxScore: z.number(),
  percentage: percent,
  /** GRADE_SCALE label of the percentage. */
  grade: z.string(),
  gradedOn: z.string(),
  academicYear: z.string().nullable(),
  remarks: z.string().nullable(),
});

export const studentGradesSchema = z.object({
  studentId: z.number().int(),
  /** Newest first. */
  grades: z.array(gradeRecordSchema),
  summary: z.object({ count: z.number().int(), averagePercentage: percent }),
});
export type StudentGrades = z.infer<typeof studentGradesSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/payments

export const studentPaymentsQuerySchema = z.object({
  status: z.string().trim().toUpperCase().max(30).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  ...ignoredCacheBuster,
});

export const paymentRecordSchema = z.object({
  id: z.number().int(),
  receiptNumber: z.string(),
  amount: z.number(),
  total: z.number(),
  paymentDate: calendarDaySchema,
  status: z.string(),
  method: z.string(),
  type: z.string(),
  remarks: z.string().nullable(),
});

export const studentPaymentsSchema = z.object({
  studentId: z.number().int(),
  /** Newest first. */
  payments: z.array(paymentRecordSchema),
  summary: paymentSummarySchema,
});
export type StudentPayments = z.infer<typeof studentPaymentsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /students/{id}/events (paged, newest first)

export const studentEventsQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  ...ignoredCacheBuster,
});

export const studentEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  description: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type StudentEvent = z.infer<typeof studentEventSchema>;

// ---------------------------------------------------------------------------------------------
// Conversions of visitors into students

export const conversionQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default(DEFAULT_DASHBOARD_PERIOD),
  /** Both override the period when given (Kabul days, inclusive). */
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** Counts only conversions into this class (visitors have no class). */
  classId: coercedIdSchema.optional(),
  ...ignoredCacheBuster,
});

export const conversionPointSchema = z.object({
  periodStart: z.string(),
  label: z.string(),
  visitors: z.number().int(),
  converted: z.number().int(),
  rate: z.number(),
});

export const studentConversionAnalyticsSchema = z.object({
  from: calendarDaySchema,
  to: calendarDaySchema,
  unit: z.enum(['week', 'month']),
  /** Visitors registered in the range. */
  visitors: z.number().int(),
  /** Visitors converted to students in the range (whenever they came). */
  converted: z.number().int(),
  /** converted / visitors, in percent with two decimals. */
  rate: z.number(),
  points: z.array(conversionPointSchema),
});
export type StudentConversionAnalytics = z.infer<typeof studentConversionAnalyticsSchema>;

export const studentConversionStatsSchema = z.object({
  totalVisitors: z.number().int(),
  convertedVisitors: z.number().int(),
  conversionRate: z.number(),
  /** Students (not deleted) whose record came from a visitor. */
  convertedStudents: z.number().int(),
  convertedThisMonth: z.number().int(),
  averageDaysToConvert: z.number().nullable(),
});
export type StudentConversionStats = z.infer<typeof studentConversionStatsSchema>;

export const convertedStudentItemSchema = z.object({
  studentId: z.number().int(),
  admissionNo: z.string(),
  name: z.string(),
  dariName: z.string().nullable(),
  status: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  customerId: z.string(),
  customerSerialNumber: z.string().nullable(),
  convertedAt: timestampSchema.nullable(),
});

export const convertedQuerySchema = studentEventsQuerySchema;

// ---------------------------------------------------------------------------------------------
// Counts by class and by status

export const classStatsQuerySchema = z.object({
  classId: coercedIdSchema.optional(),
  schoolId: coercedIdSchema.optional(),
  ...ignoredCacheBuster,
});

export const classCountSchema = z.object({
  classId: z.number().int().nullable().describe('null: students without a class'),
  className: z.string().nullable(),
  code: z.string().nullable(),
  total: z.number().int(),
  active: z.number().int(),
});

export const statusStatsQuerySchema = z.object({
  status: z.preprocess((input) => (input === '' ? undefined : input), z.enum(STUDENT_STATUSES).optional()),
  schoolId: coercedIdSchema.optional(),
  ...ignoredCacheBuster,
});

export const statusCountSchema = z.object({ status: z.enum(STUDENT_STATUSES), count: z.number().int() });

// ---------------------------------------------------------------------------------------------
// The analytics cache

export const cacheStatsSchema = z.object({
  enabled: z.boolean(),
  /** In-memory, in this API process only: each process behind a load balancer has its own. */
  scope: z.literal('process'),
  ttlSeconds: z.number().int(),
  maxEntries: z.number().int(),
  entries: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  /** hits / (hits + misses) in percent; 0 before the first read. */
  hitRate: z.number(),
});
export type CacheStats = z.infer<typeof cacheStatsSchema>;

export const cacheWarmBodySchema = z.object({
  studentIds: z.array(coercedIdSchema).min(1, 'Give at least one student id').max(500, 'At most 500 students at a time'),
  schoolId: coercedIdSchema.optional(),
});

export const cacheWarmResultSchema = z.object({
  warmed: z.array(z.number().int()),
  /** Ids that are unknown, deleted or outside the user's schools. */
  skipped: z.array(z.number().int()),
  entries: z.number().int(),
});
