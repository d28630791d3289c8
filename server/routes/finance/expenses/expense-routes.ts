/**
 * /expenses (spec part 2 §2.4, §3.6, §7.4): list with search, status (canonical or the spec's
 * completed/pending/cancelled), category, date range, sort and pages, plus the four summary cards
 * in `meta.summary`; get, create, edit and soft delete. Writes run in app.writeTransaction with
 * their audit row. Another school's expense answers 404.
 *
 * Access: reads expense:read; POST expense:create; PUT expense:update; DELETE and POST
 * /expenses/{id}/restore (a soft-deleted expense comes back, audited) expense:delete.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as expenseEndpoints from '@/contract/endpoints/finance/expenses';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toExpenseDto } from './expense-dto';
import { createExpense, expenseLedger, findExpenseInScope, listExpenses, softDeleteExpense, updateExpense } from './expense-repository';
import { registerRestoreRoute } from '../ledger/ledger-routes';

const notFound = () => httpError(404, FINANCE_MESSAGES.expenseNotFound);

export const expenseRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, expenseEndpoints.list, async (request) => {
    const { page, limit } = request.query;
    const { rows, summary, matched } = await listExpenses(app.db, requireUser(request.user), request.query);
    return {
      success: true as const,
      data: rows.map(toExpenseDto),
      meta: { pagination: paginationMeta(page, limit, matched), summary },
    };
  });

  routeEndpoint(app, expenseEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    const row = await findExpenseInScope(app.db, user, request.params.id);
    if (!row) throw notFound();
    return { success: true as const, message: 'Expense fetched', data: toExpenseDto(row) };
  });

  routeEndpoint(app, expenseEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    reply.code(201);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await createExpense({ tx, actor: user, now: new Date() }, request.body);
      return { success: true as const, message: FINANCE_MESSAGES.expenseCreated, data: toExpenseDto(row) };
    });
  });

  routeEndpoint(app, expenseEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await updateExpense({ tx, actor: user, now: new Date() }, request.params.id, request.body);
      if (!row) throw notFound();
      return { success: true as const, message: FINANCE_MESSAGES.expenseUpdated, data: toExpenseDto(row) };
    });
  });

  routeEndpoint(app, expenseEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await softDeleteExpense({ tx, actor: user, now: new Date() }, request.params.id);
      if (!row) throw notFound();
      return { success: true as const, message: FINANCE_MESSAGES.expenseDeleted, data: toExpenseDto(row) };
    });
  });

  registerRestoreRoute(app, {
    endpoint: expenseEndpoints.restore,
    ledger: expenseLedger,
    toDtos: async (_db, rows) => rows.map(toExpenseDto),
    restoredMessage: FINANCE_LEDGER_MESSAGES.expenseRestored,
  });
};
