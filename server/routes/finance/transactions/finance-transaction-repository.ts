/**
 * The general ledger's reads (its writes are the ledgers' shared ones, ledger-repository.ts): the
 * page and totals of GET /transactions, whose WHERE is school scope, live rows, kind, status
 * (canonical or completed/pending/cancelled), method, date range and text search over reference
 * and description.
 */
import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { TRANSACTION_STATUS_ALIASES, type TransactionListQuery } from '@/contract/finance-ledger';
import type { DbOrTx } from '../../../db/connection';
import { financeTransactions } from '../../../db/schema';
import { schoolScopeCondition } from '../../../lib/school-scope';
import type { AuthUser } from '../../../types';
import type { Ledger } from '../ledger/ledger-repository';
import { ledgerTotals, searchCondition, statusCondition, type LedgerTotals } from '../ledger/ledger-list';

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

/** The transactions ledger (ledger-routes.ts). */
export const financeTransactionLedger: Ledger<typeof financeTransactions> = { table: financeTransactions, entity: 'finance_transaction' };

const sumOfKind = (kind: string) => sql`sum(${financeTransactions.amount}) filter (where ${financeTransactions.kind} = ${kind})`;

/** A page of GET /transactions and the count, sum and INCOME / EXPENSE sums over every match. */
export async function listFinanceTransactions(
  db: DbOrTx,
  user: AuthUser,
  query: TransactionListQuery,
): Promise<{ rows: (typeof financeTransactions.$inferSelect)[]; totals: LedgerTotals<'totalIn' | 'totalOut'> }> {
  const { page, limit } = query;
  const where = financeTransactionListCondition(user, query);
  const rows = await db
    .select()
    .from(financeTransactions)
    .where(where)
    .orderBy(...financeTransactionOrderBy(query))
    .limit(limit)
    .offset((page - 1) * limit);
  const totals = await ledgerTotals(db, financeTransactions, financeTransactions.amount, where, {
    totalIn: sumOfKind('INCOME'),
    totalOut: sumOfKind('EXPENSE'),
  });
  return { rows, totals };
}
