/**
 * Customer search beyond the list (spec part 1 §7 "Search", pipeline and filters):
 * POST /customers/search/advanced; GET /customers/search/suggestions and /autocomplete (q, limit);
 * saved searches per user (POST /customers/search/save, GET /customers/search/saved,
 * DELETE /customers/search/saved/{id}); GET and POST /customers/search/filters;
 * GET /customers/filters; GET /customers/pipeline.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as searchEndpoints from '@/contract/endpoints/customers/search';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { deleteSavedSearch, insertSavedSearch, listSavedSearches, type SavedSearchRow } from './customer-saved-search-repository';
import { autocomplete, customerFacets, pipeline, searchCustomers, searchSuggestions } from './customer-search-repository';

export const SEARCH_MESSAGES = {
  saved: 'Search saved',
  deleted: 'Saved search deleted',
  notFound: 'Saved search not found',
} as const;

const toSavedSearch = (row: SavedSearchRow) => ({
  id: row.id,
  name: row.name,
  criteria: row.criteria,
  createdAt: row.createdAt.toISOString(),
});

export const customerSearchRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, searchEndpoints.advanced, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit, ...criteria } = request.body;
    const { items, totalCount } = await searchCustomers(app.db, actor, criteria, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, searchEndpoints.suggestions, async (request) => {
    const actor = requireUser(request.user);
    return { success: true as const, data: await searchSuggestions(app.db, actor, request.query.q, request.query.limit) };
  });

  routeEndpoint(app, searchEndpoints.autocomplete, async (request) => {
    const actor = requireUser(request.user);
    return { success: true as const, data: await autocomplete(app.db, actor, request.query.q, request.query.limit) };
  });

  routeEndpoint(app, searchEndpoints.save, async (request, reply) => {
    const actor = requireUser(request.user);
    const { name, criteria } = request.body;
    return app.writeTransaction(request, reply, async (tx) => {
      // JSON drops the criteria not given (undefined).
      const row = await insertSavedSearch(tx, { schoolId: actor.schoolId, userId: actor.id, name, criteria: JSON.parse(JSON.stringify(criteria)) });
      reply.code(201);
      return { success: true as const, message: SEARCH_MESSAGES.saved, data: toSavedSearch(row) };
    });
  });

  routeEndpoint(app, searchEndpoints.saved, async (request) => {
    const actor = requireUser(request.user);
    const rows = await listSavedSearches(app.db, actor.id);
    return { success: true as const, data: rows.map(toSavedSearch) };
  });

  routeEndpoint(app, searchEndpoints.removeSaved, async (request, reply) => {
    const actor = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const deletedId = await deleteSavedSearch(tx, actor.id, request.params.id);
      if (deletedId === null) throw httpError(404, SEARCH_MESSAGES.notFound);
      return { success: true as const, message: SEARCH_MESSAGES.deleted, data: { id: deletedId } };
    });
  });

  for (const endpoint of [searchEndpoints.filters, searchEndpoints.listFilters]) {
    routeEndpoint(app, endpoint, async (request) => {
      const actor = requireUser(request.user);
      return { success: true as const, data: await customerFacets(app.db, actor) };
    });
  }

  routeEndpoint(app, searchEndpoints.applyFilters, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit, ...criteria } = request.body;
    const [{ items, totalCount }, facets] = await Promise.all([
      searchCustomers(app.db, actor, criteria, page, limit),
      customerFacets(app.db, actor, criteria),
    ]);
    return { success: true as const, data: { customers: items, facets }, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, searchEndpoints.pipeline, async (request) => {
    const actor = requireUser(request.user);
    return { success: true as const, data: await pipeline(app.db, actor, request.query.perStage) };
  });
};
