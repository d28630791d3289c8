/**
 * Checks a document's file before anything is stored: an allowed type, valid base64, not empty,
 * at most 5 MB decoded (413 beyond), and content whose first bytes match the declared type, so
 * an executable renamed to .pdf is refused. The size is worked out from the base64 length before
 * decoding, so an oversized file is refused without being decoded.
 */
import {
  CUSTOMER_DOCUMENT_MESSAGES as MESSAGES,
  CUSTOMER_DOCUMENT_MIME_TYPES,
  MAX_CUSTOMER_DOCUMENT_BYTES,
} from '@/contract/customer-activity';
import { httpError } from '../../../lib/http-error';

type AllowedType = (typeof CUSTOMER_DOCUMENT_MIME_TYPES)[number];

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The first bytes each type begins with. */
const SIGNATURES: Record<AllowedType, (bytes: Buffer) => boolean> = {
  'application/pdf': (bytes) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46]), // %PDF
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (bytes) => startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8),
  'image/gif': (bytes) => startsWith(bytes, [0x47, 0x49, 0x46, 0x38]),
  'application/msword': (bytes) => startsWith(bytes, OLE),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (bytes) => startsWith(bytes, ZIP),
  'application/vnd.oasis.opendocument.text': (bytes) => startsWith(bytes, ZIP),
};

export function isAllowedMimeType(value: string): value is AllowedType {
  return (CUSTOMER_DOCUMENT_MIME_TYPES as readonly string[]).includes(value);
}

export type CheckedFile = { mimeType: AllowedType; base64: string; sizeBytes: number };

/** Validates the file of a POST /customers/{id}/documents; throws 400 or 413 with the reason. */
export function checkDocumentFile(contentBase64: string, declaredType: string | undefined): CheckedFile {
  let base64 = contentBase64;
  let mimeType = declaredType?.trim().toLowerCase();
  // data:application/pdf;base64,JVBERi0...
  const dataUrl = /^data:([^;,]+);base64,/i.exec(base64);
  if (dataUrl) {
    mimeType ??= dataUrl[1].toLowerCase();
    base64 = base64.slice(dataUrl[0].length);
  }
  if (!mimeType) throw httpError(400, MESSAGES.mimeTypeRequired, { mimeType: MESSAGES.mimeTypeRequired });
  if (!isAllowedMimeType(mimeType)) throw httpError(400, MESSAGES.typeNotAllowed, { mimeType: MESSAGES.typeNotAllowed });

  base64 = base64.replace(/\s+/g, '');
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw httpError(400, MESSAGES.invalidBase64, { contentBase64: MESSAGES.invalidBase64 });
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const sizeBytes = (base64.length / 4) * 3 - padding;
  if (sizeBytes === 0) throw httpError(400, MESSAGES.empty, { contentBase64: MESSAGES.empty });
  if (sizeBytes > MAX_CUSTOMER_DOCUMENT_BYTES) throw httpError(413, MESSAGES.tooLarge, { contentBase64: MESSAGES.tooLarge });

  const head = Buffer.from(base64.slice(0, 24), 'base64');
  if (!SIGNATURES[mimeType](head)) throw httpError(400, MESSAGES.contentMismatch, { contentBase64: MESSAGES.contentMismatch });
  return { mimeType, base64, sizeBytes };
}
