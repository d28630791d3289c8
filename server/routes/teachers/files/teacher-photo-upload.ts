/**
 * Reads the one photo of a teacher photo upload (multipart field `photo`): an image by its bytes of
 * at most MAX_TEACHER_PHOTO_BYTES (server/lib/uploads/read-image-upload.ts); 413 over it, every
 * other refusal a 400 with `errors.photo`.
 */
import type { FastifyRequest } from 'fastify';
import { MAX_TEACHER_PHOTO_BYTES } from '@/contract/teachers';
import { httpError } from '../../../lib/http-error';
import { oneImageLimits, readImageUpload, type ImageUpload } from '../../../lib/uploads/read-image-upload';
import { TEACHER_UPLOAD_MESSAGES } from './teacher-upload-messages';
import { TEACHER_PHOTO_FIELD } from '@/contract/endpoints/teachers/files';

/** The multipart field of the photo (the contract's). */
export const PHOTO_FIELD = TEACHER_PHOTO_FIELD;

const invalidPhoto = () => httpError(400, TEACHER_UPLOAD_MESSAGES.invalidPhoto, { [PHOTO_FIELD]: TEACHER_UPLOAD_MESSAGES.invalidPhoto });
const photoTooLarge = () => httpError(413, TEACHER_UPLOAD_MESSAGES.photoTooLarge, { [PHOTO_FIELD]: TEACHER_UPLOAD_MESSAGES.photoTooLarge });

export function readTeacherPhotoUpload(request: FastifyRequest): Promise<ImageUpload> {
  return readImageUpload(request, {
    field: PHOTO_FIELD,
    maxBytes: MAX_TEACHER_PHOTO_BYTES,
    invalid: invalidPhoto,
    tooLarge: photoTooLarge,
    limits: oneImageLimits(MAX_TEACHER_PHOTO_BYTES),
  });
}
