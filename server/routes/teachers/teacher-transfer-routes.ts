/**
 * Teachers export and import (spec part 2 §7.2). Multipart parsing (the import's file) is
 * registered in this plugin only, so no other route accepts multipart bodies.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { teacherExportRoutes } from './transfer/teacher-export-routes';
import { teacherImportRoutes } from './transfer/teacher-import-routes';

export const teacherTransferRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  await app.register(teacherExportRoutes);
  await app.register(teacherImportRoutes);
};
