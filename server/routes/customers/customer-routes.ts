/**
 * /customers CRUD and list/search (spec part 1 §7 "Customers"). Every answer is
 * `{ success, data, message, meta }`; writes run in app.writeTransaction (idempotent with
 * X-Request-ID, the change and its customer_events row commit together). Another school's
 * customer answers 404, as if it did not exist.
 *
 * Access: GET customer:read; POST customer:create; PUT, PATCH and restore customer:update;
 * DELETE (soft) customer:delete.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationSchema } from '@/contract/api';
import {
  CUSTOMER_DEPARTMENTS,
  CUSTOMER_MESSAGES,
  CUSTOMER_PURPOSES,
  createCustomerSchema,
  customerListQuerySchema,
  customerSchema,
  patchCustomerSchema,
  updateCustomerSchema,
} from '@/contract/customers';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { resolvePurposeFilter } from './customer-list-filters';
import { createCustomerRepository } from './customer-repository';
import { errorAnswers as errors } from '../../lib/answer-schemas';

export const CUSTOMER_ROUTE_MESSAGES = {
  listed: 'Customers retrieved successfully',
  fetched: 'Customer retrieved successfully',
  created: 'Customer created successfully',
  alreadyCreated: 'Customer already exists',
  updated: 'Customer updated successfully',
  deleted: 'Customer deleted successfully',
  restored: 'Customer restored successfully',
  invalidId: 'Customer id must be a UUID',
  invalidPurpose: `Purpose must be one of: ${[...CUSTOMER_PURPOSES, ...CUSTOMER_DEPARTMENTS].join(', ')}`,
} as const;


const customerAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: customerSchema,
});
const listAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(customerSchema),
  meta: z.object({
    pagination: paginationSchema,
    totalCountCapped: z
      .boolean()
      .describe('true: more customers match than were counted; totalCount is a lower bound (show "200+")'),
  }),
});

export const customerIdParamsSchema = z.object({ id: z.uuid(CUSTOMER_ROUTE_MESSAGES.invalidId) });
const getQuerySchema = z.object({ includeDeleted: z.stringbool().optional(), _t: z.unknown().optional() });

const notFound = () => httpError(404, CUSTOMER_MESSAGES.notFound);

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      config: { access: { permission: 'customer:read' } },
      schema: {
        tags: ['customers'],
        summary: 'Customers of the schools in scope: search (name, Dari name, phone, mobile, email), filters, sorting, pages',
        querystring: customerListQuerySchema,
        response: { 200: listAnswer, ...errors },
      },
    },
    async (request, reply) => {
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
      return reply.type('application/json; charset=utf-8').send(body as unknown as z.infer<typeof listAnswer>);
    },
  );

  app.post(
    '/customers',
    {
      config: { access: { permission: 'customer:create' } },
      schema: {
        tags: ['customers'],
        summary: 'Register a customer (optional client-made id: the same id twice is the same customer)',
        body: createCustomerSchema,
        response: { 200: customerAnswer, 201: customerAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const result = await createCustomerRepository(tx).create(request.body, user);
        if (result.kind === 'id-taken') throw httpError(409, CUSTOMER_MESSAGES.idTaken, { id: CUSTOMER_MESSAGES.idTaken });
        if (result.kind === 'existing') {
          reply.code(200);
          return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.alreadyCreated, data: result.customer };
        }
        reply.code(201);
        return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.created, data: result.customer };
      });
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { access: { permission: 'customer:read' } },
      schema: {
        tags: ['customers'],
        summary: 'One customer (includeDeleted=true also finds a deleted one)',
        params: customerIdParamsSchema,
        querystring: getQuerySchema,
        response: { 200: customerAnswer, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const customer = await createCustomerRepository(app.db).get(request.params.id, user, {
        includeDeleted: request.query.includeDeleted,
      });
      if (!customer) throw notFound();
      return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.fetched, data: customer };
    },
  );

  app.put(
    '/customers/:id',
    {
      config: { access: { permission: 'customer:update' } },
      schema: {
        tags: ['customers'],
        summary: 'Edit a customer (the edit dialog: name and phone required; absent fields keep their value)',
        params: customerIdParamsSchema,
        body: updateCustomerSchema,
        response: { 200: customerAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const customer = await createCustomerRepository(tx).update(request.params.id, request.body, user);
        if (!customer) throw notFound();
        return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.updated, data: customer };
      });
    },
  );

  app.patch(
    '/customers/:id',
    {
      config: { access: { permission: 'customer:update' } },
      schema: {
        tags: ['customers'],
        summary: 'Change some fields of a customer',
        params: customerIdParamsSchema,
        body: patchCustomerSchema,
        response: { 200: customerAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const customer = await createCustomerRepository(tx).patch(request.params.id, request.body, user);
        if (!customer) throw notFound();
        return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.updated, data: customer };
      });
    },
  );

  app.delete(
    '/customers/:id',
    {
      config: { access: { permission: 'customer:delete' } },
      schema: {
        tags: ['customers'],
        summary: 'Delete a customer (soft: hidden from lists, restorable)',
        params: customerIdParamsSchema,
        response: { 200: customerAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const customer = await createCustomerRepository(tx).softDelete(request.params.id, user);
        if (!customer) throw notFound();
        return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.deleted, data: customer };
      });
    },
  );

  app.patch(
    '/customers/:id/restore',
    {
      config: { access: { permission: 'customer:update' } },
      schema: {
        tags: ['customers'],
        summary: 'Restore a deleted customer',
        params: customerIdParamsSchema,
        response: { 200: customerAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const customer = await createCustomerRepository(tx).restore(request.params.id, user);
        if (!customer) throw notFound();
        return { success: true as const, message: CUSTOMER_ROUTE_MESSAGES.restored, data: customer };
      });
    },
  );
};
