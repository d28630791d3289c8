/**
 * Customer search beyond the list (spec part 1 §7 "Search", pipeline and filters):
 * POST /customers/search/advanced; GET /customers/search/suggestions and /autocomplete (q, limit);
 * saved searches per user (POST /customers/search/save, GET /customers/search/saved,
 * DELETE /customers/search/saved/{id}); GET and POST /customers/search/filters;
 * GET /customers/filters; GET /customers/pipeline.
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationSchema, successResponse } from '@/contract/api';
import { customerAdvancedSearchSchema, saveCustomerSearchSchema } from '@/contract/customer-search';
import { customerSchema } from '@/contract/customers';
import { customerSavedSearches } from '../../db/schema';
import { errorAnswers, pagedAnswer } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import {
  autocomplete,
  autocompleteItemSchema,
  facetCounts,
  facetsSchema,
  pipeline,
  pipelineSchema,
  searchCustomers,
  searchSuggestions,
  suggestionSchema,
} from './customer-search-queries';
import { criteriaCondition } from './extras/customer-criteria';
import { visibleCustomers } from './extras/customer-lookup';
import { coercedIdSchema } from '@/contract/ids';

export const SEARCH_MESSAGES = {
  saved: 'Search saved',
  deleted: 'Saved search deleted',
  notFound: 'Saved search not found',
} as const;

const read = { access: { permission: 'customer:read' } } as const;
const tags = ['customers: search'];

const lookupQuery = z.object({
  q: z.string('q is required').trim().min(1, 'q is required').max(100, 'At most 100 characters'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  _t: z.unknown().optional(),
});

const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  criteria: z.record(z.string(), z.unknown()).describe('The criteria as saved (see POST /customers/search/advanced)'),
  createdAt: timestampSchema,
});

const toSavedSearch = (row: typeof customerSavedSearches.$inferSelect) => ({
  id: row.id,
  name: row.name,
  criteria: row.criteria,
  createdAt: row.createdAt.toISOString(),
});

export const customerSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/search/advanced',
    {
      config: read,
      schema: {
        tags,
        summary: 'Customers matching every given criterion (list filters, text fragments, tags, Kabul date ranges), sorted and paged',
        body: customerAdvancedSearchSchema,
        response: { 200: pagedAnswer(customerSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const { page, limit, ...criteria } = request.body;
      const { items, totalCount } = await searchCustomers(app.db, actor, criteria, page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );

  app.get(
    '/customers/search/suggestions',
    {
      config: read,
      schema: {
        tags,
        summary: 'Distinct names, phones, emails and serial numbers holding q (prefix matches first), to search for',
        querystring: lookupQuery,
        response: { 200: successResponse(z.array(suggestionSchema)), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      return { success: true as const, data: await searchSuggestions(app.db, actor, request.query.q, request.query.limit) };
    },
  );

  app.get(
    '/customers/search/autocomplete',
    {
      config: read,
      schema: {
        tags,
        summary: 'Customers whose name, phone, email or serial number holds q (prefix matches first), to pick one',
        querystring: lookupQuery,
        response: { 200: successResponse(z.array(autocompleteItemSchema)), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      return { success: true as const, data: await autocomplete(app.db, actor, request.query.q, request.query.limit) };
    },
  );

  app.post(
    '/customers/search/save',
    {
      // A saved search is the user's own bookmark, not customer data: whoever may search may save.
      config: read,
      schema: {
        tags,
        summary: 'Save search criteria under a name, for the signed-in user only',
        body: saveCustomerSearchSchema,
        response: { 201: successResponse(savedSearchSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const { name, criteria } = request.body;
      return app.writeTransaction(request, reply, async (tx) => {
        const [row] = await tx
          .insert(customerSavedSearches)
          // JSON drops the criteria not given (undefined).
          .values({ schoolId: actor.schoolId, userId: actor.id, name, criteria: JSON.parse(JSON.stringify(criteria)) })
          .returning();
        reply.code(201);
        return { success: true as const, message: SEARCH_MESSAGES.saved, data: toSavedSearch(row) };
      });
    },
  );

  app.get(
    '/customers/search/saved',
    {
      config: read,
      schema: { tags, summary: "The signed-in user's saved searches, newest first", response: { 200: successResponse(z.array(savedSearchSchema)), ...errorAnswers } },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const rows = await app.db
        .select()
        .from(customerSavedSearches)
        .where(eq(customerSavedSearches.userId, actor.id))
        .orderBy(desc(customerSavedSearches.createdAt), desc(customerSavedSearches.id));
      return { success: true as const, data: rows.map(toSavedSearch) };
    },
  );

  app.delete(
    '/customers/search/saved/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Delete one of your own saved searches (another user\'s answers 404)',
        params: z.object({ id: coercedIdSchema }),
        response: { 200: successResponse(z.object({ id: z.number().int() })), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const deleted = await tx
          .delete(customerSavedSearches)
          .where(and(eq(customerSavedSearches.id, request.params.id), eq(customerSavedSearches.userId, actor.id)))
          .returning({ id: customerSavedSearches.id });
        if (deleted.length === 0) throw httpError(404, SEARCH_MESSAGES.notFound);
        return { success: true as const, message: SEARCH_MESSAGES.deleted, data: { id: deleted[0].id } };
      });
    },
  );

  const facetsRoute = (url: string, summary: string) =>
    app.get(
      url,
      {
        config: read,
        schema: { tags, summary, querystring: z.object({ _t: z.unknown().optional() }), response: { 200: successResponse(facetsSchema), ...errorAnswers } },
      },
      async (request) => {
        const actor = requireUser(request.user);
        return { success: true as const, data: await facetCounts(app.db, visibleCustomers(actor)) };
      },
    );
  facetsRoute('/customers/search/filters', 'The values each filter can take, with how many customers have each (every known value listed)');
  facetsRoute('/customers/filters', 'The values each filter can take, with counts (same as GET /customers/search/filters)');

  app.post(
    '/customers/search/filters',
    {
      config: read,
      schema: {
        tags,
        summary: 'Apply a filter set: the matching customers (paged) and the filter counts within the matches',
        body: customerAdvancedSearchSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ customers: z.array(customerSchema), facets: facetsSchema }),
            meta: z.object({ pagination: paginationSchema }),
          }),
          ...errorAnswers,
        },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const { page, limit, ...criteria } = request.body;
      const [{ items, totalCount }, facets] = await Promise.all([
        searchCustomers(app.db, actor, criteria, page, limit),
        facetCounts(app.db, criteriaCondition(actor, criteria)),
      ]);
      return { success: true as const, data: { customers: items, facets }, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );

  app.get(
    '/customers/pipeline',
    {
      config: read,
      schema: {
        tags,
        summary: 'Customers by status (NEW, CONTACTED, QUALIFIED, CONVERTED, LOST) with counts and the latest few of each',
        querystring: z.object({ perStage: z.coerce.number().int().min(0).max(50).default(5), _t: z.unknown().optional() }),
        response: { 200: successResponse(pipelineSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      return { success: true as const, data: await pipeline(app.db, actor, request.query.perStage) };
    },
  );
};
