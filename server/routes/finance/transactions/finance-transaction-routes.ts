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
import type { FastifyPluginAsync } from 'fastify';
import * as transactionEndpoints from '@/contract/endpoints/finance/transactions';
import { FINANCE_LEDGER_MESSAGES as M } from '@/contract/finance-ledger';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toFinanceTransactionDto, toFinanceTransactionDtos } from './finance-transaction-dto';
import { financeTransactionLedger, listFinanceTransactions } from './finance-transaction-repository';
import { ledgerListMeta } from '../ledger/ledger-list';
import { ledgerRecordRoutes } from '../ledger/ledger-routes';

export const financeTransactionRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, transactionEndpoints.list, async (request) => {
    const { page, limit } = request.query;
    const { rows, totals } = await listFinanceTransactions(app.db, requireUser(request.user), request.query);
    return { success: true as const, data: rows.map(toFinanceTransactionDto), meta: ledgerListMeta(totals, page, limit) };
  });

  await app.register(
    ledgerRecordRoutes({
      endpoints: transactionEndpoints,
      ledger: financeTransactionLedger,
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
