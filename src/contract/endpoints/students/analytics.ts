/**
 * /students analytics (spec part 2 §7.1): the dashboard, conversion analytics and stats,
 * converted students, counts by class and status, the figures cache, and one student's stats,
 * analytics, performance, attendance, grades, payments and events. Every read needs
 * student:read within the user's schools (another school's or an unknown student is 404);
 * /attendance and /grades are also the student's parent's, /payments needs payment:read (or the
 * parent). Warming the cache (student:update) is not kept for later: it only means something now.
 */
import { z } from 'zod';
import { pagedAnswer, successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';
import { analyticsQuerySchema, studentAnalyticsSchema } from '@/contract/student-analytics';
import { portalAttendanceQuerySchema, portalAttendanceSchema, portalGradesQuerySchema, portalGradesSchema } from '@/contract/student-portal-records';
import {
  cacheStatsSchema,
  cacheWarmBodySchema,
  cacheWarmResultSchema,
  classCountSchema,
  classStatsQuerySchema,
  conversionQuerySchema,
  convertedQuerySchema,
  convertedStudentItemSchema,
  statusCountSchema,
  statusStatsQuerySchema,
  studentConversionAnalyticsSchema,
  studentConversionStatsSchema,
  studentEventSchema,
  studentEventsQuerySchema,
  studentIdParamsSchema,
  studentPaymentsQuerySchema,
  studentPaymentsSchema,
  studentPerformanceSchema,
  studentPeriodQuerySchema,
  studentRecordAnalyticsSchema,
  studentStatsSchema,
} from '@/contract/student-records';

const tags = ['students: analytics'];
const read = { permission: 'student:read' } as const;
/** student:read, or the parent of the student of the path (any other student: 403). */
const familyRead = { permission: 'student:read', orParentOfStudent: 'id' } as const;
/** A family's money: payment:read, or the student's parent (student:read alone reads no payments). */
const familyMoneyRead = { permission: 'payment:read', orParentOfStudent: 'id' } as const;


export const dashboard = defineEndpoint({
  method: 'GET',
  path: '/students/analytics',
  tags,
  summary:
    'The students dashboard for a period (7D, 30D, 90D, 1Y; Kabul days up to today), optionally for one class; cached 60 s (90D 5 min, 1Y 15 min, then served while a refresh runs)',
  access: read,
  query: analyticsQuerySchema,
  answers: { 200: successResponse(studentAnalyticsSchema) },
});

export const conversionAnalytics = defineEndpoint({
  method: 'GET',
  path: '/students/conversion-analytics',
  tags,
  summary: 'Visitors registered and visitors converted to students per week (per month over 92 days), with the rate',
  access: read,
  query: conversionQuerySchema,
  answers: { 200: successResponse(studentConversionAnalyticsSchema) },
});

export const conversionStats = defineEndpoint({
  method: 'GET',
  path: '/students/conversion-stats',
  tags,
  summary: 'Totals of visitors converted to students',
  access: read,
  answers: { 200: successResponse(studentConversionStatsSchema) },
});

export const converted = defineEndpoint({
  method: 'GET',
  path: '/students/converted',
  tags,
  summary: 'Students converted from visitors, latest conversion first (paged)',
  access: read,
  query: convertedQuerySchema,
  answers: { 200: pagedAnswer(convertedStudentItemSchema) },
});

export const countsByClass = defineEndpoint({
  method: 'GET',
  path: '/students/stats/class',
  tags,
  summary: 'Students (not deleted) per class, with how many are ACTIVE; classId and schoolId narrow it',
  access: read,
  query: classStatsQuerySchema,
  answers: { 200: successResponse(z.array(classCountSchema)) },
});

export const countsByStatus = defineEndpoint({
  method: 'GET',
  path: '/students/stats/status',
  tags,
  summary: 'Students (not deleted) per status, every status listed; status and schoolId narrow it',
  access: read,
  query: statusStatsQuerySchema,
  answers: { 200: successResponse(z.array(statusCountSchema)) },
});

export const cacheStats = defineEndpoint({
  method: 'GET',
  path: '/students/cache/stats',
  tags,
  summary:
    "This API process's in-memory cache of the dashboard analytics and per-student stats (60 s; 90D 5 min and 1Y 15 min; not invalidated by writes)",
  access: read,
  answers: { 200: successResponse(cacheStatsSchema) },
});

export const warmCache = defineEndpoint({
  method: 'POST',
  path: '/students/cache/warm',
  tags,
  summary: "Computes the given students' stats now and keeps them in the cache; unknown or out-of-scope ids are skipped",
  access: { permission: 'student:update' },
  body: cacheWarmBodySchema,
  answers: { 200: successResponse(cacheWarmResultSchema) },
});

export const stats = defineEndpoint({
  method: 'GET',
  path: '/students/:id/stats',
  tags,
  summary: "The student's attendance, grades, payments (null without payment:read) and events, all time (cached 60 s)",
  access: read,
  params: studentIdParamsSchema,
  answers: { 200: successResponse(studentStatsSchema) },
});

export const recordAnalytics = defineEndpoint({
  method: 'GET',
  path: '/students/:id/analytics',
  tags,
  summary: "The student's grades and attendance over a period: trend per day, week or month, and per subject",
  access: read,
  params: studentIdParamsSchema,
  query: studentPeriodQuerySchema,
  answers: { 200: successResponse(studentRecordAnalyticsSchema) },
});

export const performance = defineEndpoint({
  method: 'GET',
  path: '/students/:id/performance',
  tags,
  summary: 'Per subject: average, best, last, trend and rank among the students of the class',
  access: read,
  params: studentIdParamsSchema,
  answers: { 200: successResponse(studentPerformanceSchema) },
});

export const attendance = defineEndpoint({
  method: 'GET',
  path: '/students/:id/attendance',
  tags,
  summary:
    "The student's attendance marks (newest first) and their summary; startDate, endDate, month, year and classId narrow them (also the student's parent)",
  access: familyRead,
  params: studentIdParamsSchema,
  query: portalAttendanceQuerySchema,
  answers: { 200: successResponse(portalAttendanceSchema) },
});

export const grades = defineEndpoint({
  method: 'GET',
  path: '/students/:id/grades',
  tags,
  summary:
    "The student's grades with percentage and grade label (newest first); subjectId, examId, academicYear, month and year narrow them (also the student's parent)",
  access: familyRead,
  params: studentIdParamsSchema,
  query: portalGradesQuerySchema,
  answers: { 200: successResponse(portalGradesSchema) },
});

export const payments = defineEndpoint({
  method: 'GET',
  path: '/students/:id/payments',
  tags,
  summary:
    "The student's payments (newest first) and their sums; status, startDate and endDate narrow them (payment:read, or the student's parent)",
  access: familyMoneyRead,
  params: studentIdParamsSchema,
  query: studentPaymentsQuerySchema,
  answers: { 200: successResponse(studentPaymentsSchema) },
});

export const events = defineEndpoint({
  method: 'GET',
  path: '/students/:id/events',
  tags,
  summary: 'What happened to the student, newest first (paged)',
  access: read,
  params: studentIdParamsSchema,
  query: studentEventsQuerySchema,
  answers: { 200: pagedAnswer(studentEventSchema) },
});
