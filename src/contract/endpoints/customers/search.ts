/**
 * Customer search beyond the list (spec part 1 §7 "Search", pipeline and filters): the advanced
 * search, suggestions and autocomplete, the user's saved searches, the filter counts and the
 * pipeline. Searching is reading: a POST here never changes data (saving a search aside).
 */
import { z } from 'zod';
import { pagedAnswer, paginationSchema, successResponse } from '@/contract/api';
import { customerAdvancedSearchSchema, saveCustomerSearchSchema } from '@/contract/customer-search';
import {
  autocompleteItemSchema,
  facetsSchema,
  lookupQuery,
  pipelineSchema,
  savedSearchSchema,
  suggestionSchema,
} from '@/contract/customer-extras';
import { customerSchema } from '@/contract/customers';
import { defineEndpoint, type WriteDescription } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';

const tags = ['customers: search'];
const read = { permission: 'customer:read' } as const;
const cacheBusterQuery = z.object({ _t: z.unknown().optional() });

/** No offline policy: a search answers at once or not at all. */
export const advanced = defineEndpoint({
  method: 'POST',
  path: '/customers/search/advanced',
  tags,
  summary: 'Customers matching every given criterion (list filters, text fragments, tags, Kabul date ranges), sorted and paged',
  access: read,
  body: customerAdvancedSearchSchema,
  answers: { 200: pagedAnswer(customerSchema) },
});

export const suggestions = defineEndpoint({
  method: 'GET',
  path: '/customers/search/suggestions',
  tags,
  summary: 'Distinct names, phones, emails and serial numbers holding q (prefix matches first), to search for',
  access: read,
  query: lookupQuery,
  answers: { 200: successResponse(z.array(suggestionSchema)) },
});

export const autocomplete = defineEndpoint({
  method: 'GET',
  path: '/customers/search/autocomplete',
  tags,
  summary: 'Customers whose name, phone, email or serial number holds q (prefix matches first), to pick one',
  access: read,
  query: lookupQuery,
  answers: { 200: successResponse(z.array(autocompleteItemSchema)) },
});

/** A saved search is the user's own bookmark, not customer data: whoever may search may save. */
export const save = defineEndpoint({
  method: 'POST',
  path: '/customers/search/save',
  tags,
  summary: 'Save search criteria under a name, for the signed-in user only',
  access: read,
  body: saveCustomerSearchSchema,
  answers: { 201: successResponse(savedSearchSchema) },
  offline: {
    describe: (write): WriteDescription => {
      const name = (write.body as { name?: unknown } | null)?.name;
      return typeof name === 'string' && name.trim() !== ''
        ? { key: 'customers.pending.saveSearch', values: { name: name.trim() } }
        : { key: 'customers.pending.saveSearchUnnamed', values: {} };
    },
    pending: { entity: 'customerSavedSearch', id: () => null },
  },
});

export const saved = defineEndpoint({
  method: 'GET',
  path: '/customers/search/saved',
  tags,
  summary: "The signed-in user's saved searches, newest first",
  access: read,
  answers: { 200: successResponse(z.array(savedSearchSchema)) },
});

export const removeSaved = defineEndpoint({
  method: 'DELETE',
  path: '/customers/search/saved/:id',
  tags,
  summary: 'Delete one of your own saved searches (another user\'s answers 404)',
  access: read,
  params: z.object({ id: coercedIdSchema }),
  answers: { 200: successResponse(z.object({ id: z.number().int() })) },
});

export const filters = defineEndpoint({
  method: 'GET',
  path: '/customers/search/filters',
  tags,
  summary: 'The values each filter can take, with how many customers have each (every known value listed)',
  access: read,
  query: cacheBusterQuery,
  answers: { 200: successResponse(facetsSchema) },
});

export const listFilters = defineEndpoint({
  method: 'GET',
  path: '/customers/filters',
  tags,
  summary: 'The values each filter can take, with counts (same as GET /customers/search/filters)',
  access: read,
  query: cacheBusterQuery,
  answers: { 200: successResponse(facetsSchema) },
});

/** No offline policy: applying filters is a search. */
export const applyFilters = defineEndpoint({
  method: 'POST',
  path: '/customers/search/filters',
  tags,
  summary: 'Apply a filter set: the matching customers (paged) and the filter counts within the matches',
  access: read,
  body: customerAdvancedSearchSchema,
  answers: {
    200: z.object({
      success: z.literal(true),
      data: z.object({ customers: z.array(customerSchema), facets: facetsSchema }),
      meta: z.object({ pagination: paginationSchema }),
    }),
  },
});

export const pipeline = defineEndpoint({
  method: 'GET',
  path: '/customers/pipeline',
  tags,
  summary: 'Customers by status (NEW, CONTACTED, QUALIFIED, CONVERTED, LOST) with counts and the latest few of each',
  access: read,
  query: z.object({ perStage: z.coerce.number().int().min(0).max(50).default(5), _t: z.unknown().optional() }),
  answers: { 200: successResponse(pipelineSchema) },
});
