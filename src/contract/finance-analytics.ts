/**
 * Finance analytics and reports (spec part 2 §7.4, §8): GET /payments/analytics, /detailed,
 * /revenue, /recent; GET /finance/analytics; GET /finance/reports; POST /finance/reports/generate.
 * The spec shows no shapes; these are designed for a school's accountant and every figure is
 * computed from the payments, expenses and payrolls tables.
 *
 * What counts is the overview's rule (FINANCE_STATS_COUNTED in ./finance):
 * revenue and "paid" are payments PAID or PARTIALLY_PAID; expenses leave out REJECTED; payroll
 * leaves out CANCELLED and FAILED; soft-deleted rows never count. "Outstanding" payments are the
 * ones still owed (PAYMENT_OUTSTANDING_STATUSES); other statuses (cancelled, refunded, ...) show
 * only in the by-status breakdown. Sums are SQL numeric, answered as numbers with 2 decimals.
 *
 * Range: startDate and endDate (YYYY-MM-DD, both included) filter the payment date, the expense
 * date and the payroll's salary month. Left out, endDate is today (Asia/Kabul) and startDate the
 * first day of the month DEFAULT_ANALYTICS_MONTHS - 1 months before endDate's month: the last 12
 * months, the current one included. Every answer carries the range it used.
 *
 * Periods (groupBy): day, week (starting on Saturday, the Afghan week, as the other analytics)
 * or month; each period is named by its first day, and every period of the range is listed, empty
 * ones with zeros. The first and last may be partial (cut by the range).
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { dateInput, emptyToUndefined } from './finance';

// ---------------------------------------------------------------------------------------------
// Constants and messages

export const ANALYTICS_GROUP_BY = ['day', 'week', 'month'] as const;
export type AnalyticsGroupBy = (typeof ANALYTICS_GROUP_BY)[number];
export const DEFAULT_ANALYTICS_GROUP_BY: AnalyticsGroupBy = 'month';
/** The default range: the last 12 months, the current one included. */
export const DEFAULT_ANALYTICS_MONTHS = 12;
/** More periods than this (e.g. days over several years) answers 400: choose a larger groupBy. */
export const MAX_ANALYTICS_PERIODS = 400;
export const DEFAULT_RECENT_PAYMENTS = 10;
export const MAX_RECENT_PAYMENTS = 100;
export const DEFAULT_TOP_STUDENTS = 10;
export const MAX_TOP_STUDENTS = 50;
/** A generated report with more rows than this answers 400: choose a shorter range. */
export const MAX_REPORT_ROWS = 10_000;

/** Payments whose money is still owed (paid vs outstanding). */
export const PAYMENT_OUTSTANDING_STATUSES = ['UNPAID', 'OVERDUE', 'PENDING', 'PROCESSING'] as const;

export const FINANCE_ANALYTICS_MESSAGES = {
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  rangeReversed: 'The start date must not be after the end date',
  tooManyPeriods: 'This range has too many periods for the grouping: choose a shorter range or a larger grouping',
} as const;

/** Spec §8 "Payment analytics failures": the client's texts when these calls fail. */
export const PAYMENT_ANALYTICS_FAILURES = {
  detailed: 'Failed to fetch detailed payment analytics',
  revenue: 'Failed to fetch revenue analytics',
  recent: 'Failed to fetch recent payments detailed',
  comprehensive: 'Failed to fetch comprehensive payment analytics',
  trends: 'Failed to fetch payment trends',
  breakdowns: 'Failed to fetch payment breakdowns',
  topStudents: 'Failed to fetch top performing students',
} as const;

// ---------------------------------------------------------------------------------------------
// Queries

const optionalDate = z.preprocess(emptyToUndefined, dateInput(FINANCE_ANALYTICS_MESSAGES.invalidDate).optional());
const ignoredCacheBuster = { _t: z.string().optional() };
const limit = (fallback: number, max: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));
const groupBy = z.preprocess(emptyToUndefined, z.enum(ANALYTICS_GROUP_BY).default(DEFAULT_ANALYTICS_GROUP_BY));

const rangeFields = { startDate: optionalDate, endDate: optionalDate };
/** Both dates given and reversed: 400 on startDate. A default range never is. */
const rangeInOrder = (body: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) => {
  if (body.startDate && body.endDate && body.startDate > body.endDate) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: FINANCE_ANALYTICS_MESSAGES.rangeReversed });
  }
};

/** GET /payments/analytics and GET /finance/analytics. */
export const analyticsRangeQuerySchema = z.object({ ...rangeFields, ...ignoredCacheBuster }).superRefine(rangeInOrder);
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuerySchema>;

/** GET /payments/analytics/revenue. */
export const revenueAnalyticsQuerySchema = z.object({ ...rangeFields, groupBy, ...ignoredCacheBuster }).superRefine(rangeInOrder);
export type RevenueAnalyticsQuery = z.output<typeof revenueAnalyticsQuerySchema>;

/** GET /payments/analytics/detailed: `top` is how many top paying students. */
export const detailedPaymentAnalyticsQuerySchema = z
  .object({ ...rangeFields, groupBy, top: limit(DEFAULT_TOP_STUDENTS, MAX_TOP_STUDENTS), ...ignoredCacheBuster })
  .superRefine(rangeInOrder);
export type DetailedPaymentAnalyticsQuery = z.output<typeof detailedPaymentAnalyticsQuerySchema>;

/** GET /payments/analytics/recent: the last `limit` payments (by payment date, then newest). */
export const recentPaymentsQuerySchema = z.object({ limit: limit(DEFAULT_RECENT_PAYMENTS, MAX_RECENT_PAYMENTS), ...ignoredCacheBuster });
export type RecentPaymentsQuery = z.output<typeof recentPaymentsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers (data of `{ success, message, data }`)

export const analyticsRangeSchema = z.object({ startDate: calendarDaySchema, endDate: calendarDaySchema });
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

/** One slice of a breakdown: `key` is a status, method, type or expense category. */
export const analyticsBreakdownItemSchema = z.object({ key: z.string(), count: z.number().int(), amount: z.number() });
export type AnalyticsBreakdownItem = z.infer<typeof analyticsBreakdownItemSchema>;

const countAndAmount = z.object({ count: z.number().int(), amount: z.number() });

/** GET /payments/analytics. */
export const paymentAnalyticsSchema = z.object({
  range: analyticsRangeSchema,
  /** Paid payments (PAID, PARTIALLY_PAID): how many, their sum, their mean (2 decimals; 0 when none). */
  totals: z.object({ count: z.number().int(), amount: z.number(), average: z.number() }),
  /** Every payment that is not deleted, per status (largest amount first). */
  byStatus: z.array(analyticsBreakdownItemSchema),
  /** Paid payments per method and per type (largest amount first). */
  byMethod: z.array(analyticsBreakdownItemSchema),
  byType: z.array(analyticsBreakdownItemSchema),
  paidVsOutstanding: z.object({
    paid: countAndAmount,
    outstanding: countAndAmount,
    /** paid / (paid + outstanding) amounts in percent, 2 decimals; null when both are 0. */
    collectionRate: z.number().nullable(),
  }),
});
export type PaymentAnalytics = z.infer<typeof paymentAnalyticsSchema>;

export const paymentPeriodSchema = z.object({
  /** The period's first day (YYYY-MM-DD). */
  period: z.string(),
  /** "2026-03" for a month, the first day for a day or week. */
  label: z.string(),
  count: z.number().int(),
  amount: z.number(),
  average: z.number(),
  outstandingCount: z.number().int(),
  outstandingAmount: z.number(),
});
export type PaymentPeriod = z.infer<typeof paymentPeriodSchema>;

export const topPayingStudentSchema = z.object({
  studentId: z.number().int(),
  name: z.string(),
  admissionNo: z.string(),
  className: z.string().nullable(),
  /** The class's Dari and Pashto names (local-names.ts); null or absent: not given. */
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  /** How many paid payments, and their sum. */
  count: z.number().int(),
  total: z.number(),
});
export type TopPayingStudent = z.infer<typeof topPayingStudentSchema>;

/** GET /payments/analytics/detailed: the analytics above, per period, plus the top paying students. */
export const detailedPaymentAnalyticsSchema = paymentAnalyticsSchema.extend({
  groupBy: z.enum(ANALYTICS_GROUP_BY),
  periods: z.array(paymentPeriodSchema),
  topStudents: z.array(topPayingStudentSchema),
});
export type DetailedPaymentAnalytics = z.infer<typeof detailedPaymentAnalyticsSchema>;

export const revenuePeriodSchema = z.object({
  period: z.string(),
  label: z.string(),
  count: z.number().int(),
  revenue: z.number(),
  /** The revenue of the period before (for the first period: the one before the range). */
  previousRevenue: z.number(),
  /** (revenue - previousRevenue) / previousRevenue in percent, 2 decimals; null when previousRevenue is 0. */
  growth: z.number().nullable(),
});
export type RevenuePeriod = z.infer<typeof revenuePeriodSchema>;

/** GET /payments/analytics/revenue: paid payments per period. */
export const revenueAnalyticsSchema = z.object({
  range: analyticsRangeSchema,
  groupBy: z.enum(ANALYTICS_GROUP_BY),
  total: z.number(),
  count: z.number().int(),
  periods: z.array(revenuePeriodSchema),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

/** GET /payments/analytics/recent: one payment with its student, any status, not deleted. */
export const recentPaymentSchema = z.object({
  id: z.number().int(),
  receiptNumber: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNo: z.string(),
  className: z.string().nullable(),
  /** The class's Dari and Pashto names (local-names.ts); null or absent: not given. */
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  amount: z.number(),
  paymentDate: calendarDaySchema,
  status: z.string(),
  method: z.string(),
  type: z.string(),
  createdAt: timestampSchema,
});
export type RecentPayment = z.infer<typeof recentPaymentSchema>;

export const financeMonthSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  revenue: z.number(),
  expenses: z.number(),
  payroll: z.number(),
  /** revenue - expenses - payroll. */
  net: z.number(),
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;

/** GET /finance/analytics?startDate&endDate. */
export const financeAnalyticsSchema = z.object({
  range: analyticsRangeSchema,
  /** Over the range: the overview's figures (same rule as GET /finance/stats) and their counts. */
  totals: z.object({
    revenue: z.number(),
    expenses: z.number(),
    payroll: z.number(),
    net: z.number(),
    paymentCount: z.number().int(),
    expenseCount: z.number().int(),
    payrollCount: z.number().int(),
  }),
  months: z.array(financeMonthSchema),
  /** Counted expenses per category, paid payments per method (largest amount first). */
  expensesByCategory: z.array(analyticsBreakdownItemSchema),
  paymentsByMethod: z.array(analyticsBreakdownItemSchema),
});
export type FinanceAnalytics = z.infer<typeof financeAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------
// Reports

export const FINANCE_REPORT_KINDS = ['income-statement', 'payments-register', 'expenses-register', 'payroll-register'] as const;
export type FinanceReportKind = (typeof FINANCE_REPORT_KINDS)[number];
export const FINANCE_REPORT_FORMATS = ['pdf', 'csv'] as const;
export type FinanceReportFormat = (typeof FINANCE_REPORT_FORMATS)[number];

/** The English title and description of each kind (the client may translate by kind). */
export const FINANCE_REPORT_TEXTS: Record<FinanceReportKind, { title: string; description: string }> = {
  'income-statement': {
    title: 'Income Statement',
    description: 'Revenue by payment type, expenses by category, payroll and the net income for the period.',
  },
  'payments-register': {
    title: 'Payments Register',
    description: 'Every payment of the period with receipt number, student, type, method and status; totals paid and outstanding.',
  },
  'expenses-register': {
    title: 'Expenses Register',
    description: 'Every expense of the period with category, method and status; the total counted (rejected expenses left out).',
  },
  'payroll-register': {
    title: 'Payroll Register',
    description: 'Every payroll record of the period with salary parts and net salary; the total counted (cancelled and failed left out).',
  },
};

export const financeReportKindSchema = z.object({
  kind: z.enum(FINANCE_REPORT_KINDS),
  title: z.string(),
  description: z.string(),
  formats: z.array(z.enum(FINANCE_REPORT_FORMATS)),
});
export type FinanceReportKindInfo = z.infer<typeof financeReportKindSchema>;

/** GET /finance/reports: data is the list of kinds. */
export const financeReportListSchema = z.array(financeReportKindSchema);

/**
 * POST /finance/reports/generate: the answer is the file itself (application/pdf or text/csv,
 * Content-Disposition attachment; e.g. "payments-register-2026-01-01-to-2026-03-31.pdf").
 */
export const financeReportGenerateSchema = z
  .object({
    kind: z.enum(FINANCE_REPORT_KINDS),
    format: z.enum(FINANCE_REPORT_FORMATS).default('pdf'),
    startDate: dateInput(FINANCE_ANALYTICS_MESSAGES.invalidDate),
    endDate: dateInput(FINANCE_ANALYTICS_MESSAGES.invalidDate),
  })
  .superRefine(rangeInOrder);
export type FinanceReportGenerateInput = z.input<typeof financeReportGenerateSchema>;
export type FinanceReportGenerateBody = z.output<typeof financeReportGenerateSchema>;

/** The file name of a generated report. */
export function financeReportFileName(body: Pick<FinanceReportGenerateBody, 'kind' | 'format' | 'startDate' | 'endDate'>): string {
  return `${body.kind}-${body.startDate}-to-${body.endDate}.${body.format}`;
}
