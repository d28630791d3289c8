/**
 * A parent's own account paths /parents/{id}/... (spec part 2 §7.5, wider client paths): the
 * profile, performance, children, dashboard, calendar, settings, notifications and messages.
 * Reads: parent:read, then the parent themselves or staff of the parent's school
 * (parent-account-access.ts). Writes (PUT settings, POST messages): the parent themselves only,
 * through app.writeTransaction, so a replayed X-Request-ID changes nothing twice.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as accountEndpoints from '@/contract/endpoints/parents/account';
import { PARENT_ACCOUNT_MESSAGES } from '@/contract/parent-account';
import { PARENT_PORTAL_MESSAGES } from '@/contract/parent-portal';
import { httpError } from '../../lib/http-error';
import { requireUser } from '../../lib/permission-checks';
import { routeEndpoint } from '../../lib/route-endpoint';
import { findReadableParent, requireOwnParentAccount } from './parent-account-access';
import { calendarRange, readParentCalendar } from './parent-calendar';
import { readChildren } from './parent-children';
import { readParentDashboard } from './parent-dashboard';
import { readParentMessages, sendParentMessage } from './parent-messages';
import { readNotifications } from './parent-notifications';
import { readParentPerformance } from './parent-performance';
import { readParentProfile } from './parent-profile';
import { readParentSettings, saveParentSettings } from './parent-settings';

const ok = <T>(data: T) => ({ success: true as const, data });

export const parentAccountRoutes: FastifyPluginAsync = async (app) => {
  routeEndpoint(app, accountEndpoints.get, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    const profile = await readParentProfile(app.db, parent.userId);
    if (!profile) throw httpError(404, PARENT_ACCOUNT_MESSAGES.parentNotFound);
    return ok(profile);
  });

  routeEndpoint(app, accountEndpoints.performance, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    return ok(await readParentPerformance(app.db, parent.userId));
  });

  routeEndpoint(app, accountEndpoints.students, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    const children = await readChildren(app.db, parent.userId);
    return { ...ok(children), ...(children.length ? {} : { message: PARENT_PORTAL_MESSAGES.noChildren }) };
  });

  routeEndpoint(app, accountEndpoints.dashboard, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    return ok(await readParentDashboard(app.db, parent.userId));
  });

  routeEndpoint(app, accountEndpoints.calendar, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    return ok(await readParentCalendar(app.db, parent.userId, calendarRange(request.query)));
  });

  routeEndpoint(app, accountEndpoints.settings, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    return ok(await readParentSettings(app.db, parent.userId));
  });

  routeEndpoint(app, accountEndpoints.saveSettings, async (request, reply) => {
    const account = requireOwnParentAccount(requireUser(request.user), request.params.id);
    return app.writeTransaction(request, reply, async (tx) => ({
      ...ok(await saveParentSettings(tx, account, request.body)),
      message: PARENT_ACCOUNT_MESSAGES.settingsSaved,
    }));
  });

  routeEndpoint(app, accountEndpoints.notifications, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    return ok(await readNotifications(app.db, parent.userId));
  });

  routeEndpoint(app, accountEndpoints.messages, async (request) => {
    const parent = await findReadableParent(app.db, requireUser(request.user), request.params.id);
    return ok(await readParentMessages(app.db, parent.userId));
  });

  routeEndpoint(app, accountEndpoints.sendMessage, async (request, reply) => {
    const account = requireOwnParentAccount(requireUser(request.user), request.params.id);
    return app.writeTransaction(request, reply, async (tx) => {
      const message = await sendParentMessage(tx, account, request.body);
      reply.code(201);
      return { ...ok(message), message: PARENT_ACCOUNT_MESSAGES.messageSent };
    });
  });
};
