/** A budgets row as the API answers it, with `spent` (budget-spent.ts) and `remaining` (amount - spent, in cents). */
import { inArray, sql } from 'drizzle-orm';
import { centsToDecimal, decimalToCents, moneyNumber } from '@/contract/finance';
import type { Budget } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { budgets } from '../../../db/schema';
import { budgetSpentSql } from './budget-spent';

export type BudgetRow = typeof budgets.$inferSelect;

export async function toBudgetDtos(db: DbOrTx, rows: BudgetRow[]): Promise<Budget[]> {
  if (rows.length === 0) return [];
  const spentRows = await db
    .select({ id: budgets.id, spent: sql<string>`${budgetSpentSql}::text` })
    .from(budgets)
    .where(
      inArray(
        budgets.id,
        rows.map((row) => row.id),
      ),
    );
  const spentById = new Map(spentRows.map((row) => [row.id, row.spent]));
  return rows.map((row) => {
    const spent = spentById.get(row.id) ?? '0.00';
    const remainingCents = (decimalToCents(row.amount) ?? 0) - (decimalToCents(spent) ?? 0);
    return {
      id: row.id,
      schoolId: row.schoolId,
      name: row.name,
      category: row.category,
      startDate: row.startDate,
      endDate: row.endDate,
      amount: moneyNumber(row.amount),
      spent: moneyNumber(spent),
      remaining: moneyNumber(centsToDecimal(remainingCents)),
      notes: row.notes,
      createdBy: row.createdBy,
      updatedBy: row.updatedBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
