/**
 * Per-teacher analytics, performance, insights, predictions, behavioural analysis and
 * notifications (spec part 2 §7.2). The analytics routes need teacher:read and see only the
 * schools of the user's scope: another school's or an unknown teacher is 404. A teacher's
 * notifications are theirs: the teacher themself (teachers.user_id = the caller) may list and
 * mark them read without a teacher permission; anyone else needs teacher:read to list and
 * teacher:update to mark read. Methods are documented in each computing module and returned in
 * the answers' `method` fields.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as analyticsEndpoints from '@/contract/endpoints/teachers/analytics';
import { TEACHER_NOTIFICATION_MESSAGES } from '@/contract/teacher-analytics';
import { httpError } from '../../lib/http-error';
import { paginationMeta } from '../../lib/pagination';
import { requirePermission, requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { canAccessSchool } from '../../lib/school-scope';
import type { AuthUser } from '../../types';
import { teacherAnalyticsData } from './analytics/teacher-analytics-figures';
import { findVisibleTeacher, type VisibleTeacher } from './analytics/teacher-analytics-lookup';
import { teacherPerformance } from './analytics/teacher-analytics-performance';
import { teacherBehavior } from './analytics/teacher-behavior-analysis';
import { notifyInsights } from './notifications/teacher-insight-notifications';
import { teacherInsights } from './analytics/teacher-insight-rules';
import { findNotification, markNotificationRead, notificationPage } from './notifications/teacher-notification-repository';
import { teacherPrediction } from './analytics/teacher-prediction';
import { auditActorOf, setAuditActor } from '../../lib/audit-actor';

const ok = <T>(data: T) => ({ success: true as const, data });

/** The teacher themself, or a user holding `permission`. */
function requireSelfOrTeacherPermission(user: AuthUser, teacherUserId: number | null, permission: string): void {
  if (teacherUserId === null || teacherUserId !== user.id) requirePermission(user, permission);
}

export const teacherAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  const visibleTeacher = (user: AuthUser | null, id: number): Promise<VisibleTeacher> => findVisibleTeacher(app.db, requireUser(user), id);

  routeEndpoint(app, analyticsEndpoints.analytics, async (request) => {
    const teacher = await visibleTeacher(request.user, request.params.id);
    return ok((await teacherAnalyticsData(app.db, teacher, request.query.period)).analytics);
  });

  routeEndpoint(app, analyticsEndpoints.performance, async (request) => {
    const teacher = await visibleTeacher(request.user, request.params.id);
    return ok(await teacherPerformance(app.db, teacher, request.query.period));
  });

  routeEndpoint(app, analyticsEndpoints.insights, async (request) => {
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
  });

  routeEndpoint(app, analyticsEndpoints.prediction, async (request) => {
    const teacher = await visibleTeacher(request.user, request.params.id);
    return ok(await teacherPrediction(app.db, teacher, request.query.period));
  });

  routeEndpoint(app, analyticsEndpoints.behavior, async (request) => {
    const teacher = await visibleTeacher(request.user, request.params.id);
    return ok(await teacherBehavior(app.db, teacher, request.query.period));
  });

  routeEndpoint(app, analyticsEndpoints.notifications, async (request) => {
    const user = requireUser(request.user);
    const teacher = await visibleTeacher(user, request.params.id);
    requireSelfOrTeacherPermission(user, teacher.userId, 'teacher:read');
    const { page, limit, unreadOnly } = request.query;
    const { items, totalCount, unreadCount } = await notificationPage(app.db, teacher.id, { page, limit, unreadOnly });
    return { success: true as const, data: items, meta: { pagination: paginationMeta(page, limit, totalCount), unreadCount } };
  });

  routeEndpoint(app, analyticsEndpoints.markNotificationRead, async (request, reply) => {
    const user = requireUser(request.user);
    const found = await findNotification(app.db, request.params.id);
    if (!found || !canAccessSchool(user, found.notification.schoolId)) throw httpError(404, TEACHER_NOTIFICATION_MESSAGES.notificationNotFound);
    requireSelfOrTeacherPermission(user, found.teacherUserId, 'teacher:update');
    return app.writeTransaction(request, reply, async (tx) => ok(await markNotificationRead(tx, found.notification.id)));
  });
};
