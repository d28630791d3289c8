/**
 * Reads POST /messages/files/upload: multipart with one `file` (PDF, PNG, JPEG or Word .docx,
 * judged by its bytes, never by the Content-Type the client sent; 415 otherwise) of at most
 * 10 MB (413 over it), a `conversationId` and an optional `body` (a caption). Fields may come in
 * any order, so the whole body is read before anything is checked against the database.
 */
import type { FastifyRequest } from 'fastify';
import { messageFileFieldsSchema } from '@/contract/endpoints/messaging/messages';
import { MAX_MESSAGE_FILE_BYTES, MESSAGING_MESSAGES } from '@/contract/messaging';
import { httpError } from '../../lib/http-error';
import { FILE_TOO_LARGE, FILES_LIMIT, isClientMultipartError, multipartErrorCode } from '../../lib/uploads/multipart-errors';
import { detectDocumentKind, type DocumentKind } from '../../lib/uploads/document-kind';
import { cleanDocumentFileName } from '../../lib/uploads/document-file-name';

const ALLOWED_MIME_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
const LIMITS = { fileSize: MAX_MESSAGE_FILE_BYTES + 1, files: 1, fields: 5, parts: 6 };

export type MessageFileUpload = { conversationId: number; body: string; fileName: string; bytes: Buffer; kind: DocumentKind };

export async function readMessageFileUpload(request: FastifyRequest): Promise<MessageFileUpload> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw httpError(400, MESSAGING_MESSAGES.noFile, { file: MESSAGING_MESSAGES.noFile });
        }
        const bytes = await part.toBuffer();
        if (bytes.length > MAX_MESSAGE_FILE_BYTES) throw httpError(413, MESSAGING_MESSAGES.fileTooLarge, { file: MESSAGING_MESSAGES.fileTooLarge });
        file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = multipartErrorCode(error);
    if (code === FILE_TOO_LARGE) throw httpError(413, MESSAGING_MESSAGES.fileTooLarge, { file: MESSAGING_MESSAGES.fileTooLarge });
    if (code === FILES_LIMIT) throw httpError(400, 'Please send one file at a time', { file: 'Please send one file at a time' });
    if (isClientMultipartError(error)) throw httpError(400, MESSAGING_MESSAGES.noFile, { file: MESSAGING_MESSAGES.noFile });
    throw error;
  }
  const parsed = messageFileFieldsSchema.safeParse(fields);
  if (!parsed.success) throw httpError(400, MESSAGING_MESSAGES.conversationIdRequired, { conversationId: MESSAGING_MESSAGES.conversationIdRequired });
  if (!file || file.bytes.length === 0) throw httpError(400, MESSAGING_MESSAGES.noFile, { file: MESSAGING_MESSAGES.noFile });
  const kind = detectDocumentKind(file.bytes, file.name);
  if (!kind || !ALLOWED_MIME_TYPES.has(kind.mimeType)) throw httpError(415, MESSAGING_MESSAGES.fileTypeRefused, { file: MESSAGING_MESSAGES.fileTypeRefused });
  return { ...parsed.data, fileName: cleanDocumentFileName(file.name, kind.extension), bytes: file.bytes, kind };
}
