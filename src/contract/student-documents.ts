/**
 * Staff's view of students' documents (spec part 2 §7.6: "GET /documents?studentId"): the files
 * in student records (report cards, certificates, letters; table student_documents), listed and
 * downloaded with document:read. Parents read their own children's through /parents/{id}/students/{sid}/documents.
 */
import { z } from 'zod';
import { timestampSchema } from '@/contract/timestamps';
import { DEFAULT_PAGE_SIZE } from './api';
import { coercedIdSchema, pageSchema } from './ids';

export const STUDENT_DOCUMENT_MESSAGES = {
  listed: 'Documents retrieved',
  notFound: 'Document not found',
  studentNotFound: 'Student not found',
} as const;

export const studentDocumentListQuerySchema = z.object({
  /** One student's documents; without it, every student's in the user's schools. */
  studentId: coercedIdSchema.optional(),
  /** Part of the title or the file name. */
  search: z.string().trim().max(100).optional(),
  /** One school in the user's scope. */
  schoolId: coercedIdSchema.optional(),
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  _t: z.string().optional(),
});
export type StudentDocumentListQuery = z.infer<typeof studentDocumentListQuerySchema>;

export const studentDocumentIdParamsSchema = z.object({ id: coercedIdSchema });

export const studentDocumentSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  admissionNo: z.string(),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** When it was added (ISO instant). */
  createdAt: timestampSchema,
  /** URL path of the download (GET /api/documents/{id}/file). */
  url: z.string(),
});
export type StudentDocument = z.infer<typeof studentDocumentSchema>;
