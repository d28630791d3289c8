/**
 * The parent portal's own calls (spec part 2 §7.5): GET /parents/children, /parents/notifications
 * (newest first), /parents/dashboard (the Dashboard tab's cards and latest 5 notifications) and
 * PATCH /parents/{id}/notifications/{nid}/read. Access: role PARENT; every answer is the signed-in
 * parent's own (their children by students.parent_user_id, their notifications), so no other
 * family's data can show. A child's records are the /students/{id}/... calls (family access).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as portalEndpoints from '@/contract/endpoints/parents/portal';
import { PARENT_PORTAL_MESSAGES } from '@/contract/parent-portal';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { readChildren } from './parent-children';
import { readParentDashboard } from './parent-dashboard';
import { markNotificationRead, readNotifications } from './parent-notifications';

export const parentPortalRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, portalEndpoints.children, async (request) => {
    const user = requireUser(request.user);
    const children = await readChildren(app.db, user.id);
    return { success: true as const, data: children, ...(children.length ? {} : { message: PARENT_PORTAL_MESSAGES.noChildren }) };
  });

  routeEndpoint(app, portalEndpoints.notifications, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: await readNotifications(app.db, user.id) };
  });

  routeEndpoint(app, portalEndpoints.dashboard, async (request) => {
    const user = requireUser(request.user);
    return { success: true as const, data: await readParentDashboard(app.db, user.id) };
  });

  routeEndpoint(app, portalEndpoints.markNotificationRead, async (request, reply) => {
    const user = requireUser(request.user);
    if (request.params.id !== user.id) throw httpError(403, PARENT_PORTAL_MESSAGES.notYourAccount);
    return app.writeTransaction(request, reply, async (tx) => {
      const notification = await markNotificationRead(tx, user.id, request.params.nid);
      if (!notification) throw httpError(404, PARENT_PORTAL_MESSAGES.notificationNotFound);
      return { success: true as const, data: notification, message: PARENT_PORTAL_MESSAGES.notificationRead };
    });
  });
};
