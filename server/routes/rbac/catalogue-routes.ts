/** GET /rbac/permissions (the permission catalogue) and GET /rbac/roles (roles with their defaults). */
import type { FastifyPluginAsync } from 'fastify';
import * as rbacEndpoints from '@/contract/endpoints/rbac';
import { routeEndpoint } from '../../lib/route-endpoint';
import { listPermissions, listRolePermissions, listRoles } from './catalogue-repository';

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, rbacEndpoints.listPermissions, async () => {
    const rows = await listPermissions(app.db);
    return { success: true as const, data: rows };
  });

  routeEndpoint(app, rbacEndpoints.listRoles, async () => {
    const [roleRows, grantRows] = await Promise.all([
      listRoles(app.db),
      listRolePermissions(app.db),
    ]);
    const byRole = new Map<string, string[]>();
    for (const row of grantRows) byRole.set(row.role, [...(byRole.get(row.role) ?? []), row.permission]);
    return {
      success: true as const,
      data: roleRows.map((role) => ({
        id: role.name,
        name: role.name,
        description: role.description,
        isActive: role.isActive,
        permissions: byRole.get(role.name) ?? [],
        createdAt: role.createdAt.toISOString(),
        updatedAt: role.updatedAt.toISOString(),
      })),
    };
  });
};
