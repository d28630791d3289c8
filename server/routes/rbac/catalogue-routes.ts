/** GET /rbac/permissions (the permission catalogue) and GET /rbac/roles (roles with their defaults). */
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, successResponse } from '@/contract/api';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { permissionSchema, roleSchema } from './rbac-schemas';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rbac/permissions',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['rbac'],
        summary: 'Every permission the system knows',
        response: { 200: successResponse(z.array(permissionSchema)), 401: errorResponseSchema },
      },
    },
    async () => {
      const rows = await app.db.select().from(permissions).orderBy(asc(permissions.name));
      return { success: true as const, data: rows };
    },
  );

  app.get(
    '/rbac/roles',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['rbac'],
        summary: 'Roles with their default permissions',
        response: { 200: successResponse(z.array(roleSchema)), 401: errorResponseSchema },
      },
    },
    async () => {
      const [roleRows, grantRows] = await Promise.all([
        app.db.select().from(roles).orderBy(asc(roles.name)),
        app.db.select().from(rolePermissions).orderBy(asc(rolePermissions.permission)),
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
    },
  );
};
