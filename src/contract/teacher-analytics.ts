/**
 * Per-teacher analytics (spec part 2 §7.2): GET /teachers/{id}/analytics, /performance,
 * /insights, /predictions/performance, /analysis/behavioral, /notifications and
 * PATCH /teachers/notifications/{id}/read. Every figure is computed from the grades and
 * attendance of the teacher's assignments (teacher_assignments: a subject in a class); nothing
 * is random. Percentages have one decimal; null means "no data", never a bad result.
 */
import { z } from 'zod';
import { calendarDaySchema, timestampSchema } from '@/contract/timestamps';
import { DASHBOARD_TARGET_LINE, GRADE_THRESHOLDS } from './student-analytics';
import { coercedIdSchema, pageSchema } from './ids';

export const TEACHER_ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type TeacherAnalyticsPeriod = (typeof TEACHER_ANALYTICS_PERIODS)[number];
export const DEFAULT_TEACHER_ANALYTICS_PERIOD: TeacherAnalyticsPeriod = '30d';
/** The performance score looks at a quarter by default: one month is too few grades to be fair. */
export const DEFAULT_TEACHER_PERFORMANCE_PERIOD: TeacherAnalyticsPeriod = '90d';

/** A grade passes at the lowest label above D (C, 60 %), the students area's grade scale. */
export const PASS_MARK = GRADE_THRESHOLDS.C;
/** The attendance target every class is held to: the dashboard's target line (85 %). */
export const ATTENDANCE_TARGET = DASHBOARD_TARGET_LINE;
/** Attendance below this is critical, not only under target. */
export const ATTENDANCE_CRITICAL = 70;
/** A subject whose average moved more than this many points vs the previous period is reported. */
export const GRADE_CHANGE_ALERT_POINTS = 5;
/** ... and more than this many is critical. */
export const GRADE_CHANGE_CRITICAL_POINTS = 10;
/** A class and subject whose pass rate is below this is reported. */
export const PASS_RATE_ALERT = 70;
/** Days after an exam within which its grades count as recorded on time. */
export const GRADING_DEADLINE_DAYS = 7;
/** Weights of the performance score's parts (renormalised over the parts that have data). */
export const PERFORMANCE_WEIGHTS = { averageGrade: 0.4, passRate: 0.3, attendanceRate: 0.2, gradingTimeliness: 0.1 } as const;
/** Standard deviation (points) of a teacher's grades under which grading reads consistent, moderate. */
export const GRADING_SPREAD_LIMITS = { consistent: 10, moderate: 20 } as const;

const percent = z.number().min(0).max(100);
const nullablePercent = percent.nullable();
const ignoredCacheBuster = { _t: z.unknown().optional() };

/** `7d`, `30d`, `90d`, `1y`; upper case (`30D`, as the students dashboard writes it) is accepted too. */
const periodSchema = (fallback: TeacherAnalyticsPeriod) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(TEACHER_ANALYTICS_PERIODS)).default(fallback);

export const teacherIdParamsSchema = z.object({ id: coercedIdSchema });
export const teacherPeriodQuerySchema = z.object({ period: periodSchema(DEFAULT_TEACHER_ANALYTICS_PERIOD), ...ignoredCacheBuster });
export const teacherPerformanceQuerySchema = z.object({ period: periodSchema(DEFAULT_TEACHER_PERFORMANCE_PERIOD), ...ignoredCacheBuster });

const windowFields = {
  teacherId: z.number().int(),
  period: z.enum(TEACHER_ANALYTICS_PERIODS),
  /** First and last day of the period (YYYY-MM-DD, Asia/Kabul), today included. */
  from: calendarDaySchema,
  to: calendarDaySchema,
};

// ---------------------------------------------------------------------------------------------
// GET /teachers/{id}/analytics?period=

export const teacherFiguresSchema = z.object({
  /** Mean of score / maxScore in percent over the grades. */
  averageGrade: nullablePercent,
  /** Share of the grades at or above PASS_MARK. */
  passRate: nullablePercent,
  gradeCount: z.number().int(),
  /** Present and late marks over all marks of the teacher's classes. */
  attendanceRate: nullablePercent,
  markCount: z.number().int(),
});
export type TeacherFigures = z.infer<typeof teacherFiguresSchema>;

export const TREND_UNITS = ['week', 'month'] as const;

export const teacherTrendPointSchema = z.object({
  /** First day of the week (from Saturday) or month. */
  start: z.string(),
  label: z.string(),
  averageGrade: nullablePercent,
  passRate: nullablePercent,
  gradeCount: z.number().int(),
  attendanceRate: nullablePercent,
  markCount: z.number().int(),
});

export const teacherBreakdownRowSchema = z.object({
  classId: z.number().int(),
  className: z.string(),
  /** The class's and the subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  /** Null: the class teacher's assignment without a subject (attendance only). */
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  subjectDariName: z.string().nullable().optional(),
  subjectPashtoName: z.string().nullable().optional(),
  /** Students in the class now (not deleted). */
  students: z.number().int(),
  current: teacherFiguresSchema,
  previous: teacherFiguresSchema,
});

const changeSchema = z.object({
  /** Points (this period minus the previous); null when either period has no data. */
  averageGrade: z.number().nullable(),
  passRate: z.number().nullable(),
  attendanceRate: z.number().nullable(),
});

export const teacherAnalyticsSchema = z.object({
  ...windowFields,
  previousFrom: z.string(),
  previousTo: z.string(),
  unit: z.enum(TREND_UNITS),
  /** Students now in the teacher's classes (not deleted). */
  studentsTaught: z.number().int(),
  classes: z.number().int(),
  subjects: z.number().int(),
  current: teacherFiguresSchema,
  previous: teacherFiguresSchema,
  change: changeSchema,
  /** Per week (per month for 1y), oldest first, every point listed. */
  trend: z.array(teacherTrendPointSchema),
  /** One row per assignment (class and subject). */
  breakdown: z.array(teacherBreakdownRowSchema),
});
export type TeacherAnalytics = z.infer<typeof teacherAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /teachers/{id}/performance?period=

export const PERFORMANCE_PARTS = ['averageGrade', 'passRate', 'attendanceRate', 'gradingTimeliness'] as const;

export const teacherPerformanceSchema = z.object({
  ...windowFields,
  /** Weighted mean of the parts that have data, 0-100; null when none has. */
  score: nullablePercent,
  parts: z.array(
    z.object({
      key: z.enum(PERFORMANCE_PARTS),
      value: nullablePercent,
      /** The nominal weight, and the weight it got once parts without data were left out. */
      weight: z.number(),
      appliedWeight: z.number(),
    }),
  ),
  exams: z.object({
    /** Completed exams of the teacher's class and subject in the period whose grading deadline has passed or that have grades. */
    counted: z.number().int(),
    gradedOnTime: z.number().int(),
    /** Completed, inside the deadline, no grade yet: not counted. */
    pending: z.number().int(),
  }),
  method: z.string(),
});
export type TeacherPerformance = z.infer<typeof teacherPerformanceSchema>;

// ---------------------------------------------------------------------------------------------
// GET /teachers/{id}/insights?period=

export const INSIGHT_KINDS = [
  'LOW_ATTENDANCE',
  'GRADES_DROP',
  'GRADES_RISE',
  'LOW_PASS_RATE',
  'TOP_CLASS',
  'NO_RECENT_GRADES',
  'NO_ASSIGNMENTS',
] as const;
export type TeacherInsightKind = (typeof INSIGHT_KINDS)[number];
export const INSIGHT_SEVERITIES = ['info', 'success', 'warning', 'critical'] as const;
export type TeacherInsightSeverity = (typeof INSIGHT_SEVERITIES)[number];

export const teacherInsightSchema = z.object({
  kind: z.enum(INSIGHT_KINDS),
  severity: z.enum(INSIGHT_SEVERITIES),
  /** What the finding is about; null for the teacher as a whole. */
  about: z
    .object({ type: z.enum(['class', 'subject', 'assignment']), classId: z.number().int().nullable(), subjectId: z.number().int().nullable(), name: z.string() })
    .nullable(),
  /** Plain English sentence; the client may word it from kind and figures instead (i18n). */
  message: z.string(),
  figures: z.record(z.string(), z.number().nullable()),
});
export type TeacherInsight = z.infer<typeof teacherInsightSchema>;

export const teacherInsightsSchema = z.object({
  ...windowFields,
  insights: z.array(teacherInsightSchema),
  /** Notifications this call wrote (warning and critical findings not yet notified today). */
  notificationsCreated: z.number().int(),
});
export type TeacherInsights = z.infer<typeof teacherInsightsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /teachers/{id}/predictions/performance?period=

export const PREDICTION_CONFIDENCE = ['none', 'low', 'medium', 'high'] as const;
/** Fewer points than this: "not enough data". */
export const PREDICTION_MIN_POINTS = 3;

export const teacherPredictionSchema = z.object({
  ...windowFields,
  unit: z.enum(TREND_UNITS),
  /** The points the line was fitted to: weeks (months for 1y) that have grades, oldest first. */
  points: z.array(z.object({ start: z.string(), label: z.string(), x: z.number().int(), averageGrade: percent, gradeCount: z.number().int() })),
  pointCount: z.number().int(),
  enoughData: z.boolean(),
  /** Change of the average per week (month); null without enough data. */
  slope: z.number().nullable(),
  intercept: z.number().nullable(),
  rSquared: z.number().nullable(),
  /** The line's value at the next week (month) after the period, clamped to 0-100. */
  predicted: z.object({ start: z.string(), label: z.string(), averageGrade: percent }).nullable(),
  direction: z.enum(['improving', 'declining', 'stable']).nullable(),
  confidence: z.enum(PREDICTION_CONFIDENCE),
  message: z.string(),
  method: z.string(),
});
export type TeacherPrediction = z.infer<typeof teacherPredictionSchema>;

// ---------------------------------------------------------------------------------------------
// GET /teachers/{id}/analysis/behavioral?period=

export const teacherBehaviorSchema = z.object({
  ...windowFields,
  gradingConsistency: z.object({
    gradeCount: z.number().int(),
    mean: nullablePercent,
    /** Population standard deviation of the grades' percentages, in points. */
    standardDeviation: z.number().nullable(),
    label: z.enum(['consistent', 'moderate', 'varied']).nullable(),
  }),
  /** Grades recorded per school weekday (Sat-Thu) and the days with any. */
  gradingActivity: z.object({
    byWeekday: z.array(z.object({ day: z.string(), grades: z.number().int() })),
    activeDays: z.number().int(),
  }),
  /** Attendance of the teacher's classes per school weekday; the weakest day with marks. */
  attendanceByWeekday: z.array(z.object({ day: z.string(), marks: z.number().int(), attended: z.number().int(), rate: nullablePercent })),
  weakestAttendanceDay: z.string().nullable(),
  workload: z.object({
    classes: z.number().int(),
    subjects: z.number().int(),
    assignments: z.number().int(),
    /** Different students in the teacher's classes. */
    students: z.number().int(),
    /** Sum over the assignments of the class's students: classes × students, counting a class once per subject taught there. */
    studentLoad: z.number().int(),
  }),
  method: z.string(),
});
export type TeacherBehavior = z.infer<typeof teacherBehaviorSchema>;

// ---------------------------------------------------------------------------------------------
// Notifications

export const notificationIdParamsSchema = z.object({ id: coercedIdSchema });

export const teacherNotificationsQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  ...ignoredCacheBuster,
});

export const teacherNotificationSchema = z.object({
  id: z.number().int(),
  teacherId: z.number().int(),
  kind: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  read: z.boolean(),
  readAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type TeacherNotification = z.infer<typeof teacherNotificationSchema>;

export const TEACHER_NOTIFICATION_MESSAGES = {
  notificationNotFound: 'Notification not found',
} as const;
