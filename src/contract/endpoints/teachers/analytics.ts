/**
 * Per-teacher analytics, performance, insights, predictions, behavioural analysis and
 * notifications (spec part 2 §7.2). The analytics need teacher:read; a teacher's notifications
 * are theirs: the teacher themself may list and mark them read without a teacher permission
 * (the handler checks it), anyone else needs teacher:read to list and teacher:update to mark read.
 * Marking a notification read may be kept on the device for later.
 */
import { z } from 'zod';
import { paginationSchema, successResponse } from '@/contract/api';
import { defineEndpoint } from '@/contract/endpoint';
import {
  notificationIdParamsSchema,
  teacherAnalyticsSchema,
  teacherBehaviorSchema,
  teacherIdParamsSchema,
  teacherInsightsSchema,
  teacherNotificationSchema,
  teacherNotificationsQuerySchema,
  teacherPerformanceQuerySchema,
  teacherPerformanceSchema,
  teacherPeriodQuerySchema,
  teacherPredictionSchema,
} from '@/contract/teacher-analytics';

const tags = ['teachers: analytics'];
const read = { permission: 'teacher:read' };

export const notificationListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(teacherNotificationSchema),
  meta: z.object({ pagination: paginationSchema, unreadCount: z.number().int() }),
});

export const analytics = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/analytics',
  tags,
  summary:
    "The teacher's classes and subjects over a period (7d, 30d, 90d, 1y; default 30d) and the one before: grades, pass rate, attendance, weekly trend, per class and subject",
  access: read,
  params: teacherIdParamsSchema,
  query: teacherPeriodQuerySchema,
  answers: { 200: successResponse(teacherAnalyticsSchema) },
});

export const performance = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/performance',
  tags,
  summary: 'An overall score (0-100) with its parts and the method; period default 90d',
  access: read,
  params: teacherIdParamsSchema,
  query: teacherPerformanceQuerySchema,
  answers: { 200: successResponse(teacherPerformanceSchema) },
});

export const insights = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/insights',
  tags,
  summary:
    'Findings by fixed rules over the analytics (period default 30d); warning and critical ones are also written as notifications, once a day each',
  access: read,
  params: teacherIdParamsSchema,
  query: teacherPeriodQuerySchema,
  answers: { 200: successResponse(teacherInsightsSchema) },
});

export const prediction = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/predictions/performance',
  tags,
  summary:
    'Least-squares trend of the weekly (monthly for 1y) average grade, projected one step past the period, with slope, r² and confidence',
  access: read,
  params: teacherIdParamsSchema,
  query: teacherPeriodQuerySchema,
  answers: { 200: successResponse(teacherPredictionSchema) },
});

export const behavior = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/analysis/behavioral',
  tags,
  summary: 'Grading consistency, grading activity and attendance per weekday, and workload, with the method',
  access: read,
  params: teacherIdParamsSchema,
  query: teacherPeriodQuerySchema,
  answers: { 200: successResponse(teacherBehaviorSchema) },
});

export const notifications = defineEndpoint({
  method: 'GET',
  path: '/teachers/:id/notifications',
  tags,
  summary: "The teacher's notifications, newest first (paged), with the unread count; the teacher themself or teacher:read",
  access: 'authenticated',
  params: teacherIdParamsSchema,
  query: teacherNotificationsQuerySchema,
  answers: { 200: notificationListAnswerSchema },
});

export const markNotificationRead = defineEndpoint({
  method: 'PATCH',
  path: '/teachers/notifications/:id/read',
  tags,
  summary: 'Marks a teacher notification read (already read: unchanged); the teacher themself or teacher:update',
  access: 'authenticated',
  params: notificationIdParamsSchema,
  answers: { 200: successResponse(teacherNotificationSchema) },
  offline: {
    describe: () => ({ key: 'teachers.pending.notificationRead', values: {} }),
    pending: { entity: 'teacherNotification', id: (write) => write.params.id ?? null },
  },
});
