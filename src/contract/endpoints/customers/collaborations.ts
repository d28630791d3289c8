/**
 * Notes and comments on customers with mentions of colleagues (spec part 1 §7): a customer's
 * notes, adding one (which may be kept on the device when the server cannot be reached), and the
 * feed of the latest across the schools in scope.
 */
import { z } from 'zod';
import { pagedAnswer, successResponse } from '@/contract/api';
import { createCustomerCollaborationSchema } from '@/contract/customer-activity';
import {
  customerCollaborationSchema,
  customerIdParamsSchema,
  customerSummarySchema,
  pageQuery,
} from '@/contract/customer-extras';
import { defineEndpoint } from '@/contract/endpoint';

const tags = ['customers: collaborations'];
const read = { permission: 'customer:read' } as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/collaborations',
  tags,
  summary: "A customer's notes and comments, newest first",
  access: read,
  params: customerIdParamsSchema,
  query: pageQuery,
  answers: { 200: pagedAnswer(customerCollaborationSchema) },
});

/** "Note on a visitor" (a note, call, meeting …). */
export const create = defineEndpoint({
  method: 'POST',
  path: '/customers/:id/collaborations',
  tags,
  summary: 'Add a note, comment, call, meeting or message (kind, default NOTE) with mentions (user ids and @usernames)',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  body: createCustomerCollaborationSchema,
  answers: { 201: successResponse(customerCollaborationSchema) },
  offline: {
    describe: () => ({ key: 'customers.pending.note', values: {} }),
    pending: { entity: 'customerNote', id: () => null },
  },
});

export const feed = defineEndpoint({
  method: 'GET',
  path: '/customers/collaborations/feed',
  tags,
  summary: 'The latest notes and comments on the customers in scope, with the customer',
  access: read,
  query: pageQuery.extend({ mentionsMe: z.stringbool().optional().describe('Only the ones that mention the signed-in user') }),
  answers: { 200: pagedAnswer(customerCollaborationSchema.extend({ customer: customerSummarySchema })) },
});
