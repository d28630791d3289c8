/**
 * The students dashboard's analytics (spec part 2 §2.2, §3.3, §9): GET /students/analytics?period=.
 * Every figure is computed from the database for the period; the spec's fallbacks are for a field
 * truly missing from the answer, never a stand-in for data.
 */
import { z } from 'zod';
import { calendarDaySchema } from '@/contract/timestamps';
import { coercedIdSchema } from './ids';
import { localNameRefFields } from './local-names';

export const DASHBOARD_PERIODS = ['7D', '30D', '90D', '1Y'] as const;
export type DashboardPeriodName = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriodName = '30D';
export const DASHBOARD_TARGET_LINE = 85;
/** Spec §3.3: shown only when the answer lacks the field. */
export const DASHBOARD_FALLBACKS = { totalStudents: 245, attendanceRate: 94.2, averageGrade: 87.3, completionRate: 91.8 } as const;
/** Spec §9, best first. */
export const GRADE_SCALE = ['A+', 'A', 'B+', 'B', 'C+', 'C', 'D'] as const;
export type GradeLabel = (typeof GRADE_SCALE)[number];
/**
 * The lowest average (percent) of each grade label, best first. A+ starts at 90 so that
 * "top performer" (average at least 90) and A+ are the same students; the spec's colour bands
 * (90, 80, 70, 60) fall on label boundaries.
 */
export const GRADE_THRESHOLDS: Readonly<Record<GradeLabel, number>> = { 'A+': 90, A: 85, 'B+': 80, B: 75, 'C+': 70, C: 60, D: 0 };
export const TOP_PERFORMER_MIN_AVERAGE = GRADE_THRESHOLDS['A+'];
/** How many students the Top Performers panel lists, and how many events Recent Activity shows. */
export const TOP_PERFORMERS_SHOWN = 5;
export const RECENT_ACTIVITY_SHOWN = 10;

/** The grade label of an average in percent. */
export function gradeLabel(percent: number): GradeLabel {
  return GRADE_SCALE.find((label) => percent >= GRADE_THRESHOLDS[label]) ?? 'D';
}

export const analyticsQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default(DEFAULT_DASHBOARD_PERIOD),
  classId: coercedIdSchema.optional(),
});

const percent = z.number().min(0).max(100);

export const studentAnalyticsSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** First and last day of the period (YYYY-MM-DD, Asia/Kabul). */
  from: calendarDaySchema,
  to: calendarDaySchema,
  totalStudents: z.number().int(),
  /** Present (and late) marks over all marks in the period, in percent, one decimal. */
  attendanceRate: percent,
  /** Mean of score/maxScore in percent over the period's grades, one decimal. */
  averageGrade: percent,
  /** Share of the period's completed exams that have a grade for each of their class's students (the active ones admitted by the exam day). */
  completionRate: percent,
  /** Students whose average in the period is at least 90 %. */
  topPerformerCount: z.number().int(),
  activeClasses: z.number().int(),
  teachers: z.number().int(),
  subjects: z.number().int(),
  /** Grade label (GRADE_SCALE) to number of students whose period average falls in it. */
  gradeDistribution: z.record(z.string(), z.number().int()),
  /** Class name to its figures (and the class's Dari and Pashto names: local-names.ts). */
  classPerformance: z.record(
    z.string(),
    z.object({ studentCount: z.number().int(), averageGrade: percent, attendance: percent, ...localNameRefFields }),
  ),
  /** One point per week (7D/30D: per day for 7D) or month (90D/1Y), oldest first. */
  performanceTrends: z.array(
    z.object({
      label: z.string(),
      averageGrade: percent,
      attendanceRate: percent,
      /** Grades and attendance marks in the point: 0 means its 0 % figure is "no data", not a bad result. */
      gradeCount: z.number().int().optional(),
      markCount: z.number().int().optional(),
    }),
  ),
  subjectPerformance: z.array(
    z.object({
      subject: z.string(),
      /** The subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
      subjectDariName: z.string().nullable().optional(),
      subjectPashtoName: z.string().nullable().optional(),
      averageGrade: percent,
      gradeCount: z.number().int(),
    }),
  ),
  /** Per weekday of the period (school days only), counts of marks. */
  weeklyAttendance: z.array(
    z.object({ day: z.string().describe('Mon, Tue, … (English short name; the client translates)'), present: z.number().int(), absent: z.number().int(), late: z.number().int() }),
  ),
  topPerformers: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      /** The student's own Dari name (a person's name: localizedNames). */
      dariName: z.string().nullable(),
      className: z.string().nullable(),
      /** The class's Dari and Pashto names (local-names.ts); null or absent: not given. */
      classDariName: z.string().nullable().optional(),
      classPashtoName: z.string().nullable().optional(),
      averageGrade: percent,
    }),
  ),
  /** Facts worth a sentence, computed from the figures; the client words them (i18n). */
  insights: z.array(
    z.object({
      kind: z.enum(['attendance-change', 'grade-change', 'best-class', 'weakest-subject', 'below-target-classes', 'new-students']),
      value: z.number(),
      subject: z.string().nullable().describe('The class or subject name the insight is about, if any'),
      /** That class's or subject's Dari and Pashto names (local-names.ts); null or absent: not given. */
      subjectDariName: z.string().nullable().optional(),
      subjectPashtoName: z.string().nullable().optional(),
    }),
  ),
  recentActivity: z.array(
    z.object({ type: z.string(), description: z.string().nullable(), studentId: z.number().int(), studentName: z.string(), at: z.string() }),
  ),
});
export type StudentAnalytics = z.infer<typeof studentAnalyticsSchema>;
