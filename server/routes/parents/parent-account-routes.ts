/**
 * A parent's own account paths /parents/{id}/... (spec part 2 §7.5, wider client paths): the
 * profile, performance, children, dashboard, calendar, settings, notifications and messages.
 * Reads: parent:read, then the parent themselves or staff of the parent's school
 * (parent-account-access.ts). Writes (PUT settings, POST messages): the parent themselves only,
 * through app.writeTransaction, so a replayed X-Request-ID changes nothing twice.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '@/contract/api';
import {
  PARENT_ACCOUNT_MESSAGES,
  newParentMessageSchema,
  parentCalendarQuerySchema,
  parentCalendarSchema,
  parentMessageSchema,
  parentPerformanceSchema,
  parentProfileSchema,
  parentSettingsSchema,
} from '@/contract/parent-account';
import { PARENT_PORTAL_MESSAGES, childSchema, parentDashboardSchema, parentNotificationSchema } from '@/contract/parent-portal';
import { errorAnswers } from '../../lib/answer-schemas';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { findReadableParent, parentAccountRead, requireOwnParentAccount } from './parent-account-access';
import { calendarRange, readParentCalendar } from './parent-calendar';
import { readChildren } from './parent-children';
import { readParentDashboard } from './parent-dashboard';
import { readParentMessages, sendParentMessage } from './parent-messages';
import { readNotifications } from './parent-notifications';
import { readParentPerformance } from './parent-performance';
import { readParentProfile } from './parent-profile';
import { readParentSettings, saveParentSettings } from './parent-settings';
import { coercedIdSchema } from '@/contract/ids';

const tags = ['parents: account'];
const params = z.object({ id: coercedIdSchema });
const cacheBuster = z.object({ _t: z.unknown().optional() });
const ok = <T>(data: T) => ({ success: true as const, data });

export const parentAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const readSchema = <T extends z.ZodType>(summary: string, data: T) => ({
    tags,
    summary,
    params,
    querystring: cacheBuster,
    response: { 200: successResponse(data), ...errorAnswers },
  });

  app.get(
    '/parents/:id',
    { config: parentAccountRead, schema: readSchema("The parent's profile: name, contact, relationship and how many children", parentProfileSchema) },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      const profile = await readParentProfile(app.db, parent.userId);
      if (!profile) throw httpError(404, PARENT_ACCOUNT_MESSAGES.parentNotFound);
      return ok(profile);
    },
  );

  app.get(
    '/parents/:id/performance',
    {
      config: parentAccountRead,
      schema: readSchema("Each child's attendance %, average grade, assignments and per-subject averages and trends, and the family's", parentPerformanceSchema),
    },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      return ok(await readParentPerformance(app.db, parent.userId));
    },
  );

  app.get(
    '/parents/:id/students',
    { config: parentAccountRead, schema: readSchema("The parent's live children (as GET /parents/children)", z.array(childSchema)) },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      const children = await readChildren(app.db, parent.userId);
      return { ...ok(children), ...(children.length ? {} : { message: PARENT_PORTAL_MESSAGES.noChildren }) };
    },
  );

  app.get(
    '/parents/:id/dashboard',
    { config: parentAccountRead, schema: readSchema('The Dashboard tab (as GET /parents/dashboard)', parentDashboardSchema) },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      return ok(await readParentDashboard(app.db, parent.userId));
    },
  );

  app.get(
    '/parents/:id/calendar',
    {
      config: parentAccountRead,
      schema: {
        tags,
        summary: "The children's exams and assignment due dates from `from` to `to` (YYYY-MM-DD, both included; default the current school month; at most 366 days)",
        params,
        querystring: parentCalendarQuerySchema,
        response: { 200: successResponse(parentCalendarSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      return ok(await readParentCalendar(app.db, parent.userId, calendarRange(request.query)));
    },
  );

  app.get(
    '/parents/:id/settings',
    { config: parentAccountRead, schema: readSchema("The parent's portal settings (the defaults until first saved)", parentSettingsSchema) },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      return ok(await readParentSettings(app.db, parent.userId));
    },
  );

  app.put(
    '/parents/:id/settings',
    {
      config: parentAccountRead,
      schema: { tags, summary: "Replaces the parent's own portal settings (the parent only)", params, body: parentSettingsSchema, response: { 200: successResponse(parentSettingsSchema), ...errorAnswers } },
    },
    async (request, reply) => {
      const account = requireOwnParentAccount(requireUser(request.user), request.params.id);
      return app.writeTransaction(request, reply, async (tx) => ({
        ...ok(await saveParentSettings(tx, account, request.body)),
        message: PARENT_ACCOUNT_MESSAGES.settingsSaved,
      }));
    },
  );

  app.get(
    '/parents/:id/notifications',
    { config: parentAccountRead, schema: readSchema("The parent's notifications, newest first (as GET /parents/notifications)", z.array(parentNotificationSchema)) },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      return ok(await readNotifications(app.db, parent.userId));
    },
  );

  app.get(
    '/parents/:id/messages',
    { config: parentAccountRead, schema: readSchema('The messages the parent sent the school, newest first', z.array(parentMessageSchema)) },
    async (request) => {
      const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
      return ok(await readParentMessages(app.db, parent.userId));
    },
  );

  app.post(
    '/parents/:id/messages',
    {
      config: parentAccountRead,
      schema: {
        tags,
        summary: "Sends the school a message, about one of the parent's own children or none (the parent only)",
        params,
        body: newParentMessageSchema,
        response: { 201: successResponse(parentMessageSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const account = requireOwnParentAccount(requireUser(request.user), request.params.id);
      return app.writeTransaction(request, reply, async (tx) => {
        const message = await sendParentMessage(tx, account, request.body);
        reply.code(201);
        return { ...ok(message), message: PARENT_ACCOUNT_MESSAGES.messageSent };
      });
    },
  );
};
