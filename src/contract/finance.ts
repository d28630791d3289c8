/**
 * Finance: payments, expenses, payroll and the overview's stats (spec part 2 §2.4, §3.5-§3.8, §4,
 * §5, §7.4, §8, §9). One source for the server (route validation, answers) and the client.
 *
 * Money: the API takes amounts as numbers (or numeric text) with at most 2 decimals and hands the
 * server a canonical decimal string ("1234.50") for a numeric column; arithmetic is done in
 * integer cents (`decimalToCents`, `centsToDecimal`) or in SQL numeric, never in floating point.
 * Answers carry amounts as numbers with 2 decimals.
 *
 * Status vocabularies: the spec's create forms use upper-case statuses, its list filters and
 * badges use "completed", "pending" and "cancelled" (§4, a mismatch). The server stores ONE
 * canonical upper-case set (below); the lower-case words are accepted by the list filters as
 * aliases that stand for a group of canonical statuses (`EXPENSE_STATUS_ALIASES`,
 * `PAYROLL_STATUS_ALIASES`), and badges show the canonical status, so a filter finds what its
 * badges show.
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { paginationSchema } from '@/contract/api';
import { coercedIdSchema, INT32_MAX, pageSchema } from './ids';
import { markMoney } from './money-fields';
import { currencySchema } from './currency';
import { centsToDecimal, decimalToCents } from './money';

// ---------------------------------------------------------------------------------------------
// Vocabularies (spec §3.5, §3.6, §4)

export const PAYMENT_STATUSES = [
  'PAID',
  'UNPAID',
  'PARTIALLY_PAID',
  'OVERDUE',
  'CANCELLED',
  'REFUNDED',
  'PENDING',
  'FAILED',
  'PROCESSING',
  'DISPUTED',
  'VOIDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = [
  'CASH',
  'CARD',
  'BANK_TRANSFER',
  'MOBILE_PAYMENT',
  'CHECK',
  'SCHOLARSHIP',
  'CRYPTO',
  'DIGITAL_WALLET',
  'INSTALLMENT',
  'GRANT',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_TYPES = [
  'TUITION_FEE',
  'TRANSPORT_FEE',
  'LIBRARY_FEE',
  'LABORATORY_FEE',
  'SPORTS_FEE',
  'EXAM_FEE',
  'UNIFORM_FEE',
  'MEAL_FEE',
  'HOSTEL_FEE',
  'OTHER',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec §4 "New payment defaults" (payment date: today). */
export const PAYMENT_DEFAULTS = { status: 'PAID', method: 'CASH', type: 'TUITION_FEE' } as const satisfies {
  status: PaymentStatus;
  method: PaymentMethod;
  type: PaymentType;
};

export const EXPENSE_CATEGORIES = [
  'Office Supplies',
  'Utilities',
  'Maintenance',
  'Transportation',
  'Marketing',
  'Professional Services',
  'Equipment',
  'Rent',
  'Insurance',
  'Other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Spec §4 "Expense status options when creating": the canonical set. */
export const EXPENSE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAID'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/** Spec §4 "Payroll status options": the canonical set. */
export const PAYROLL_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'PROCESSING', 'FAILED'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];

/** Spec §4 "Payment method options for expense and payroll". */
export const FINANCE_METHODS = ['CASH', 'BANK_TRANSFER', 'CARD', 'CHECK', 'MOBILE_PAYMENT', 'DIGITAL_WALLET'] as const;
export type FinanceMethod = (typeof FINANCE_METHODS)[number];

/** Spec §4 "New expense defaults" (date: today). */
export const EXPENSE_DEFAULTS = { status: 'PENDING', method: 'CASH' } as const satisfies { status: ExpenseStatus; method: FinanceMethod };
/** Spec §4: payroll status PENDING, method BANK_TRANSFER. */
export const PAYROLL_DEFAULTS = { status: 'PENDING', method: 'BANK_TRANSFER' } as const satisfies { status: PayrollStatus; method: FinanceMethod };

/**
 * The spec's list-filter words (§2.4, §4) and the canonical statuses each stands for.
 * An approved expense is not paid yet, so it counts as pending; a rejected one as cancelled.
 */
export const STATUS_FILTER_ALIASES = ['completed', 'pending', 'cancelled'] as const;
export type StatusFilterAlias = (typeof STATUS_FILTER_ALIASES)[number];
export const EXPENSE_STATUS_ALIASES: Record<StatusFilterAlias, readonly ExpenseStatus[]> = {
  completed: ['PAID'],
  pending: ['PENDING', 'APPROVED'],
  cancelled: ['REJECTED'],
};
export const PAYROLL_STATUS_ALIASES: Record<StatusFilterAlias, readonly PayrollStatus[]> = {
  completed: ['PAID'],
  pending: ['PENDING', 'PROCESSING'],
  cancelled: ['CANCELLED', 'FAILED'],
};

/** Display labels for the badges (the canonical status, in words). */
export const FINANCE_STATUS_LABELS: Record<string, string> = {
  PAID: 'Paid',
  UNPAID: 'Unpaid',
  PARTIALLY_PAID: 'Partially Paid',
  OVERDUE: 'Overdue',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
  PENDING: 'Pending',
  FAILED: 'Failed',
  PROCESSING: 'Processing',
  DISPUTED: 'Disputed',
  VOIDED: 'Voided',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

// ---------------------------------------------------------------------------------------------
// Constants (spec §9) and messages (§5, §8)

export const REMARKS_MAX_LENGTH = 255;
export const TRANSACTION_ID_MAX_LENGTH = 100;
export const RECENT_TRANSACTIONS_COUNT = 5;
export const DEFAULT_FINANCE_PAGE_SIZE = 20;
/** Sequential receipt numbers the server hands out: RCP-000001, RCP-000002, ... per school. */
export const RECEIPT_NUMBER_PREFIX = 'RCP-';
export const RECEIPT_NUMBER_DIGITS = 6;
/** Largest amount a numeric(14,2) column holds. */
export const MAX_MONEY = 999_999_999_999.99;

export const EXPENSE_DELETE_CONFIRMATION = 'Are you sure you want to delete this expense?';
export const PAYROLL_DELETE_CONFIRMATION = 'Are you sure you want to delete this payroll record?';

export const FINANCE_MESSAGES = {
  /** Spec §5. */
  selectStudent: 'Please select a student',
  invalidAmount: 'Please enter a valid amount',
  selectPaymentDate: 'Please select a payment date',
  selectEmployee: 'Please select an employee',
  selectSalaryMonth: 'Please select a salary month',
  invalidBasicSalary: 'Please enter a valid basic salary amount',
  netSalaryPositive: 'Net salary must be greater than zero',
  /** Spec §8. */
  createPaymentFailed: 'Failed to create payment',
  /** The spec has none for these. */
  remarksTooLong: 'Remarks must be at most 255 characters',
  transactionIdTooLong: 'Transaction ID must be at most 100 characters',
  totalMustEqualAmount: 'Total must equal the amount',
  netSalaryMismatch: 'Net salary must equal basic + allowances - deductions - tax + bonus',
  invalidMoney: 'Please enter an amount of 0 or more with at most 2 decimals',
  titleRequired: 'Title is required',
  categoryRequired: 'Please choose a category from the list',
  dateRequired: 'Please select a date',
  dateFormat: 'Please enter a date as YYYY-MM-DD',
  statusInvalid: 'Please choose a status from the list',
  methodInvalid: 'Please choose a method from the list',
  typeInvalid: 'Please choose a type from the list',
  tooLong: 'This text is too long',
  studentNotFound: 'Student not found',
  employeeNotFound: 'Employee not found',
  paymentNotFound: 'Payment not found',
  expenseNotFound: 'Expense not found',
  payrollNotFound: 'Payroll record not found',
  paymentCreated: 'Payment recorded',
  paymentUpdated: 'Payment updated',
  paymentDeleted: 'Payment deleted',
  expenseCreated: 'Expense created',
  expenseUpdated: 'Expense updated',
  expenseDeleted: 'Expense deleted',
  payrollCreated: 'Payroll record created',
  payrollUpdated: 'Payroll record updated',
  payrollDeleted: 'Payroll record deleted',
} as const;

// ---------------------------------------------------------------------------------------------
// Money helpers (exact)

export { centsToDecimal, decimalToCents };

/**
 * A numeric column's or SUM's text ("12.30") → the number the API answers (12.3), any size. The
 * arithmetic is done before (SQL numeric or cents); this is only the last step to a JSON number,
 * the nearest one to the exact decimal.
 */
export function moneyNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  if (!/^-?\d+(\.\d{1,2})?$/.test(value.trim())) throw new RangeError(`not money: ${value}`);
  return Number(value);
}

// ---------------------------------------------------------------------------------------------
// Field helpers (shared by every finance contract: finance-ledger.ts, the stats query)

/** A form field left blank is "not given". */
export const blankToUndefined = (input: unknown) => (typeof input === 'string' && input.trim() === '' ? undefined : input);
/** On edit, a field made blank is "clear it". */
export const blankToNull = (input: unknown) => (typeof input === 'string' && input.trim() === '' ? null : input);
/** A query-string parameter sent empty is "no filter". */
export const emptyToUndefined = (input: unknown) => (input === '' ? undefined : input);

/**
 * A money input: a number or numeric text, at most 2 decimals, 0 or more (or more than 0 with
 * `positive`); the output is the canonical decimal string ("1234.50").
 */
export function moneyInput(options: { required?: string; invalid?: string; positive?: boolean } = {}) {
  const invalid = options.invalid ?? FINANCE_MESSAGES.invalidMoney;
  // Marked as money: the school's limit per amount (money-limits.ts) applies to it.
  return markMoney(z.preprocess(
    blankToUndefined,
    z
      .union([z.number(options.required ?? invalid), z.string(options.required ?? invalid)], options.required ?? invalid)
      .transform((value, ctx) => {
        const cents = decimalToCents(value);
        if (cents === null || cents < 0 || (options.positive && cents === 0) || cents > MAX_MONEY * 100) {
          ctx.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        return centsToDecimal(cents);
      }),
  ));
}

const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
};

/** YYYY-MM-DD (a longer ISO timestamp is cut to its date). */
export function dateInput(required: string) {
  return z.preprocess(
    (input) => {
      const blank = blankToUndefined(input);
      return typeof blank === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(blank) ? blank.slice(0, 10) : blank;
    },
    z.string(required).refine(isCalendarDate, required).meta({ format: 'date' }),
  );
}

/** A date filter of a list or stats query: YYYY-MM-DD, or left out. */
export const optionalDate = z.preprocess(emptyToUndefined, dateInput(FINANCE_MESSAGES.dateFormat).optional());

export const optionalText = (max: number, message: string = FINANCE_MESSAGES.tooLong) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());

/** On edit: left out keeps the value, blank (or null) clears it. */
export const clearableText = (max: number, message: string = FINANCE_MESSAGES.tooLong) =>
  z.preprocess(blankToNull, z.string().trim().max(max, message).nullable().optional());

export const enumInput = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, message));

/** A status filter: a canonical status, or one of the spec's words (completed/pending/cancelled). */
export const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToUndefined, z.union([z.enum(values), z.enum(STATUS_FILTER_ALIASES)]).optional());

// ---------------------------------------------------------------------------------------------
// Payments (spec §3.5, §5 "Add Payment")

export const paymentCreateSchema = z
  .object({
    studentId: z.coerce.number(FINANCE_MESSAGES.selectStudent).int(FINANCE_MESSAGES.selectStudent).positive(FINANCE_MESSAGES.selectStudent).max(INT32_MAX, FINANCE_MESSAGES.selectStudent),
    /** The paying parent's user id, when known. */
    parentId: z.preprocess(blankToUndefined, coercedIdSchema.optional()),
    amount: moneyInput({ required: FINANCE_MESSAGES.invalidAmount, invalid: FINANCE_MESSAGES.invalidAmount, positive: true }),
    /** Equal to amount; taken from amount when left out. */
    total: moneyInput({ invalid: FINANCE_MESSAGES.invalidAmount, positive: true }).optional(),
    paymentDate: dateInput(FINANCE_MESSAGES.selectPaymentDate),
    status: enumInput(PAYMENT_STATUSES, FINANCE_MESSAGES.statusInvalid).default(PAYMENT_DEFAULTS.status),
    method: enumInput(PAYMENT_METHODS, FINANCE_MESSAGES.methodInvalid).default(PAYMENT_DEFAULTS.method),
    type: enumInput(PAYMENT_TYPES, FINANCE_MESSAGES.typeInvalid).default(PAYMENT_DEFAULTS.type),
    remarks: optionalText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
  })
  .superRefine((body, ctx) => {
    if (body.total !== undefined && body.total !== body.amount) {
      ctx.addIssue({ code: 'custom', path: ['total'], message: FINANCE_MESSAGES.totalMustEqualAmount });
    }
  });
export type PaymentCreateInput = z.input<typeof paymentCreateSchema>;
export type PaymentCreateBody = z.output<typeof paymentCreateSchema>;

/** PUT /payments/{id}: fields left out keep their value (the receipt number never changes). */
export const paymentUpdateSchema = z
  .object({
    studentId: z.coerce.number().int().positive(FINANCE_MESSAGES.selectStudent).max(INT32_MAX, FINANCE_MESSAGES.selectStudent).optional(),
    parentId: z.preprocess(blankToUndefined, coercedIdSchema.nullable().optional()),
    amount: moneyInput({ invalid: FINANCE_MESSAGES.invalidAmount, positive: true }).optional(),
    total: moneyInput({ invalid: FINANCE_MESSAGES.invalidAmount, positive: true }).optional(),
    paymentDate: dateInput(FINANCE_MESSAGES.selectPaymentDate).optional(),
    status: enumInput(PAYMENT_STATUSES, FINANCE_MESSAGES.statusInvalid).optional(),
    method: enumInput(PAYMENT_METHODS, FINANCE_MESSAGES.methodInvalid).optional(),
    type: enumInput(PAYMENT_TYPES, FINANCE_MESSAGES.typeInvalid).optional(),
    remarks: clearableText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
  })
  .superRefine((body, ctx) => {
    if (body.total !== undefined && body.amount !== undefined && body.total !== body.amount) {
      ctx.addIssue({ code: 'custom', path: ['total'], message: FINANCE_MESSAGES.totalMustEqualAmount });
    }
    if (body.total !== undefined && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: FINANCE_MESSAGES.totalMustEqualAmount });
    }
  });
export type PaymentUpdateBody = z.output<typeof paymentUpdateSchema>;

export const PAYMENT_SORT_FIELDS = ['paymentDate', 'amount', 'status', 'receiptNumber', 'createdAt'] as const;
export const FINANCE_SORT_ORDERS = ['asc', 'desc'] as const;

/** GET /payments (spec §7.4: startDate, endDate, status, method, studentId). */
export const paymentListQuerySchema = z.object({
  startDate: optionalDate,
  endDate: optionalDate,
  status: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATUSES).optional()),
  method: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(PAYMENT_TYPES).optional()),
  studentId: z.preprocess(emptyToUndefined, coercedIdSchema.optional()),
  /** Over the receipt number, remarks and the student's name. */
  search: z.string().trim().max(100).optional(),
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_FINANCE_PAGE_SIZE),
  sortBy: z.preprocess(emptyToUndefined, z.enum(PAYMENT_SORT_FIELDS).default('paymentDate')),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(FINANCE_SORT_ORDERS).default('desc')),
  _t: z.string().optional(),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  studentId: z.number().int(),
  student: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    admissionNo: z.string().nullable(),
  }),
  parentId: z.number().int().nullable(),
  amount: z.number(),
  total: z.number(),
  paymentDate: calendarDaySchema,
  status: z.string(),
  method: z.string(),
  type: z.string(),
  remarks: z.string().nullable(),
  /** The list's description (spec §3.5): the remarks, else the type in words. */
  description: z.string(),
  receiptNumber: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(paymentSchema),
  meta: z.object({
    total: z.number().int(),
    /** Sum of `total` over every payment that matches the filters (not only this page). */
    totalAmount: z.number(),
    pagination: paginationSchema,
  }),
});
export type PaymentListAnswer = z.infer<typeof paymentListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// The expense and payroll lists' four cards (spec §2.4)

/**
 * `meta.summary` of GET /expenses and GET /payrolls: count, total amount, pending count and
 * pending amount over every row the filters match, not only the page ("pending": the list
 * filter's 'pending' word), counting the statuses every money figure counts (FINANCE_STATS_COUNTED:
 * no REJECTED expense, no CANCELLED or FAILED payroll), so the cards equal the overview's and the
 * analytics' figures. `meta.pagination.totalCount` counts every matching row, those too.
 */
export const financeListSummarySchema = z.object({
  count: z.number().int(),
  totalAmount: z.number(),
  pendingCount: z.number().int(),
  pendingAmount: z.number(),
});
export type FinanceListSummary = z.infer<typeof financeListSummarySchema>;

const listMetaSchema = z.object({ pagination: paginationSchema, summary: financeListSummarySchema });

// ---------------------------------------------------------------------------------------------
// Expenses (spec §3.6, §5 "Expense form")

export const expenseCreateSchema = z.object({
  title: z.preprocess(blankToUndefined, z.string(FINANCE_MESSAGES.titleRequired).trim().max(200, FINANCE_MESSAGES.tooLong)),
  description: optionalText(2000),
  amount: moneyInput({ required: FINANCE_MESSAGES.invalidAmount, invalid: FINANCE_MESSAGES.invalidAmount, positive: true }),
  category: enumInput(EXPENSE_CATEGORIES, FINANCE_MESSAGES.categoryRequired),
  date: dateInput(FINANCE_MESSAGES.dateRequired),
  status: enumInput(EXPENSE_STATUSES, FINANCE_MESSAGES.statusInvalid).default(EXPENSE_DEFAULTS.status),
  method: enumInput(FINANCE_METHODS, FINANCE_MESSAGES.methodInvalid).default(EXPENSE_DEFAULTS.method),
  receiptNumber: optionalText(100),
  remarks: optionalText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
});
export type ExpenseCreateInput = z.input<typeof expenseCreateSchema>;
export type ExpenseCreateBody = z.output<typeof expenseCreateSchema>;

/** PUT /expenses/{id}: fields left out keep their value; a blank description, receipt number or remarks clears it (null). */
export const expenseUpdateSchema = z.object({
  title: expenseCreateSchema.shape.title.optional(),
  description: clearableText(2000),
  amount: moneyInput({ invalid: FINANCE_MESSAGES.invalidAmount, positive: true }).optional(),
  category: enumInput(EXPENSE_CATEGORIES, FINANCE_MESSAGES.categoryRequired).optional(),
  date: dateInput(FINANCE_MESSAGES.dateRequired).optional(),
  status: enumInput(EXPENSE_STATUSES, FINANCE_MESSAGES.statusInvalid).optional(),
  method: enumInput(FINANCE_METHODS, FINANCE_MESSAGES.methodInvalid).optional(),
  receiptNumber: clearableText(100),
  remarks: clearableText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
});
export type ExpenseUpdateBody = z.output<typeof expenseUpdateSchema>;

export const expenseSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  amount: z.number(),
  category: z.string(),
  date: calendarDaySchema,
  status: z.string(),
  method: z.string(),
  receiptNumber: z.string().nullable(),
  remarks: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Expense = z.infer<typeof expenseSchema>;

export const EXPENSE_SORT_FIELDS = ['date', 'amount', 'status'] as const;
/** GET /expenses (spec §2.4, §7.4). */
export const expenseListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: statusFilter(EXPENSE_STATUSES),
  category: z.preprocess(emptyToUndefined, z.enum(EXPENSE_CATEGORIES).optional()),
  startDate: optionalDate,
  endDate: optionalDate,
  sortBy: z.preprocess(emptyToUndefined, z.enum(EXPENSE_SORT_FIELDS).default('date')),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(FINANCE_SORT_ORDERS).default('desc')),
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_FINANCE_PAGE_SIZE),
  _t: z.string().optional(),
});
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

/** GET /expenses's answer (the total is `meta.summary.count`). */
export const expenseListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(expenseSchema),
  meta: listMetaSchema,
});
export type ExpenseListAnswer = z.infer<typeof expenseListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Payroll (spec §3.7, §5 "Payroll form")

const payrollMoney = moneyInput({ invalid: FINANCE_MESSAGES.invalidMoney });

/** Net salary in cents: basic + allowances - deductions - tax + bonus (spec §5). */
export function netSalaryCents(parts: { basicSalary: string | number; allowances?: string | number; deductions?: string | number; tax?: string | number; bonus?: string | number }): number | null {
  const cents = [parts.basicSalary, parts.allowances ?? 0, parts.deductions ?? 0, parts.tax ?? 0, parts.bonus ?? 0].map(decimalToCents);
  if (cents.some((value) => value === null)) return null;
  const [basic, allowances, deductions, tax, bonus] = cents as number[];
  return basic + allowances - deductions - tax + bonus;
}

const payrollFields = {
  /** The employee: a staff member (staffId) or a teacher (teacherId), exactly one. */
  staffId: z.preprocess(blankToUndefined, z.coerce.number().int().positive(FINANCE_MESSAGES.selectEmployee).max(INT32_MAX, FINANCE_MESSAGES.selectEmployee).optional()),
  teacherId: z.preprocess(blankToUndefined, z.coerce.number().int().positive(FINANCE_MESSAGES.selectEmployee).max(INT32_MAX, FINANCE_MESSAGES.selectEmployee).optional()),
  /** Taken from the employee when left out. */
  employeeId: optionalText(100),
  employeeName: optionalText(200),
  salaryMonth: dateInput(FINANCE_MESSAGES.selectSalaryMonth),
  basicSalary: moneyInput({ required: FINANCE_MESSAGES.invalidBasicSalary, invalid: FINANCE_MESSAGES.invalidBasicSalary, positive: true }),
  allowances: payrollMoney.default('0.00'),
  deductions: payrollMoney.default('0.00'),
  tax: payrollMoney.default('0.00'),
  bonus: payrollMoney.default('0.00'),
  /** Recomputed by the server; when given it must match. */
  netSalary: moneyInput({ invalid: FINANCE_MESSAGES.netSalaryPositive }).optional(),
  paymentDate: z.preprocess(blankToUndefined, dateInput(FINANCE_MESSAGES.dateFormat).optional()),
  status: enumInput(PAYROLL_STATUSES, FINANCE_MESSAGES.statusInvalid).default(PAYROLL_DEFAULTS.status),
  method: enumInput(FINANCE_METHODS, FINANCE_MESSAGES.methodInvalid).default(PAYROLL_DEFAULTS.method),
  transactionId: optionalText(TRANSACTION_ID_MAX_LENGTH, FINANCE_MESSAGES.transactionIdTooLong),
  remarks: optionalText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
};

export const payrollCreateSchema = z.object(payrollFields).superRefine((body, ctx) => {
  if ((body.staffId === undefined) === (body.teacherId === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['staffId'], message: FINANCE_MESSAGES.selectEmployee });
  }
  const net = netSalaryCents(body);
  if (net === null || net <= 0) {
    ctx.addIssue({ code: 'custom', path: ['netSalary'], message: FINANCE_MESSAGES.netSalaryPositive });
  } else if (body.netSalary !== undefined && decimalToCents(body.netSalary) !== net) {
    ctx.addIssue({ code: 'custom', path: ['netSalary'], message: FINANCE_MESSAGES.netSalaryMismatch });
  }
});
export type PayrollCreateInput = z.input<typeof payrollCreateSchema>;
export type PayrollCreateBody = z.output<typeof payrollCreateSchema>;

/**
 * PUT /payrolls/{id}: fields left out keep their value. The server merges with the stored row,
 * recomputes the net salary with `netSalaryCents` and refuses it when not > 0.
 */
export const payrollUpdateSchema = z.object({
  staffId: payrollFields.staffId,
  teacherId: payrollFields.teacherId,
  employeeId: payrollFields.employeeId,
  employeeName: payrollFields.employeeName,
  salaryMonth: dateInput(FINANCE_MESSAGES.selectSalaryMonth).optional(),
  basicSalary: moneyInput({ invalid: FINANCE_MESSAGES.invalidBasicSalary, positive: true }).optional(),
  allowances: payrollMoney.optional(),
  deductions: payrollMoney.optional(),
  tax: payrollMoney.optional(),
  bonus: payrollMoney.optional(),
  netSalary: payrollFields.netSalary,
  /** Blank or null clears the payment date (not paid yet); left out keeps it. */
  paymentDate: z.preprocess(blankToNull, payrollFields.paymentDate.nullable()),
  status: enumInput(PAYROLL_STATUSES, FINANCE_MESSAGES.statusInvalid).optional(),
  method: enumInput(FINANCE_METHODS, FINANCE_MESSAGES.methodInvalid).optional(),
  transactionId: clearableText(TRANSACTION_ID_MAX_LENGTH, FINANCE_MESSAGES.transactionIdTooLong),
  remarks: clearableText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
});
export type PayrollUpdateBody = z.output<typeof payrollUpdateSchema>;

export const payrollSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  staffId: z.number().int().nullable(),
  teacherId: z.number().int().nullable(),
  employeeId: z.string(),
  employeeName: z.string(),
  /** YYYY-MM-DD (the first of the month, as entered). */
  salaryMonth: z.string(),
  /** The list's month (1-12) and year of salaryMonth (spec §3.7). */
  month: z.number().int(),
  year: z.number().int(),
  basicSalary: z.number(),
  allowances: z.number(),
  deductions: z.number(),
  tax: z.number(),
  bonus: z.number(),
  netSalary: z.number(),
  /** Same as netSalary (the list's totalAmount and the overview's amount, spec §3.7). */
  totalAmount: z.number(),
  amount: z.number(),
  paymentDate: calendarDaySchema.nullable(),
  status: z.string(),
  method: z.string(),
  /** Same as method (the list reads paymentMethod). */
  paymentMethod: z.string(),
  transactionId: z.string().nullable(),
  remarks: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Payroll = z.infer<typeof payrollSchema>;

export const PAYROLL_SORT_FIELDS = ['date', 'amount', 'status'] as const;
/** GET /payrolls (spec §2.4, §3.7, §7.4). `date` sorts by payment date. */
export const payrollListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  employeeId: z.string().trim().max(100).optional(),
  status: statusFilter(PAYROLL_STATUSES),
  /** YYYY-MM: the month/year filter over salaryMonth. */
  month: z.preprocess(emptyToUndefined, z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional()),
  startDate: optionalDate,
  endDate: optionalDate,
  sortBy: z.preprocess(emptyToUndefined, z.enum(PAYROLL_SORT_FIELDS).default('date')),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(FINANCE_SORT_ORDERS).default('desc')),
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_FINANCE_PAGE_SIZE),
  _t: z.string().optional(),
});
export type PayrollListQuery = z.output<typeof payrollListQuerySchema>;

/** GET /payrolls's answer (the total is `meta.summary.count`). */
export const payrollListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(payrollSchema),
  meta: listMetaSchema,
});
export type PayrollListAnswer = z.infer<typeof payrollListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Stats (spec §3.8)

export const financeStatsSchema = z.object({
  totalPayments: z.number(),
  totalExpenses: z.number(),
  totalPayroll: z.number(),
  /** totalPayments - totalExpenses - totalPayroll. */
  netIncome: z.number(),
});
export type FinanceStats = z.infer<typeof financeStatsSchema>;

/**
 * The one rule of which statuses a money figure counts (GET /finance/stats, the analytics, the
 * reports, the expense and payroll lists' cards, budgets' spent, students' paid sums and the
 * overview's 'Calculated' fallback): payments that brought money in; expenses and payroll that
 * are owed or paid, i.e. all but those refused or called off. A screen that shows another set
 * says so in its label (the payments list's "in all" sums every status listed).
 */
export const FINANCE_STATS_COUNTED = {
  paymentStatuses: ['PAID', 'PARTIALLY_PAID'],
  expenseStatusesLeftOut: ['REJECTED'],
  payrollStatusesLeftOut: ['CANCELLED', 'FAILED'],
} as const satisfies {
  paymentStatuses: readonly PaymentStatus[];
  expenseStatusesLeftOut: readonly ExpenseStatus[];
  payrollStatusesLeftOut: readonly PayrollStatus[];
};

// ---------------------------------------------------------------------------------------------
// Audit trail

export const FINANCE_AUDIT_ENTITIES = ['payment', 'expense', 'payroll', 'income', 'budget', 'fee_structure', 'finance_transaction', 'payment_method'] as const;
export type FinanceAuditEntity = (typeof FINANCE_AUDIT_ENTITIES)[number];
export const FINANCE_AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type FinanceAuditAction = (typeof FINANCE_AUDIT_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// The payment bill (spec §3.8 "Bill data", §9: currency prefix, 2 decimals, not refundable)

/** Spec §3.8: the bill footer's fixed "Received By" value, used when the recording user has no name. */
export const BILL_RECEIVED_BY_DEFAULT = 'Cashier';

/** GET /payments/{id}/receipt: what the printable bill shows. */
export const paymentBillSchema = z.object({
  paymentId: z.number().int(),
  receiptNumber: z.string(),
  /** The student's admission number (spec §3.8: "studentId (taken from the admission number)"). */
  studentId: z.string(),
  studentName: z.string(),
  /** The parent's name on the student's record, when known. */
  fatherName: z.string().nullable(),
  /** The school's name. */
  branch: z.string(),
  /** The school's Dari and Pashto names (local-names.ts); null or absent: not given. */
  branchDariName: z.string().nullable().optional(),
  branchPashtoName: z.string().nullable().optional(),
  paymentDate: calendarDaySchema,
  className: z.string().nullable(),
  /** The class's Dari and Pashto names (local-names.ts); null or absent: not given. */
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  /** The student's phone, else the parent's. */
  phone: z.string().nullable(),
  totalFees: z.number(),
  paidAmount: z.number(),
  discount: z.number(),
  /** The school's currency (its one setting), printed before each amount: "AFN 3,500.00". */
  currency: currencySchema,
  /** The name of the user who recorded the payment, else "Cashier". */
  receivedBy: z.string(),
  /** The manager named in the school's profile; no manager line is printed while null. */
  managerName: z.string().nullable(),
  status: z.string(),
  method: z.string(),
  type: z.string(),
});
export type PaymentBill = z.infer<typeof paymentBillSchema>;
