/**
 * A customer's automations (spec part 1 §7): the templates, a customer's automations, and adding
 * one from a template (which may be kept on the device when the server cannot be reached).
 */
import { z } from 'zod';
import { pagedAnswer, successResponse } from '@/contract/api';
import { createCustomerAutomationSchema } from '@/contract/customer-activity';
import {
  automationTemplateSchema,
  customerAutomationSchema,
  customerIdParamsSchema,
  pageQuery,
} from '@/contract/customer-extras';
import { defineEndpoint, type WriteDescription } from '@/contract/endpoint';

const tags = ['customers: automations'];
const read = { permission: 'customer:read' } as const;

export const templates = defineEndpoint({
  method: 'GET',
  path: '/customers/automations/templates',
  tags,
  summary: 'The automation templates a customer automation is made from',
  access: read,
  query: z.object({ _t: z.unknown().optional() }),
  answers: { 200: successResponse(z.array(automationTemplateSchema)) },
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/customers/:id/automations',
  tags,
  summary: "A customer's automations, newest first",
  access: read,
  params: customerIdParamsSchema,
  query: pageQuery,
  answers: { 200: pagedAnswer(customerAutomationSchema) },
});

/** "New automation: Follow-up reminder" (its name, or the template's key). */
export const create = defineEndpoint({
  method: 'POST',
  path: '/customers/:id/automations',
  tags,
  summary: 'Add an automation from a template (templateKey; parameters take their defaults unless given). CREATE_TASK templates create their task at once.',
  access: { permission: 'customer:update' },
  params: customerIdParamsSchema,
  body: createCustomerAutomationSchema,
  answers: { 201: successResponse(customerAutomationSchema) },
  offline: {
    describe: (write): WriteDescription => {
      const body = write.body as { name?: unknown; templateKey?: unknown } | null;
      const name = typeof body?.name === 'string' && body.name.trim() !== '' ? body.name.trim() : typeof body?.templateKey === 'string' ? body.templateKey : '';
      return name === '' ? { key: 'customers.pending.automationUnnamed', values: {} } : { key: 'customers.pending.automation', values: { name } };
    },
    pending: { entity: 'customerAutomation', id: () => null },
  },
});
