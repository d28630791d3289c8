/**
 * /customers: the front desk's visitors (spec part 1 §7 "Customers"). Writes are idempotent with
 * X-Request-ID; another school's customer answers 404. Registrations and edits may be kept on the
 * device when the server cannot be reached (the front desk works through an outage).
 */
import { z } from 'zod';
import { paginationSchema } from '@/contract/api';
import {
  CUSTOMER_MESSAGES,
  createCustomerSchema,
  customerListQuerySchema,
  duplicatePhoneAnswerSchema,
  customerSchema,
  patchCustomerSchema,
  updateCustomerSchema,
} from '@/contract/customers';
import { defineEndpoint, type OfflinePolicy, type QueuedWrite, type WriteDescription } from '@/contract/endpoint';

const tags = ['customers'];

export const customerIdParamsSchema = z.object({ id: z.uuid(CUSTOMER_MESSAGES.invalidId) });

export const customerAnswerSchema = z.object({ success: z.literal(true), message: z.string(), data: customerSchema });

export const customerListAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(customerSchema),
  meta: z.object({
    pagination: paginationSchema,
    totalCountCapped: z
      .boolean()
      .describe('true: more customers match than were counted; totalCount is a lower bound (show "200+")'),
  }),
});

const getQuerySchema = z.object({ includeDeleted: z.stringbool().optional(), _t: z.unknown().optional() });

function nameOf(write: QueuedWrite): string {
  const name = (write.body as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name.trim() : '';
}

/** "New visitor: Ahmad Karimi"; the visitor's screen shows it pending under its device-made id. */
const keptRegistration: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const name = nameOf(write);
    return name === '' ? { key: 'customers.pending.createUnnamed', values: {} } : { key: 'customers.pending.create', values: { name } };
  },
  pending: {
    entity: 'customer',
    id: (write) => {
      const id = (write.body as { id?: unknown } | null)?.id;
      return typeof id === 'string' ? id : null;
    },
  },
};

/** "Changes to visitor: Ahmad Karimi", pending on that visitor. */
const keptEdit: OfflinePolicy = {
  describe: (write): WriteDescription => {
    const name = nameOf(write);
    return name === '' ? { key: 'customers.pending.editUnnamed', values: {} } : { key: 'customers.pending.edit', values: { name } };
  },
  pending: { entity: 'customer', id: (write) => write.params.id ?? null },
};

export const list = defineEndpoint({
  method: 'GET',
  path: '/customers',
  tags,
  summary: 'Customers of the schools in scope: search (name, Dari name, phone, mobile, email), filters, sorting, pages',
  access: { permission: 'customer:read' },
  query: customerListQuerySchema,
  answers: { 200: customerListAnswerSchema },
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/customers',
  tags,
  summary: 'Register a customer (optional client-made id: the same id twice is the same customer)',
  description:
    'Phones are stored in E.164 (+93…). A phone or mobile that is already another visitor\'s in the school answers 409 with `existing` (that visitor\'s id and name), unless `allowDuplicatePhone` is true.',
  access: { permission: 'customer:create' },
  body: createCustomerSchema,
  answers: { 200: customerAnswerSchema, 201: customerAnswerSchema },
  errorAnswers: { 409: duplicatePhoneAnswerSchema },
  offline: keptRegistration,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/customers/:id',
  tags,
  summary: 'One customer (includeDeleted=true also finds a deleted one)',
  access: { permission: 'customer:read' },
  params: customerIdParamsSchema,
  query: getQuerySchema,
  answers: { 200: customerAnswerSchema },
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/customers/:id',
  tags,
  summary: 'Edit a customer (the edit dialog: name and phone required; absent fields keep their value)',
  description: 'A changed phone or mobile that is another visitor\'s answers 409 with `existing`, unless `allowDuplicatePhone` is true.',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  body: updateCustomerSchema,
  answers: { 200: customerAnswerSchema },
  errorAnswers: { 409: duplicatePhoneAnswerSchema },
  offline: keptEdit,
  versionedBy: get,
});

export const patch = defineEndpoint({
  method: 'PATCH',
  path: '/customers/:id',
  tags,
  summary: 'Change some fields of a customer',
  description: 'A changed phone or mobile that is another visitor\'s answers 409 with `existing`, unless `allowDuplicatePhone` is true.',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  body: patchCustomerSchema,
  answers: { 200: customerAnswerSchema },
  errorAnswers: { 409: duplicatePhoneAnswerSchema },
  offline: keptEdit,
  versionedBy: get,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/customers/:id',
  tags,
  summary: 'Delete a customer (soft: hidden from lists, restorable)',
  access: { permission: 'customer:delete' },
  params: customerIdParamsSchema,
  answers: { 200: customerAnswerSchema },
});

export const restore = defineEndpoint({
  method: 'PATCH',
  path: '/customers/:id/restore',
  tags,
  summary: 'Restore a deleted customer',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  answers: { 200: customerAnswerSchema },
  offline: {
    describe: () => ({ key: 'customers.pending.restore', values: {} }),
    pending: { entity: 'customer', id: (write) => write.params.id ?? null },
  },
});
