/**
 * Suggestions (spec part 1 §7 lists GET /customers/suggestions and /customers/suggestions/id):
 * - GET /customers/suggestions: what to do next, computed from the data (customer-suggestion-repository.ts);
 * - GET /customers/suggestions/{id} (a customer's UUID): the suggestions for that customer;
 * - GET /customers/suggestions/id (the literal path the spec's client calls): the serial number the
 *   next registered visitor will get, as a preview (not reserved).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as suggestionEndpoints from '@/contract/endpoints/customers/suggestions';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { findVisibleCustomer } from '../customer-lookup';
import { formatSerialNumber, lastSerialValue, schoolYear } from '../customer-serial';
import { customerSuggestions } from './customer-suggestion-repository';

export const customerSuggestionsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, suggestionEndpoints.list, async (request) => {
    const { contactDays, staleDays, limit } = request.query;
    return { success: true as const, data: await customerSuggestions(app.db, requireUser(request.user), { contactDays, staleDays }, limit) };
  });

  routeEndpoint(app, suggestionEndpoints.nextSerial, async (request) => {
    const actor = requireUser(request.user);
    const year = schoolYear(new Date());
    const last = await lastSerialValue(app.db, actor.schoolId, year);
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
  });

  routeEndpoint(app, suggestionEndpoints.forCustomer, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { contactDays, staleDays } = request.query;
    return { success: true as const, data: await customerSuggestions(app.db, actor, { contactDays, staleDays }, 1, customer.id) };
  });
};
