/**
 * /incomes (spec part 2 §7.4): money in other than student payments (donations, grants, rent, ...).
 * List with status (canonical or completed/pending/cancelled), category, method, date range,
 * search, sort and pages; `meta.total` and `meta.totalAmount` cover every match. One record,
 * create, edit, soft delete and restore come from ledger-routes.ts.
 *
 * Access: finance:read, finance:create, finance:update, finance:delete (also restore).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as incomeEndpoints from '@/contract/endpoints/finance/incomes';
import { FINANCE_LEDGER_MESSAGES as M } from '@/contract/finance-ledger';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toIncomeDto, toIncomeDtos } from './income-dto';
import { incomeLedger, listIncomes } from './income-repository';
import { ledgerListMeta } from '../ledger/ledger-list';
import { ledgerRecordRoutes } from '../ledger/ledger-routes';

export const incomeRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, incomeEndpoints.list, async (request) => {
    const { page, limit } = request.query;
    const { rows, totals } = await listIncomes(app.db, requireUser(request.user), request.query);
    return { success: true as const, data: rows.map(toIncomeDto), meta: ledgerListMeta(totals, page, limit) };
  });

  await app.register(
    ledgerRecordRoutes({
      endpoints: incomeEndpoints,
      ledger: incomeLedger,
      toDtos: toIncomeDtos,
      noun: 'income',
      messages: { notFound: M.incomeNotFound, created: M.incomeCreated, updated: M.incomeUpdated, deleted: M.incomeDeleted, restored: M.incomeRestored },
    }),
  );
};
