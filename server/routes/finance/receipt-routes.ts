/**
 * GET /payments/{id}/receipt: the Payment Bill's data (spec part 2 §2.4 "Add Payment modal",
 * §3.8, §9). Access: payment:read. Another school's payment answers 404.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FINANCE_MESSAGES, paymentBillSchema } from '@/contract/finance';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { readPaymentBill } from './receipt-bill';
import { coercedIdSchema } from '@/contract/ids';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:id/receipt',
    {
      config: { access: { permission: 'payment:read' } },
      schema: {
        tags: ['Finance'],
        summary: 'The printable bill of a payment (AFN, 2 decimals; discount 0)',
        params: z.object({ id: coercedIdSchema }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: paymentBillSchema }), ...errors },
      },
    },
    async (request) => {
      const data = await readPaymentBill(app.db, requireUser(request.user), request.params.id);
      if (!data) throw httpError(404, FINANCE_MESSAGES.paymentNotFound);
      return { success: true as const, message: 'Payment bill', data };
    },
  );
};
