/**
 * Per-teacher analytics, performance, insights, predictions, behavioural analysis and
 * notifications (spec part 2 §7.2). The analytics routes need teacher:read and see only the
 * schools of the user's scope: another school's or an unknown teacher is 404. A teacher's
 * notifications are theirs: the teacher themself (teachers.user_id = the caller) may list and
 * mark them read without a teacher permission; anyone else needs teacher:read to list and
 * teacher:update to mark read. Methods are documented in each computing module and returned in
 * the answers' `method` fields.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginationSchema, successResponse } from '@/contract/api';
import {
  notificationIdParamsSchema,
  TEACHER_NOTIFICATION_MESSAGES,
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
import { errorAnswers } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requirePermission, requireUser } from '../../lib/permission-checks';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { teacherAnalyticsData } from './teacher-analytics-figures';
import { findVisibleTeacher, type VisibleTeacher } from './teacher-analytics-lookup';
import { teacherPerformance } from './teacher-analytics-performance';
import { teacherBehavior } from './teacher-behavior-analysis';
import { notifyInsights } from './teacher-insight-notifications';
import { teacherInsights } from './teacher-insight-rules';
import { findNotification, markNotificationRead, notificationPage } from './teacher-notification-store';
import { teacherPrediction } from './teacher-prediction';
import { auditActorOf, setAuditActor } from '../../lib/audit-actor';

const read = { access: { permission: 'teacher:read' } } as const;
const signedIn = { access: 'authenticated' } as const;
const tags = ['teachers: analytics'];
const ok = <T>(data: T) => ({ success: true as const, data });

const notificationListAnswer = z.object({
  success: z.literal(true),
  data: z.array(teacherNotificationSchema),
  meta: z.object({ pagination: paginationSchema, unreadCount: z.number().int() }),
});

/** The teacher themself, or a user holding `permission`. */
function requireSelfOrTeacherPermission(user: AuthUser, teacherUserId: number | null, permission: string): void {
  if (teacherUserId === null || teacherUserId !== user.id) requirePermission(user, permission);
}

export const teacherAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const visibleTeacher = (user: AuthUser | null, id: number): Promise<VisibleTeacher> => findVisibleTeacher(app.db, requireUser(user), id);

  app.get(
    '/teachers/:id/analytics',
    {
      config: read,
      schema: {
        tags,
        summary: "The teacher's classes and subjects over a period (7d, 30d, 90d, 1y; default 30d) and the one before: grades, pass rate, attendance, weekly trend, per class and subject",
        params: teacherIdParamsSchema,
        querystring: teacherPeriodQuerySchema,
        response: { 200: successResponse(teacherAnalyticsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const teacher = await visibleTeacher(request.user, request.params.id);
      return ok((await teacherAnalyticsData(app.db, teacher, request.query.period)).analytics);
    },
  );

  app.get(
    '/teachers/:id/performance',
    {
      config: read,
      schema: {
        tags,
        summary: 'An overall score (0-100) with its parts and the method; period default 90d',
        params: teacherIdParamsSchema,
        querystring: teacherPerformanceQuerySchema,
        response: { 200: successResponse(teacherPerformanceSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const teacher = await visibleTeacher(request.user, request.params.id);
      return ok(await teacherPerformance(app.db, teacher, request.query.period));
    },
  );

  app.get(
    '/teachers/:id/insights',
    {
      config: read,
      schema: {
        tags,
        summary: 'Findings by fixed rules over the analytics (period default 30d); warning and critical ones are also written as notifications, once a day each',
        params: teacherIdParamsSchema,
        querystring: teacherPeriodQuerySchema,
        response: { 200: successResponse(teacherInsightsSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const teacher = await visibleTeacher(request.user, request.params.id);
      const data = await teacherAnalyticsData(app.db, teacher, request.query.period);
      const insights = teacherInsights(data);
      const { period, from, to } = data.analytics;
      // A read that records what it found: notifications are deduplicated per day, so repeating it changes nothing.
      const notificationsCreated = await app.db.transaction(async (tx) => {
        await setAuditActor(tx, auditActorOf(request));
        return notifyInsights(tx, teacher, insights, { period, from, to });
      });
      return ok({ teacherId: teacher.id, period, from, to, insights, notificationsCreated });
    },
  );

  app.get(
    '/teachers/:id/predictions/performance',
    {
      config: read,
      schema: {
        tags,
        summary: 'Least-squares trend of the weekly (monthly for 1y) average grade, projected one step past the period, with slope, r² and confidence',
        params: teacherIdParamsSchema,
        querystring: teacherPeriodQuerySchema,
        response: { 200: successResponse(teacherPredictionSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const teacher = await visibleTeacher(request.user, request.params.id);
      return ok(await teacherPrediction(app.db, teacher, request.query.period));
    },
  );

  app.get(
    '/teachers/:id/analysis/behavioral',
    {
      config: read,
      schema: {
        tags,
        summary: 'Grading consistency, grading activity and attendance per weekday, and workload, with the method',
        params: teacherIdParamsSchema,
        querystring: teacherPeriodQuerySchema,
        response: { 200: successResponse(teacherBehaviorSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const teacher = await visibleTeacher(request.user, request.params.id);
      return ok(await teacherBehavior(app.db, teacher, request.query.period));
    },
  );

  app.get(
    '/teachers/:id/notifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The teacher's notifications, newest first (paged), with the unread count; the teacher themself or teacher:read",
        params: teacherIdParamsSchema,
        querystring: teacherNotificationsQuerySchema,
        response: { 200: notificationListAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const teacher = await visibleTeacher(user, request.params.id);
      requireSelfOrTeacherPermission(user, teacher.userId, 'teacher:read');
      const { page, limit, unreadOnly } = request.query;
      const { items, totalCount, unreadCount } = await notificationPage(app.db, teacher.id, { page, limit, unreadOnly });
      return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount), unreadCount } };
    },
  );

  app.patch(
    '/teachers/notifications/:id/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Marks a teacher notification read (already read: unchanged); the teacher themself or teacher:update',
        params: notificationIdParamsSchema,
        response: { 200: successResponse(teacherNotificationSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      const found = await findNotification(app.db, request.params.id);
      if (!found || !canAccessSchool(user, found.notification.schoolId)) throw httpError(404, TEACHER_NOTIFICATION_MESSAGES.notificationNotFound);
      requireSelfOrTeacherPermission(user, found.teacherUserId, 'teacher:update');
      return app.writeTransaction(request, reply, async (tx) => ok(await markNotificationRead(tx, found.notification.id)));
    },
  );
};
