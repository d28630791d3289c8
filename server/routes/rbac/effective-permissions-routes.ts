/**
 * GET /rbac/permissions/user/{id}/effective (yourself, or a user in scope with permission:read)
 * and POST /rbac/access/check (may the signed-in user do resource:action, optionally on a school?).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, successResponse } from '@/contract/api';
import { hasPermission } from '@/contract/permissions';
import { httpError } from '../../lib/http-error';
import { requireSelfOrPermission, requireUser } from '../../lib/permission-checks';
import { canAccessSchool, displayDataScopes } from '../../lib/school-scope';
import { createUserRepository } from '../users/user-repository';
import { USER_MESSAGES, userIdParamsSchema } from '../users/user-schemas';
import { accessCheckAnswerSchema, accessCheckBodySchema, effectivePermissionsSchema } from './rbac-schemas';
import { loadUserAccess } from './user-access';

export const effectivePermissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createUserRepository(app.db);

  app.get(
    '/rbac/permissions/user/:id/effective',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['rbac'],
        summary: "A user's effective permissions (role defaults plus grants, less revocations)",
        params: userIdParamsSchema,
        response: {
          200: successResponse(effectivePermissionsSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      requireSelfOrPermission(actor, request.params.id, 'permission:read');
      const target = await repository.findVisible(actor, request.params.id);
      if (!target) throw httpError(404, USER_MESSAGES.notFound);
      const access = await loadUserAccess(app.db, target);
      return {
        success: true as const,
        data: {
          userId: target.id,
          username: target.username,
          role: target.role,
          permissions: access.effective,
          permissionNames: Object.keys(access.effective),
          dataScopes: displayDataScopes(target),
          grants: access.grants,
          revocations: access.revocations,
        },
      };
    },
  );

  app.post(
    '/rbac/access/check',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['rbac'],
        summary: 'Whether the signed-in user may perform resource:action (optionally in context.schoolId)',
        body: accessCheckBodySchema,
        response: { 200: successResponse(accessCheckAnswerSchema), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const { resource, action, context } = request.body;
      const permission = `${resource.toLowerCase()}:${action.toLowerCase()}`;
      const schoolId = Number(context?.schoolId);
      const inScope = context?.schoolId == null || (Number.isInteger(schoolId) && canAccessSchool(actor, schoolId));
      return {
        success: true as const,
        data: { allowed: hasPermission(actor.permissions, permission) && inScope, permission },
      };
    },
  );
};
