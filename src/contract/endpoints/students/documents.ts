/**
 * Staff's view of students' documents (spec part 2 §7.6: "GET /documents?studentId"): the list,
 * newest first, and one file's download, with document:read. Rows of schools outside the user's
 * scope, of deleted students and deleted documents are not shown; such ids answer 404.
 */
import { z } from 'zod';
import { paginationSchema } from '@/contract/api';
import { defineEndpoint, fillPath } from '@/contract/endpoint';
import { studentDocumentIdParamsSchema, studentDocumentListQuerySchema, studentDocumentSchema } from '@/contract/student-documents';
import { fileAnswer } from '@/contract/file-answers';

const tags = ['documents'];
const access = { permission: 'document:read' } as const;

export const documentListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(studentDocumentSchema),
  message: z.string().optional(),
  meta: z.object({ pagination: paginationSchema }),
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/documents',
  tags,
  summary: "Students' documents, newest first; studentId narrows to one student, search matches the title or file name",
  access,
  query: studentDocumentListQuerySchema,
  answers: { 200: documentListAnswerSchema },
});

export const file = defineEndpoint({
  method: 'GET',
  path: '/documents/:id/file',
  tags,
  summary: 'Download one student document (attachment with its file name)',
  access,
  params: studentDocumentIdParamsSchema,
  answers: { 200: fileAnswer },
});

/** The download's URL as the browser opens it (`/api/documents/{id}/file`): a document's `url`. */
export function studentDocumentFileUrl(id: number): string {
  return `/api${fillPath(file.path, { id })}`;
}
