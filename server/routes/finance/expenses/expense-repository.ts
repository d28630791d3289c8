/**
 * The expenses' reads and writes (spec part 2 §2.4, §3.6, §4, §5, §7.4).
 *
 * GET /expenses: the WHERE, ORDER BY and summary. The status filter takes a canonical status or
 * one of the spec's words (completed, pending, cancelled), which stand for a group of canonical
 * statuses (EXPENSE_STATUS_ALIASES), so a filter finds what its badges show. Sums are numeric in
 * SQL (exact), read back as text.
 *
 * Creating, editing and soft deleting an expense run in the route's write transaction, each with
 * its audit row (finance-audit.ts) in the same transaction. An expense belongs to the actor's
 * school; another school's (or a deleted) expense is not found (null).
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  EXPENSE_STATUS_ALIASES,
  STATUS_FILTER_ALIASES,
  type ExpenseCreateBody,
  type ExpenseListQuery,
  type ExpenseStatus,
  type ExpenseUpdateBody,
  type FinanceListSummary,
  type StatusFilterAlias,
} from '@/contract/finance';
import type { DbOrTx } from '../../../db/connection';
import { expenses } from '../../../db/schema';
import { likePattern } from '../../../lib/lookup-query';
import { canAccessSchool, schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import { recordFinanceAudit } from '../finance-audit';
import { financeListSummary } from '../finance-list-summary';
import { countedExpense } from '../analytics/finance-analytics-filters';
import type { FinanceWriteContext } from '../finance-write-context';
import type { Ledger } from '../ledger/ledger-repository';
import type { ExpenseRow } from './expense-dto';

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

/** The expenses ledger, for the shared restore route (ledger-routes.ts). */
export const expenseLedger: Ledger<typeof expenses> = { table: expenses, entity: 'expense' };

/** A page of GET /expenses, the summary cards (counted statuses) and how many rows match (for the pages). */
export async function listExpenses(
  db: DbOrTx,
  user: AuthUser,
  query: ExpenseListQuery,
): Promise<{ rows: ExpenseRow[]; summary: FinanceListSummary; matched: number }> {
  const { page, limit, sortBy, sortOrder } = query;
  const where = expenseListCondition(user, query);
  const rows = await db
    .select()
    .from(expenses)
    .where(where)
    .orderBy(...expenseOrderBy(sortBy, sortOrder))
    .limit(limit)
    .offset((page - 1) * limit);
  const { summary, matched } = await financeListSummary(
    db,
    { table: expenses, amount: expenses.amount, status: expenses.status, counted: countedExpense, pendingStatuses: EXPENSE_STATUS_ALIASES.pending },
    where,
  );
  return { rows, summary, matched };
}

/** A live expense the user may see, or null. */
export async function findExpenseInScope(db: DbOrTx, user: AuthUser, id: number): Promise<ExpenseRow | null> {
  const [row] = await db
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, id), isNull(expenses.deletedAt)));
  return row && canAccessSchool(user, row.schoolId) ? row : null;
}

export async function createExpense({ tx, actor, now }: FinanceWriteContext, body: ExpenseCreateBody): Promise<ExpenseRow> {
  const [row] = await tx
    .insert(expenses)
    .values({
      schoolId: actor.schoolId,
      title: body.title,
      description: body.description ?? null,
      amount: body.amount,
      category: body.category,
      date: body.date,
      status: body.status,
      method: body.method,
      receiptNumber: body.receiptNumber ?? null,
      remarks: body.remarks ?? null,
      createdBy: actor.id,
      updatedBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'expense', entityId: row.id, action: 'create', userId: actor.id, before: null, after: row });
  return row;
}

export async function updateExpense({ tx, actor, now }: FinanceWriteContext, id: number, body: ExpenseUpdateBody): Promise<ExpenseRow | null> {
  const before = await findExpenseInScope(tx, actor, id);
  if (!before) return null;
  const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const [row] = await tx
    .update(expenses)
    .set({ ...changes, updatedBy: actor.id, updatedAt: now })
    .where(eq(expenses.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'expense', entityId: row.id, action: 'update', userId: actor.id, before, after: row });
  return row;
}

export async function softDeleteExpense({ tx, actor, now }: FinanceWriteContext, id: number): Promise<ExpenseRow | null> {
  const before = await findExpenseInScope(tx, actor, id);
  if (!before) return null;
  const [row] = await tx
    .update(expenses)
    .set({ deletedAt: now, updatedBy: actor.id, updatedAt: now })
    .where(eq(expenses.id, id))
    .returning();
  await recordFinanceAudit(tx, { schoolId: row.schoolId, entity: 'expense', entityId: row.id, action: 'delete', userId: actor.id, before, after: row });
  return row;
}
