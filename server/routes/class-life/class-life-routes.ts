/** CRUD for /announcements and /assignments (spec part 2 §7.7). */
import type { FastifyPluginAsync } from 'fastify';
import { announcementRoutes } from './announcement-routes';
import { assignmentRoutes } from './assignment-routes';

export const classLifeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(announcementRoutes);
  await app.register(assignmentRoutes);
};
