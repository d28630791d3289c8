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
import { FINANCE_MESSAGES, EXPENSE_STATUS_ALIASES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { expenses } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { toExpenseDto } from './expense-dto';
import { expenseListCondition, expenseOrderBy } from './expense-list-query';
import { financeListSummary } from './finance-list-summary';
import { createExpense, findExpenseInScope, softDeleteExpense, updateExpense } from './expense-writer';
import { registerRestoreRoute } from './ledger-routes';

const notFound = () => httpError(404, FINANCE_MESSAGES.expenseNotFound);

export const expenseRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, expenseEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit, sortBy, sortOrder } = request.query;
    const where = expenseListCondition(user, request.query);
    const rows = await app.db
      .select()
      .from(expenses)
      .where(where)
      .orderBy(...expenseOrderBy(sortBy, sortOrder))
      .limit(limit)
      .offset((page - 1) * limit);
    const summary = await financeListSummary(app.db, { table: expenses, amount: expenses.amount, status: expenses.status, pendingStatuses: EXPENSE_STATUS_ALIASES.pending }, where);
    return {
      success: true as const,
      data: rows.map(toExpenseDto),
      meta: { pagination: paginationMeta(page, limit, summary.count), summary },
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
    ledger: { table: expenses, entity: 'expense' },
    toDtos: async (_db, rows) => rows.map(toExpenseDto),
    restoredMessage: FINANCE_LEDGER_MESSAGES.expenseRestored,
  });
};
