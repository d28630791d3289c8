/**
 * /customers CRUD and list/search (spec part 1 §7 "Customers"). Every answer is
 * `{ success, data, message, meta }`; writes run in app.writeTransaction (idempotent with
 * X-Request-ID, the change and its customer_events row commit together). Another school's
 * customer answers 404, as if it did not exist. A create or an edit that sets a phone which is
 * another visitor's of the school answers 409 naming them, unless the body allows it (issue 23).
 *
 * Access: GET customer:read; POST customer:create; PUT, PATCH and restore customer:update;
 * DELETE (soft) customer:delete.
 */
import * as customerEndpoints from '@/contract/endpoints/customers';
import { CUSTOMER_DEPARTMENTS, CUSTOMER_MESSAGES, CUSTOMER_PURPOSES, type Customer } from '@/contract/customers';
import { normalizePhoneNumber } from '@/contract/phone-number';
import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { resolvePurposeFilter } from './customer-list-filters';
import { createCustomerRepository, type CustomerRepository } from './customer-repository';

export const CUSTOMER_ROUTE_MESSAGES = {
  listed: 'Customers retrieved successfully',
  fetched: 'Customer retrieved successfully',
  created: 'Customer created successfully',
  alreadyCreated: 'Customer already exists',
  updated: 'Customer updated successfully',
  deleted: 'Customer deleted successfully',
  restored: 'Customer restored successfully',
  invalidPurpose: `Purpose must be one of: ${[...CUSTOMER_PURPOSES, ...CUSTOMER_DEPARTMENTS].join(', ')}`,
} as const;

const notFound = () => httpError(404, CUSTOMER_MESSAGES.notFound);

type PhoneFields = { phone?: string | null; mobile?: string | null; allowDuplicatePhone?: boolean };

/**
 * 409 with the visitor when a phone the write sets (E.164, validated) is already another live
 * visitor's in the school, unless the desk chose to save anyway. An edit checks only the phones
 * it changes: a visitor registered anyway with a shared phone can still be edited.
 */
async function refuseTakenPhone(
  repository: CustomerRepository,
  body: PhoneFields,
  schoolId: number,
  self: { id?: string; current?: Customer },
): Promise<void> {
  if (body.allowDuplicatePhone) return;
  const fields = (['phone', 'mobile'] as const).filter((field) => {
    const value = body[field];
    if (typeof value !== 'string') return false;
    const before = self.current?.[field];
    return !before || normalizePhoneNumber(before) !== value;
  });
  if (fields.length === 0) return;
  const owner = await repository.phoneOwner(fields.map((field) => body[field] as string), schoolId, self.id);
  if (!owner) return;
  throw httpError(409, CUSTOMER_MESSAGES.phoneTaken, { [fields[0]]: CUSTOMER_MESSAGES.phoneTaken }, { existing: owner });
}

export const customerRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, customerEndpoints.list, async (request, reply) => {
    const user = requireUser(request.user);
    const query = request.query;
    if (query.purpose && !resolvePurposeFilter(query.purpose)) {
      throw httpError(400, 'Validation failed', { purpose: CUSTOMER_ROUTE_MESSAGES.invalidPurpose });
    }
    const { itemsJson, totalCount, totalCountCapped } = await createCustomerRepository(app.db).list(query, user);
    const meta = { pagination: paginationMeta(query.page, query.limit, totalCount), totalCountCapped };
    // The page arrives as JSON rendered by the database (customer-json.ts): spliced in, not
    // parsed and serialised again. Fastify sends a string answer as it is (the response schema
    // documents it; customer-json.test.ts holds the rendering to it).
    const body = `{"success":true,"message":${JSON.stringify(CUSTOMER_ROUTE_MESSAGES.listed)},"data":${itemsJson},"meta":${JSON.stringify(meta)}}`;
    return reply.type('application/json; charset=utf-8').send(body);
  });

  routeEndpoint(app, customerEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const repository = createCustomerRepository(tx);
      // The body's own id is not "another visitor": a create sent again is the same customer.
      await refuseTakenPhone(repository, request.body, user.schoolId, { id: request.body.id });
      const result = await repository.create(request.body, user);
      if (result.kind === 'id-taken') throw httpError(409, CUSTOMER_MESSAGES.idTaken, { id: CUSTOMER_MESSAGES.idTaken });
      if (result.kind === 'existing') {
        reply.code(200);
        return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.alreadyCreated, data: result.customer };
      }
      reply.code(201);
      return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.created, data: result.customer };
    });
  });

  routeEndpoint(app, customerEndpoints.get, async (request) => {
    const user = requireUser(request.user);
    const customer = await createCustomerRepository(app.db).get(request.params.id, user, {
      includeDeleted: request.query.includeDeleted,
    });
    if (!customer) throw notFound();
    return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.fetched, data: customer };
  });

  routeEndpoint(app, customerEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const repository = createCustomerRepository(tx);
      const current = await repository.get(request.params.id, user);
      if (!current) throw notFound();
      await refuseTakenPhone(repository, request.body, current.schoolId, { id: current.id, current });
      const customer = await repository.update(request.params.id, request.body, user);
      if (!customer) throw notFound();
      return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.updated, data: customer };
    });
  });

  routeEndpoint(app, customerEndpoints.patch, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const repository = createCustomerRepository(tx);
      const current = await repository.get(request.params.id, user);
      if (!current) throw notFound();
      await refuseTakenPhone(repository, request.body, current.schoolId, { id: current.id, current });
      const customer = await repository.patch(request.params.id, request.body, user);
      if (!customer) throw notFound();
      return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.updated, data: customer };
    });
  });

  routeEndpoint(app, customerEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const customer = await createCustomerRepository(tx).softDelete(request.params.id, user);
      if (!customer) throw notFound();
      return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.deleted, data: customer };
    });
  });

  routeEndpoint(app, customerEndpoints.restore, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const customer = await createCustomerRepository(tx).restore(request.params.id, user);
      if (!customer) throw notFound();
      return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.restored, data: customer };
    });
  });
};
