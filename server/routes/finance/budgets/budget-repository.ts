/**
 * The budgets' reads (their writes are the ledgers' shared ones, ledger-repository.ts): the page
 * and totals of GET /budgets, whose WHERE is school scope, live rows, category, a date range that
 * finds budgets whose period overlaps it, and text search over name and notes.
 */
import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { BudgetListQuery } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { budgets } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import type { Ledger } from '../ledger/ledger-repository';
import { ledgerTotals, searchCondition, type LedgerTotals } from '../ledger/ledger-list';
import type { BudgetRow } from './budget-dto';
import { budgetSpentSql } from './budget-spent';

export function budgetListCondition(user: AuthUser, query: BudgetListQuery): SQL | undefined {
  return and(
    schoolScopeCondition(user, budgets.schoolId),
    isNull(budgets.deletedAt),
    query.category ? eq(budgets.category, query.category) : undefined,
    query.startDate ? gte(budgets.endDate, query.startDate) : undefined,
    query.endDate ? lte(budgets.startDate, query.endDate) : undefined,
    searchCondition(query.search, [budgets.name, budgets.notes]),
  );
}

export function budgetOrderBy({ sortBy, sortOrder }: Pick<BudgetListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: Record<BudgetListQuery['sortBy'], SQL[]> = {
    startDate: [direction(budgets.startDate)],
    endDate: [direction(budgets.endDate)],
    amount: [direction(budgets.amount)],
    name: [direction(budgets.name)],
  };
  return [...keys[sortBy], direction(budgets.id)];
}

/** The budgets ledger (ledger-routes.ts). */
export const budgetLedger: Ledger<typeof budgets> = { table: budgets, entity: 'budget' };

/** A page of GET /budgets and the count, sum(amount) and sum(spent) over every match. */
export async function listBudgets(db: DbOrTx, user: AuthUser, query: BudgetListQuery): Promise<{ rows: BudgetRow[]; totals: LedgerTotals<'totalSpent'> }> {
  const { page, limit } = query;
  const where = budgetListCondition(user, query);
  const rows = await db
    .select()
    .from(budgets)
    .where(where)
    .orderBy(...budgetOrderBy(query))
    .limit(limit)
    .offset((page - 1) * limit);
  const totals = await ledgerTotals(db, budgets, budgets.amount, where, { totalSpent: sql`sum(${budgetSpentSql})` });
  return { rows, totals };
}
