/**
 * Suggestions (spec part 1 §7 lists GET /customers/suggestions and /customers/suggestions/id):
 * - GET /customers/suggestions: what to do next, computed from the data (customer-suggestions-queries.ts);
 * - GET /customers/suggestions/{id} (a customer's UUID): the suggestions for that customer;
 * - GET /customers/suggestions/id (the literal path the spec's client calls): the serial number the
 *   next registered visitor will get, as a preview (not reserved).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as suggestionEndpoints from '@/contract/endpoints/customers/suggestions';
import { customerSerials } from '../../db/schema';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { formatSerialNumber, schoolYear } from './customer-serial';
import { customerSuggestions } from './customer-suggestions-queries';
import { findVisibleCustomer } from './extras/customer-lookup';

export const customerSuggestionsRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, suggestionEndpoints.list, async (request) => {
    const { contactDays, staleDays, limit } = request.query;
    return { success: true as const, data: await customerSuggestions(app.db, requireUser(request.user), { contactDays, staleDays }, limit) };
  });

  routeEndpoint(app, suggestionEndpoints.nextSerial, async (request) => {
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
  });

  routeEndpoint(app, suggestionEndpoints.forCustomer, async (request) => {
    const actor = requireUser(request.user);
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    const { contactDays, staleDays } = request.query;
    return { success: true as const, data: await customerSuggestions(app.db, actor, { contactDays, staleDays }, 1, customer.id) };
  });
};
