/**
 * /payments (spec part 2 §3.5, §7.4): list with filters, one payment, record, edit and soft
 * delete. Writes run in app.writeTransaction (idempotent with X-Request-ID) and record the finance
 * audit row in the same transaction. Another school's payment answers 404.
 *
 * Access: reads payment:read; POST payment:create; PUT payment:update; DELETE and POST
 * /payments/{id}/restore (a soft-deleted payment comes back, audited) payment:delete.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toPaymentDtos } from './payment-dto';
import { createPayment, findPaymentInScope, paymentLedger, readPaymentList, softDeletePayment, updatePayment } from './payment-repository';
import { registerRestoreRoute } from '../ledger/ledger-routes';

const notFound = () => httpError(404, FINANCE_MESSAGES.paymentNotFound);

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, paymentEndpoints.list, async (request) => readPaymentList(app.db, requireUser(request.user), request.query));

  routeEndpoint(app, paymentEndpoints.get, async (request) => {
    const row = await findPaymentInScope(app.db, requireUser(request.user), request.params.id);
    if (!row) throw notFound();
    const [data] = await toPaymentDtos(app.db, [row]);
    return { success: true as const, message: 'Payment', data };
  });

  routeEndpoint(app, paymentEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    reply.code(201);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await createPayment({ tx, actor: user, now: new Date() }, request.body);
      const [data] = await toPaymentDtos(tx, [row]);
      return { success: true as const, message: FINANCE_MESSAGES.paymentCreated, data };
    });
  });

  routeEndpoint(app, paymentEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await updatePayment({ tx, actor: user, now: new Date() }, request.params.id, request.body);
      if (!row) throw notFound();
      const [data] = await toPaymentDtos(tx, [row]);
      return { success: true as const, message: FINANCE_MESSAGES.paymentUpdated, data };
    });
  });

  routeEndpoint(app, paymentEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const row = await softDeletePayment({ tx, actor: user, now: new Date() }, request.params.id);
      if (!row) throw notFound();
      const [data] = await toPaymentDtos(tx, [row]);
      return { success: true as const, message: FINANCE_MESSAGES.paymentDeleted, data };
    });
  });

  registerRestoreRoute(app, {
    endpoint: paymentEndpoints.restore,
    ledger: paymentLedger,
    toDtos: toPaymentDtos,
    restoredMessage: FINANCE_LEDGER_MESSAGES.paymentRestored,
  });
};
