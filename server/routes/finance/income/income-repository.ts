/**
 * The incomes' reads (their writes are the ledgers' shared ones, ledger-repository.ts): the page
 * and totals of GET /incomes, whose WHERE is school scope, live rows, status (canonical or the
 * spec's completed/pending/cancelled words), category, method, date range and text search.
 */
import { and, asc, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { INCOME_STATUS_ALIASES, type IncomeListQuery } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { incomes } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import type { Ledger } from '../ledger/ledger-repository';
import { ledgerTotals, searchCondition, statusCondition, type LedgerTotals } from '../ledger/ledger-list';

export function incomeListCondition(user: AuthUser, query: IncomeListQuery): SQL | undefined {
  return and(
    schoolScopeCondition(user, incomes.schoolId),
    isNull(incomes.deletedAt),
    statusCondition(incomes.status, query.status, INCOME_STATUS_ALIASES),
    query.category ? eq(incomes.category, query.category) : undefined,
    query.method ? eq(incomes.method, query.method) : undefined,
    query.startDate ? gte(incomes.date, query.startDate) : undefined,
    query.endDate ? lte(incomes.date, query.endDate) : undefined,
    searchCondition(query.search, [incomes.source, incomes.description, incomes.reference, incomes.remarks]),
  );
}

export function incomeOrderBy({ sortBy, sortOrder }: Pick<IncomeListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: Record<IncomeListQuery['sortBy'], SQL[]> = {
    date: [direction(incomes.date)],
    amount: [direction(incomes.amount)],
    status: [direction(incomes.status), desc(incomes.date)],
    source: [direction(incomes.source), desc(incomes.date)],
  };
  return [...keys[sortBy], direction(incomes.id)];
}

/** The incomes ledger (ledger-routes.ts). */
export const incomeLedger: Ledger<typeof incomes> = { table: incomes, entity: 'income' };

/** A page of GET /incomes and the count and sum over every match. */
export async function listIncomes(db: DbOrTx, user: AuthUser, query: IncomeListQuery): Promise<{ rows: (typeof incomes.$inferSelect)[]; totals: LedgerTotals<never> }> {
  const { page, limit } = query;
  const where = incomeListCondition(user, query);
  const rows = await db
    .select()
    .from(incomes)
    .where(where)
    .orderBy(...incomeOrderBy(query))
    .limit(limit)
    .offset((page - 1) * limit);
  const totals = await ledgerTotals(db, incomes, incomes.amount, where);
  return { rows, totals };
}
