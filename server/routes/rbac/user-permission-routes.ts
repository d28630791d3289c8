/**
 * The per-user permission list (spec part 1 §7: items carry `permission.name` or `name`):
 * GET /users/{id}/permissions (yourself, or a user in scope with permission:read), and
 * PUT /users/{id}/permissions (permission:update) replacing that user's grants and revocations.
 * Nobody hands out a permission they do not hold themselves, touches a user above them on the role
 * ladder or holding more than they do, or changes their own grants (server/routes/users/user-guards.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as rbacEndpoints from '@/contract/endpoints/rbac';
import { hasPermission } from '@/contract/permissions';
import { httpError } from '../../lib/http-error';
import { permissionDeniedMessage } from '../../plugins/access-control';
import { requireSelfOrPermission, requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { assertCanManageUser, createUserRepository, USER_MESSAGES } from '../users/public';
import { RBAC_MESSAGES } from './rbac-schemas';
import { type UserAccess, loadUserAccess, replaceUserPermissions } from './user-permission-repository';

function toItems(access: UserAccess) {
  return Object.keys(access.effective)
    .sort()
    .map((name) => ({
      name,
      permission: { name },
      source: access.roleDefaults.has(name) ? ('role' as const) : ('user' as const),
    }));
}

export const userPermissionRoutes: FastifyPluginAsync = async (app) => {
  const repository = createUserRepository(app.db);

  routeEndpoint(app, rbacEndpoints.userPermissions, async (request) => {
    const actor = requireUser(request.user);
    requireSelfOrPermission(actor, request.params.id, 'permission:read');
    const target = await repository.findVisible(actor, request.params.id);
    if (!target) throw httpError(404, USER_MESSAGES.notFound);
    return { success: true as const, data: toItems(await loadUserAccess(app.db, target)) };
  });

  routeEndpoint(app, rbacEndpoints.replaceUserPermissions, async (request, reply) => {
    const actor = requireUser(request.user);
    const target = await repository.findVisible(actor, request.params.id);
    if (!target) throw httpError(404, USER_MESSAGES.notFound);
    // Nobody changes their own grants, not even to hand back what they hold.
    if (target.id === actor.id) throw httpError(403, USER_MESSAGES.ownAccess);
    await assertCanManageUser(app.db, actor, target);

    const grants = [...new Set(request.body.grants)];
    const revocations = [...new Set(request.body.revocations ?? [])];
    const both = grants.find((name) => revocations.includes(name));
    if (both) throw httpError(400, RBAC_MESSAGES.grantAndRevokeBoth, { grants: `${RBAC_MESSAGES.grantAndRevokeBoth}: ${both}` });
    for (const name of [...grants, ...revocations]) {
      if (!hasPermission(actor.permissions, name)) throw httpError(403, permissionDeniedMessage(name));
    }

    const answer = await app.writeTransaction(request, reply, async (tx) => {
      await replaceUserPermissions(tx, target.id, grants, revocations);
      return {
        success: true as const,
        message: RBAC_MESSAGES.grantsUpdated,
        data: toItems(await loadUserAccess(tx, target)),
      };
    });
    app.authCache.forgetUser(target.id);
    return answer;
  });
};
