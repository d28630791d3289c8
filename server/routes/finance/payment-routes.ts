/**
 * /payments (spec part 2 §3.5, §7.4): list with filters, one payment, record, edit and soft
 * delete. Writes run in app.writeTransaction (idempotent with X-Request-ID) and record the finance
 * audit row in the same transaction. Another school's payment answers 404.
 *
 * Access: reads payment:read; POST payment:create; PUT payment:update; DELETE and POST
 * /payments/{id}/restore (a soft-deleted payment comes back, audited) payment:delete.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FINANCE_MESSAGES,
  paymentCreateSchema,
  paymentListAnswerSchema,
  paymentListQuerySchema,
  paymentSchema,
  paymentUpdateSchema,
} from '@/contract/finance';
import { FINANCE_LEDGER_MESSAGES } from '@/contract/finance-ledger';
import { payments } from '../../db/schema';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { toPaymentDtos } from './payment-dto';
import { readPaymentList } from './payment-list-query';
import { createPayment, findPaymentInScope, softDeletePayment, updatePayment } from './payment-writer';
import { registerRestoreRoute } from './ledger-routes';
import { coercedIdSchema } from '@/contract/ids';

const tags = ['Finance'];
const read = { access: { permission: 'payment:read' } };
const notFound = () => httpError(404, FINANCE_MESSAGES.paymentNotFound);
const idParams = z.object({ id: coercedIdSchema });
const paymentAnswer = z.object({ success: z.literal(true), message: z.string(), data: paymentSchema });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      config: read,
      schema: {
        tags,
        summary: 'Payments (filters: startDate, endDate, status, method, type, studentId, search; paged); meta.totalAmount sums every match',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListAnswerSchema, ...errors },
      },
    },
    async (request) => readPaymentList(app.db, requireUser(request.user), request.query),
  );

  app.get(
    '/payments/:id',
    {
      config: read,
      schema: { tags, summary: 'One payment', params: idParams, response: { 200: paymentAnswer, ...errors } },
    },
    async (request) => {
      const row = await findPaymentInScope(app.db, requireUser(request.user), request.params.id);
      if (!row) throw notFound();
      const [data] = await toPaymentDtos(app.db, [row]);
      return { success: true as const, message: 'Payment', data };
    },
  );

  app.post(
    '/payments',
    {
      config: { access: { permission: 'payment:create' } },
      schema: {
        tags,
        summary: 'Record a payment: total = amount; the answer carries the receipt number (RCP-000001, sequential per school)',
        body: paymentCreateSchema,
        response: { 201: paymentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      reply.code(201);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await createPayment({ tx, actor: user, now: new Date() }, request.body);
        const [data] = await toPaymentDtos(tx, [row]);
        return { success: true as const, message: FINANCE_MESSAGES.paymentCreated, data };
      });
    },
  );

  app.put(
    '/payments/:id',
    {
      config: { access: { permission: 'payment:update' } },
      schema: {
        tags,
        summary: 'Edit a payment: fields left out keep their value; the receipt number never changes',
        params: idParams,
        body: paymentUpdateSchema,
        response: { 200: paymentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await updatePayment({ tx, actor: user, now: new Date() }, request.params.id, request.body);
        if (!row) throw notFound();
        const [data] = await toPaymentDtos(tx, [row]);
        return { success: true as const, message: FINANCE_MESSAGES.paymentUpdated, data };
      });
    },
  );

  app.delete(
    '/payments/:id',
    {
      config: { access: { permission: 'payment:delete' } },
      schema: { tags, summary: 'Soft delete a payment', params: idParams, response: { 200: paymentAnswer, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const row = await softDeletePayment({ tx, actor: user, now: new Date() }, request.params.id);
        if (!row) throw notFound();
        const [data] = await toPaymentDtos(tx, [row]);
        return { success: true as const, message: FINANCE_MESSAGES.paymentDeleted, data };
      });
    },
  );

  registerRestoreRoute(app, {
    path: '/payments',
    ledger: { table: payments, entity: 'payment' },
    item: paymentSchema,
    toDtos: toPaymentDtos,
    permission: 'payment:delete',
    restoredMessage: FINANCE_LEDGER_MESSAGES.paymentRestored,
  });
};
