/**
 * Teacher photo and documents upload (spec part 2 §7.2). Multipart parsing is registered in this
 * plugin only (each route sets its own limits), so no other route accepts multipart bodies.
 * Uploads are plain multipart, not the `{ encryptedData }` envelope (a file is not JSON), and are
 * never queued offline by the client (write-routing.ts).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { teacherDocumentRoutes } from './files/teacher-document-routes';
import { teacherPhotoRoutes } from './files/teacher-photo-routes';

export const teacherUploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart);
  await app.register(teacherPhotoRoutes);
  await app.register(teacherDocumentRoutes);
};
