/**
 * /resources: GET list (paged; filters type, status, classId, subjectId, schoolId; search title,
 * description, location), GET /resources/{id}, POST, PUT /resources/{id}, DELETE
 * /resources/{id} (soft). Access: resource:read, resource:create, resource:update,
 * resource:delete. A new resource belongs to the creator's school; its class and subject must be
 * live rows of that school (400 otherwise). Other schools' resources answer 404.
 */
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { RESOURCE_MESSAGES } from '@/contract/administration';
import * as resourceEndpoints from '@/contract/endpoints/administration/resources';
import { resources } from '../../db/schema';
import { likePattern, lookupSchoolCondition } from '../../lib/lookup-query';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { checkClassAndSubject, findResourceInScope, selectResources, toResourceDto } from './resource-records';

export const resourceRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, resourceEndpoints.list, async (request) => {
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
  });

  routeEndpoint(app, resourceEndpoints.get, async (request) => {
    const resource = await findResourceInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: RESOURCE_MESSAGES.fetched, data: resource };
  });

  routeEndpoint(app, resourceEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await checkClassAndSubject(tx, user.schoolId, request.body);
      const [row] = await tx.insert(resources).values({ ...request.body, schoolId: user.schoolId, createdBy: user.id }).returning();
      reply.code(201);
      return { success: true as const, message: RESOURCE_MESSAGES.created, data: await findResourceInScope(tx, user, row.id) };
    });
  });

  routeEndpoint(app, resourceEndpoints.update, async (request, reply) => {
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
  });

  routeEndpoint(app, resourceEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const resource = await findResourceInScope(tx, user, request.params.id);
      await tx.update(resources).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(resources.id, resource.id));
      return { success: true as const, message: RESOURCE_MESSAGES.deleted, data: { id: resource.id } };
    });
  });
};
