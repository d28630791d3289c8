/**
 * The finance ledgers beyond payments, expenses and payroll (spec part 2 §7.4: /incomes, /budgets,
 * /fee-structures, /transactions, /payments/methods). The spec shows no shapes for them; these are
 * what a school's accountant expects (docs/decisions.md, "Finance ledgers").
 *
 * Money follows src/contract/finance.ts: inputs through `moneyInput` (exact decimal strings for
 * numeric columns), arithmetic in SQL numeric, answers as numbers. Every ledger soft deletes and
 * can be restored.
 */
import { z } from 'zod';
import { timestampSchema, calendarDaySchema } from '@/contract/timestamps';
import { paginationSchema } from '@/contract/api';
import {
  DEFAULT_FINANCE_PAGE_SIZE,
  EXPENSE_CATEGORIES,
  FINANCE_MESSAGES,
  FINANCE_SORT_ORDERS,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  REMARKS_MAX_LENGTH,
  blankToNull,
  blankToUndefined,
  clearableText,
  dateInput,
  emptyToUndefined,
  enumInput,
  moneyInput,
  optionalDate,
  optionalText,
  statusFilter,
  type PaymentMethod,
  type StatusFilterAlias,
} from '@/contract/finance';
import { coercedIdSchema, INT32_MAX, pageSchema } from './ids';

// ---------------------------------------------------------------------------------------------
// Vocabularies

export const INCOME_CATEGORIES = [
  'Donation',
  'Grant',
  'Government Funding',
  'Fundraising',
  'Rental',
  'Canteen',
  'Events',
  'Investment',
  'Other',
] as const;
export type IncomeCategory = (typeof INCOME_CATEGORIES)[number];

/** Mirrors the expense statuses: approved is not received yet. */
export const INCOME_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'RECEIVED'] as const;
export type IncomeStatus = (typeof INCOME_STATUSES)[number];
export const INCOME_STATUS_ALIASES: Record<StatusFilterAlias, readonly IncomeStatus[]> = {
  completed: ['RECEIVED'],
  pending: ['PENDING', 'APPROVED'],
  cancelled: ['REJECTED'],
};
export const INCOME_DEFAULTS = { status: 'PENDING', method: 'CASH' } as const satisfies { status: IncomeStatus; method: PaymentMethod };

export const FEE_FREQUENCIES = ['ONE_TIME', 'MONTHLY', 'TERM', 'YEARLY'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];
export const FEE_STRUCTURE_DEFAULTS = { frequency: 'MONTHLY', active: true } as const;

/** An entry's amount is always > 0; the kind says which way the money went. */
export const TRANSACTION_KINDS = ['INCOME', 'EXPENSE', 'TRANSFER', 'ADJUSTMENT'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TRANSACTION_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_ALIASES: Record<StatusFilterAlias, readonly TransactionStatus[]> = {
  completed: ['COMPLETED'],
  pending: ['PENDING'],
  cancelled: ['CANCELLED', 'FAILED'],
};
export const TRANSACTION_DEFAULTS = { status: 'COMPLETED', method: 'CASH' } as const satisfies {
  status: TransactionStatus;
  method: PaymentMethod;
};

/** The name a payment method shows until the school gives it its own. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Cash',
  CARD: 'Card',
  BANK_TRANSFER: 'Bank Transfer',
  MOBILE_PAYMENT: 'Mobile Payment',
  CHECK: 'Check',
  SCHOLARSHIP: 'Scholarship',
  CRYPTO: 'Crypto',
  DIGITAL_WALLET: 'Digital Wallet',
  INSTALLMENT: 'Installment',
  GRANT: 'Grant',
};

export const LEDGER_TEXT_MAX_LENGTH = 200;
export const LEDGER_DESCRIPTION_MAX_LENGTH = 2000;
export const ACADEMIC_YEAR_MAX_LENGTH = 20;

export const FINANCE_LEDGER_MESSAGES = {
  sourceRequired: 'Please enter where the income comes from',
  nameRequired: 'Name is required',
  displayNameRequired: 'Display name is required',
  startDateRequired: 'Please select a start date',
  endDateRequired: 'Please select an end date',
  endBeforeStart: 'End date must be on or after the start date',
  frequencyInvalid: 'Please choose a frequency from the list',
  kindInvalid: 'Please choose a kind from the list',
  dueDayInvalid: 'Due day must be a whole number from 1 to 31',
  classNotFound: 'Class not found',
  methodAlreadySetUp: 'This payment method is already set up; edit it instead',
  incomeNotFound: 'Income not found',
  budgetNotFound: 'Budget not found',
  feeStructureNotFound: 'Fee structure not found',
  transactionNotFound: 'Transaction not found',
  paymentMethodNotFound: 'Payment method not found',
  /** POST /{id}/restore of a record that is not deleted (or does not exist). */
  deletedRecordNotFound: 'No deleted record with this id',
  incomeCreated: 'Income recorded',
  incomeUpdated: 'Income updated',
  incomeDeleted: 'Income deleted',
  incomeRestored: 'Income restored',
  budgetCreated: 'Budget created',
  budgetUpdated: 'Budget updated',
  budgetDeleted: 'Budget deleted',
  budgetRestored: 'Budget restored',
  feeStructureCreated: 'Fee structure created',
  feeStructureUpdated: 'Fee structure updated',
  feeStructureDeleted: 'Fee structure deleted',
  feeStructureRestored: 'Fee structure restored',
  transactionCreated: 'Transaction recorded',
  transactionUpdated: 'Transaction updated',
  transactionDeleted: 'Transaction deleted',
  transactionRestored: 'Transaction restored',
  paymentMethodCreated: 'Payment method set up',
  paymentMethodUpdated: 'Payment method updated',
  paymentMethodDeleted: 'Payment method removed',
  paymentMethodRestored: 'Payment method restored',
  paymentRestored: 'Payment restored',
  expenseRestored: 'Expense restored',
  payrollRestored: 'Payroll record restored',
} as const;

// ---------------------------------------------------------------------------------------------
// Field helpers (finance.ts's form fields, plus those only the ledgers need)

const requiredText = (max: number, required: string) =>
  z.preprocess(blankToUndefined, z.string(required).trim().max(max, FINANCE_MESSAGES.tooLong));
const positiveMoney = () => moneyInput({ required: FINANCE_MESSAGES.invalidAmount, invalid: FINANCE_MESSAGES.invalidAmount, positive: true });
const dueDay = z.coerce
  .number(FINANCE_LEDGER_MESSAGES.dueDayInvalid)
  .int(FINANCE_LEDGER_MESSAGES.dueDayInvalid)
  .min(1, FINANCE_LEDGER_MESSAGES.dueDayInvalid)
  .max(31, FINANCE_LEDGER_MESSAGES.dueDayInvalid);
const classId = z.coerce.number(FINANCE_LEDGER_MESSAGES.classNotFound).int(FINANCE_LEDGER_MESSAGES.classNotFound).positive(FINANCE_LEDGER_MESSAGES.classNotFound).max(INT32_MAX, FINANCE_LEDGER_MESSAGES.classNotFound);
const booleanInput = z.preprocess((input) => (input === 'true' ? true : input === 'false' ? false : input), z.boolean());

const enumFilter = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(emptyToUndefined, z.enum(values).optional());

/** page, limit, sort order, search and the client's cache-buster, shared by every ledger list. */
const listBase = {
  search: z.string().trim().max(100).optional(),
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(500).default(DEFAULT_FINANCE_PAGE_SIZE),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(FINANCE_SORT_ORDERS).default('desc')),
  _t: z.string().optional(),
};

const audited = {
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
};

/** `meta` of a money ledger's list: the count and the exact sum over every match, not only the page. */
const ledgerListMeta = z.object({ total: z.number().int(), totalAmount: z.number(), pagination: paginationSchema });

function ledgerListAnswer<T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data: z.array(item), meta });
}

/** The start ≤ end rule, when both are known. */
function checkPeriod(body: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) {
  if (body.startDate && body.endDate && body.endDate < body.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: FINANCE_LEDGER_MESSAGES.endBeforeStart });
  }
}

// ---------------------------------------------------------------------------------------------
// Incomes

export const incomeCreateSchema = z.object({
  source: requiredText(LEDGER_TEXT_MAX_LENGTH, FINANCE_LEDGER_MESSAGES.sourceRequired),
  description: optionalText(LEDGER_DESCRIPTION_MAX_LENGTH),
  amount: positiveMoney(),
  category: enumInput(INCOME_CATEGORIES, FINANCE_MESSAGES.categoryRequired),
  date: dateInput(FINANCE_MESSAGES.dateRequired),
  method: enumInput(PAYMENT_METHODS, FINANCE_MESSAGES.methodInvalid).default(INCOME_DEFAULTS.method),
  status: enumInput(INCOME_STATUSES, FINANCE_MESSAGES.statusInvalid).default(INCOME_DEFAULTS.status),
  reference: optionalText(100),
  remarks: optionalText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
});
export type IncomeCreateInput = z.input<typeof incomeCreateSchema>;
export type IncomeCreateBody = z.output<typeof incomeCreateSchema>;

/** PUT /incomes/{id}: fields left out keep their value; a blank optional text clears it. */
export const incomeUpdateSchema = z.object({
  source: incomeCreateSchema.shape.source.optional(),
  description: clearableText(LEDGER_DESCRIPTION_MAX_LENGTH),
  amount: positiveMoney().optional(),
  category: enumInput(INCOME_CATEGORIES, FINANCE_MESSAGES.categoryRequired).optional(),
  date: dateInput(FINANCE_MESSAGES.dateRequired).optional(),
  method: enumInput(PAYMENT_METHODS, FINANCE_MESSAGES.methodInvalid).optional(),
  status: enumInput(INCOME_STATUSES, FINANCE_MESSAGES.statusInvalid).optional(),
  reference: clearableText(100),
  remarks: clearableText(REMARKS_MAX_LENGTH, FINANCE_MESSAGES.remarksTooLong),
});
export type IncomeUpdateBody = z.output<typeof incomeUpdateSchema>;

export const incomeSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  source: z.string(),
  description: z.string().nullable(),
  amount: z.number(),
  category: z.string(),
  date: calendarDaySchema,
  method: z.string(),
  status: z.string(),
  reference: z.string().nullable(),
  remarks: z.string().nullable(),
  ...audited,
});
export type Income = z.infer<typeof incomeSchema>;

export const INCOME_SORT_FIELDS = ['date', 'amount', 'status', 'source'] as const;
/** GET /incomes: search over source, description, reference and remarks. */
export const incomeListQuerySchema = z.object({
  ...listBase,
  status: statusFilter(INCOME_STATUSES),
  category: enumFilter(INCOME_CATEGORIES),
  method: enumFilter(PAYMENT_METHODS),
  startDate: optionalDate,
  endDate: optionalDate,
  sortBy: z.preprocess(emptyToUndefined, z.enum(INCOME_SORT_FIELDS).default('date')),
});
export type IncomeListQuery = z.output<typeof incomeListQuerySchema>;
export const incomeListAnswerSchema = ledgerListAnswer(incomeSchema, ledgerListMeta);

// ---------------------------------------------------------------------------------------------
// Budgets

export const budgetCreateSchema = z
  .object({
    name: requiredText(LEDGER_TEXT_MAX_LENGTH, FINANCE_LEDGER_MESSAGES.nameRequired),
    category: enumInput(EXPENSE_CATEGORIES, FINANCE_MESSAGES.categoryRequired),
    startDate: dateInput(FINANCE_LEDGER_MESSAGES.startDateRequired),
    endDate: dateInput(FINANCE_LEDGER_MESSAGES.endDateRequired),
    amount: positiveMoney(),
    notes: optionalText(LEDGER_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine(checkPeriod);
export type BudgetCreateInput = z.input<typeof budgetCreateSchema>;
export type BudgetCreateBody = z.output<typeof budgetCreateSchema>;

/** PUT /budgets/{id}: the server checks the period again against the stored dates. */
export const budgetUpdateSchema = z
  .object({
    name: requiredText(LEDGER_TEXT_MAX_LENGTH, FINANCE_LEDGER_MESSAGES.nameRequired).optional(),
    category: enumInput(EXPENSE_CATEGORIES, FINANCE_MESSAGES.categoryRequired).optional(),
    startDate: dateInput(FINANCE_LEDGER_MESSAGES.startDateRequired).optional(),
    endDate: dateInput(FINANCE_LEDGER_MESSAGES.endDateRequired).optional(),
    amount: positiveMoney().optional(),
    notes: clearableText(LEDGER_DESCRIPTION_MAX_LENGTH),
  })
  .superRefine(checkPeriod);
export type BudgetUpdateBody = z.output<typeof budgetUpdateSchema>;

export const budgetSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  category: z.string(),
  startDate: calendarDaySchema,
  endDate: calendarDaySchema,
  amount: z.number(),
  /** Expenses of the category within the period, except REJECTED and deleted ones. */
  spent: z.number(),
  /** amount - spent; negative when overspent. */
  remaining: z.number(),
  notes: z.string().nullable(),
  ...audited,
});
export type Budget = z.infer<typeof budgetSchema>;

export const BUDGET_SORT_FIELDS = ['startDate', 'endDate', 'amount', 'name'] as const;
/** GET /budgets: startDate/endDate find budgets whose period overlaps the range; search over name and notes. */
export const budgetListQuerySchema = z.object({
  ...listBase,
  category: enumFilter(EXPENSE_CATEGORIES),
  startDate: optionalDate,
  endDate: optionalDate,
  sortBy: z.preprocess(emptyToUndefined, z.enum(BUDGET_SORT_FIELDS).default('startDate')),
});
export type BudgetListQuery = z.output<typeof budgetListQuerySchema>;
export const budgetListAnswerSchema = ledgerListAnswer(budgetSchema, ledgerListMeta.extend({ totalSpent: z.number() }));

// ---------------------------------------------------------------------------------------------
// Fee structures

export const feeStructureCreateSchema = z.object({
  name: requiredText(LEDGER_TEXT_MAX_LENGTH, FINANCE_LEDGER_MESSAGES.nameRequired),
  type: enumInput(PAYMENT_TYPES, FINANCE_MESSAGES.typeInvalid),
  /** Left out: the fee applies to every class. */
  classId: z.preprocess(blankToUndefined, classId.optional()),
  amount: positiveMoney(),
  frequency: enumInput(FEE_FREQUENCIES, FINANCE_LEDGER_MESSAGES.frequencyInvalid).default(FEE_STRUCTURE_DEFAULTS.frequency),
  /** As the school writes it: "1405", "2025-2026". */
  academicYear: optionalText(ACADEMIC_YEAR_MAX_LENGTH),
  dueDay: z.preprocess(blankToUndefined, dueDay.optional()),
  active: booleanInput.default(FEE_STRUCTURE_DEFAULTS.active),
  description: optionalText(LEDGER_DESCRIPTION_MAX_LENGTH),
});
export type FeeStructureCreateInput = z.input<typeof feeStructureCreateSchema>;
export type FeeStructureCreateBody = z.output<typeof feeStructureCreateSchema>;

export const feeStructureUpdateSchema = z.object({
  name: requiredText(LEDGER_TEXT_MAX_LENGTH, FINANCE_LEDGER_MESSAGES.nameRequired).optional(),
  type: enumInput(PAYMENT_TYPES, FINANCE_MESSAGES.typeInvalid).optional(),
  /** null (or blank) makes it apply to every class. */
  classId: z.preprocess(blankToNull, classId.nullable().optional()),
  amount: positiveMoney().optional(),
  frequency: enumInput(FEE_FREQUENCIES, FINANCE_LEDGER_MESSAGES.frequencyInvalid).optional(),
  academicYear: clearableText(ACADEMIC_YEAR_MAX_LENGTH),
  dueDay: z.preprocess(blankToNull, dueDay.nullable().optional()),
  active: booleanInput.optional(),
  description: clearableText(LEDGER_DESCRIPTION_MAX_LENGTH),
});
export type FeeStructureUpdateBody = z.output<typeof feeStructureUpdateSchema>;

export const feeStructureSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  type: z.string(),
  classId: z.number().int().nullable(),
  /** The class's name, or null for every class. */
  className: z.string().nullable(),
  /** The class's Dari and Pashto names (local-names.ts); null or absent: not given. */
  classDariName: z.string().nullable().optional(),
  classPashtoName: z.string().nullable().optional(),
  amount: z.number(),
  frequency: z.string(),
  academicYear: z.string().nullable(),
  dueDay: z.number().int().nullable(),
  active: z.boolean(),
  description: z.string().nullable(),
  ...audited,
});
export type FeeStructure = z.infer<typeof feeStructureSchema>;

export const FEE_STRUCTURE_SORT_FIELDS = ['name', 'amount', 'type', 'createdAt'] as const;
/** GET /fee-structures: search over name, description and academic year. */
export const feeStructureListQuerySchema = z.object({
  ...listBase,
  type: enumFilter(PAYMENT_TYPES),
  frequency: enumFilter(FEE_FREQUENCIES),
  classId: z.preprocess(emptyToUndefined, coercedIdSchema.optional()),
  academicYear: z.string().trim().max(ACADEMIC_YEAR_MAX_LENGTH).optional(),
  active: z.preprocess(emptyToUndefined, booleanInput.optional()),
  sortBy: z.preprocess(emptyToUndefined, z.enum(FEE_STRUCTURE_SORT_FIELDS).default('name')),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(FINANCE_SORT_ORDERS).default('asc')),
});
export type FeeStructureListQuery = z.output<typeof feeStructureListQuerySchema>;
export const feeStructureListAnswerSchema = ledgerListAnswer(feeStructureSchema, ledgerListMeta);

// ---------------------------------------------------------------------------------------------
// Transactions

export const transactionCreateSchema = z.object({
  kind: enumInput(TRANSACTION_KINDS, FINANCE_LEDGER_MESSAGES.kindInvalid),
  amount: positiveMoney(),
  date: dateInput(FINANCE_MESSAGES.dateRequired),
  method: enumInput(PAYMENT_METHODS, FINANCE_MESSAGES.methodInvalid).default(TRANSACTION_DEFAULTS.method),
  reference: optionalText(100),
  description: optionalText(LEDGER_DESCRIPTION_MAX_LENGTH),
  status: enumInput(TRANSACTION_STATUSES, FINANCE_MESSAGES.statusInvalid).default(TRANSACTION_DEFAULTS.status),
});
export type TransactionCreateInput = z.input<typeof transactionCreateSchema>;
export type TransactionCreateBody = z.output<typeof transactionCreateSchema>;

export const transactionUpdateSchema = z.object({
  kind: enumInput(TRANSACTION_KINDS, FINANCE_LEDGER_MESSAGES.kindInvalid).optional(),
  amount: positiveMoney().optional(),
  date: dateInput(FINANCE_MESSAGES.dateRequired).optional(),
  method: enumInput(PAYMENT_METHODS, FINANCE_MESSAGES.methodInvalid).optional(),
  reference: clearableText(100),
  description: clearableText(LEDGER_DESCRIPTION_MAX_LENGTH),
  status: enumInput(TRANSACTION_STATUSES, FINANCE_MESSAGES.statusInvalid).optional(),
});
export type TransactionUpdateBody = z.output<typeof transactionUpdateSchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  kind: z.string(),
  amount: z.number(),
  date: calendarDaySchema,
  method: z.string(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
  ...audited,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const TRANSACTION_SORT_FIELDS = ['date', 'amount', 'status', 'kind'] as const;
/** GET /transactions: search over reference and description. */
export const transactionListQuerySchema = z.object({
  ...listBase,
  kind: enumFilter(TRANSACTION_KINDS),
  status: statusFilter(TRANSACTION_STATUSES),
  method: enumFilter(PAYMENT_METHODS),
  startDate: optionalDate,
  endDate: optionalDate,
  sortBy: z.preprocess(emptyToUndefined, z.enum(TRANSACTION_SORT_FIELDS).default('date')),
});
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;
/** totalIn sums INCOME entries, totalOut EXPENSE entries (transfers and adjustments are in neither). */
export const transactionListAnswerSchema = ledgerListAnswer(
  transactionSchema,
  ledgerListMeta.extend({ totalIn: z.number(), totalOut: z.number() }),
);

// ---------------------------------------------------------------------------------------------
// Payment methods

export const paymentMethodCreateSchema = z.object({
  code: enumInput(PAYMENT_METHODS, FINANCE_MESSAGES.methodInvalid),
  /** The method's usual name when left out. */
  displayName: optionalText(100),
  enabled: booleanInput.default(true),
  /** Account number, wallet, instructions for the payer. */
  details: optionalText(LEDGER_DESCRIPTION_MAX_LENGTH),
});
export type PaymentMethodCreateInput = z.input<typeof paymentMethodCreateSchema>;
export type PaymentMethodCreateBody = z.output<typeof paymentMethodCreateSchema>;

/** PUT /payments/methods/{id}: the code never changes. */
export const paymentMethodUpdateSchema = z.object({
  displayName: requiredText(100, FINANCE_LEDGER_MESSAGES.displayNameRequired).optional(),
  enabled: booleanInput.optional(),
  details: clearableText(LEDGER_DESCRIPTION_MAX_LENGTH),
});
export type PaymentMethodUpdateBody = z.output<typeof paymentMethodUpdateSchema>;

export const paymentMethodSchema = z.object({
  /** null: the school has not set this method up (it shows with its usual name, enabled). */
  id: z.number().int().nullable(),
  schoolId: z.number().int(),
  code: z.enum(PAYMENT_METHODS),
  displayName: z.string(),
  enabled: z.boolean(),
  details: z.string().nullable(),
  configured: z.boolean(),
  updatedAt: timestampSchema.nullable(),
});
export type PaymentMethodSetting = z.infer<typeof paymentMethodSchema>;

/** GET /payments/methods: every method of PAYMENT_METHODS in that order, set up or not. */
export const paymentMethodListQuerySchema = z.object({
  enabled: z.preprocess(emptyToUndefined, booleanInput.optional()),
  /** Another school in the user's scope; by default the user's own. */
  schoolId: z.preprocess(emptyToUndefined, coercedIdSchema.optional()),
  _t: z.string().optional(),
});
export type PaymentMethodListQuery = z.output<typeof paymentMethodListQuerySchema>;
export const paymentMethodListAnswerSchema = ledgerListAnswer(paymentMethodSchema, z.object({ total: z.number().int() }));
