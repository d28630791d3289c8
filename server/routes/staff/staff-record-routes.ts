/**
 * A staff member's collaboration notes, documents and tasks; /staff/bulk (spec part 2 §7.3).
 * Each part is its own plugin; multipart parsing is registered only inside the upload's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { staffBulkRoutes } from './staff-bulk-routes';
import { staffCollaborationRoutes } from './staff-collaboration-routes';
import { staffDocumentRoutes } from './staff-document-routes';
import { staffDocumentUploadRoutes } from './staff-document-upload-routes';
import { staffTaskRoutes } from './staff-task-routes';

export const staffRecordRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffCollaborationRoutes);
  await app.register(staffDocumentUploadRoutes);
  await app.register(staffDocumentRoutes);
  await app.register(staffTaskRoutes);
  await app.register(staffBulkRoutes);
};
