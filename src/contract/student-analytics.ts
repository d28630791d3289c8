/**
 * The students dashboard's analytics (spec part 2 §2.2, §3.3, §9): GET /students/analytics?period=.
 * Every figure is computed from the database for the period; the spec's fallbacks are for a field
 * truly missing from the answer, never a stand-in for data.
 */
import { z } from 'zod';

export const DASHBOARD_PERIODS = ['7D', '30D', '90D', '1Y'] as const;
export type DashboardPeriodName = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriodName = '30D';
export const DASHBOARD_LIVE_REFRESH_MS = 30_000;
export const DASHBOARD_TARGET_LINE = 85;
export const DASHBOARD_CHART_ANIMATION_MS = 1500;
/** Spec §3.3: shown only when the answer lacks the field. */
export const DASHBOARD_FALLBACKS = { totalStudents: 245, attendanceRate: 94.2, averageGrade: 87.3, completionRate: 91.8 } as const;
/** Spec §9, best first. */
export const GRADE_SCALE = ['A+', 'A', 'B+', 'B', 'C+', 'C', 'D'] as const;

export const analyticsQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default(DEFAULT_DASHBOARD_PERIOD),
  classId: z.coerce.number().int().positive().optional(),
});

const percent = z.number().min(0).max(100);

export const studentAnalyticsSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** First and last day of the period (YYYY-MM-DD, Asia/Kabul). */
  from: z.string(),
  to: z.string(),
  totalStudents: z.number().int(),
  /** Present (and late) marks over all marks in the period, in percent, one decimal. */
  attendanceRate: percent,
  /** Mean of score/maxScore in percent over the period's grades, one decimal. */
  averageGrade: percent,
  /** Share of the period's completed exams that have a grade for each of their class's students. */
  completionRate: percent,
  /** Students whose average in the period is at least 90 %. */
  topPerformerCount: z.number().int(),
  activeClasses: z.number().int(),
  teachers: z.number().int(),
  subjects: z.number().int(),
  /** Grade label (GRADE_SCALE) to number of students whose period average falls in it. */
  gradeDistribution: z.record(z.string(), z.number().int()),
  /** Class name to its figures. */
  classPerformance: z.record(
    z.string(),
    z.object({ studentCount: z.number().int(), averageGrade: percent, attendance: percent }),
  ),
  /** One point per week (7D/30D: per day for 7D) or month (90D/1Y), oldest first. */
  performanceTrends: z.array(z.object({ label: z.string(), averageGrade: percent, attendanceRate: percent })),
  subjectPerformance: z.array(z.object({ subject: z.string(), averageGrade: percent, gradeCount: z.number().int() })),
  /** Per weekday of the period (school days only), counts of marks. */
  weeklyAttendance: z.array(
    z.object({ day: z.string().describe('Mon, Tue, … (English short name; the client translates)'), present: z.number().int(), absent: z.number().int(), late: z.number().int() }),
  ),
  topPerformers: z.array(
    z.object({ studentId: z.number().int(), name: z.string(), dariName: z.string().nullable(), className: z.string().nullable(), averageGrade: percent }),
  ),
  /** Facts worth a sentence, computed from the figures; the client words them (i18n). */
  insights: z.array(
    z.object({
      kind: z.enum(['attendance-change', 'grade-change', 'best-class', 'weakest-subject', 'below-target-classes', 'new-students']),
      value: z.number(),
      subject: z.string().nullable().describe('The class or subject name the insight is about, if any'),
    }),
  ),
  recentActivity: z.array(
    z.object({ type: z.string(), description: z.string().nullable(), studentId: z.number().int(), studentName: z.string(), at: z.string() }),
  ),
});
export type StudentAnalytics = z.infer<typeof studentAnalyticsSchema>;
