/**
 * Reads the files of a documents upload: multipart fields `documents[0]`, `documents[1]`, ...
 * (also `documents` and `documents[]`), each a PDF, an image, a Word (.doc, .docx) or an
 * OpenDocument text (.odt) file judged by its bytes, at most MAX_TEACHER_DOCUMENT_BYTES each
 * (413 over it) and MAX_TEACHER_DOCUMENTS_PER_UPLOAD per call (413 over it). One bad file refuses
 * the whole call, so a user never wonders which of their files were kept.
 */
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../../lib/http-error';
import { detectDocumentKind, type DocumentKind } from '../../../lib/uploads/document-kind';
import { cleanDocumentFileName } from '../../../lib/uploads/document-file-name';
import { MAX_TEACHER_DOCUMENT_BYTES, MAX_TEACHER_DOCUMENTS_PER_UPLOAD } from '@/contract/teachers';
import { FILE_TOO_LARGE, FILES_LIMIT, isClientMultipartError, multipartErrorCode } from '../../../lib/uploads/multipart-errors';
import { TEACHER_UPLOAD_MESSAGES } from './teacher-upload-messages';
import { TEACHER_DOCUMENTS_FIELD } from '@/contract/endpoints/teachers/files';

/** The multipart fields of the documents (the contract's). */
export const DOCUMENTS_FIELD = TEACHER_DOCUMENTS_FIELD;
const DOCUMENT_FIELD_PATTERN = /^documents(\[\d*\])?$/;

const DOCUMENT_LIMITS = {
  // One byte past the limit, so "over" can be told from "at it".
  fileSize: MAX_TEACHER_DOCUMENT_BYTES + 1,
  files: MAX_TEACHER_DOCUMENTS_PER_UPLOAD,
  fields: 20,
  parts: MAX_TEACHER_DOCUMENTS_PER_UPLOAD + 20,
};

export type DocumentUpload = { fileName: string; bytes: Buffer; kind: DocumentKind };

const refuse = (status: number, message: string) => httpError(status, message, { [DOCUMENTS_FIELD]: message });

export async function readTeacherDocumentUploads(request: FastifyRequest): Promise<DocumentUpload[]> {
  const uploads: DocumentUpload[] = [];
  let currentName = '';
  try {
    for await (const part of request.parts({ limits: DOCUMENT_LIMITS })) {
      if (part.type !== 'file') continue;
      currentName = part.filename;
      if (!DOCUMENT_FIELD_PATTERN.test(part.fieldname)) {
        part.file.resume();
        throw refuse(400, TEACHER_UPLOAD_MESSAGES.invalidDocument(part.filename));
      }
      const bytes = await part.toBuffer();
      if (bytes.length > MAX_TEACHER_DOCUMENT_BYTES) throw refuse(413, TEACHER_UPLOAD_MESSAGES.documentTooLarge(part.filename));
      const kind = detectDocumentKind(bytes, part.filename);
      if (!kind) throw refuse(400, TEACHER_UPLOAD_MESSAGES.invalidDocument(part.filename));
      uploads.push({ fileName: cleanDocumentFileName(part.filename, kind.extension), bytes, kind });
    }
  } catch (error) {
    const code = multipartErrorCode(error);
    if (code === FILE_TOO_LARGE) throw refuse(413, TEACHER_UPLOAD_MESSAGES.documentTooLarge(currentName));
    if (code === FILES_LIMIT) throw refuse(413, TEACHER_UPLOAD_MESSAGES.tooManyDocuments);
    // Not multipart or malformed: the user chose nothing we can read.
    if (isClientMultipartError(error)) throw refuse(400, TEACHER_UPLOAD_MESSAGES.noDocuments);
    throw error;
  }
  if (uploads.length === 0) throw refuse(400, TEACHER_UPLOAD_MESSAGES.noDocuments);
  return uploads;
}
