/**
 * The parent portal's per-child reads (spec part 2 §7.5): attendance stats, academic progress,
 * exams, upcoming exams, fees and fee history. Each: student:read (payment:read for the fees)
 * within the school scope (another school's student is 404), or the student's own parent (any
 * other student answers 403 before the handler runs). The child's attendance marks and grades are
 * ./analytics.ts's `attendance` and `grades`.
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';
import {
  academicProgressSchema,
  attendanceStatsQuerySchema,
  attendanceStatsSchema,
  feeListAnswerSchema,
  portalExamSchema,
  upcomingExamSchema,
} from '@/contract/student-portal-records';
import { studentIdParamsSchema } from '@/contract/student-records';

const tags = ['students: parent portal'];
/** student:read, or the parent of the student of the path. */
const familyRead = { permission: 'student:read', orParentOfStudent: 'id' } as const;
/** A child's money: payment:read, or the student's own parent. */
const familyMoneyRead = { permission: 'payment:read', orParentOfStudent: 'id' } as const;
const cacheBuster = z.object({ _t: z.unknown().optional() });

export const attendanceStats = defineEndpoint({
  method: 'GET',
  path: '/students/:id/attendance/stats',
  tags,
  summary: 'Counts of the attendance marks by status and the attendance % (PRESENT over all, rounded); month and year narrow them',
  access: familyRead,
  params: studentIdParamsSchema,
  query: attendanceStatsQuerySchema,
  answers: { 200: successResponse(attendanceStatsSchema) },
});

export const academicProgress = defineEndpoint({
  method: 'GET',
  path: '/students/:id/academic-progress',
  tags,
  summary:
    'Overall average, assignments completed of total, and per subject: average, assignments and trend (latest half of the grades against the earlier half)',
  access: familyRead,
  params: studentIdParamsSchema,
  query: cacheBuster,
  answers: { 200: successResponse(academicProgressSchema) },
});

export const exams = defineEndpoint({
  method: 'GET',
  path: '/students/:id/exams',
  tags,
  summary: "The student's exams (their class's and any they were graded in), newest first, with the student's mark",
  access: familyRead,
  params: studentIdParamsSchema,
  query: cacheBuster,
  answers: { 200: successResponse(z.array(portalExamSchema)) },
});

export const upcomingExams = defineEndpoint({
  method: 'GET',
  path: '/students/:id/exams/upcoming',
  tags,
  summary: 'SCHEDULED exams from today (Kabul) on, soonest first, with days left (rounded up)',
  access: familyRead,
  params: studentIdParamsSchema,
  query: cacheBuster,
  answers: { 200: successResponse(z.array(upcomingExamSchema)) },
});

export const fees = defineEndpoint({
  method: 'GET',
  path: '/students/:id/fees',
  tags,
  summary: 'Current fees (PENDING, OVERDUE, PARTIAL), oldest due first; meta.summary: pending (PENDING + OVERDUE), paid, total',
  access: familyMoneyRead,
  params: studentIdParamsSchema,
  query: cacheBuster,
  answers: { 200: feeListAnswerSchema },
});

export const feeHistory = defineEndpoint({
  method: 'GET',
  path: '/students/:id/fees/history',
  tags,
  summary: 'Paid fees, newest first; meta.summary as for /fees',
  access: familyMoneyRead,
  params: studentIdParamsSchema,
  query: cacheBuster,
  answers: { 200: feeListAnswerSchema },
});
