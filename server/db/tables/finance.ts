/**
 * Payments (spec part 2 §3.5). The students area reads a student's payments; the finance area
 * (its own issue) writes them and adds expenses, payroll and the rest. Money is exact decimal
 * (numeric), never floating point.
 */
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools, users } from './core';
import { students } from './students';

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
  ],
);
