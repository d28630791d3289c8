/**
 * Reads the one image of a photo upload (students' avatars, teachers' photos) into memory and
 * checks it: an image by its bytes (JPEG, PNG, WebP or GIF, whatever the client called it) and at
 * most `maxBytes`. The area chooses the refusals: `invalid` for anything that is not one image in
 * `field` (not multipart, a second file, a malformed body), `tooLarge` for a file over the limit.
 */
import type { FastifyRequest } from 'fastify';
import { detectImageKind, type ImageKind } from '../images/image-signature';
import { FILE_TOO_LARGE, isClientMultipartError, multipartErrorCode } from './multipart-errors';

export type ImageUpload = { bytes: Buffer; kind: ImageKind };

export type ImageUploadRules = {
  field: string;
  maxBytes: number;
  invalid: () => Error;
  tooLarge: () => Error;
  /** Limits of this call; without them, those the multipart plugin was registered with. */
  limits?: { fileSize: number; files: number; fields: number; parts: number };
};

/** Limits for one image: busboy stops one byte past `fileSize`, so "over the limit" can be told from "at it". */
export function oneImageLimits(maxBytes: number): Required<ImageUploadRules>['limits'] {
  return { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11 };
}

export async function readImageUpload(request: FastifyRequest, rules: ImageUploadRules): Promise<ImageUpload> {
  let bytes: Buffer;
  try {
    const part = await request.file(rules.limits ? { limits: rules.limits } : undefined);
    if (!part) throw rules.invalid();
    if (part.fieldname !== rules.field) {
      // Read the unwanted file to its end, so the rest of the request is not left waiting.
      part.file.resume();
      throw rules.invalid();
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (multipartErrorCode(error) === FILE_TOO_LARGE) throw rules.tooLarge();
    if (isClientMultipartError(error)) throw rules.invalid();
    throw error;
  }
  if (bytes.length > rules.maxBytes) throw rules.tooLarge();
  const kind = detectImageKind(bytes);
  if (!kind) throw rules.invalid();
  return { bytes, kind };
}
