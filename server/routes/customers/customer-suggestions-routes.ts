/**
 * Suggestions (spec part 1 §7 lists GET /customers/suggestions and /customers/suggestions/id):
 * - GET /customers/suggestions: what to do next, computed from the data (customer-suggestions-queries.ts);
 * - GET /customers/suggestions/{id} (a customer's UUID): the suggestions for that customer;
 * - GET /customers/suggestions/id (the literal path the spec's client calls): the serial number the
 *   next registered visitor will get, as a preview (not reserved).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import { customerSerials } from '../../db/schema';
import { errorAnswers } from '../../lib/answer-schemas';
import { requireUser } from '../../lib/permission-checks';
import { formatSerialNumber, schoolYear } from './customer-serial';
import { customerSuggestions, suggestionsSchema } from './customer-suggestions-queries';
import { findVisibleCustomer } from './extras/customer-lookup';
import { customerIdParamsSchema } from './extras/extras-schemas';

const read = { access: { permission: 'customer:read' } } as const;
const tags = ['customers: suggestions'];

const thresholdsQuery = z.object({
  contactDays: z.coerce.number().int().min(1).max(365).default(7).describe('High-priority leads not contacted for this many days'),
  staleDays: z.coerce.number().int().min(1).max(365).default(30).describe('Leads with no activity for this many days'),
  limit: z.coerce.number().int().min(1).max(50).default(10).describe('At most this many of each kind'),
  _t: z.unknown().optional(),
});

const nextSerialSchema = z.object({
  schoolId: z.number().int(),
  year: z.number().int().describe('Calendar year in Asia/Kabul'),
  lastSerialNumber: z.string().nullable(),
  nextSerialNumber: z.string(),
  reserved: z.literal(false).describe('A preview: the number is assigned when the visitor is saved'),
});

export const customerSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/suggestions',
    {
      config: read,
      schema: {
        tags,
        summary: 'What to do next: high-priority leads not contacted, overdue tasks, leads ready to convert, stale leads',
        querystring: thresholdsQuery,
        response: { 200: successResponse(suggestionsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { contactDays, staleDays, limit } = request.query;
      return { success: true as const, data: await customerSuggestions(app.db, requireUser(request.user), { contactDays, staleDays }, limit) };
    },
  );

  app.get(
    '/customers/suggestions/id',
    {
      config: read,
      schema: {
        tags,
        summary: "The serial number the next visitor of the user's school will get (a preview, not reserved)",
        querystring: z.object({ _t: z.unknown().optional() }),
        response: { 200: successResponse(nextSerialSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const year = schoolYear(new Date());
      const [counter] = await app.db
        .select({ lastValue: customerSerials.lastValue })
        .from(customerSerials)
        .where(and(eq(customerSerials.schoolId, actor.schoolId), eq(customerSerials.year, year)));
      const last = counter?.lastValue ?? 0;
      return {
        success: true as const,
        data: {
          schoolId: actor.schoolId,
          year,
          lastSerialNumber: last > 0 ? formatSerialNumber(year, last) : null,
          nextSerialNumber: formatSerialNumber(year, last + 1),
          reserved: false as const,
        },
      };
    },
  );

  app.get(
    '/customers/suggestions/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The suggestions that apply to one customer',
        params: customerIdParamsSchema,
        querystring: thresholdsQuery.omit({ limit: true }),
        response: { 200: successResponse(suggestionsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const customer = await findVisibleCustomer(app.db, actor, request.params.id);
      const { contactDays, staleDays } = request.query;
      return { success: true as const, data: await customerSuggestions(app.db, actor, { contactDays, staleDays }, 1, customer.id) };
    },
  );
};
