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
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { MAX_TEACHER_DOCUMENTS_PER_UPLOAD, teacherDocumentSchema } from '@/contract/teachers';
import type { DbOrTx } from '../../db/connection';
import { teacherDocuments } from '../../db/schema';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { multipartForm } from '../../plugins/openapi';
import { toTeacherDocument } from './teacher-document-dto';
import { attachmentDisposition, checkedTeacherDocumentPath, teacherDocumentRelativePath } from './teacher-document-path';
import { DOCUMENTS_FIELD, readTeacherDocumentUploads } from './teacher-document-upload';
import { readUploadFile, removeUploadFile, writeUploadFile } from '../../lib/uploads/upload-files';
import { TEACHER_UPLOAD_MESSAGES } from './teacher-upload-messages';
import { teacherDocumentParamsSchema, teacherIdParamsSchema } from './teacher-upload-params';
import { findUploadTeacher } from './teacher-upload-target';

const uploadAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    documentUrls: z.array(z.string()).describe('Download URL of each uploaded document, in upload order'),
    documents: z.array(teacherDocumentSchema),
  }),
});
const listAnswer = z.object({ success: z.literal(true), data: z.array(teacherDocumentSchema) });
const deleteAnswer = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.number().int() }) });

async function findLiveDocument(db: DbOrTx, teacherId: number, documentId: number) {
  const [document] = await db
    .select()
    .from(teacherDocuments)
    .where(and(eq(teacherDocuments.id, documentId), eq(teacherDocuments.teacherId, teacherId), isNull(teacherDocuments.deletedAt)));
  if (!document) throw httpError(404, TEACHER_UPLOAD_MESSAGES.documentNotFound);
  return document;
}

export const teacherDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataDir = app.config.dataDir;

  app.post(
    '/teachers/:id/documents',
    {
      config: { access: { permission: 'teacher:update' } },
      schema: {
        tags: ['teachers'],
        summary: 'Upload documents of the teacher',
        description:
          `multipart/form-data with files in the fields \`${DOCUMENTS_FIELD}[0]\`, \`${DOCUMENTS_FIELD}[1]\`, ... ` +
          `(or \`${DOCUMENTS_FIELD}\`): PDF, JPEG, PNG, WebP, GIF, Word (.doc, .docx) or OpenDocument text (.odt), ` +
          `judged by their bytes; at most 10 MB each and ${MAX_TEACHER_DOCUMENTS_PER_UPLOAD} per call (413 beyond). ` +
          'One refused file refuses the whole call.',
        // One file a field: documents[0], documents[1], ... (or documents, documents[]).
        ...multipartForm(z.object({}).catchall(z.file().describe('A document')).meta({ propertyNames: { pattern: `^${DOCUMENTS_FIELD}(\\[\\d*\\])?$` } })),
        params: teacherIdParamsSchema,
        response: { 200: uploadAnswer, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const teacherId = request.params.id;
      await findUploadTeacher(app.db, actor, teacherId);
      const uploads = await readTeacherDocumentUploads(request);
      const stored = uploads.map((upload) => ({ ...upload, storagePath: teacherDocumentRelativePath(teacherId, upload.kind.extension) }));
      try {
        for (const file of stored) await writeUploadFile(dataDir, file.storagePath, file.bytes);
        return await app.writeTransaction(request, reply, async (tx) => {
          const teacher = await findUploadTeacher(tx, actor, teacherId);
          const rows = await tx
            .insert(teacherDocuments)
            .values(
              stored.map((file) => ({
                schoolId: teacher.schoolId,
                teacherId,
                fileName: file.fileName,
                mimeType: file.kind.mimeType,
                sizeBytes: file.bytes.length,
                storagePath: file.storagePath,
                createdBy: actor.id,
              })),
            )
            .returning();
          const documents = rows.map(toTeacherDocument);
          return {
            success: true as const,
            message: TEACHER_UPLOAD_MESSAGES.documentsUploaded,
            data: { documentUrls: documents.map((document) => document.url), documents },
          };
        });
      } catch (error) {
        await Promise.all(stored.map((file) => removeUploadFile(dataDir, file.storagePath)));
        throw error;
      }
    },
  );

  app.get(
    '/teachers/:id/documents',
    {
      config: { access: { permission: 'teacher:read' } },
      schema: {
        tags: ['teachers'],
        summary: 'The teacher\'s documents (not deleted), oldest first',
        params: teacherIdParamsSchema,
        response: { 200: listAnswer, ...errors },
      },
    },
    async (request) => {
      const actor = requireUser(request.user);
      const teacherId = request.params.id;
      await findUploadTeacher(app.db, actor, teacherId);
      const rows = await app.db
        .select()
        .from(teacherDocuments)
        .where(and(eq(teacherDocuments.teacherId, teacherId), isNull(teacherDocuments.deletedAt)))
        .orderBy(asc(teacherDocuments.createdAt), asc(teacherDocuments.id));
      return { success: true as const, data: rows.map(toTeacherDocument) };
    },
  );

  app.get(
    '/teachers/:id/documents/:docId',
    {
      config: { access: { permission: 'teacher:read' } },
      schema: {
        tags: ['teachers'],
        summary: 'Download one of the teacher\'s documents (attachment with its file name)',
        params: teacherDocumentParamsSchema,
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any().describe('The file bytes') } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const { id: teacherId, docId } = request.params;
      await findUploadTeacher(app.db, actor, teacherId);
      const document = await findLiveDocument(app.db, teacherId, docId);
      const storagePath = checkedTeacherDocumentPath(teacherId, document.storagePath);
      const bytes = storagePath ? await readUploadFile(dataDir, storagePath) : null;
      if (!bytes) throw httpError(404, TEACHER_UPLOAD_MESSAGES.documentNotFound);
      return reply
        .header('content-type', document.mimeType)
        .header('content-disposition', attachmentDisposition(document.fileName))
        // A stored document never changes under its id; it is private to signed-in staff.
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    },
  );

  app.delete(
    '/teachers/:id/documents/:docId',
    {
      config: { access: { permission: 'teacher:update' } },
      schema: {
        tags: ['teachers'],
        summary: 'Delete one of the teacher\'s documents (soft: the file is kept, the document no longer listed)',
        params: teacherDocumentParamsSchema,
        response: { 200: deleteAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request.user);
      const { id: teacherId, docId } = request.params;
      return app.writeTransaction(request, reply, async (tx) => {
        await findUploadTeacher(tx, actor, teacherId);
        await findLiveDocument(tx, teacherId, docId);
        await tx.update(teacherDocuments).set({ deletedAt: new Date() }).where(eq(teacherDocuments.id, docId));
        return { success: true as const, message: TEACHER_UPLOAD_MESSAGES.documentDeleted, data: { id: docId } };
      });
    },
  );
};
