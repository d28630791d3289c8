/**
 * GET /rbac/permissions/user/{id}/effective (yourself, or a user in scope with permission:read)
 * and POST /rbac/access/check (may the signed-in user do resource:action, optionally on a school?).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as rbacEndpoints from '@/contract/endpoints/rbac';
import { hasPermission } from '@/contract/permissions';
import { httpError } from '../../lib/http-error';
import { requireSelfOrPermission, requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool, displayDataScopes } from '../../lib/school-scope';
import { createUserRepository, USER_MESSAGES } from '../users/public';
import { loadUserAccess } from './user-permission-repository';

export const effectivePermissionsRoutes: FastifyPluginAsync = async (app) => {
  const repository = createUserRepository(app.db);

  routeEndpoint(app, rbacEndpoints.effectivePermissions, async (request) => {
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
  });

  routeEndpoint(app, rbacEndpoints.checkAccess, async (request) => {
    const actor = requireUser(request.user);
    const { resource, action, context } = request.body;
    const permission = `${resource.toLowerCase()}:${action.toLowerCase()}`;
    const schoolId = Number(context?.schoolId);
    const inScope = context?.schoolId == null || (Number.isInteger(schoolId) && canAccessSchool(actor, schoolId));
    return {
      success: true as const,
      data: { allowed: hasPermission(actor.permissions, permission) && inScope, permission },
    };
  });
};
