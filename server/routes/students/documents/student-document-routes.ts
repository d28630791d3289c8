/**
 * GET /documents (spec part 2 §7.6: "GET /documents?studentId") and GET /documents/{id}/file:
 * the files in student records (student_documents) for staff with document:read, newest first.
 * Rows of schools outside the user's scope, of deleted students and deleted documents are not
 * shown; a studentId or document id outside them answers 404, so other schools' ids stay hidden.
 * Files are read only at a stored path of the student's own folder (checkedStudentDocumentPath).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as documentEndpoints from '@/contract/endpoints/students/documents';
import { studentDocumentFileUrl } from '@/contract/endpoints/students/documents';
import { STUDENT_DOCUMENT_MESSAGES } from '@/contract/student-documents';
import { httpError } from '../../../lib/http-error';
import { paginationMeta } from '../../../lib/pagination';
import { requireUser } from '../../../lib/permission-checks';
import { routeEndpoint } from '../../../lib/route-endpoint';
import { canAccessSchool } from '../../../lib/school-scope';
import { checkedStudentDocumentPath } from './student-document-files';
import { findLiveStudentDocument, listStudentDocuments } from './student-document-repository';
import { attachmentDisposition } from '../../../lib/uploads/document-file-name';
import { findVisibleStudent } from '../student-stats-lookup';

export const studentDocumentRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, documentEndpoints.list, async (request) => {
    const user = requireUser(request.user);
    const { studentId, search, schoolId, page, limit } = request.query;
    // A student outside the user's schools is refused (404), not answered with an empty list.
    if (studentId !== undefined) await findVisibleStudent(app.db, user, studentId);
    const { rows, totalCount } = await listStudentDocuments(app.db, user, { studentId, search, schoolId, page, limit });
    const data = rows.map(({ firstName, lastName, createdAt, ...row }) => ({
      ...row,
      studentName: [firstName, lastName].filter(Boolean).join(' '),
      createdAt: createdAt.toISOString(),
      url: studentDocumentFileUrl(row.id),
    }));
    return { success: true as const, message: STUDENT_DOCUMENT_MESSAGES.listed, data, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, documentEndpoints.file, async (request, reply) => {
    const user = requireUser(request.user);
    const document = await findLiveStudentDocument(app.db, request.params.id);
    const visible = document && canAccessSchool(user, document.schoolId) ? document : null;
    const storagePath = visible ? checkedStudentDocumentPath(visible.studentId, visible.storagePath) : null;
    const bytes = visible && storagePath ? await app.uploads.read(storagePath) : null;
    if (!visible || !bytes) throw httpError(404, STUDENT_DOCUMENT_MESSAGES.notFound);
    return reply
      .header('content-type', visible.mimeType)
      .header('content-disposition', attachmentDisposition(visible.fileName))
      // A stored document never changes under its id; it is private to the signed-in user.
      .header('cache-control', 'private, max-age=3600')
      .send(bytes);
  });
};
