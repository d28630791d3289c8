/** A finance_transactions row as the API answers it: the amount as a number with 2 decimals. */
import { moneyNumber } from '@/contract/finance';
import type { Transaction } from '@/contract/finance-ledger';
import type { financeTransactions } from '../../../db/schema';

export type FinanceTransactionRow = typeof financeTransactions.$inferSelect;

export function toFinanceTransactionDto(row: FinanceTransactionRow): Transaction {
  return {
    id: row.id,
    schoolId: row.schoolId,
    kind: row.kind,
    amount: moneyNumber(row.amount),
    date: row.date,
    method: row.method,
    reference: row.reference,
    description: row.description,
    status: row.status,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toFinanceTransactionDtos(_db: unknown, rows: FinanceTransactionRow[]): Promise<Transaction[]> {
  return rows.map(toFinanceTransactionDto);
}
