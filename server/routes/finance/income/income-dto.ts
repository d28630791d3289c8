/** An incomes row as the API answers it: the amount as a number with 2 decimals. */
import { moneyNumber } from '@/contract/finance';
import type { Income } from '@/contract/finance-ledger';
import type { incomes } from '../../../db/schema';

export type IncomeRow = typeof incomes.$inferSelect;

export function toIncomeDto(row: IncomeRow): Income {
  return {
    id: row.id,
    schoolId: row.schoolId,
    source: row.source,
    description: row.description,
    amount: moneyNumber(row.amount),
    category: row.category,
    date: row.date,
    method: row.method,
    status: row.status,
    reference: row.reference,
    remarks: row.remarks,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function toIncomeDtos(_db: unknown, rows: IncomeRow[]): Promise<Income[]> {
  return rows.map(toIncomeDto);
}
