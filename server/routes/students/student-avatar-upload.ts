/**
 * Reads the one photo of an avatar upload (multipart field `avatar`) into memory and checks it:
 * an image by its bytes (JPEG, PNG, WebP or GIF, whatever the client called it) and at most
 * MAX_AVATAR_BYTES. Every refusal is a 400 with the form's own message under `errors.avatar`.
 */
import type { FastifyRequest } from 'fastify';
import { MAX_AVATAR_BYTES, STUDENT_MESSAGES } from '@/contract/students';
import { HttpError, httpError } from '../../lib/http-error';
import { detectImageKind, type ImageKind } from '../../lib/images/image-signature';

export const AVATAR_FIELD = 'avatar';

/** Busboy stops reading a file one byte past this, so "over the limit" can be told from "at it". */
export const AVATAR_MULTIPART_LIMITS = { fileSize: MAX_AVATAR_BYTES + 1, files: 1, fields: 10, parts: 11 } as const;

export type AvatarUpload = { bytes: Buffer; kind: ImageKind };

const invalidImage = () => httpError(400, STUDENT_MESSAGES.invalidImage, { [AVATAR_FIELD]: STUDENT_MESSAGES.invalidImage });
const imageTooLarge = () => httpError(400, STUDENT_MESSAGES.imageTooLarge, { [AVATAR_FIELD]: STUDENT_MESSAGES.imageTooLarge });

function isClientMultipartError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return !(error instanceof HttpError) && typeof status === 'number' && status >= 400 && status < 500;
}

export async function readAvatarUpload(request: FastifyRequest): Promise<AvatarUpload> {
  let bytes: Buffer;
  try {
    const part = await request.file();
    if (!part) throw invalidImage();
    if (part.fieldname !== AVATAR_FIELD) {
      // Read the unwanted file to its end, so the rest of the request is not left waiting.
      part.file.resume();
      throw invalidImage();
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown })?.code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    // Not multipart, a second file, a malformed body: all "not a valid image file" to the user.
    if (isClientMultipartError(error)) throw invalidImage();
    throw error;
  }
  if (bytes.length > MAX_AVATAR_BYTES) throw imageTooLarge();
  const kind = detectImageKind(bytes);
  if (!kind) throw invalidImage();
  return { bytes, kind };
}
