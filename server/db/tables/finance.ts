/**
 * Payments (spec part 2 §3.5). The students area reads a student's payments; the finance area
 * (its own issue) writes them and adds expenses, payroll and the rest. Money is exact decimal
 * (numeric), never floating point.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools, staff, teachers, users } from './core';
import { classes, students } from './students';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** The paying parent's user, when known. */
    parentUserId: integer('parent_user_id').references(() => users.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    paymentDate: date('payment_date').notNull(),
    status: text('status').notNull().default('PAID'),
    method: text('method').notNull().default('CASH'),
    type: text('type').notNull().default('TUITION_FEE'),
    remarks: text('remarks'),
    /** Unique per school and sequential (the finance issue hands them out). */
    receiptNumber: text('receipt_number').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_school_receipt_idx').on(table.schoolId, table.receiptNumber),
    index('payments_student_date_idx').on(table.studentId, table.paymentDate),
    // Payment analytics and the payments register read by school and date, live rows only.
    index('payments_school_date_idx').on(table.schoolId, table.paymentDate).where(sql`${table.deletedAt} is null`),
    // The payments list's status filter (GET /payments?status=), newest first within a status.
    index('payments_school_status_date_idx').on(table.schoolId, table.status, table.paymentDate).where(sql`${table.deletedAt} is null`),
    // The payments list's search: receipt number prefix and remarks (ILIKE) by trigrams.
    index('payments_search_trgm_idx')
      .using('gin', sql`${table.receiptNumber} gin_trgm_ops`, sql`${table.remarks} gin_trgm_ops`)
      .where(sql`${table.deletedAt} is null`),
    check('payments_amount_positive', sql`${table.amount} > 0 and ${table.total} = ${table.amount}`),
  ],
);

/** Expenses (spec part 2 §3.6). Status is the canonical upper-case set of src/contract/finance.ts. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    title: text('title').notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    category: text('category').notNull(),
    date: date('date').notNull(),
    status: text('status').notNull().default('PENDING'),
    method: text('method').notNull().default('CASH'),
    /** The supplier's receipt, as typed (not one of ours). */
    receiptNumber: text('receipt_number'),
    remarks: text('remarks'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('expenses_school_date_idx').on(table.schoolId, table.date), check('expenses_amount_positive', sql`${table.amount} > 0`)],
);

/**
 * Payroll records (spec part 2 §3.7): one employee's salary for one month. The employee is a staff
 * member or a teacher (exactly one); employee id and name are copied at the time of writing. The
 * net salary is basic + allowances - deductions - tax + bonus, computed by the server, > 0.
 */
export const payrolls = pgTable(
  'payrolls',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    staffId: integer('staff_id').references(() => staff.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    employeeId: text('employee_id').notNull(),
    employeeName: text('employee_name').notNull(),
    salaryMonth: date('salary_month').notNull(),
    basicSalary: numeric('basic_salary', { precision: 14, scale: 2 }).notNull(),
    allowances: numeric('allowances', { precision: 14, scale: 2 }).notNull().default('0'),
    deductions: numeric('deductions', { precision: 14, scale: 2 }).notNull().default('0'),
    tax: numeric('tax', { precision: 14, scale: 2 }).notNull().default('0'),
    bonus: numeric('bonus', { precision: 14, scale: 2 }).notNull().default('0'),
    netSalary: numeric('net_salary', { precision: 14, scale: 2 }).notNull(),
    paymentDate: date('payment_date'),
    status: text('status').notNull().default('PENDING'),
    method: text('method').notNull().default('BANK_TRANSFER'),
    transactionId: text('transaction_id'),
    remarks: text('remarks'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('payrolls_school_month_idx').on(table.schoolId, table.salaryMonth),
    index('payrolls_staff_idx').on(table.staffId),
    index('payrolls_teacher_idx').on(table.teacherId),
    check('payrolls_one_employee', sql`num_nonnulls(${table.staffId}, ${table.teacherId}) = 1`),
    check(
      'payrolls_net_salary',
      sql`${table.netSalary} > 0 and ${table.netSalary} = ${table.basicSalary} + ${table.allowances} - ${table.deductions} - ${table.tax} + ${table.bonus}`,
    ),
  ],
);

/** The next sequential number per school and kind ('payment': receipt numbers RCP-000001, ...). */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    kind: text('kind').notNull(),
    nextValue: bigint('next_value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.kind] })],
);

/** Every money write (who, when, before, after), written in the same transaction as the write. */
export const financeAuditLog = pgTable(
  'finance_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('finance_audit_entity_idx').on(table.schoolId, table.entity, table.entityId)],
);

// ---------------------------------------------------------------------------------------------
// The other ledgers of spec §7.4 (incomes, budgets, fee structures, transactions, payment
// methods). Vocabularies in src/contract/finance-ledger.ts; soft delete (deletedAt) and restore.

/** Money that comes in other than student payments (donations, grants, rent, ...). */
export const incomes = pgTable(
  'incomes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    source: text('source').notNull(),
    description: text('description'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    category: text('category').notNull(),
    date: date('date').notNull(),
    method: text('method').notNull().default('CASH'),
    status: text('status').notNull().default('PENDING'),
    /** The payer's or bank's reference, as typed. */
    reference: text('reference'),
    remarks: text('remarks'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('incomes_school_date_idx').on(table.schoolId, table.date), check('incomes_amount_positive', sql`${table.amount} > 0`)],
);

/** A spending limit for one expense category over a period; what was spent is computed from expenses. */
export const budgets = pgTable(
  'budgets',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    category: text('category').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('budgets_school_period_idx').on(table.schoolId, table.startDate),
    check('budgets_amount_positive', sql`${table.amount} > 0`),
    check('budgets_period', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** What a fee costs: per payment type, optionally per class, how often, for which academic year. */
export const feeStructures = pgTable(
  'fee_structures',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** Null: every class. */
    classId: integer('class_id').references(() => classes.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    frequency: text('frequency').notNull().default('MONTHLY'),
    academicYear: text('academic_year'),
    /** Day of the month (or of the term's first month) the fee falls due, 1-31. */
    dueDay: integer('due_day'),
    active: boolean('active').notNull().default(true),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('fee_structures_school_type_idx').on(table.schoolId, table.type),
    check('fee_structures_amount_positive', sql`${table.amount} > 0`),
    check('fee_structures_due_day', sql`${table.dueDay} is null or ${table.dueDay} between 1 and 31`),
  ],
);

/** The general ledger's free entries: money in, out, moved between accounts, or corrected. */
export const financeTransactions = pgTable(
  'finance_transactions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    date: date('date').notNull(),
    method: text('method').notNull().default('CASH'),
    reference: text('reference'),
    description: text('description'),
    status: text('status').notNull().default('COMPLETED'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('finance_transactions_school_date_idx').on(table.schoolId, table.date),
    check('finance_transactions_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A school's settings for one payment method (one live row per school and code). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Account number, wallet, instructions for the payer. */
    details: text('details'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('payment_methods_school_code_idx').on(table.schoolId, table.code).where(sql`${table.deletedAt} is null`)],
);
