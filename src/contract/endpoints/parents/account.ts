/**
 * A parent's own account paths /parents/{id}/... (spec part 2 §7.5, wider client paths): the
 * profile, performance, children, dashboard, calendar, settings, notifications and messages. Reads:
 * parent:read (the parent themselves or staff of the parent's school, checked on the server).
 * Saving the settings and sending the school a message may be kept on the device when the server
 * cannot be reached.
 */
import { z } from 'zod';
import { successResponse } from '@/contract/api';
import { defineEndpoint, type EndpointAnswer, type WriteDescription } from '@/contract/endpoint';
import { coercedIdSchema } from '@/contract/ids';
import {
  newParentMessageSchema,
  parentCalendarQuerySchema,
  parentCalendarSchema,
  parentMessageSchema,
  parentPerformanceSchema,
  parentProfileSchema,
  parentSettingsSchema,
} from '@/contract/parent-account';
import { childSchema, parentDashboardSchema, parentNotificationSchema } from '@/contract/parent-portal';
import { excerpt, textField } from '@/contract/endpoints/messaging/answers';

const tags = ['parents: account'];
const access = { permission: 'parent:read' };

export const parentIdParamsSchema = z.object({ id: coercedIdSchema });
const cacheBuster = z.object({ _t: z.unknown().optional() });

/** A read of /parents/{id}/...: the id, an ignored cache-buster, `{ success, data }`. */
function read<const P extends string, S extends z.ZodType>(path: P, summary: string, data: S) {
  return defineEndpoint({
    method: 'GET',
    path,
    tags,
    summary,
    access,
    params: parentIdParamsSchema,
    query: cacheBuster,
    answers: { 200: successResponse(data) } satisfies Record<number, EndpointAnswer>,
  });
}

export const get = read('/parents/:id', "The parent's profile: name, contact, relationship and how many children", parentProfileSchema);

export const performance = read(
  '/parents/:id/performance',
  "Each child's attendance %, average grade, assignments and per-subject averages and trends, and the family's",
  parentPerformanceSchema,
);

export const students = read('/parents/:id/students', "The parent's live children (as GET /parents/children)", z.array(childSchema));

export const dashboard = read('/parents/:id/dashboard', 'The Dashboard tab (as GET /parents/dashboard)', parentDashboardSchema);

export const calendar = defineEndpoint({
  method: 'GET',
  path: '/parents/:id/calendar',
  tags,
  summary:
    "The children's exams and assignment due dates from `from` to `to` (YYYY-MM-DD, both included; default the current school month; at most 366 days)",
  access,
  params: parentIdParamsSchema,
  query: parentCalendarQuerySchema,
  answers: { 200: successResponse(parentCalendarSchema) },
});

export const settings = read('/parents/:id/settings', "The parent's portal settings (the defaults until first saved)", parentSettingsSchema);

export const saveSettings = defineEndpoint({
  method: 'PUT',
  path: '/parents/:id/settings',
  tags,
  summary: "Replaces the parent's own portal settings (the parent only)",
  access,
  params: parentIdParamsSchema,
  body: parentSettingsSchema,
  answers: { 200: successResponse(parentSettingsSchema) },
  offline: {
    describe: () => ({ key: 'parentPortal.pending.saveSettings', values: {} }),
    pending: { entity: 'parentSettings', id: (write) => write.params.id ?? null },
  },
});

export const notifications = read(
  '/parents/:id/notifications',
  "The parent's notifications, newest first (as GET /parents/notifications)",
  z.array(parentNotificationSchema),
);

export const messages = read('/parents/:id/messages', 'The messages the parent sent the school, newest first', z.array(parentMessageSchema));

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/parents/:id/messages',
  tags,
  summary: "Sends the school a message, about one of the parent's own children or none (the parent only)",
  access,
  params: parentIdParamsSchema,
  body: newParentMessageSchema,
  answers: { 201: successResponse(parentMessageSchema) },
  offline: {
    describe: (write): WriteDescription => {
      const subject = excerpt(textField(write.body, 'subject'));
      return subject === '' ? { key: 'parentPortal.pending.sendMessageUntitled', values: {} } : { key: 'parentPortal.pending.sendMessage', values: { subject } };
    },
    pending: { entity: 'parentMessage', id: () => null },
  },
});
