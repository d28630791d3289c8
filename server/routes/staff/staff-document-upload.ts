/**
 * Reads POST /staff/{id}/documents: multipart with one file in `file` and the fields `title`,
 * `kind` and `notes`, in any order (the whole body is read before anything is checked).
 *
 * The file's type is judged from its bytes (PDF, JPEG, PNG, WebP, GIF, .doc, .docx, .odt; 415
 * otherwise), never from what the client claims; and a claim that disagrees with the bytes is
 * refused too (415): a name ending in another accepted type's extension, or a Content-Type naming
 * another accepted type (application/octet-stream and no type are fine). At most 10 MB (413).
 */
import type { FastifyRequest } from 'fastify';
import {
  MAX_STAFF_DOCUMENT_BYTES,
  STAFF_DOCUMENT_FILE_FIELD,
  STAFF_RECORD_MESSAGES,
  staffDocumentUploadFieldsSchema,
  type StaffDocumentKind,
} from '@/contract/staff-records';
import { httpError } from '../../lib/http-error';
import { FILE_TOO_LARGE, FILES_LIMIT, isClientMultipartError, multipartErrorCode } from '../../lib/uploads/multipart-errors';
import { detectDocumentKind, type DocumentKind } from '../../lib/uploads/document-kind';
import { cleanDocumentFileName } from '../../lib/uploads/document-file-name';

const LIMITS = { fileSize: MAX_STAFF_DOCUMENT_BYTES + 1, files: 1, fields: 10, parts: 11 };

/** Every accepted type: its MIME type (and the other names clients use for it) and extensions. */
const ACCEPTED_TYPES: ReadonlyArray<{ mimeTypes: readonly string[]; extensions: readonly string[] }> = [
  { mimeTypes: ['application/pdf'], extensions: ['pdf'] },
  { mimeTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extensions: ['jpg', 'jpeg', 'jpe'] },
  { mimeTypes: ['image/png'], extensions: ['png'] },
  { mimeTypes: ['image/webp'], extensions: ['webp'] },
  { mimeTypes: ['image/gif'], extensions: ['gif'] },
  { mimeTypes: ['application/msword'], extensions: ['doc'] },
  { mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], extensions: ['docx'] },
  { mimeTypes: ['application/vnd.oasis.opendocument.text'], extensions: ['odt'] },
];

export type StaffDocumentUpload = {
  title: string;
  kind: StaffDocumentKind;
  notes: string | null;
  fileName: string;
  bytes: Buffer;
  type: DocumentKind;
};

const refuse = (status: number, message: string, field = STAFF_DOCUMENT_FILE_FIELD) => httpError(status, message, { [field]: message });

function extensionOf(fileName: string): string | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  return match ? match[1].toLowerCase() : null;
}

/** Whether the client's name and Content-Type, where they name an accepted type, name this one. */
function claimsAgree(detected: DocumentKind, fileName: string, declaredType: string): boolean {
  const own = ACCEPTED_TYPES.find((type) => type.mimeTypes[0] === detected.mimeType);
  if (!own) return false;
  const extension = extensionOf(fileName);
  if (extension && !own.extensions.includes(extension)) return false;
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  const declaresAccepted = ACCEPTED_TYPES.some((type) => type.mimeTypes.includes(declared));
  return !declaresAccepted || own.mimeTypes.includes(declared);
}

export async function readStaffDocumentUpload(request: FastifyRequest): Promise<StaffDocumentUpload> {
  const fields: Record<string, string> = {};
  let file: { name: string; declaredType: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== STAFF_DOCUMENT_FILE_FIELD) {
          // Read the unwanted file to its end, so the rest of the request is not left waiting.
          part.file.resume();
          throw refuse(400, STAFF_RECORD_MESSAGES.noFile);
        }
        const bytes = await part.toBuffer();
        if (bytes.length > MAX_STAFF_DOCUMENT_BYTES) throw refuse(413, STAFF_RECORD_MESSAGES.fileTooLarge);
        file = { name: part.filename, declaredType: part.mimetype ?? '', bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = multipartErrorCode(error);
    if (code === FILE_TOO_LARGE) throw refuse(413, STAFF_RECORD_MESSAGES.fileTooLarge);
    if (code === FILES_LIMIT) throw refuse(400, STAFF_RECORD_MESSAGES.oneFileOnly);
    // Not multipart or malformed: the user chose nothing we can read.
    if (isClientMultipartError(error)) throw refuse(400, STAFF_RECORD_MESSAGES.noFile);
    throw error;
  }
  const parsed = staffDocumentUploadFieldsSchema.parse(fields);
  if (!file || file.bytes.length === 0) throw refuse(400, STAFF_RECORD_MESSAGES.noFile);
  const type = detectDocumentKind(file.bytes, file.name);
  if (!type) throw refuse(415, STAFF_RECORD_MESSAGES.fileTypeRefused);
  if (!claimsAgree(type, file.name, file.declaredType)) throw refuse(415, STAFF_RECORD_MESSAGES.fileTypeMismatch);
  return { title: parsed.title, kind: parsed.kind, notes: parsed.notes ?? null, fileName: cleanDocumentFileName(file.name, type.extension), bytes: file.bytes, type };
}
