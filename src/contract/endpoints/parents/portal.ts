/**
 * The parent portal's own calls (spec part 2 §7.5): GET /parents/children, /parents/notifications,
 * /parents/dashboard and PATCH /parents/{id}/notifications/{nid}/read (role PARENT; every answer is
 * the signed-in parent's own). Marking a notification read may be kept on the device when the
 * server cannot be reached.
 */
import { z } from 'zod';
import { defineEndpoint } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';
import { childSchema, parentDashboardSchema, parentNotificationSchema } from '@/contract/parent-portal';
import { dataAnswer } from '@/contract/endpoints/messaging/answers';

const tags = ['parents'];
const access = { role: ['PARENT'] } as const;
const cacheBuster = z.object({ _t: z.unknown().optional() });

export const notificationReadParamsSchema = z.object({ id: coercedIdSchema, nid: coercedIdSchema });

export const children = defineEndpoint({
  method: 'GET',
  path: '/parents/children',
  tags,
  summary: "The signed-in parent's children",
  access,
  query: cacheBuster,
  answers: { 200: dataAnswer(z.array(childSchema)) },
});

export const notifications = defineEndpoint({
  method: 'GET',
  path: '/parents/notifications',
  tags,
  summary: "The signed-in parent's notifications, newest first",
  access,
  query: cacheBuster,
  answers: { 200: dataAnswer(z.array(parentNotificationSchema)) },
});

export const dashboard = defineEndpoint({
  method: 'GET',
  path: '/parents/dashboard',
  tags,
  summary: 'Total children, average attendance and grade, unread and latest 5 notifications',
  access,
  query: cacheBuster,
  answers: { 200: dataAnswer(parentDashboardSchema) },
});

export const markNotificationRead = defineEndpoint({
  method: 'PATCH',
  path: '/parents/:id/notifications/:nid/read',
  tags,
  summary: "Marks one of the parent's own notifications read",
  access,
  params: notificationReadParamsSchema,
  answers: { 200: dataAnswer(parentNotificationSchema) },
  offline: {
    describe: () => ({ key: 'parentPortal.pending.markNotificationRead', values: {} }),
    pending: { entity: 'parentNotification', id: (write) => write.params.nid ?? null },
  },
});
