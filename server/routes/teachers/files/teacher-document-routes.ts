/**
 * A teacher's documents (spec part 2 §7.2): POST /teachers/{id}/documents (multipart
 * `documents[0..n]`), GET /teachers/{id}/documents (the list, oldest first),
 * GET /teachers/{id}/documents/{docId} (the file, as an attachment with its own name) and
 * DELETE /teachers/{id}/documents/{docId} (soft: the row is marked deleted and the file kept, so
 * it can be recovered; a deleted document is no longer listed or served).
 *
 * The files are written before their rows; when the rows cannot be written the files are
 * removed again, so a failure never leaves a row that points at nothing.
 *
 * Access: GET teacher:read; POST and DELETE teacher:update; another school's teacher is a 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as fileEndpoints from '@/contract/endpoints/teachers/files';
import type { DbOrTx } from '../../../db/connection';
import { httpError } from '../../../lib/http-error';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { toTeacherDocument } from './teacher-document-dto';
import { attachmentDisposition } from '../../../lib/uploads/document-file-name';
import { findLiveTeacherDocument, insertTeacherDocuments, listLiveTeacherDocuments, softDeleteTeacherDocument } from './teacher-document-repository';
import { checkedTeacherDocumentPath, teacherDocumentRelativePath } from './teacher-document-path';
import { readTeacherDocumentUploads } from './teacher-document-upload';
import { TEACHER_UPLOAD_MESSAGES } from './teacher-upload-messages';
import { findUploadTeacher } from './teacher-upload-target';

async function findLiveDocument(db: DbOrTx, teacherId: number, documentId: number) {
  const document = await findLiveTeacherDocument(db, teacherId, documentId);
  if (!document) throw httpError(404, TEACHER_UPLOAD_MESSAGES.documentNotFound);
  return document;
}

export const teacherDocumentRoutes: FastifyPluginAsync = async (app) => {
  const uploads = app.uploads;

  routeEndpoint(app, fileEndpoints.uploadDocuments, async (request, reply) => {
    const actor = requireUser(request.user);
    const teacherId = request.params.id;
    await findUploadTeacher(app.db, actor, teacherId);
    const received = await readTeacherDocumentUploads(request);
    const stored = received.map((upload) => ({ ...upload, storagePath: teacherDocumentRelativePath(teacherId, upload.kind.extension) }));
    try {
      for (const file of stored) await uploads.write(file.storagePath, file.bytes);
      return await app.writeTransaction(request, reply, async (tx) => {
        const teacher = await findUploadTeacher(tx, actor, teacherId);
        const rows = await insertTeacherDocuments(
          tx,
          stored.map((file) => ({
            schoolId: teacher.schoolId,
            teacherId,
            fileName: file.fileName,
            mimeType: file.kind.mimeType,
            sizeBytes: file.bytes.length,
            storagePath: file.storagePath,
            createdBy: actor.id,
          })),
        );
        const documents = rows.map(toTeacherDocument);
        return {
          success: true as const,
          message: TEACHER_UPLOAD_MESSAGES.documentsUploaded,
          data: { documentUrls: documents.map((document) => document.url), documents },
        };
      });
    } catch (error) {
      await Promise.all(stored.map((file) => uploads.remove(file.storagePath)));
      throw error;
    }
  });

  routeEndpoint(app, fileEndpoints.documents, async (request) => {
    const actor = requireUser(request.user);
    const teacherId = request.params.id;
    await findUploadTeacher(app.db, actor, teacherId);
    const rows = await listLiveTeacherDocuments(app.db, teacherId);
    return { success: true as const, data: rows.map(toTeacherDocument) };
  });

  routeEndpoint(app, fileEndpoints.downloadDocument, async (request, reply) => {
    const actor = requireUser(request.user);
    const { id: teacherId, docId } = request.params;
    await findUploadTeacher(app.db, actor, teacherId);
    const document = await findLiveDocument(app.db, teacherId, docId);
    const storagePath = checkedTeacherDocumentPath(teacherId, document.storagePath);
    const bytes = storagePath ? await uploads.read(storagePath) : null;
    if (!bytes) throw httpError(404, TEACHER_UPLOAD_MESSAGES.documentNotFound);
    return reply
      .header('content-type', document.mimeType)
      .header('content-disposition', attachmentDisposition(document.fileName))
      // A stored document never changes under its id; it is private to signed-in staff.
      .header('cache-control', 'private, max-age=3600')
      .send(bytes);
  });

  routeEndpoint(app, fileEndpoints.removeDocument, async (request, reply) => {
    const actor = requireUser(request.user);
    const { id: teacherId, docId } = request.params;
    return app.writeTransaction(request, reply, async (tx) => {
      await findUploadTeacher(tx, actor, teacherId);
      await findLiveDocument(tx, teacherId, docId);
      await softDeleteTeacherDocument(tx, docId, new Date());
      return { success: true as const, message: TEACHER_UPLOAD_MESSAGES.documentDeleted, data: { id: docId } };
    });
  });
};
