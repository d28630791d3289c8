/**
 * GET /payments/{id}/receipt: the Payment Bill's data (spec part 2 §2.4 "Add Payment modal",
 * §3.8, §9). Access: payment:read. Another school's payment answers 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as paymentEndpoints from '@/contract/endpoints/finance/payments';
import { FINANCE_MESSAGES } from '@/contract/finance';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { readPaymentBill } from './receipt-bill';

export const receiptRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, paymentEndpoints.receipt, async (request) => {
    const data = await readPaymentBill(app.db, requireUser(request.user), request.params.id);
    if (!data) throw httpError(404, FINANCE_MESSAGES.paymentNotFound);
    return { success: true as const, message: 'Payment bill', data };
  });
};
