/**
 * A parent's child's records under the parent's own path (spec part 2 §7.5, wider client paths):
 * GET /parents/{id}/students/{sid} and .../attendance, grades, assignments, exams, timetable, fees,
 * payments, reports, documents (+ /{docId}/file), announcements and messages. Access: the parent
 * themself for their own child, or staff with parent:read within their schools (checked on the
 * server). Reads only.
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { defineEndpoint, type EndpointAnswer } from '@/contract/endpoint';
import { parentMessageSchema } from '@/contract/parent-account';
import {
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
import { pagedAnswer } from '@/contract/api';
import { fileAnswer } from '@/contract/file-answers';

const tags = ['parents: child records'];
const access = { permission: 'parent:read', orParentOfStudent: 'sid' };
const params = parentChildParamsSchema;

/** A read of /parents/{id}/students/{sid}/...: the ids, its query, its answer. */
function read<const P extends string, Q extends z.ZodType, A extends EndpointAnswer>({ path, summary, query, answer }: { path: P; summary: string; query: Q; answer: A }) {
  return defineEndpoint({ method: 'GET', path, tags, summary, access, params, query, answers: { 200: answer } });
}

export const get = read({
  path: '/parents/:id/students/:sid',
  summary: 'The child as /parents/children shows it',
  query: parentChildCacheBusterSchema,
  answer: successResponse(childSchema),
});

export const attendance = read({
  path: '/parents/:id/students/:sid/attendance',
  summary: "The child's attendance marks (newest first) and their summary, as /students/{id}/attendance; month and year narrow them",
  query: portalAttendanceQuerySchema,
  answer: successResponse(portalAttendanceSchema),
});

export const grades = read({
  path: '/parents/:id/students/:sid/grades',
  summary: "The child's grades (newest first), as /students/{id}/grades; subjectId, examId, academicYear, month and year narrow them",
  query: portalGradesQuerySchema,
  answer: successResponse(portalGradesSchema),
});

export const assignments = read({
  path: '/parents/:id/students/:sid/assignments',
  summary: "The class's live assignments, latest due first, with the child's status (PENDING until due, then SUBMITTED, GRADED, LATE or MISSING) and mark (paged)",
  query: parentChildPageQuerySchema,
  answer: pagedAnswer(childAssignmentSchema),
});

export const exams = read({
  path: '/parents/:id/students/:sid/exams',
  summary: "The child's exams, newest first, with their mark, as /students/{id}/exams",
  query: parentChildCacheBusterSchema,
  answer: successResponse(z.array(portalExamSchema)),
});

export const timetable = read({
  path: '/parents/:id/students/:sid/timetable',
  summary: "The class's week: Saturday to Thursday, each day by start time, with subject, teacher and room",
  query: parentChildCacheBusterSchema,
  answer: successResponse(childTimetableSchema),
});

export const fees = read({
  path: '/parents/:id/students/:sid/fees',
  summary: 'Current fees (PENDING, OVERDUE, PARTIAL), oldest due first; meta.summary: pending, paid, total (as /students/{id}/fees)',
  query: parentChildCacheBusterSchema,
  answer: feeListAnswerSchema,
});

export const payments = read({
  path: '/parents/:id/students/:sid/payments',
  summary: "The child's payments, newest first: receipt number, date, amount, method, type, status (paged, limit at most 100)",
  query: parentChildPageQuerySchema,
  answer: pagedAnswer(childPaymentSchema),
});

export const reports = read({
  path: '/parents/:id/students/:sid/reports',
  summary: 'A report card per academic year, newest first: per subject average %, letter and marks; overall average; attendance % of the period',
  query: parentChildCacheBusterSchema,
  answer: successResponse(z.array(reportCardSchema)),
});

export const documents = read({
  path: '/parents/:id/students/:sid/documents',
  summary: "The child's documents, newest first, each with its download URL",
  query: parentChildCacheBusterSchema,
  answer: successResponse(z.array(childDocumentSchema)),
});

export const documentFile = defineEndpoint({
  method: 'GET',
  path: '/parents/:id/students/:sid/documents/:docId/file',
  tags,
  summary: "Download one of the child's documents (attachment with its file name)",
  access,
  params: parentChildDocumentParamsSchema,
  answers: { 200: fileAnswer },
});

export const announcements = read({
  path: '/parents/:id/students/:sid/announcements',
  summary: "Live, published, unexpired announcements for everyone or parents, school-wide or for the child's class; newest 20",
  query: parentChildCacheBusterSchema,
  answer: successResponse(z.array(childAnnouncementSchema)),
});

export const messages = read({
  path: '/parents/:id/students/:sid/messages',
  summary: 'The messages parent {id} sent the school about the child, newest first (paged)',
  query: parentChildPageQuerySchema,
  answer: pagedAnswer(parentMessageSchema),
});
