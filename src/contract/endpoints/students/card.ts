/**
 * A student's ID card and photo (spec part 2 §7.1): GET /students/{id}/card (a JPEG download that
 * counts one print), its print count, and the photo (upload, read, remove). Access: student:read;
 * uploading and removing the photo student:update. A deleted student or another school's answers
 * 404. The upload is multipart and never kept on the device for later.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { studentIdParamsSchema } from '@/contract/endpoints/students';
import { versionedImageAnswers } from '@/contract/file-answers';

const tags = ['students'];
const read = { permission: 'student:read' } as const;

/** The new print count rides along with the card, so the list can show it without another call. */
export const PRINT_COUNT_HEADER = 'X-Print-Count';

/** The multipart field of the photo in POST /students/{id}/avatar. */
export const AVATAR_FIELD = 'avatar';

export const printCountAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ printCount: z.number().int() }),
});

export const avatarAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    avatarPath: z.string().nullable().describe('URL of the photo (`/api/students/{id}/avatar?v=…`), or null once removed'),
  }),
});

export const card = defineEndpoint({
  method: 'GET',
  path: '/students/:id/card',
  tags,
  summary: 'The student ID card as a JPEG download; counts one print',
  description: `1012×638 px (CR80 at 300 dpi): school, photo or initials, English and Dari names, admission number, class, roll number and a QR code holding SMIS:STUDENT:{schoolId}:{admissionNo}. The new print count is in the ${PRINT_COUNT_HEADER} header.`,
  access: read,
  params: studentIdParamsSchema,
  answers: { 200: { description: 'The card', content: { 'image/jpeg': { schema: z.any().describe('The JPEG bytes') } } } },
});

export const printCount = defineEndpoint({
  method: 'GET',
  path: '/students/:id/card/print-count',
  tags,
  summary: "How many times the student's ID card was generated",
  access: read,
  params: studentIdParamsSchema,
  answers: { 200: printCountAnswerSchema },
});

export const uploadAvatar = defineEndpoint({
  method: 'POST',
  path: '/students/:id/avatar',
  tags,
  summary: "Upload the student's photo",
  description: `multipart/form-data with one file in the field \`${AVATAR_FIELD}\`: a JPEG, PNG, WebP or GIF image (judged by its bytes) of at most 5 MB. Replaces any earlier photo.`,
  access: { permission: 'student:update' },
  params: studentIdParamsSchema,
  form: z.object({ [AVATAR_FIELD]: z.file().describe('The photo: JPEG, PNG, WebP or GIF, at most 5 MB') }),
  answers: { 200: avatarAnswerSchema },
});

export const avatar = defineEndpoint({
  method: 'GET',
  path: '/students/:id/avatar',
  tags,
  summary: "The student's photo, with its own image Content-Type",
  access: read,
  params: studentIdParamsSchema,
  query: z.object({ v: z.string().optional().describe('The version from the avatar URL') }),
  answers: versionedImageAnswers,
});

export const removeAvatar = defineEndpoint({
  method: 'DELETE',
  path: '/students/:id/avatar',
  tags,
  summary: "Remove the student's photo (a student without one answers the same)",
  access: { permission: 'student:update' },
  params: studentIdParamsSchema,
  answers: { 200: avatarAnswerSchema },
});
