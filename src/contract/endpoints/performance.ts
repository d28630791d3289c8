/**
 * School-wide performance figures (spec part 2 §7.7): every teacher, subject, school and family
 * over a range of Kabul days (src/contract/performance.ts holds the rule and the shapes). Reads
 * only.
 */
import { defineEndpoint } from '@/contract/endpoint';
import {
  familyPerformanceListAnswerSchema,
  familyPerformanceQuerySchema,
  performanceIdParamsSchema,
  performanceRangeQuerySchema,
  schoolPerformanceAnswerSchema,
  schoolPerformanceListAnswerSchema,
  subjectPerformanceAnswerSchema,
  subjectPerformanceListAnswerSchema,
  subjectPerformanceListQuerySchema,
  subjectPerformanceQuerySchema,
  teacherPerformanceListAnswerSchema,
  teacherPerformanceListQuerySchema,
} from '@/contract/performance';

/** The static path wins over /teachers/{id} in Fastify's router, so "performance" is never read as a teacher id. */
export const teachers = defineEndpoint({
  method: 'GET',
  path: '/teachers/performance',
  tags: ['teachers: analytics'],
  summary: 'Every teacher scored as /teachers/{id}/performance over from/to (default the last 90 days), best first, paged, with school-wide means',
  access: { permission: 'teacher:read' },
  query: teacherPerformanceListQuerySchema,
  answers: { 200: teacherPerformanceListAnswerSchema },
});

export const subjects = defineEndpoint({
  method: 'GET',
  path: '/subjects/performance',
  tags: ['subjects'],
  summary: 'Per subject: mean grade, pass rate (50 %), grades, best and worst class, over from/to (default 90 days) or an academicYear; schoolId',
  access: { permission: 'subject:read' },
  query: subjectPerformanceListQuerySchema,
  answers: { 200: subjectPerformanceListAnswerSchema },
});

export const subject = defineEndpoint({
  method: 'GET',
  path: '/subjects/:id/performance',
  tags: ['subjects'],
  summary: "One subject's mean grade, pass rate, grades and every class's figures, over from/to (default 90 days) or an academicYear",
  access: { permission: 'subject:read' },
  params: performanceIdParamsSchema,
  query: subjectPerformanceQuerySchema,
  answers: { 200: subjectPerformanceAnswerSchema },
});

export const schools = defineEndpoint({
  method: 'GET',
  path: '/schools/performance',
  tags: ['schools'],
  summary: 'Per school in scope: students, teachers, attendance rate, mean grade, pass rate, fees collected vs due over from/to (default 90 days)',
  access: { permission: 'analytics:read' },
  query: performanceRangeQuerySchema,
  answers: { 200: schoolPerformanceListAnswerSchema },
});

export const school = defineEndpoint({
  method: 'GET',
  path: '/schools/:id/performance',
  tags: ['schools'],
  summary: "One school's students, teachers, attendance rate, mean grade, pass rate, fees collected vs due over from/to (default 90 days)",
  access: { permission: 'analytics:read' },
  params: performanceIdParamsSchema,
  query: performanceRangeQuerySchema,
  answers: { 200: schoolPerformanceAnswerSchema },
});

/** A PARENT holds parent:read for the portal, but gets 403 here and their own family at /parents/{id}/performance. */
export const families = defineEndpoint({
  method: 'GET',
  path: '/parents/performance',
  tags: ['parents'],
  summary: 'Per family: children, attendance rate, mean grade (from/to, default 90 days), fees pending and messages; paged and sorted; staff only (a parent: 403)',
  access: { permission: 'parent:read' },
  query: familyPerformanceQuerySchema,
  answers: { 200: familyPerformanceListAnswerSchema },
});
