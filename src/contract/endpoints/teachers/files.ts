/**
 * A teacher's photo and documents (spec part 2 §7.2): uploads are multipart (never kept for later
 * on the device), downloads are files. Another school's teacher is a 404.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { MAX_TEACHER_DOCUMENTS_PER_UPLOAD, teacherDocumentSchema } from '@/contract/teachers';
import { fileAnswer, versionedImageAnswers } from '@/contract/file-answers';

const tags = ['teachers'];

/** The multipart field of the photo upload. */
export const TEACHER_PHOTO_FIELD = 'photo';
/** The multipart fields of the documents upload: `documents[0]`, `documents[1]`, ... (or `documents`). */
export const TEACHER_DOCUMENTS_FIELD = 'documents';

const rowId = (name: string) =>
  z.coerce.number(`${name} must be a positive whole number`).int().positive().max(2_147_483_647);

export const teacherFileParamsSchema = z.object({ id: rowId('The teacher id') });
export const teacherDocumentParamsSchema = z.object({ id: rowId('The teacher id'), docId: rowId('The document id') });

export const teacherPhotoAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    photoUrl: z.string().nullable().describe('URL of the photo (`/api/teachers/{id}/photo?v=…`), or null once removed'),
  }),
});

export const teacherDocumentsUploadAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    documentUrls: z.array(z.string()).describe('Download URL of each uploaded document, in upload order'),
    documents: z.array(teacherDocumentSchema),
  }),
});

export const teacherDocumentListAnswerSchema = z.object({ success: z.literal(true), data: z.array(teacherDocumentSchema) });


export const uploadPhoto = defineEndpoint({
  method: 'POST',
  path: '/teachers/:id/photo',
  tags,
  summary: "Upload the teacher's photo",
  description: `multipart/form-data with one file in the field \`${TEACHER_PHOTO_FIELD}\`: a JPEG, PNG, WebP or GIF image (judged by its bytes) of at most 5 MB (413 when larger). Replaces any earlier photo.`,
  access: { permission: 'teacher:update' },
  params: teacherFileParamsSchema,
  form: z.object({ [TEACHER_PHOTO_FIELD]: z.file().describe('The photo: JPEG, PNG, WebP or GIF, at most 5 MB') }),
  answers: { 200: teacherPhotoAnswerSchema },
  moreErrors: [413],
});

export const photo = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/photo',
  tags,
  summary: "The teacher's photo, with its own image Content-Type",
  access: { permission: 'teacher:read' },
  params: teacherFileParamsSchema,
  query: z.object({ v: z.string().optional().describe('The version from the photo URL') }),
  answers: versionedImageAnswers,
});

export const removePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/teachers/:id/photo',
  tags,
  summary: "Remove the teacher's photo (a teacher without one answers the same)",
  access: { permission: 'teacher:update' },
  params: teacherFileParamsSchema,
  answers: { 200: teacherPhotoAnswerSchema },
});

export const uploadDocuments = defineEndpoint({
  method: 'POST',
  path: '/teachers/:id/documents',
  tags,
  summary: 'Upload documents of the teacher',
  description:
    `multipart/form-data with files in the fields \`${TEACHER_DOCUMENTS_FIELD}[0]\`, \`${TEACHER_DOCUMENTS_FIELD}[1]\`, ... ` +
    `(or \`${TEACHER_DOCUMENTS_FIELD}\`): PDF, JPEG, PNG, WebP, GIF, Word (.doc, .docx) or OpenDocument text (.odt), ` +
    `judged by their bytes; at most 10 MB each and ${MAX_TEACHER_DOCUMENTS_PER_UPLOAD} per call (413 beyond). ` +
    'One refused file refuses the whole call.',
  access: { permission: 'teacher:update' },
  params: teacherFileParamsSchema,
  // One file a field: documents[0], documents[1], ... (or documents, documents[]).
  form: z
    .object({})
    .catchall(z.file().describe('A document'))
    .meta({ propertyNames: { pattern: `^${TEACHER_DOCUMENTS_FIELD}(\\[\\d*\\])?$` } }),
  answers: { 200: teacherDocumentsUploadAnswerSchema },
  moreErrors: [413],
});

export const documents = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/documents',
  tags,
  summary: "The teacher's documents (not deleted), oldest first",
  access: { permission: 'teacher:read' },
  params: teacherFileParamsSchema,
  answers: { 200: teacherDocumentListAnswerSchema },
});

export const downloadDocument = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/documents/:docId',
  tags,
  summary: "Download one of the teacher's documents (attachment with its file name)",
  access: { permission: 'teacher:read' },
  params: teacherDocumentParamsSchema,
  answers: { 200: fileAnswer },
});

export const removeDocument = defineEndpoint({
  method: 'DELETE',
  path: '/teachers/:id/documents/:docId',
  tags,
  summary: "Delete one of the teacher's documents (soft: the file is kept, the document no longer listed)",
  access: { permission: 'teacher:update' },
  params: teacherDocumentParamsSchema,
  answers: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.number().int() }) }) },
});
