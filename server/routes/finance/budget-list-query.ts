/**
 * The WHERE and ORDER BY of GET /budgets: school scope, live rows, category, a date range that
 * finds budgets whose period overlaps it, and text search over name and notes.
 */
import { and, asc, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { BudgetListQuery } from '@/contract/finance-ledger';
import { budgets } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { searchCondition } from './ledger-list';

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
