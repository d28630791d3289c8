/**
 * A parent's child's records under the parent's own path (spec part 2 §7.5, wider client paths):
 * GET /parents/{id}/students/{sid} (the child as /parents/children shows it) and .../attendance,
 * grades, assignments, exams, timetable, fees, payments, reports, documents (+ /{docId}/file, the
 * stored file), announcements and messages. Attendance, grades, exams and fees answer exactly as
 * the /students/{id}/... calls do (their own functions). Access: parent-child-access.ts (the
 * parent themself for their own child, or staff with parent:read within their schools).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import { parentMessageSchema } from '@/contract/parent-account';
import {
  PARENT_CHILD_MESSAGES,
  childAnnouncementSchema,
  childAssignmentSchema,
  childDocumentSchema,
  childPaymentSchema,
  childTimetableSchema,
  parentChildCacheBusterSchema,
  parentChildDocumentParamsSchema,
  parentChildPageQuerySchema,
  parentChildParamsSchema,
  reportCardSchema,
} from '@/contract/parent-child-records';
import { childSchema } from '@/contract/parent-portal';
import {
  feeListAnswerSchema,
  portalAttendanceQuerySchema,
  portalAttendanceSchema,
  portalExamSchema,
  portalGradesQuerySchema,
  portalGradesSchema,
} from '@/contract/student-portal-records';
import { errorAnswers, pagedAnswer } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { readUploadFile } from '../../lib/uploads/upload-files';
import { allStudentExams } from '../students/student-portal-exams';
import { currentFees, feeSummary } from '../students/student-portal-fees';
import { monthYearRange, narrowByMonthYear } from '../students/student-portal-month-range';
import { toPortalAttendance, toPortalGrades } from '../students/student-portal-record-views';
import { studentAttendance, studentGrades } from '../students/student-stats-records';
import { attachmentDisposition } from '../teachers/teacher-document-path';
import { findParentChild, parentChildRead } from './parent-child-access';
import { childAnnouncements } from './parent-child-announcements';
import { childAssignmentPage } from './parent-child-assignments';
import { checkedStudentDocumentPath, childDocuments, findChildDocument } from './parent-child-documents';
import { childPaymentPage } from './parent-child-payments';
import { childReportCards } from './parent-child-report-cards';
import { childTimetable } from './parent-child-timetable';
import { readChildren } from './parent-children';
import { readChildMessagePage } from './parent-messages';

const tags = ['parents: child records'];
const ok = <T>(data: T) => ({ success: true as const, data });
const params = parentChildParamsSchema;
const config = parentChildRead;

export const parentChildRoutes: FastifyPluginAsyncZod = async (app) => {
  const child = (request: Parameters<typeof findParentChild>[1] & { params: { id: number; sid: number } }) =>
    findParentChild(app.db, request, request.params.id, request.params.sid);

  app.get(
    '/parents/:id/students/:sid',
    {
      config,
      schema: { tags, summary: 'The child as /parents/children shows it', params, querystring: parentChildCacheBusterSchema, response: { 200: successResponse(childSchema), ...errorAnswers } },
    },
    async (request) => {
      const student = await child(request);
      const found = (await readChildren(app.db, student.parentUserId)).find((row) => row.id === student.id);
      if (!found) throw httpError(404, PARENT_CHILD_MESSAGES.studentNotFound);
      return ok(found);
    },
  );

  app.get(
    '/parents/:id/students/:sid/attendance',
    {
      config,
      schema: {
        tags,
        summary: "The child's attendance marks (newest first) and their summary, as /students/{id}/attendance; month and year narrow them",
        params,
        querystring: portalAttendanceQuerySchema,
        response: { 200: successResponse(portalAttendanceSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await child(request);
      return ok(toPortalAttendance(await studentAttendance(app.db, student.id, narrowByMonthYear(request.query))));
    },
  );

  app.get(
    '/parents/:id/students/:sid/grades',
    {
      config,
      schema: {
        tags,
        summary: "The child's grades (newest first), as /students/{id}/grades; subjectId, examId, academicYear, month and year narrow them",
        params,
        querystring: portalGradesQuerySchema,
        response: { 200: successResponse(portalGradesSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await child(request);
      return ok(toPortalGrades(await studentGrades(app.db, student.id, request.query), monthYearRange(request.query)));
    },
  );

  app.get(
    '/parents/:id/students/:sid/assignments',
    {
      config,
      schema: {
        tags,
        summary: "The class's live assignments, latest due first, with the child's status (PENDING until due, then SUBMITTED, GRADED, LATE or MISSING) and mark (paged)",
        params,
        querystring: parentChildPageQuerySchema,
        response: { 200: pagedAnswer(childAssignmentSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await child(request);
      const { page, limit } = request.query;
      const { items, totalCount } = await childAssignmentPage(app.db, student, page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );

  app.get(
    '/parents/:id/students/:sid/exams',
    {
      config,
      schema: {
        tags,
        summary: "The child's exams, newest first, with their mark, as /students/{id}/exams",
        params,
        querystring: parentChildCacheBusterSchema,
        response: { 200: successResponse(z.array(portalExamSchema)), ...errorAnswers },
      },
    },
    async (request) => ok(await allStudentExams(app.db, await child(request))),
  );

  app.get(
    '/parents/:id/students/:sid/timetable',
    {
      config,
      schema: {
        tags,
        summary: "The class's week: Saturday to Thursday, each day by start time, with subject, teacher and room",
        params,
        querystring: parentChildCacheBusterSchema,
        response: { 200: successResponse(childTimetableSchema), ...errorAnswers },
      },
    },
    async (request) => ok(await childTimetable(app.db, await child(request))),
  );

  app.get(
    '/parents/:id/students/:sid/fees',
    {
      config,
      schema: {
        tags,
        summary: 'Current fees (PENDING, OVERDUE, PARTIAL), oldest due first; meta.summary: pending, paid, total (as /students/{id}/fees)',
        params,
        querystring: parentChildCacheBusterSchema,
        response: { 200: feeListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      const student = await child(request);
      const [data, summary] = await Promise.all([currentFees(app.db, student.id), feeSummary(app.db, student.id)]);
      return { success: true as const, data, meta: { summary } };
    },
  );

  app.get(
    '/parents/:id/students/:sid/payments',
    {
      config,
      schema: {
        tags,
        summary: "The child's payments, newest first: receipt number, date, amount, method, type, status (paged, limit at most 100)",
        params,
        querystring: parentChildPageQuerySchema,
        response: { 200: pagedAnswer(childPaymentSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await child(request);
      const { page, limit } = request.query;
      const { items, totalCount } = await childPaymentPage(app.db, student.id, page, limit);
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );

  app.get(
    '/parents/:id/students/:sid/reports',
    {
      config,
      schema: {
        tags,
        summary: 'A report card per academic year, newest first: per subject average %, letter and marks; overall average; attendance % of the period',
        params,
        querystring: parentChildCacheBusterSchema,
        response: { 200: successResponse(z.array(reportCardSchema)), ...errorAnswers },
      },
    },
    async (request) => ok(await childReportCards(app.db, (await child(request)).id)),
  );

  app.get(
    '/parents/:id/students/:sid/documents',
    {
      config,
      schema: {
        tags,
        summary: "The child's documents, newest first, each with its download URL",
        params,
        querystring: parentChildCacheBusterSchema,
        response: { 200: successResponse(z.array(childDocumentSchema)), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await child(request);
      return ok(await childDocuments(app.db, request.params.id, student.id));
    },
  );

  app.get(
    '/parents/:id/students/:sid/documents/:docId/file',
    {
      config,
      schema: {
        tags,
        summary: "Download one of the child's documents (attachment with its file name)",
        params: parentChildDocumentParamsSchema,
        response: {
          200: { description: 'The file', content: { 'application/octet-stream': { schema: z.any().describe('The file bytes') } } },
          ...errorAnswers,
        },
      },
    },
    async (request, reply) => {
      const student = await child(request);
      const document = await findChildDocument(app.db, student.id, request.params.docId);
      const storagePath = document ? checkedStudentDocumentPath(student.id, document.storagePath) : null;
      const bytes = document && storagePath ? await readUploadFile(app.config.dataDir, storagePath) : null;
      if (!document || !bytes) throw httpError(404, PARENT_CHILD_MESSAGES.documentNotFound);
      return reply
        .header('content-type', document.mimeType)
        .header('content-disposition', attachmentDisposition(document.fileName))
        // A stored document never changes under its id; it is private to the signed-in user.
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    },
  );

  app.get(
    '/parents/:id/students/:sid/announcements',
    {
      config,
      schema: {
        tags,
        summary: "Live, published, unexpired announcements for everyone or parents, school-wide or for the child's class; newest 20",
        params,
        querystring: parentChildCacheBusterSchema,
        response: { 200: successResponse(z.array(childAnnouncementSchema)), ...errorAnswers },
      },
    },
    async (request) => ok(await childAnnouncements(app.db, await child(request))),
  );

  app.get(
    '/parents/:id/students/:sid/messages',
    {
      config,
      schema: {
        tags,
        summary: 'The messages parent {id} sent the school about the child, newest first (paged)',
        params,
        querystring: parentChildPageQuerySchema,
        response: { 200: pagedAnswer(parentMessageSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const student = await child(request);
      const { page, limit } = request.query;
      const { items, totalCount } = await readChildMessagePage(app.db, student.parentUserId, student.id, { page, limit });
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount) } };
    },
  );
};
