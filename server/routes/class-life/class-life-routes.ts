/** CRUD for /announcements and /assignments (spec part 2 §7.7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementRoutes } from './announcement-routes';
import { assignmentRoutes } from './assignment-routes';

export const classLifeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(announcementRoutes);
  await app.register(assignmentRoutes);
};
