/**
 * /budgets (spec part 2 §7.4): a spending limit per expense category and period. Each answer
 * carries `spent` (the category's expenses in the period, except REJECTED and deleted ones) and
 * `remaining` (amount - spent, negative when overspent). List with category, a date range
 * (budgets whose period overlaps it), search, sort and pages; `meta.totalAmount` and
 * `meta.totalSpent` cover every match. The end date is never before the start date, also when an
 * edit moves only one of them.
 *
 * Access: finance:read, finance:create, finance:update, finance:delete (also restore).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { EndpointBody } from '@/contract/endpoint';
import * as budgetEndpoints from '@/contract/endpoints/finance/budgets';
import { FINANCE_LEDGER_MESSAGES as M } from '@/contract/finance-ledger';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toBudgetDtos } from './budget-dto';
import { budgetLedger, listBudgets } from './budget-repository';
import { ledgerListMeta } from '../ledger/ledger-list';
import { ledgerRecordRoutes } from '../ledger/ledger-routes';

export const budgetRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, budgetEndpoints.list, async (request) => {
    const { page, limit } = request.query;
    const { rows, totals } = await listBudgets(app.db, requireUser(request.user), request.query);
    return { success: true as const, data: await toBudgetDtos(app.db, rows), meta: ledgerListMeta(totals, page, limit) };
  });

  await app.register(
    ledgerRecordRoutes({
      endpoints: budgetEndpoints,
      ledger: budgetLedger,
      toDtos: toBudgetDtos,
      noun: 'budget',
      messages: { notFound: M.budgetNotFound, created: M.budgetCreated, updated: M.budgetUpdated, deleted: M.budgetDeleted, restored: M.budgetRestored },
      prepareUpdate: async (_context, before, body: EndpointBody<typeof budgetEndpoints.update>) => {
        const startDate = body.startDate ?? before.startDate;
        const endDate = body.endDate ?? before.endDate;
        if (endDate < startDate) throw httpError(400, M.endBeforeStart, { endDate: M.endBeforeStart });
        return body;
      },
    }),
  );
};
