/**
 * The WHERE and ORDER BY of GET /transactions: school scope, live rows, kind, status (canonical or
 * completed/pending/cancelled), method, date range and text search over reference and description.
 */
import { and, asc, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import { TRANSACTION_STATUS_ALIASES, type TransactionListQuery } from '@/contract/finance-ledger';
import { financeTransactions } from '../../db/schema';
import { schoolScopeCondition } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { searchCondition, statusCondition } from './ledger-list';

export function financeTransactionListCondition(user: AuthUser, query: TransactionListQuery): SQL | undefined {
  return and(
    schoolScopeCondition(user, financeTransactions.schoolId),
    isNull(financeTransactions.deletedAt),
    query.kind ? eq(financeTransactions.kind, query.kind) : undefined,
    statusCondition(financeTransactions.status, query.status, TRANSACTION_STATUS_ALIASES),
    query.method ? eq(financeTransactions.method, query.method) : undefined,
    query.startDate ? gte(financeTransactions.date, query.startDate) : undefined,
    query.endDate ? lte(financeTransactions.date, query.endDate) : undefined,
    searchCondition(query.search, [financeTransactions.reference, financeTransactions.description]),
  );
}

export function financeTransactionOrderBy({ sortBy, sortOrder }: Pick<TransactionListQuery, 'sortBy' | 'sortOrder'>): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  const keys: Record<TransactionListQuery['sortBy'], SQL[]> = {
    date: [direction(financeTransactions.date)],
    amount: [direction(financeTransactions.amount)],
    status: [direction(financeTransactions.status), desc(financeTransactions.date)],
    kind: [direction(financeTransactions.kind), desc(financeTransactions.date)],
  };
  return [...keys[sortBy], direction(financeTransactions.id)];
}
