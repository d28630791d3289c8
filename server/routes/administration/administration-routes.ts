/** CRUD for /owners, /schools and /resources (spec part 2 §7.7), one plugin per resource. */
import type { FastifyPluginAsync } from 'fastify';
import { ownerRoutes } from './owner-routes';
import { resourceRoutes } from './resource-routes';
import { schoolRoutes } from './school-routes';

export const administrationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ownerRoutes);
  await app.register(schoolRoutes);
  await app.register(resourceRoutes);
};
