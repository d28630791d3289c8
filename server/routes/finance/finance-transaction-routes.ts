/**
 * /transactions (spec part 2 §7.4): the general ledger's free entries — INCOME, EXPENSE,
 * TRANSFER or ADJUSTMENT, an amount > 0 (the kind says which way), date, method, reference,
 * description, status (PENDING, COMPLETED, FAILED, CANCELLED; COMPLETED by default). List with
 * kind, status (canonical or completed/pending/cancelled), method, date range, search, sort and
 * pages; `meta.totalAmount` sums every match, `meta.totalIn` / `meta.totalOut` its INCOME /
 * EXPENSE entries.
 *
 * Access: finance:read, finance:create, finance:update, finance:delete (also restore).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as transactionEndpoints from '@/contract/endpoints/finance/transactions';
import { FINANCE_LEDGER_MESSAGES as M } from '@/contract/finance-ledger';
import { financeTransactions } from '../../db/schema';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { toFinanceTransactionDto, toFinanceTransactionDtos } from './finance-transaction-dto';
import { financeTransactionListCondition, financeTransactionOrderBy } from './finance-transaction-list-query';
import { ledgerListMeta, ledgerTotals } from './ledger-list';
import { ledgerRecordRoutes } from './ledger-routes';

const sumOfKind = (kind: string) => sql`sum(${financeTransactions.amount}) filter (where ${financeTransactions.kind} = ${kind})`;

export const financeTransactionRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, transactionEndpoints.list, async (request) => {
    const { page, limit } = request.query;
    const where = financeTransactionListCondition(requireUser(request.user), request.query);
    const rows = await app.db
      .select()
      .from(financeTransactions)
      .where(where)
      .orderBy(...financeTransactionOrderBy(request.query))
      .limit(limit)
      .offset((page - 1) * limit);
    const totals = await ledgerTotals(app.db, financeTransactions, financeTransactions.amount, where, {
      totalIn: sumOfKind('INCOME'),
      totalOut: sumOfKind('EXPENSE'),
    });
    return { success: true as const, data: rows.map(toFinanceTransactionDto), meta: ledgerListMeta(totals, page, limit) };
  });

  await app.register(
    ledgerRecordRoutes({
      endpoints: transactionEndpoints,
      ledger: { table: financeTransactions, entity: 'finance_transaction' },
      toDtos: toFinanceTransactionDtos,
      noun: 'transaction',
      messages: {
        notFound: M.transactionNotFound,
        created: M.transactionCreated,
        updated: M.transactionUpdated,
        deleted: M.transactionDeleted,
        restored: M.transactionRestored,
      },
    }),
  );
};
