/**
 * Suggestions (spec part 1 §7 lists GET /customers/suggestions and /customers/suggestions/id):
 * what to do next, the suggestions for one customer, and the serial number the next visitor will
 * get (the literal path `/customers/suggestions/id` the spec's client calls).
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { customerIdParamsSchema, nextSerialSchema, suggestionsSchema, thresholdsQuery } from '@/contract/customer-extras';
import { defineEndpoint } from '@/contract/endpoint';

const tags = ['customers: suggestions'];
const read = { permission: 'customer:read' } as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/customers/suggestions',
  tags,
  summary: 'What to do next: high-priority leads not contacted, overdue tasks, leads ready to convert, stale leads',
  access: read,
  query: thresholdsQuery,
  answers: { 200: successResponse(suggestionsSchema) },
});

export const nextSerial = defineEndpoint({
  method: 'GET',
  path: '/customers/suggestions/id',
  tags,
  summary: "The serial number the next visitor of the user's school will get (a preview, not reserved)",
  access: read,
  query: z.object({ _t: z.unknown().optional() }),
  answers: { 200: successResponse(nextSerialSchema) },
});

export const forCustomer = defineEndpoint({
  method: 'GET',
  path: '/customers/suggestions/:id',
  tags,
  summary: 'The suggestions that apply to one customer',
  access: read,
  params: customerIdParamsSchema,
  query: thresholdsQuery.omit({ limit: true }),
  answers: { 200: successResponse(suggestionsSchema) },
});
