/**
 * File messages (spec part 2 §7.7): POST /messages/files/upload (multipart `file`,
 * `conversationId`, optional `body`) stores the file and posts it as a message in the
 * conversation; GET /messages/files/{id} (the message's id) downloads it, for those who can see
 * the message only (404 for anyone else). The file is written before its row and removed again
 * when the row cannot be written. Uploads are never queued offline (write-routing.ts).
 * Access: upload messaging:create; download messaging:read.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@/contract/api';
import { MESSAGING_MESSAGES, messageSchema } from '@/contract/messaging';
import { messages } from '../../db/schema';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { multipartForm } from '../../plugins/openapi';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { readUploadFile, removeUploadFile, writeUploadFile } from '../../lib/uploads/upload-files';
import { attachmentDisposition } from '../teachers/teacher-document-path';
import { messageFileFieldsSchema, readMessageFileUpload } from './message-file-upload';
import { readMessage } from './message-reads';
import { insertMessage } from './message-writes';
import { findMemberConversation } from './messaging-access';
import { idParams, tags } from './messaging-params';

const FILE_PATH_PATTERN = /^messages\/conversation-\d+\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

export const messageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const dataDir = app.config.dataDir;
  await app.register(multipart);

  app.post(
    '/messages/files/upload',
    {
      config: { access: { permission: 'messaging:create' } },
      schema: {
        tags,
        summary: 'Send a file (PDF, PNG, JPEG or .docx, at most 10 MB) as a message in a conversation',
        ...multipartForm(messageFileFieldsSchema.extend({ file: z.file().describe('The file: PDF, PNG, JPEG or .docx') })),
        response: { 201: z.object({ success: z.literal(true), data: messageSchema, message: z.string() }), ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const upload = await readMessageFileUpload(request);
      await findMemberConversation(app.db, user, upload.conversationId);
      const filePath = `messages/conversation-${upload.conversationId}/${randomUUID()}.${upload.kind.extension}`;
      await writeUploadFile(dataDir, filePath, upload.bytes);
      try {
        return await app.writeTransaction(request, reply, async (tx) => {
          const message = await insertMessage(tx, user, {
            conversationId: upload.conversationId,
            body: upload.body,
            file: { fileName: upload.fileName, fileMimeType: upload.kind.mimeType, fileSizeBytes: upload.bytes.length, filePath },
          });
          reply.code(201);
          return { success: true as const, data: message, message: MESSAGING_MESSAGES.fileUploaded };
        });
      } catch (error) {
        await removeUploadFile(dataDir, filePath);
        throw error;
      }
    },
  );

  app.get(
    '/messages/files/:id',
    {
      config: { access: { permission: 'messaging:read' } },
      schema: {
        tags,
        summary: "Download a message's file (attachment with its name)",
        params: idParams,
        response: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any().describe('The file bytes') } } }, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const message = await readMessage(app.db, user, request.params.id);
      if (!message?.file) throw httpError(404, MESSAGING_MESSAGES.fileNotFound);
      const [row] = await app.db.select({ filePath: messages.filePath }).from(messages).where(eq(messages.id, message.id));
      const filePath = row?.filePath && FILE_PATH_PATTERN.test(row.filePath) ? row.filePath : null;
      const bytes = filePath ? await readUploadFile(dataDir, filePath) : null;
      if (!bytes) throw httpError(404, MESSAGING_MESSAGES.fileNotFound);
      return reply
        .header('content-type', message.file.mimeType)
        .header('content-disposition', attachmentDisposition(message.file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    },
  );
};
