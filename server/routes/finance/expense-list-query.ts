/**
 * The WHERE, ORDER BY and summary of GET /expenses (spec part 2 §2.4, §7.4). The status filter
 * takes a canonical status or one of the spec's words (completed, pending, cancelled), which stand
 * for a group of canonical statuses (EXPENSE_STATUS_ALIASES), so a filter finds what its badges
 * show. Sums are numeric in SQL (exact), read back as text.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  EXPENSE_STATUS_ALIASES,
  STATUS_FILTER_ALIASES,
  type ExpenseListQuery,
  type ExpenseStatus,
  type StatusFilterAlias,
} from '@/contract/finance';
import { expenses } from '../../db/schema';
import { likePattern } from '../../lib/lookup-query';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';

/** The canonical statuses a filter value stands for. */
export function expenseStatusesOf(filter: string): readonly string[] {
  return (STATUS_FILTER_ALIASES as readonly string[]).includes(filter)
    ? EXPENSE_STATUS_ALIASES[filter as StatusFilterAlias]
    : [filter as ExpenseStatus];
}

export function expenseListCondition(user: AuthUser, query: Partial<ExpenseListQuery>): SQL | undefined {
  const search = query.search?.trim();
  const pattern = search ? likePattern(search) : undefined;
  return and(
    schoolScopeCondition(user, expenses.schoolId),
    isNull(expenses.deletedAt),
    query.status ? inArray(expenses.status, [...expenseStatusesOf(query.status)]) : undefined,
    query.category ? eq(expenses.category, query.category) : undefined,
    query.startDate ? gte(expenses.date, query.startDate) : undefined,
    query.endDate ? lte(expenses.date, query.endDate) : undefined,
    pattern
      ? or(
          ilike(expenses.title, pattern),
          ilike(expenses.description, pattern),
          ilike(expenses.category, pattern),
          ilike(expenses.receiptNumber, pattern),
          ilike(expenses.remarks, pattern),
        )
      : undefined,
  );
}

export function expenseOrderBy(sortBy: ExpenseListQuery['sortBy'], sortOrder: ExpenseListQuery['sortOrder']): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: Record<ExpenseListQuery['sortBy'], SQL[]> = {
    date: [direction(expenses.date)],
    amount: [direction(expenses.amount)],
    status: [direction(expenses.status), desc(expenses.date)],
  };
  return [...keys[sortBy], direction(expenses.id)];
}
