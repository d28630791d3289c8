/** An expenses row as the API answers it (spec part 2 §3.6): amounts as numbers with 2 decimals. */
import { moneyNumber, type Expense } from '@/contract/finance';
import type { expenses } from '../../../db/schema';

export type ExpenseRow = typeof expenses.$inferSelect;

export function toExpenseDto(row: ExpenseRow): Expense {
  return {
    id: row.id,
    schoolId: row.schoolId,
    title: row.title,
    description: row.description,
    amount: moneyNumber(row.amount),
    category: row.category,
    date: row.date,
    status: row.status,
    method: row.method,
    receiptNumber: row.receiptNumber,
    remarks: row.remarks,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
