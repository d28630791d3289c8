/** The access-control area: catalogue, roles, effective permissions, access check, per-user grants. */
import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue-routes';
import { effectivePermissionsRoutes } from './effective-permissions-routes';
import { userPermissionRoutes } from './user-permission-routes';

export const rbacRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(effectivePermissionsRoutes);
  await app.register(userPermissionRoutes);
};
