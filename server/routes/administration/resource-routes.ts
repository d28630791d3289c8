/**
 * /resources: GET list (paged; filters type, status, classId, subjectId, schoolId; search title,
 * description, location), GET /resources/{id}, POST, PUT /resources/{id}, DELETE
 * /resources/{id} (soft). Access: resource:read, resource:create, resource:update,
 * resource:delete. A new resource belongs to the creator's school; its class and subject must be
 * live rows of that school (400 otherwise). Other schools' resources answer 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { RESOURCE_MESSAGES } from '@/contract/administration';
import * as resourceEndpoints from '@/contract/endpoints/administration/resources';
import { paginationMeta } from '../../lib/pagination';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import {
  checkClassAndSubject,
  findResourceInScope,
  insertResource,
  listResources,
  softDeleteResource,
  updateResource,
} from './resource-repository';

export const resourceRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, resourceEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { page, limit } = request.query;
    const { items, totalCount } = await listResources(app.db, user, request.query);
    return { success: true as const, message: RESOURCE_MESSAGES.listed, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, resourceEndpoints.get, async (request) => {
    const resource = await findResourceInScope(app.db, requireUser(request.user), request.params.id);
    return { success: true as const, message: RESOURCE_MESSAGES.fetched, data: resource };
  });

  routeEndpoint(app, resourceEndpoints.create, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      await checkClassAndSubject(tx, user.schoolId, request.body);
      const id = await insertResource(tx, { ...request.body, schoolId: user.schoolId, createdBy: user.id });
      reply.code(201);
      return { success: true as const, message: RESOURCE_MESSAGES.created, data: await findResourceInScope(tx, user, id) };
    });
  });

  routeEndpoint(app, resourceEndpoints.update, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const before = await findResourceInScope(tx, user, request.params.id);
      await checkClassAndSubject(tx, before.schoolId, request.body);
      await updateResource(tx, before.id, { ...request.body, updatedAt: new Date() });
      return { success: true as const, message: RESOURCE_MESSAGES.updated, data: await findResourceInScope(tx, user, before.id) };
    });
  });

  routeEndpoint(app, resourceEndpoints.remove, async (request, reply) => {
    const user = requireUser(request.user);
    return app.writeTransaction(request, reply, async (tx) => {
      const resource = await findResourceInScope(tx, user, request.params.id);
      await softDeleteResource(tx, resource.id);
      return { success: true as const, message: RESOURCE_MESSAGES.deleted, data: { id: resource.id } };
    });
  });
};
