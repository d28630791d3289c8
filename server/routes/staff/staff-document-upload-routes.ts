/**
 * POST /staff/{id}/documents: one file (multipart `file`) with its `title`, `kind` and `notes`.
 * Multipart parsing is registered in this plugin only, so no other route accepts multipart
 * bodies. The file is written before its row and removed again when the row cannot be written,
 * so a failure never leaves a row that points at nothing. Uploads are plain multipart and never
 * queued offline (write-routing.ts). Access: staff:update.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import * as staffEndpoints from '@/contract/endpoints/staff';
import { STAFF_RECORD_MESSAGES } from '@/contract/staff-records';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { toStaffDocument } from './staff-document-dto';
import { staffDocumentRelativePath } from './staff-document-path';
import { insertStaffDocument } from './staff-document-repository';
import { readStaffDocumentUpload } from './staff-document-upload';
import { findStaffInScope } from './staff-record-target';

export const staffDocumentUploadRoutes: FastifyPluginAsync = async (app) => {
  const uploads = app.uploads;
  await app.register(multipart);

  routeEndpoint(app, staffEndpoints.uploadDocument, async (request, reply) => {
    const user = requireUser(request.user);
    const staffId = request.params.id;
    await findStaffInScope(app.db, user, staffId);
    const upload = await readStaffDocumentUpload(request);
    const storagePath = staffDocumentRelativePath(staffId, upload.type.extension);
    await uploads.write(storagePath, upload.bytes);
    try {
      return await app.writeTransaction(request, reply, async (tx) => {
        const member = await findStaffInScope(tx, user, staffId);
        const row = await insertStaffDocument(tx, {
          schoolId: member.schoolId,
          staffId: member.id,
          title: upload.title,
          kind: upload.kind,
          notes: upload.notes,
          fileName: upload.fileName,
          mimeType: upload.type.mimeType,
          sizeBytes: upload.bytes.length,
          storagePath,
          createdBy: user.id,
        });
        reply.code(201);
        return { success: true as const, message: STAFF_RECORD_MESSAGES.documentUploaded, data: await toStaffDocument(tx, row) };
      });
    } catch (error) {
      await uploads.remove(storagePath);
      throw error;
    }
  });
};
