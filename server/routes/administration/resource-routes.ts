/**
 * /resources: GET list (paged; filters type, status, classId, subjectId, schoolId; search title,
 * description, location), GET /resources/{id}, POST, PUT /resources/{id}, DELETE
 * /resources/{id} (soft). Access: resource:read, resource:create, resource:update,
 * resource:delete. A new resource belongs to the creator's school; its class and subject must be
 * live rows of that school (400 otherwise). Other schools' resources answer 404.
 */
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESOURCE_MESSAGES,
  adminDeletedAnswerSchema,
  adminIdParamsSchema,
  resourceAnswerSchema,
  resourceCreateSchema,
  resourceListAnswerSchema,
  resourceListQuerySchema,
  resourceUpdateSchema,
} from '@/contract/administration';
import { resources } from '../../db/schema';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { checkClassAndSubject, findResourceInScope, selectResources, toResourceDto } from './resource-records';

const tags = ['resources'];

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resources',
    {
      config: { access: { permission: 'resource:read' } },
      schema: {
        tags,
        summary: 'Resources by title; filters type, status, classId, subjectId, schoolId; search (title, description, location); pages',
        querystring: resourceListQuerySchema,
        response: { 200: resourceListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { page, limit, schoolId, search, type, status, classId, subjectId } = request.query;
      const conditions: (SQL | undefined)[] = [
        isNull(resources.deletedAt),
        lookupSchoolCondition(user, resources.schoolId, schoolId),
        type ? eq(resources.type, type) : undefined,
        status ? eq(resources.status, status) : undefined,
        classId ? eq(resources.classId, classId) : undefined,
        subjectId ? eq(resources.subjectId, subjectId) : undefined,
      ];
      if (search) {
        const pattern = likePattern(search);
        conditions.push(or(ilike(resources.title, pattern), ilike(resources.description, pattern), ilike(resources.location, pattern)));
      }
      const where = and(...conditions);
      const rows = await selectResources(app.db, where)
        .orderBy(asc(resources.title), asc(resources.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [counted] = await app.db.select({ value: count() }).from(resources).where(where);
      return { success: true as const, message: RESOURCE_MESSAGES.listed, data: rows.map(toResourceDto), meta: { pagination: paginationMeta(page, limit, Number(counted?.value ?? 0)) } };
    },
  );

  app.get(
    '/resources/:id',
    { config: { access: { permission: 'resource:read' } }, schema: { tags, summary: 'One resource', params: adminIdParamsSchema, response: { 200: resourceAnswerSchema, ...errors } } },
    async (request) => {
      const resource = await findResourceInScope(app.db, requireUser(request.user), request.params.id);
      return { success: true as const, message: RESOURCE_MESSAGES.fetched, data: resource };
    },
  );

  app.post(
    '/resources',
    {
      config: { access: { permission: 'resource:create' } },
      schema: { tags, summary: "Add a resource to the user's school", body: resourceCreateSchema, response: { 201: resourceAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        await checkClassAndSubject(tx, user.schoolId, request.body);
        const [row] = await tx.insert(resources).values({ ...request.body, schoolId: user.schoolId, createdBy: user.id }).returning();
        reply.code(201);
        return { success: true as const, message: RESOURCE_MESSAGES.created, data: await findResourceInScope(tx, user, row.id) };
      });
    },
  );

  app.put(
    '/resources/:id',
    {
      config: { access: { permission: 'resource:update' } },
      schema: { tags, summary: 'Change a resource (fields given; null clears one)', params: adminIdParamsSchema, body: resourceUpdateSchema, response: { 200: resourceAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const before = await findResourceInScope(tx, user, request.params.id);
        await checkClassAndSubject(tx, before.schoolId, request.body);
        await tx
          .update(resources)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(resources.id, before.id));
        return { success: true as const, message: RESOURCE_MESSAGES.updated, data: await findResourceInScope(tx, user, before.id) };
      });
    },
  );

  app.delete(
    '/resources/:id',
    {
      config: { access: { permission: 'resource:delete' } },
      schema: { tags, summary: 'Remove a resource (soft)', params: adminIdParamsSchema, response: { 200: adminDeletedAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      return app.writeTransaction(request, reply, async (tx) => {
        const resource = await findResourceInScope(tx, user, request.params.id);
        await tx.update(resources).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(resources.id, resource.id));
        return { success: true as const, message: RESOURCE_MESSAGES.deleted, data: { id: resource.id } };
      });
    },
  );
};
