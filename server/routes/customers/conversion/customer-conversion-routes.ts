/**
 * Conversion of visitors into students (spec part 1 §7 "Conversion"):
 * POST /customers/{id}/convert-to-student, GET /customers/conversion-analytics?period,
 * /customers/conversion-history?page&limit, /customers/conversion-rates?period,
 * /customers/{id}/events?page&limit and /customers/unconverted?page&limit (defaults 1 and 20).
 */
import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_MESSAGES } from '@/contract/customers';
import * as conversionEndpoints from '@/contract/endpoints/customers/conversion';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requirePermission, requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { unusablePasswordHash } from '../../../lib/unusable-password-hash';
import { findVisibleCustomer } from '../customer-lookup';
import {
  conversionAnalytics,
  conversionHistory,
  conversionRates,
  customerEventsPage,
  unconvertedCustomers,
} from './customer-conversion-repository';
import { CONVERSION_MESSAGES, convertCustomerToStudent } from './customer-conversion-service';

export const customerConversionRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, conversionEndpoints.convertToStudent, async (request, reply) => {
    const actor = requireUser(request.user);
    requirePermission(actor, 'student:create');
    // Answer the common refusals before spending time on a password hash.
    const customer = await findVisibleCustomer(app.db, actor, request.params.id);
    if (customer.convertedStudentId !== null) throw httpError(409, CUSTOMER_MESSAGES.alreadyConverted);
    const passwordHash = await unusablePasswordHash();
    return app.writeTransaction(request, reply, async (tx) => {
      const result = await convertCustomerToStudent(tx, actor, request.params.id, request.body, passwordHash);
      reply.code(201);
      return { success: true as const, message: CONVERSION_MESSAGES.converted, data: result };
    });
  });

  routeEndpoint(app, conversionEndpoints.analytics, async (request) => {
    const actor = requireUser(request.user);
    return { success: true as const, data: await conversionAnalytics(app.db, actor, request.query.period) };
  });

  routeEndpoint(app, conversionEndpoints.history, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit } = request.query;
    const { items, totalCount } = await conversionHistory(app.db, actor, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, conversionEndpoints.rates, async (request) => {
    const actor = requireUser(request.user);
    return { success: true as const, data: await conversionRates(app.db, actor, request.query.period) };
  });

  routeEndpoint(app, conversionEndpoints.events, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit } = request.query;
    const { items, totalCount } = await customerEventsPage(app.db, actor, request.params.id, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, conversionEndpoints.unconverted, async (request) => {
    const actor = requireUser(request.user);
    const { page, limit } = request.query;
    const { items, totalCount } = await unconvertedCustomers(app.db, actor, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });
};
