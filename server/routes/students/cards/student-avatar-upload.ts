/**
 * Reads the one photo of an avatar upload (multipart field `avatar`): an image by its bytes of at
 * most MAX_AVATAR_BYTES (server/lib/uploads/read-image-upload.ts). Every refusal is a 400 with the
 * form's own message under `errors.avatar`.
 */
import type { FastifyRequest } from 'fastify';
import { AVATAR_FIELD } from '@/contract/endpoints/students/card';
import { MAX_AVATAR_BYTES, STUDENT_MESSAGES } from '@/contract/students';
import { httpError } from '../../../lib/http-error';
import { oneImageLimits, readImageUpload, type ImageUpload } from '../../../lib/uploads/read-image-upload';


/** The avatar plugin registers multipart with these. */
export const AVATAR_MULTIPART_LIMITS = oneImageLimits(MAX_AVATAR_BYTES);

const invalidImage = () => httpError(400, STUDENT_MESSAGES.invalidImage, { [AVATAR_FIELD]: STUDENT_MESSAGES.invalidImage });
const imageTooLarge = () => httpError(400, STUDENT_MESSAGES.imageTooLarge, { [AVATAR_FIELD]: STUDENT_MESSAGES.imageTooLarge });

export function readAvatarUpload(request: FastifyRequest): Promise<ImageUpload> {
  return readImageUpload(request, { field: AVATAR_FIELD, maxBytes: MAX_AVATAR_BYTES, invalid: invalidImage, tooLarge: imageTooLarge });
}
