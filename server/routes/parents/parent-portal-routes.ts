/**
 * The parent portal's own calls (spec part 2 §7.5): GET /parents/children, /parents/notifications
 * (newest first), /parents/dashboard (the Dashboard tab's cards and latest 5 notifications) and
 * PATCH /parents/{id}/notifications/{nid}/read. Access: role PARENT; every answer is the signed-in
 * parent's own (their children by students.parent_user_id, their notifications), so no other
 * family's data can show. A child's records are the /students/{id}/... calls (family access).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARENT_PORTAL_MESSAGES, childSchema, parentDashboardSchema, parentNotificationSchema } from '@/contract/parent-portal';
import { errorAnswers as errors } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { readChildren } from './parent-children';
import { readParentDashboard } from './parent-dashboard';
import { markNotificationRead, readNotifications } from './parent-notifications';
import { coercedIdSchema } from '@/contract/ids';

const tags = ['parents'];
const parentOnly = { access: { role: ['PARENT'] } };
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, message: z.string().optional() });
const cacheBuster = z.object({ _t: z.unknown().optional() });
const id = coercedIdSchema;
const readParams = z.object({ id, nid: id });

export const parentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/parents/children',
    { config: parentOnly, schema: { tags, summary: "The signed-in parent's children", querystring: cacheBuster, response: { 200: answer(z.array(childSchema)), ...errors } } },
    async (request) => {
      const user = requireUser(request.user);
      const children = await readChildren(app.db, user.id);
      return { success: true as const, data: children, ...(children.length ? {} : { message: PARENT_PORTAL_MESSAGES.noChildren }) };
    },
  );

  app.get(
    '/parents/notifications',
    { config: parentOnly, schema: { tags, summary: "The signed-in parent's notifications, newest first", querystring: cacheBuster, response: { 200: answer(z.array(parentNotificationSchema)), ...errors } } },
    async (request) => {
      const user = requireUser(request.user);
      return { success: true as const, data: await readNotifications(app.db, user.id) };
    },
  );

  app.get(
    '/parents/dashboard',
    {
      config: parentOnly,
      schema: { tags, summary: 'Total children, average attendance and grade, unread and latest 5 notifications', querystring: cacheBuster, response: { 200: answer(parentDashboardSchema), ...errors } },
    },
    async (request) => {
      const user = requireUser(request.user);
      return { success: true as const, data: await readParentDashboard(app.db, user.id) };
    },
  );

  app.patch(
    '/parents/:id/notifications/:nid/read',
    { config: parentOnly, schema: { tags, summary: "Marks one of the parent's own notifications read", params: readParams, response: { 200: answer(parentNotificationSchema), ...errors } } },
    async (request, reply) => {
      const user = requireUser(request.user);
      if (request.params.id !== user.id) throw httpError(403, PARENT_PORTAL_MESSAGES.notYourAccount);
      return app.writeTransaction(request, reply, async (tx) => {
        const notification = await markNotificationRead(tx, user.id, request.params.nid);
        if (!notification) throw httpError(404, PARENT_PORTAL_MESSAGES.notificationNotFound);
        return { success: true as const, data: notification, message: PARENT_PORTAL_MESSAGES.notificationRead };
      });
    },
  );
};
