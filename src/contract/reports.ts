/**
 * Reports (spec part 2 §7.7: "/reports; POST /reports/generate; GET /reports/{id}/export (format,
 * default pdf)"; part 1: "Default report export format: pdf"). Shapes are not in the spec, so they
 * are designed here.
 *
 * Generating computes a table from the school's real records and stores it (title, columns, rows,
 * summary), so every view and export of one report, PDF or CSV, shows the same figures even when
 * the records change later. A report covers one school: the user's own, or `schoolId` when the
 * user's data scope opens it.
 *
 * Access: report:create to generate, report:read to list, read and export (an export shows what
 * the report already shows), report:delete to delete (soft). On top of that every report type
 * needs the read permission of the records it shows (REPORT_TYPE_PERMISSIONS): every teacher holds
 * report:read, and a fee report is the school's money. The list leaves out the types a user may
 * not read.
 */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import { messageAnswer, paginationSchema } from './api';
import { PAYMENT_STATUSES } from './finance';
import { STUDENT_GENDERS, STUDENT_STATUSES } from './students';
import { coercedIdSchema, INT32_MAX, pageSchema } from './ids';

export const REPORT_TYPES = ['ATTENDANCE', 'FEES', 'ACADEMIC', 'STUDENTS', 'STAFF'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** What each type shows, and so which read permissions (all of them) it needs besides report:*. */
export const REPORT_TYPE_PERMISSIONS: Readonly<Record<ReportType, readonly string[]>> = {
  ATTENDANCE: ['attendance:read'],
  FEES: ['payment:read'],
  ACADEMIC: ['exam:read'],
  STUDENTS: ['student:read'],
  STAFF: ['staff:read', 'teacher:read'],
};

export const REPORT_TYPE_LABELS: Readonly<Record<ReportType, string>> = {
  ATTENDANCE: 'Attendance',
  FEES: 'Fees',
  ACADEMIC: 'Academic results',
  STUDENTS: 'Students',
  STAFF: 'Staff',
};

export const REPORT_EXPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const DEFAULT_REPORT_EXPORT_FORMAT: ReportExportFormat = 'pdf';

/** A report holds at most this many rows; more is refused (400) so the user narrows the filters. */
export const REPORT_MAX_ROWS = 20_000;
/**
 * A PDF prints at most this many rows (about 140 pages): drawing one takes seconds per thousand
 * rows, and nobody reads a longer one on paper. CSV exports every row.
 */
export const REPORT_PDF_MAX_ROWS = 5_000;
/** A date range covers at most one year (a leap year included). */
export const REPORT_MAX_RANGE_DAYS = 366;
/** How many rows the answer to POST /reports/generate shows. */
export const REPORT_PREVIEW_ROWS = 20;
export const REPORT_PAGE_SIZE = 20;

export const REPORT_MESSAGES = {
  listed: 'Reports retrieved successfully',
  fetched: 'Report retrieved successfully',
  generated: 'Report generated successfully',
  deleted: 'Report deleted successfully',
  renamed: 'Report renamed successfully',
  titleRequired: 'The title is required',
  titleTooLong: 'The title is at most 200 characters',
  notFound: 'Report not found',
  typeInvalid: `Choose a report type: ${REPORT_TYPES.join(', ')}`,
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  startDateRequired: 'Choose the first day of the report',
  endDateRequired: 'Choose the last day of the report',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: `A report covers at most ${REPORT_MAX_RANGE_DAYS} days: choose a shorter range`,
  classIdRequired: 'Choose the class of the report',
  idInvalid: 'Must be a positive whole number',
  academicYearInvalid: 'The academic year is at most 20 characters',
  paymentStatusInvalid: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}`,
  studentStatusInvalid: `Student status must be one of ${STUDENT_STATUSES.join(', ')}`,
  genderInvalid: `Gender must be one of ${STUDENT_GENDERS.join(', ')}`,
  staffKindInvalid: 'Kind must be TEACHER or STAFF',
  departmentInvalid: 'The department is at most 100 characters',
  formatInvalid: `Export format must be ${REPORT_EXPORT_FORMATS.join(' or ')}`,
  schoolNotFound: 'The school was not found',
  classNotFound: 'The class was not found in this school',
  examNotFound: 'The exam was not found in this school',
  examOfOtherClass: 'The exam is not an exam of the chosen class',
  tooManyRows: `This report would have more than ${REPORT_MAX_ROWS.toLocaleString('en-US')} rows: narrow the filters (a class, a status or a shorter range) and generate it again`,
} as const;

export const pdfTooManyRows = (rowCount: number) =>
  `A PDF holds at most ${REPORT_PDF_MAX_ROWS.toLocaleString('en-US')} rows and this report has ${rowCount.toLocaleString('en-US')}: export it as CSV, or generate a narrower report`;

// ---------------------------------------------------------------------------------------------
// Parameters, per type

const isCalendarDay = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};
const day = (requiredMessage: string) =>
  z.string(requiredMessage).trim().regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateFormat).refine(isCalendarDay, REPORT_MESSAGES.dateFormat).meta({ format: 'date' });
const blankToUndefined = (input: unknown) => (input === null || (typeof input === 'string' && input.trim() === '') ? undefined : input);
const id = z.number(REPORT_MESSAGES.idInvalid).int(REPORT_MESSAGES.idInvalid).positive(REPORT_MESSAGES.idInvalid).max(INT32_MAX, REPORT_MESSAGES.idInvalid);
const optionalId = z.preprocess(blankToUndefined, id.optional());

/** Days from `from` to `to`, both included. */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeFields = { startDate: day(REPORT_MESSAGES.startDateRequired), endDate: day(REPORT_MESSAGES.endDateRequired) };
function checkRange(range: { startDate: string; endDate: string }, context: z.RefinementCtx): void {
  // A malformed day already has its own message.
  if (!isCalendarDay(range.startDate) || !isCalendarDay(range.endDate)) return;
  if (range.startDate > range.endDate) context.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.rangeOrder });
  else if (reportRangeDays(range.startDate, range.endDate) > REPORT_MAX_RANGE_DAYS) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.rangeTooLong });
  }
}

/** ATTENDANCE: one row per student with marks in the range (or, active, in the class). */
export const attendanceReportParametersSchema = z.strictObject({ ...rangeFields, classId: optionalId }).superRefine(checkRange);
/** FEES: the payments of the range, optionally one status or the students of one class. */
export const feesReportParametersSchema = z
  .strictObject({
    ...rangeFields,
    status: z.preprocess(blankToUndefined, z.enum(PAYMENT_STATUSES, REPORT_MESSAGES.paymentStatusInvalid).optional()),
    classId: optionalId,
  })
  .superRefine(checkRange);
/** ACADEMIC: a class's students ranked by their average, optionally one academic year or one exam. */
export const academicReportParametersSchema = z.strictObject({
  classId: z
    .number({ error: (issue) => (issue.input === undefined ? REPORT_MESSAGES.classIdRequired : REPORT_MESSAGES.idInvalid) })
    .int(REPORT_MESSAGES.idInvalid)
    .positive(REPORT_MESSAGES.idInvalid)
    .max(INT32_MAX, REPORT_MESSAGES.idInvalid),
  academicYear: z.preprocess(blankToUndefined, z.string(REPORT_MESSAGES.academicYearInvalid).trim().max(20, REPORT_MESSAGES.academicYearInvalid).optional()),
  examId: optionalId,
});
/** STUDENTS: the roster, optionally one class, status or gender. */
export const studentsReportParametersSchema = z.strictObject({
  classId: optionalId,
  status: z.preprocess(blankToUndefined, z.enum(STUDENT_STATUSES, REPORT_MESSAGES.studentStatusInvalid).optional()),
  gender: z.preprocess(blankToUndefined, z.enum(STUDENT_GENDERS, REPORT_MESSAGES.genderInvalid).optional()),
});
export const STAFF_REPORT_KINDS = ['TEACHER', 'STAFF'] as const;
/** STAFF: teachers and other staff, optionally one kind or department. */
export const staffReportParametersSchema = z.strictObject({
  kind: z.preprocess(blankToUndefined, z.enum(STAFF_REPORT_KINDS, REPORT_MESSAGES.staffKindInvalid).optional()),
  department: z.preprocess(blankToUndefined, z.string(REPORT_MESSAGES.departmentInvalid).trim().max(100, REPORT_MESSAGES.departmentInvalid).optional()),
});

export type AttendanceReportParameters = z.output<typeof attendanceReportParametersSchema>;
export type FeesReportParameters = z.output<typeof feesReportParametersSchema>;
export type AcademicReportParameters = z.output<typeof academicReportParametersSchema>;
export type StudentsReportParameters = z.output<typeof studentsReportParametersSchema>;
export type StaffReportParameters = z.output<typeof staffReportParametersSchema>;

const schoolIdField = { schoolId: optionalId };

/** POST /reports/generate: `{ type, parameters, schoolId? }`; the parameters are checked per type. */
export const reportGenerateSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('ATTENDANCE'), parameters: attendanceReportParametersSchema, ...schoolIdField }),
    z.object({ type: z.literal('FEES'), parameters: feesReportParametersSchema, ...schoolIdField }),
    z.object({ type: z.literal('ACADEMIC'), parameters: academicReportParametersSchema, ...schoolIdField }),
    z.object({ type: z.literal('STUDENTS'), parameters: studentsReportParametersSchema.default({}), ...schoolIdField }),
    z.object({ type: z.literal('STAFF'), parameters: staffReportParametersSchema.default({}), ...schoolIdField }),
  ],
  { error: REPORT_MESSAGES.typeInvalid },
);
export type ReportGenerateInput = z.input<typeof reportGenerateSchema>;
export type ReportGenerateBody = z.output<typeof reportGenerateSchema>;

export const reportListQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
  type: z.preprocess(blankToUndefined, z.enum(REPORT_TYPES, REPORT_MESSAGES.typeInvalid).optional()),
  schoolId: coercedIdSchema.optional(),
  _t: z.unknown().optional(),
});

export const reportIdParamsSchema = z.object({ id: coercedIdSchema });

/** PUT /reports/{id}: a report's figures are fixed when generated; only its title changes. */
export const reportRenameSchema = z
  .object({ title: z.string(REPORT_MESSAGES.titleRequired).trim().min(1, REPORT_MESSAGES.titleRequired).max(200, REPORT_MESSAGES.titleTooLong) })
  .strict();
export type ReportRenameBody = z.infer<typeof reportRenameSchema>;

export const reportExportQuerySchema = z.object({
  format: z.preprocess(
    (input) => (typeof input === 'string' ? input.trim().toLowerCase() || undefined : input),
    z.enum(REPORT_EXPORT_FORMATS, REPORT_MESSAGES.formatInvalid).default(DEFAULT_REPORT_EXPORT_FORMAT),
  ),
});

// ---------------------------------------------------------------------------------------------
// Answers

/** A table cell: text, a number (counts, percentages, money in the school's currency) or empty. */
export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/**
 * The figures above the table, by key (e.g. `totalAmount`); REPORT_SUMMARY_LABELS names them in
 * the order they are printed.
 */
export const reportSummarySchema = z.record(z.string(), reportCellSchema);
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const REPORT_SUMMARY_LABELS: Readonly<Record<string, string>> = {
  students: 'Students',
  people: 'People',
  teachers: 'Teachers',
  staff: 'Other staff',
  active: 'Active',
  male: 'Male',
  female: 'Female',
  marks: 'Marks',
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
  attendanceRate: 'Attendance rate %',
  payments: 'Payments',
  // Money figures: the export adds the school's currency ("Total amount (AFN)").
  totalAmount: 'Total amount',
  paidAmount: 'Paid',
  outstandingAmount: 'Outstanding',
  gradedStudents: 'Graded students',
  classAverage: 'Class average %',
  highest: 'Highest %',
  lowest: 'Lowest %',
  passRate: 'Pass rate %',
};

export const reportSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  /** The parameters it was generated with, as checked (defaults filled in). */
  parameters: z.record(z.string(), z.unknown()),
  columns: z.array(z.string()),
  summary: reportSummarySchema,
  rowCount: z.number().int(),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: timestampSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** GET /reports/{id}: the report with every row. */
export const reportDetailSchema = reportSchema.extend({ rows: z.array(z.array(reportCellSchema)) });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** POST /reports/generate: the stored report with its first rows. */
export const reportGeneratedSchema = reportSchema.extend({ previewRows: z.array(z.array(reportCellSchema)) });
export type ReportGenerated = z.infer<typeof reportGeneratedSchema>;

export const reportListAnswerSchema = messageAnswer(z.array(reportSchema)).extend({ meta: z.object({ pagination: paginationSchema }) });
export const reportDetailAnswerSchema = messageAnswer(reportDetailSchema);
export const reportGeneratedAnswerSchema = messageAnswer(reportGeneratedSchema);
export const reportDeletedAnswerSchema = messageAnswer(z.object({ id: z.number().int() }));
export const reportAnswerSchema = messageAnswer(reportSchema);

/** "attendance-report-12-2026-05-01.pdf": the type, the report's id and the (Kabul) day it was made. */
export function reportFileName(report: { id: number; type: ReportType }, createdDay: string, format: ReportExportFormat): string {
  return `${report.type.toLowerCase()}-report-${report.id}-${createdDay}.${format}`;
}
