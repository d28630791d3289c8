/**
 * /payrolls (spec part 2 §2.4, §3.7, §7.4): list with search (employee name or id), employeeId,
 * status (canonical or completed/pending/cancelled), month (YYYY-MM), payment-date range, sort and
 * pages, plus the four summary cards in `meta.summary`; get, create, edit and soft delete. The net
 * salary is recomputed and checked on the server (payroll-repository.ts). Writes run in
 * app.writeTransaction with their audit row. Another school's record answers 404.
 *
 * Access: reads payroll:read; POST payroll:create; PUT payroll:update; DELETE and POST
 * /payrolls/{id}/restore (a soft-deleted record comes back, audited) payroll:delete.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as payrollEndpoints from '@/contract/endpoints/finance/payroll';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toPayrollDto } from './payroll-dto';
import { createPayroll, findPayrollInScope, listPayrolls, payrollLedger, softDeletePayroll, updatePayroll } from './payroll-repository';
import { registerRestoreRoute } from '../ledger/ledger-routes';

const notFound = () => httpError(404, FINANCE_MESSAGES.payrollNotFound);

export const payrollRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, payrollEndpoints.list, async (request) => {
    const { page, limit } = request.query;
    const { rows, summary, matched } = await listPayrolls(app.db, requireUser(request.user), request.query);
    return {
      success: true as const,
      data: rows.map(toPayrollDto),
      meta: { pagination: paginationMeta(page, limit, matched), summary },
    };
  });

  routeEndpoint(app, payrollEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    const row = await findPayrollInScope(app.db, user, request.params.id);
    if (!row) throw notFound();
    return { success: true as const, message: 'Payroll record fetched', data: toPayrollDto(row) };
  });

  routeEndpoint(app, payrollEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    reply.code(201);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await createPayroll({ tx, actor: user, now: new Date() }, request.body);
      return { success: true as const, message: FINANCE_MESSAGES.payrollCreated, data: toPayrollDto(row) };
    });
  });

  routeEndpoint(app, payrollEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await updatePayroll({ tx, actor: user, now: new Date() }, request.params.id, request.body);
      if (!row) throw notFound();
      return { success: true as const, message: FINANCE_MESSAGES.payrollUpdated, data: toPayrollDto(row) };
    });
  });

  routeEndpoint(app, payrollEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await softDeletePayroll({ tx, actor: user, now: new Date() }, request.params.id);
      if (!row) throw notFound();
      return { success: true as const, message: FINANCE_MESSAGES.payrollDeleted, data: toPayrollDto(row) };
    });
  });

  registerRestoreRoute(app, {
    endpoint: payrollEndpoints.restore,
    ledger: payrollLedger,
    toDtos: async (_db, rows) => rows.map(toPayrollDto),
    restoredMessage: FINANCE_LEDGER_MESSAGES.payrollRestored,
  });
};
