/**
 * /payments (spec part 2 §3.5, §7.4): list with filters, one payment, record, edit, soft delete
 * and restore, and GET /payments/{id}/receipt (the Payment Bill's data). Writes are idempotent
 * with X-Request-ID; another school's payment answers 404. Recording and editing a payment may be
 * kept on the device when the server cannot be reached (the cashier works through an outage).
 */
import {
  paymentBillSchema,
  paymentCreateSchema,
  paymentListAnswerSchema,
  paymentListQuerySchema,
  paymentSchema,
  paymentUpdateSchema,
} from '@/contract/finance';
import { defineEndpoint } from '@/contract/endpoint';
import { keptEdit, keptPayment, keptRestore } from '@/contract/endpoints/finance/finance-pending';
import { financeIdParamsSchema, recordAnswer, restoreEndpoint } from '@/contract/endpoints/finance/ledger-records';

const tags = ['Finance'];
const read = { permission: 'payment:read' };

export const paymentAnswerSchema = recordAnswer(paymentSchema);
export const paymentBillAnswerSchema = recordAnswer(paymentBillSchema);

export const list = defineEndpoint({
  method: 'GET',
  path: '/payments',
  tags,
  summary: 'Payments (filters: startDate, endDate, status, method, type, studentId, search; paged); meta.totalAmount sums every match',
  access: read,
  query: paymentListQuerySchema,
  answers: { 200: paymentListAnswerSchema },
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/payments/:id',
  tags,
  summary: 'One payment',
  access: read,
  params: financeIdParamsSchema,
  answers: { 200: paymentAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/payments',
  tags,
  summary: 'Record a payment: total = amount; the answer carries the receipt number (RCP-000001, sequential per school)',
  access: { permission: 'payment:create' },
  body: paymentCreateSchema,
  answers: { 201: paymentAnswerSchema },
  offline: keptPayment,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/payments/:id',
  tags,
  summary: 'Edit a payment: fields left out keep their value; the receipt number never changes',
  access: { permission: 'payment:update' },
  params: financeIdParamsSchema,
  body: paymentUpdateSchema,
  answers: { 200: paymentAnswerSchema },
  versionedBy: get,
  offline: keptEdit('payment'),
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/payments/:id',
  tags,
  summary: 'Soft delete a payment',
  access: { permission: 'payment:delete' },
  params: financeIdParamsSchema,
  answers: { 200: paymentAnswerSchema },
});

export const restore = restoreEndpoint({ path: '/payments', permission: 'payment:delete', item: paymentSchema, offline: keptRestore('payment') });

export const receipt = defineEndpoint({
  method: 'GET',
  path: '/payments/:id/receipt',
  tags,
  summary: 'The printable bill of a payment (AFN, 2 decimals; discount 0)',
  access: read,
  params: financeIdParamsSchema,
  answers: { 200: paymentBillAnswerSchema },
});
