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
import type { FastifyPluginAsync } from 'fastify';
import * as messageEndpoints from '@/contract/endpoints/messaging/messages';
import { MESSAGING_MESSAGES } from '@/contract/messaging';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { attachmentDisposition } from '../../lib/uploads/document-file-name';
import { readMessageFileUpload } from './message-file-upload';
import { findMessageFilePath, insertMessage, readMessage } from './message-repository';
import { findMemberConversation } from './messaging-access';

const FILE_PATH_PATTERN = /^messages\/conversation-\d+\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/;

export const messageFileRoutes: FastifyPluginAsync = async (app) => {
  const uploads = app.uploads;
  await app.register(multipart);

  routeEndpoint(app, messageEndpoints.uploadFile, async (request, reply) => {
    const user = requireUser(request.user);
    const upload = await readMessageFileUpload(request);
    await findMemberConversation(app.db, user, upload.conversationId);
    const filePath = `messages/conversation-${upload.conversationId}/${randomUUID()}.${upload.kind.extension}`;
    await uploads.write(filePath, upload.bytes);
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
      await uploads.remove(filePath);
      throw error;
    }
  });

  routeEndpoint(app, messageEndpoints.downloadFile, async (request, reply) => {
    const user = requireUser(request.user);
    const message = await readMessage(app.db, user, request.params.id);
    if (!message?.file) throw httpError(404, MESSAGING_MESSAGES.fileNotFound);
    const storedPath = await findMessageFilePath(app.db, message.id);
    const filePath = storedPath && FILE_PATH_PATTERN.test(storedPath) ? storedPath : null;
    const bytes = filePath ? await uploads.read(filePath) : null;
    if (!bytes) throw httpError(404, MESSAGING_MESSAGES.fileNotFound);
    return reply
      .header('content-type', message.file.mimeType)
      .header('content-disposition', attachmentDisposition(message.file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(bytes);
  });
};
