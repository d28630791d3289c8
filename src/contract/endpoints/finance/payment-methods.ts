/**
 * /payments/methods (spec part 2 §7.4): the school's settings per payment method; GET lists every code
 * (payment:read: the payment form reads it).
 * List, one record, create, edit, soft delete and restore (ledger-records.ts); creating,
 * editing and restoring may be kept on the device when the server cannot be reached.
 */
import { defineEndpoint } from '@/contract/endpoint';
import { paymentMethodListQuerySchema, paymentMethodListAnswerSchema, paymentMethodCreateSchema, paymentMethodSchema, paymentMethodUpdateSchema } from '@/contract/finance-ledger';
import { keptPaymentMethod } from '@/contract/endpoints/finance/finance-pending';
import { ledgerRecordEndpoints } from '@/contract/endpoints/finance/ledger-records';

export const list = defineEndpoint({
  method: 'GET',
  path: '/payments/methods',
  tags: ['Finance'],
  summary: "Every payment method with the school's settings (id null: not set up, shown enabled); enabled=true keeps the enabled ones",
  access: { permission: 'payment:read' },
  query: paymentMethodListQuerySchema,
  answers: { 200: paymentMethodListAnswerSchema },
});

export const { get, create, update, remove, restore } = ledgerRecordEndpoints({
  path: '/payments/methods',
  item: paymentMethodSchema,
  createBody: paymentMethodCreateSchema,
  updateBody: paymentMethodUpdateSchema,
  resource: 'finance',
  noun: 'payment method',
  entity: 'paymentMethod',
  keptCreate: keptPaymentMethod,
});
