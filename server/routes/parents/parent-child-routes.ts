/**
 * A parent's child's records under the parent's own path (spec part 2 §7.5, wider client paths):
 * GET /parents/{id}/students/{sid} (the child as /parents/children shows it) and .../attendance,
 * grades, assignments, exams, timetable, fees, payments, reports, documents (+ /{docId}/file, the
 * stored file), announcements and messages. Attendance, grades, exams and fees answer exactly as
 * the /students/{id}/... calls do (their own functions). Access: parent-child-access.ts (the
 * parent themself for their own child, or staff with parent:read within their schools).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as childEndpoints from '@/contract/endpoints/parents/child-records';
import { PARENT_CHILD_MESSAGES } from '@/contract/parent-child-records';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { routeEndpoint } from '../../lib/route-endpoint';
import { allStudentExams, checkedStudentDocumentPath, currentFees, feeSummary, monthYearRange, narrowByMonthYear, studentAttendance, studentGrades, toPortalAttendance, toPortalGrades } from '../students/public';
import { attachmentDisposition } from '../../lib/uploads/document-file-name';
import { findParentChild } from './parent-child-access';
import { childAnnouncements } from './parent-child-announcements';
import { childAssignmentPage } from './parent-child-assignments';
import { childDocuments, findChildDocument } from './parent-child-documents';
import { childPaymentPage } from './parent-child-payments';
import { childReportCards } from './parent-child-report-cards';
import { childTimetable } from './parent-child-timetable';
import { readChildren } from './parent-children';
import { readChildMessagePage } from './parent-messages';

const ok = <T>(data: T) => ({ success: true as const, data });

export const parentChildRoutes: FastifyPluginAsync = async (app) => {
  const child = (request: Parameters<typeof findParentChild>[1] & { params: { id: number; sid: number } }) =>
    findParentChild(app.db, request, request.params.id, request.params.sid);

  routeEndpoint(app, childEndpoints.get, async (request) => {
    const student = await child(request);
    const found = (await readChildren(app.db, student.parentUserId)).find((row) => row.id === student.id);
    if (!found) throw httpError(404, PARENT_CHILD_MESSAGES.studentNotFound);
    return ok(found);
  });

  routeEndpoint(app, childEndpoints.attendance, async (request) => {
    const student = await child(request);
    return ok(toPortalAttendance(await studentAttendance(app.db, student.id, narrowByMonthYear(request.query))));
  });

  routeEndpoint(app, childEndpoints.grades, async (request) => {
    const student = await child(request);
    return ok(toPortalGrades(await studentGrades(app.db, student.id, request.query), monthYearRange(request.query)));
  });

  routeEndpoint(app, childEndpoints.assignments, async (request) => {
    const student = await child(request);
    const { page, limit } = request.query;
    const { items, totalCount } = await childAssignmentPage(app.db, student, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, childEndpoints.exams, async (request) => ok(await allStudentExams(app.db, await child(request))));

  routeEndpoint(app, childEndpoints.timetable, async (request) => ok(await childTimetable(app.db, await child(request))));

  routeEndpoint(app, childEndpoints.fees, async (request) => {
    const student = await child(request);
    const [data, summary] = await Promise.all([currentFees(app.db, student.id), feeSummary(app.db, student.id)]);
    return { success: true as const, data, meta: { summary } };
  });

  routeEndpoint(app, childEndpoints.payments, async (request) => {
    const student = await child(request);
    const { page, limit } = request.query;
    const { items, totalCount } = await childPaymentPage(app.db, student.id, page, limit);
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });

  routeEndpoint(app, childEndpoints.reports, async (request) => ok(await childReportCards(app.db, (await child(request)).id)));

  routeEndpoint(app, childEndpoints.documents, async (request) => {
    const student = await child(request);
    return ok(await childDocuments(app.db, request.params.id, student.id));
  });

  routeEndpoint(app, childEndpoints.documentFile, async (request, reply) => {
    const student = await child(request);
    const document = await findChildDocument(app.db, student.id, request.params.docId);
    const storagePath = document ? checkedStudentDocumentPath(student.id, document.storagePath) : null;
    const bytes = document && storagePath ? await app.uploads.read(storagePath) : null;
    if (!document || !bytes) throw httpError(404, PARENT_CHILD_MESSAGES.documentNotFound);
    return reply
      .header('content-type', document.mimeType)
      .header('content-disposition', attachmentDisposition(document.fileName))
      // A stored document never changes under its id; it is private to the signed-in user.
      .header('cache-control', 'private, max-age=3600')
      .send(bytes);
  });

  routeEndpoint(app, childEndpoints.announcements, async (request) => ok(await childAnnouncements(app.db, await child(request))));

  routeEndpoint(app, childEndpoints.messages, async (request) => {
    const student = await child(request);
    const { page, limit } = request.query;
    const { items, totalCount } = await readChildMessagePage(app.db, student.parentUserId, student.id, { page, limit });
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
  });
};
